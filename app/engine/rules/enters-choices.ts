// "As ~ enters the battlefield, choose a color / a creature type / an opponent / a player"
// (CR 614.12: the choice is made as it enters) and the lines that read the choice ("creatures of
// the chosen type get +1/+1", "of the chosen color"). The player answers with `resolve`'s choice
// when the permanent spell resolves; otherwise (the simulator, a `resolve` without a choice, a
// permanent put onto the battlefield by an effect) the engine chooses by the defaults in
// docs/rules-lifecycle.md: the colour and the creature type most common among your own cards,
// and the goldfish as the opponent or player.
import type { StaticEffect } from '../../cards/oracle/abilities.ts';
import type { CompiledCard } from '../../cards/oracle/compile.ts';
import { cardHasTypes } from './filters.ts';
import { colorsOf } from './attached.ts';
import { LAND_TYPE_QUESTIONS, defaultLandType, landTypeOptions, readLandType } from './chosen-land-type.ts';
import type { Game } from '../turns/game.ts';
import { copyQuestion } from './enters-as-copy.ts';
import { type EntersChoices, type GameObject, type GameState, OPPONENT, otherPlayer, type PlayerId, YOU } from '../state/state.ts';

/** What a permanent asks as it enters: the "choose …" lines, riot's counter or haste, and how many creatures devour sacrifices. */
type ChooseWhat = Extract<StaticEffect, { kind: 'choose as enters' }>['what'] | 'riot' | 'devour' | 'unleash';

export const COLOR_LETTERS = ['W', 'U', 'B', 'R', 'G'] as const;
const COLOR_NAMES = new Map<string, string>([['white', 'W'], ['blue', 'U'], ['black', 'B'], ['red', 'R'], ['green', 'G'], ...COLOR_LETTERS.map((letter) => [letter.toLowerCase(), letter] as [string, string])]);

const NOTHING: readonly ChooseWhat[] = [];
const questionsOf = new WeakMap<CompiledCard, readonly ChooseWhat[]>();

/** What a card asks as it enters, in printed order; empty for most cards. Read once per card: every permanent that enters asks. */
export function entersQuestions(card: CompiledCard): readonly ChooseWhat[] {
  let asked = questionsOf.get(card);
  if (!asked) {
    asked = questionsFrom(card);
    questionsOf.set(card, asked);
  }
  return asked;
}

function questionsFrom(card: CompiledCard): readonly ChooseWhat[] {
  if (card.statics.length === 0) return NOTHING;
  const asked: ChooseWhat[] = [];
  for (const ability of card.statics) {
    const effect = ability.effect;
    if (effect.kind === 'choose as enters') asked.push(effect.what);
    else if (effect.kind === 'as enters' && (effect.keyword === 'riot' || effect.keyword === 'devour' || effect.keyword === 'unleash')) asked.push(effect.keyword);
  }
  return asked;
}

/** Your cards the engine looks at for its default: battlefield, hand and library (you know your deck). */
function yourCards(game: Game, player: PlayerId, except: number): CompiledCard[] {
  const state = game.state.players[player];
  const cards: CompiledCard[] = [];
  for (const id of [...state.battlefield, ...state.hand, ...state.library]) if (id !== except) cards.push(game.state.objects[id]!.card);
  return cards;
}

/** The most frequent value (the first one seen among equals); undefined for none. */
function mostCommon(values: Iterable<string>): string | undefined {
  const counts = new Map<string, number>();
  let best: string | undefined;
  for (const value of values) {
    const count = (counts.get(value) ?? 0) + 1;
    counts.set(value, count);
    if (best === undefined || count > counts.get(best)!) best = value;
  }
  return best;
}

function defaultColor(game: Game, object: GameObject): string {
  const colors = yourCards(game, object.controller, object.id).flatMap((card) => card.colors.filter((color) => COLOR_NAMES.has(color.toLowerCase())));
  return mostCommon(colors) ?? object.card.colors[0] ?? 'W';
}

export function defaultCreatureType(game: Game, object: GameObject): string {
  const types = yourCards(game, object.controller, object.id).flatMap((card) => (card.isCreature ? card.types.subtypes : []));
  return mostCommon(types) ?? object.card.types.subtypes[0] ?? 'Human';
}

/**
 * The default name: the first card of the opponent's (on the battlefield, then in hand, then in its
 * library) — what a lock like Meddling Mage is for; none when the goldfish has no cards.
 */
export function defaultCardName(game: Game, object: GameObject, nonland: boolean): string {
  return cardNames(game, otherPlayer(object.controller), nonland)[0] ?? '';
}

/** The names of a player's cards, battlefield first, then hand and library, each once. */
function cardNames(game: Game, player: PlayerId, nonland: boolean): string[] {
  const state = game.state.players[player];
  const names = new Set<string>();
  for (const id of [...state.battlefield, ...state.hand, ...state.library]) {
    const card = game.state.objects[id]!.card;
    if (!nonland || !card.isLand) names.add(card.name);
  }
  return [...names];
}

/** The names the table offers for "choose a [nonland] card name": every card of the game's, each once. */
export function cardNameOptions(game: Game, nonland: boolean): string[] {
  const names = new Set([...cardNames(game, OPPONENT, nonland), ...cardNames(game, YOU, nonland)]);
  return [...names].filter(Boolean).sort();
}

/** What the engine would choose for one question (the default). */
function defaultChoice(game: Game, object: GameObject, what: ChooseWhat): string {
  if (what === 'color') return defaultColor(game, object);
  if (what === 'creature type') return defaultCreatureType(game, object);
  if (LAND_TYPE_QUESTIONS.has(what)) return defaultLandType(game, object);
  // Riot: haste while it can still attack this turn, else the counter. Devour: sacrifice nothing (a "may").
  if (what === 'riot') return ['upkeep', 'draw', 'main1'].includes(game.state.phase) ? 'haste' : 'counter';
  if (what === 'devour') return '0';
  // Unleash: the counter (the goldfish never attacks, so "can't block" costs nothing).
  if (what === 'unleash') return 'counter';
  if (what === 'card name' || what === 'nonland card name') return defaultCardName(game, object, what === 'nonland card name');
  return 'opponent';
}

/** The other creatures its controller could sacrifice to devour. */
export function devourable(game: Game, object: GameObject): GameObject[] {
  return game.state.players[object.controller].battlefield.map((id) => game.state.objects[id]!).filter((other) => other.id !== object.id && other.card.isCreature);
}

/** The question a permanent spell asks as it resolves, with the answers the table offers and the default; null when it asks none. */
export function entersChoiceQuestion(game: Game, objectId: number): { what: Exclude<ChooseWhat, 'nonland card name'> | 'permanent'; options: string[]; suggested: string } | null {
  const copy = copyQuestion(game, objectId); // a clone asks which permanent it copies (enters-as-copy.ts)
  if (copy) return { what: 'permanent', ...copy };
  const object = game.state.objects[objectId]!;
  const what = entersQuestions(object.card)[0];
  if (what === undefined) return null;
  const suggested = defaultChoice(game, object, what);
  if (what === 'color') return { what, options: [...COLOR_LETTERS], suggested };
  if (what === 'basic land type' || what === 'land type') return { what, options: landTypeOptions(what), suggested };
  if (what === 'opponent') return { what, options: ['opponent'], suggested };
  if (what === 'player') return { what, options: ['opponent', 'you'], suggested };
  if (what === 'riot') return { what, options: ['counter', 'haste'], suggested };
  if (what === 'unleash') return { what, options: ['counter', 'no counter'], suggested };
  if (what === 'card name' || what === 'nonland card name') return { what: 'card name', options: cardNameOptions(game, what === 'nonland card name'), suggested };
  if (what === 'devour') return { what, options: Array.from({ length: Math.min(10, devourable(game, object).length) + 1 }, (_, count) => String(count)), suggested };
  const types = new Set(yourCards(game, object.controller, object.id).flatMap((card) => (card.isCreature ? card.types.subtypes : [])));
  types.add(suggested);
  return { what, options: [...types].sort(), suggested };
}

/** A player's answer read as the choice, or the reason it is not one. */
export function readEntersChoice(what: ChooseWhat, value: unknown): Partial<EntersChoices> | string {
  if (what === 'color') {
    const letter = typeof value === 'string' ? COLOR_NAMES.get(value.trim().toLowerCase()) : undefined;
    return letter ? { color: letter } : 'the choice for "choose a color" is a colour: W, U, B, R, G or its name';
  }
  if (what === 'creature type') {
    if (typeof value !== 'string' || !/^[A-Za-z][A-Za-z'-]{0,39}$/.test(value.trim())) return 'the choice for "choose a creature type" is one creature type, such as "Elf"';
    const type = value.trim();
    return { creatureType: type.charAt(0).toUpperCase() + type.slice(1).toLowerCase() };
  }
  if (what === 'basic land type' || what === 'land type') return readLandType(what, value);
  if (what === 'riot') {
    if (value === 'haste') return { keywords: ['haste'] };
    return value === 'counter' ? { riot: 'counter' } : 'the choice for riot is "counter" or "haste"';
  }
  if (what === 'unleash') {
    if (value === 'counter' || value === true) return { unleashed: true };
    return value === 'no counter' || value === false ? { unleashed: false } : 'the choice for unleash is "counter" or "no counter"';
  }
  if (what === 'devour') {
    const count = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,3}$/.test(value.trim()) ? Number(value) : NaN;
    return Number.isInteger(count) && count >= 0 ? { devoured: count } : 'the choice for devour is how many creatures to sacrifice (0 or more)';
  }
  if (what === 'card name' || what === 'nonland card name') {
    // Any card name may be named (CR 201.3); the engine has no card list to check it against.
    return typeof value === 'string' && value.trim().length > 0 && value.length <= 141 ? { cardName: value.trim() } : 'the choice for "choose a card name" is a card name';
  }
  // The goldfish is the only opponent; "choose a player" may also be you.
  if (value === 'opponent' || (what === 'player' && value === 'you')) return { player: value === 'you' ? YOU : OPPONENT };
  return what === 'player' ? 'the choice for "choose a player" is "you" or "opponent"' : 'the choice for "choose an opponent" is "opponent"';
}

/** CR 614.12: the choices made as the permanent enters, from the answer where one was given. */
export function chooseAsEnters(game: Game, object: GameObject, answer: unknown): void {
  const asked = entersQuestions(object.card);
  if (asked.length === 0) {
    if (object.chosen) object.chosen = null;
    return;
  }
  let chosen: EntersChoices = {};
  for (const what of asked) {
    const given = answer === undefined ? undefined : readEntersChoice(what, answer);
    if (given !== undefined && typeof given !== 'string') chosen = { ...chosen, ...given };
    else chosen = { ...chosen, ...(readEntersChoice(what, defaultChoice(game, object, what)) as Partial<EntersChoices>) };
  }
  object.chosen = chosen;
}

/** "of the chosen color / type": the object matches what the source chose (nothing chosen: no match). */
export function matchesChosen(state: GameState, object: GameObject, what: 'color' | 'creature type' | 'card name', sourceId: number): boolean {
  const chosen = state.objects[sourceId]?.chosen;
  if (what === 'card name') return chosen?.cardName !== undefined && object.card.name === chosen.cardName;
  if (what === 'color') return chosen?.color !== undefined && colorsOf(object).includes(chosen.color);
  const type = chosen?.creatureType;
  return type !== undefined && cardHasTypes(object.card, { words: [{ english: type, kind: 'subtype' }], text: type });
}
