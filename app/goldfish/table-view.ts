// A snapshot of one goldfish game for the UI: every zone with the cards as the table draws them,
// the stack (top first) with the question each object will ask, mana pool, life totals, turn and
// phase, and every action the player could take now — enabled or with the reason it isn't, with
// the legal targets where it needs one. Plain JSON: it crosses the api boundary as is.
import { searchedPlayer } from '../engine/rules/searched-library.ts';
import { libraryTopVisible } from '../engine/abilities/library-top.ts';
import type { LineReport } from '../cards/oracle/abilities.ts';
import {
  activatedAbilitiesOf,
  canEnchant,
  cleanupDiscardAsked,
  firstQuestion,
  upkeepCostDue,
  type Action,
  type Game,
  type GameObject,
  type LegalAction,
  legalActions,
  plannedTaps,
  powerOf,
  readingBoard,
  toughnessOf,
  type TargetChoice,
} from '../engine/index.ts';
import { isCreatureNow, isSummoningSick } from '../engine/rules/characteristics.ts';
import { attackProblem, combatDamagePending } from '../engine/turns/combat.ts';
import { mayExert } from '../engine/abilities/exert.ts';
import { NO_PAIR, pairQuestion } from '../engine/effects/soulbond.ts';
import { handChoiceOptions } from '../engine/effects/hand-attack.ts';
import { cardRef, type Message, type MessageParam, msg, untranslated } from '../engine/messages/message.ts';
import { typeMessage } from '../engine/messages/words.ts';
import type { StackItem } from '../engine/state/state.ts';
import { matchesTypeQuery } from '../cards/type-line.ts';
import type { LogLine } from './game-log.ts';
import { chosenModesText, modeChoices, type ModeChoices } from './mode-choices.ts';
import { targetCandidates } from './target-candidates.ts';
import { COLOR_LETTERS, entersChoiceQuestion } from '../engine/rules/enters-choices.ts';
import { choiceCandidates, defaultPick, defaultProtectionColor } from '../engine/effects/choice-verbs.ts';
import { chosenTypeQuestion } from '../engine/rules/chosen-types.ts';
import { chooseValueQuestion } from '../engine/effects/choose-value.ts';

export interface TableCard {
  id: number;
  name: string;
  manaCost: string;
  typeLine: string;
  oracleText: string;
  colors: string[];
  power: number | null;
  toughness: number | null;
  /** The card's printed power and toughness (the table marks a changed P/T); null for non-creatures. */
  basePower: number | null;
  baseToughness: number | null;
  /** A copy (CR 707.2, a clone or "becomes a copy"): the name of the card it really is; missing otherwise. */
  copyOf?: string;
  tapped: boolean;
  attachedTo: number | null;
  counters: Record<string, number>;
  damage: number;
  token: boolean;
  isLand: boolean;
  isCreature: boolean;
  isAura: boolean;
  summoningSick: boolean;
  /** Local picture path (relative to the data folder's images/), or null. */
  image: string | null;
  /** What the engine enforces of the card's text, line by line. */
  fullyEnforced: boolean;
  lines: LineReport[];
  /** Face down (CR 708): the real card's name, which its controller may look at (CR 708.5); the table shows a card back. */
  faceDownName?: string;
}

export interface PlayerView {
  life: number;
  libraryCount: number;
  /** The library, top first: hidden by the table unless the player looks (search by hand, scry). */
  library: TableCard[];
  hand: TableCard[];
  battlefield: TableCard[];
  graveyard: TableCard[];
  exile: TableCard[];
  /** Mana pool counts by colour letter. */
  pool: Record<'W' | 'U' | 'B' | 'R' | 'G' | 'C', number>;
  landsPlayed: number;
  /** "Play with the top card of your library revealed", "You may look at the top card … any time": the table shows `library[0]` face up. */
  libraryTopVisible: boolean;
}

export type StackQuestion =
  /** `query`: the card type searched for, null for any card; `matching`: how many cards in the library match (`options` are their distinct names). */
  /** `pick`: how many cards the search may find ("up to two basic land cards"); the answer is then a list of names. `copies`: how many of each option the library holds. */
  | { kind: 'search'; query: MessageParam | null; options: string[]; copies: number[]; matching: number; optional: boolean; pick: number }
  | { kind: 'auraSwap'; host: string | null; auras: { id: number; name: string; canEnchant: boolean; reason: Message | null }[] }
  | { kind: 'may'; text: string }
  /** `life`: life to pay besides the mana; `sacrifice`: declining sacrifices the permanent (cumulative upkeep, echo). */
  | { kind: 'mayPay'; mana: string; hasX: boolean; life?: number; sacrifice?: boolean }
  /** "Add {R} or {G}", "one mana of any color": each option as mana symbols ("{R}"). */
  | { kind: 'mana'; options: string[] }
  /** A permanent spell's "As ~ enters, choose …" (CR 614.12): colour letters, creature types, or "opponent" / "you"; `suggested` is the engine's default. */
  | { kind: 'choose'; what: 'color' | 'creature type' | 'card name' | 'basic land type' | 'land type' | 'opponent' | 'player' | 'riot' | 'unleash' | 'devour' | 'land' | 'pair' | 'permanent' | 'token'; options: string[]; suggested: string };

export interface StackEntry {
  /** 0 = top. */
  position: number;
  kind: 'spell' | 'ability' | 'trigger';
  source: string;
  sourceId: number;
  /** The rules text as the card has it (card text, not translated). */
  text: string;
  targets: MessageParam[];
  question: StackQuestion | null;
}

export interface TableAction {
  /** Index in `actions`, what `goldfish.act` takes back as `action`. */
  index: number;
  action: Action;
  label: Message;
  enabled: boolean;
  reason: Message | null;
  /** The card it belongs to (hand, battlefield), or null for stack and turn actions. */
  card: number | null;
  group: 'opening' | 'hand' | 'battlefield' | 'stack' | 'turn';
  /** The legal choices for its one target (the table lets the player pick); null when none is needed. */
  targets: TargetChoice[] | null;
  /** The cost has {X}: the table asks for the amount. */
  needsX: boolean;
  /**
   * The lands automatic payment will tap for it (CR 601.2g–h), said before they are tapped:
   * their names and ids (the table highlights them). Empty when it taps none; null for an
   * action that pays no mana or is not allowed now.
   */
  payment: string[] | null;
  paymentCards: number[] | null;
  /** A modal spell or ability (CR 700.2): the table asks for the modes first. */
  modes: ModeChoices | null;
}

export interface Attacker {
  id: number;
  name: string;
  canAttack: boolean;
  reason: Message | null;
  /** "You may exert ~ as it attacks" (CR 701.39): the dialog offers to exert it. */
  mayExert: boolean;
}

export interface TableView {
  id: string;
  deckName: string;
  seed: number;
  onThePlay: boolean;
  turn: number;
  phase: string;
  /** The opening hand is still being decided: the number of mulligans taken, else null. */
  mulligans: number | null;
  you: PlayerView;
  opponent: PlayerView;
  stack: StackEntry[];
  actions: TableAction[];
  attackers: Attacker[];
  /** Attackers can be declared now: in combat, or from the first main phase (the table moves to combat first). */
  canAttack: boolean;
  /** Attackers are declared and the next pass deals combat damage (the attack triggers have waited on the stack). */
  combatDamagePending: boolean;
  /** How many cards the cleanup step would ask you to discard (CR 514.1) if you pressed Next phase / Next turn now: the table asks which first. */
  cleanupDiscard: { nextPhase: number; nextTurn: number };
  log: LogLine[];
  canUndo: boolean;
  canRedo: boolean;
  gameOver: { loser: 'you' | 'opponent'; reason: Message } | null;
  /** Deck lines that matched no card (left out of the game), with suggestions. */
  unresolved: { name: string; suggestions: string[] }[];
  /** Card names in other languages where the database has them: language → English name → name. */
  cardNames: Record<string, Record<string, string>>;
}

export interface ViewInput {
  id: string;
  deckName: string;
  seed: number;
  log: LogLine[];
  images: ReadonlyMap<string, string>;
  unresolved: { name: string; suggestions: string[] }[];
  cardNames: Record<string, Record<string, string>>;
}

export function tableView(game: Game, input: ViewInput): TableView {
  const state = game.state;
  const card = (id: number): TableCard => tableCard(game, state.objects[id]!, input.images);
  const player = (index: 0 | 1): PlayerView => {
    const zones = state.players[index];
    const [W, U, B, R, G, C] = zones.pool as [number, number, number, number, number, number];
    return {
      life: zones.life,
      libraryCount: zones.library.length,
      library: zones.library.map(card),
      hand: zones.hand.map(card),
      battlefield: zones.battlefield.map(card),
      graveyard: zones.graveyard.map(card),
      exile: zones.exile.map(card),
      pool: { W, U, B, R, G, C },
      landsPlayed: zones.landsPlayed,
      libraryTopVisible: libraryTopVisible(state, index),
    };
  };
  // Every creature's power, toughness and keywords, read with the board indexed once (linear).
  const [you, opponent] = readingBoard(state, () => [player(0), player(1)]);
  const legal = legalActions(game);
  const actions = legal.map((entry, index) => tableAction(game, entry, index));
  const attackers = state.players[0].battlefield
    .map((id) => state.objects[id]!)
    .filter((object) => isCreatureNow(object))
    .map((object) => {
      const reason = attackProblem(game, object);
      return { id: object.id, name: object.card.name, canAttack: reason === null, reason, mayExert: mayExert(game, object) };
    });
  return {
    id: input.id,
    deckName: input.deckName,
    seed: input.seed,
    onThePlay: state.onThePlay,
    turn: state.turn,
    phase: state.phase,
    mulligans: state.opening ?? null,
    you,
    opponent,
    stack: state.stack
      .slice()
      .reverse()
      .map((item, position) => stackEntry(game, item, position)),
    actions,
    attackers,
    canAttack: canDeclareAttackers(game),
    combatDamagePending: combatDamagePending(game),
    cleanupDiscard: cleanupDiscardAhead(game),
    log: input.log,
    canUndo: game.canUndo,
    canRedo: game.canRedo,
    gameOver: state.gameOver ? { loser: state.gameOver.loser === 0 ? 'you' : 'opponent', reason: gameOverReason(state.gameOver.reason) } : null,
    unresolved: input.unresolved,
    cardNames: input.cardNames,
  };
}

function tableCard(game: Game, object: GameObject, images: ReadonlyMap<string, string>): TableCard {
  const card = object.card;
  const definition = card.definition;
  const onBattlefield = object.zone === 'battlefield';
  return {
    id: object.id,
    name: card.name,
    manaCost: definition.mana_cost ?? '',
    typeLine: definition.type_line,
    oracleText: definition.oracle_text ?? '',
    colors: [...card.colors],
    power: onBattlefield ? powerOf(game.state, object) : card.power,
    toughness: onBattlefield ? toughnessOf(game.state, object) : card.toughness,
    basePower: card.power,
    baseToughness: card.toughness,
    tapped: object.tapped,
    attachedTo: object.attachedTo >= 0 ? object.attachedTo : null,
    counters: { ...(object.counters ?? {}) },
    damage: object.damage,
    token: object.token,
    isLand: card.isLand,
    isCreature: card.isCreature,
    isAura: card.isAura,
    summoningSick: onBattlefield && isSummoningSick(game.state, object),
    image: images.get(card.name) ?? null,
    fullyEnforced: card.fullyEnforced,
    lines: card.lines.map((line) => ({ ...line, abilities: [...line.abilities] })),
    ...(object.faceDown ? { faceDownName: object.faceDown.name } : {}),
    ...(copiedFrom(object) ? { copyOf: copiedFrom(object)!.name } : {}),
  };
}

/** The card a copy really is (a clone, or a permanent that became a copy until end of turn). */
function copiedFrom(object: GameObject): { name: string } | null {
  return object.copiedFrom ?? object.copyUntilCleanup ?? null;
}

function tableAction(game: Game, entry: LegalAction, index: number): TableAction {
  const action = entry.action;
  const cardId = 'card' in action && typeof action.card === 'number' ? action.card : null;
  const object = cardId === null ? null : game.state.objects[cardId]!;
  const group: TableAction['group'] =
    action.do === 'keep' || action.do === 'mulligan'
      ? 'opening'
      : action.do === 'resolve' || action.do === 'resolve_all'
        ? 'stack'
        : object === null
          ? 'turn'
          : object.zone === 'hand'
            ? 'hand'
            : 'battlefield';
  let needsX = false;
  let specs = 0;
  if (object && action.do === 'cast') {
    needsX = object.card.manaCost.some((symbol) => symbol.kind === 'variable');
    specs = action.alternative === 'bestow' ? 1 : (object.card.spell?.targets.length ?? (object.card.isAura && object.card.enchant ? 1 : 0)); // CR 702.103b: bestowed, an Aura
  } else if (object && action.do === 'activate') {
    const ability = activatedAbilitiesOf(game.state, object)[action.ability];
    needsX = ability?.cost.mana.some((symbol) => symbol.kind === 'variable') ?? false;
    specs = ability?.targets.length ?? 0;
  }
  // X is asked for later: the plan shown is the one for X = 0.
  const taps = entry.enabled ? plannedTaps(game, action) : null;
  const modes = entry.enabled ? modeChoices(game, action) : null;
  return {
    index,
    action,
    payment: taps === null ? null : taps.map((id) => game.state.objects[id]!.card.name),
    paymentCards: taps,
    label: entry.label,
    enabled: entry.enabled,
    reason: entry.reason,
    card: cardId,
    group,
    // A modal action's targets depend on its modes: the mode picker has them per mode.
    targets: entry.enabled && specs === 1 && !modes ? targetChoices(game, action) : null,
    needsX,
    modes,
  };
}

/** Every single target with which the action would be legal now. */
function targetChoices(game: Game, action: Action): TargetChoice[] {
  if (action.do !== 'cast' && action.do !== 'activate') return [];
  return targetCandidates(game).filter((target) => game.check({ ...action, targets: [target] }) === null);
}

function stackEntry(game: Game, item: StackItem, position: number): StackEntry {
  const state = game.state;
  // Slots left empty ("up to", a mode not chosen) name nothing.
  const targets = item.targets.filter((target) => target !== null && target !== undefined).map((target): MessageParam => {
    if ('player' in target) return target.player === 0 ? msg('target.you') : msg('target.goldfish');
    if ('object' in target) return cardRef(state.objects[target.object]?.card.name ?? '?');
    return msg('target.aStackObject');
  });
  return {
    position,
    kind: item.kind,
    source: item.sourceName,
    sourceId: item.objectId,
    text: chosenModesText(game, item) ?? item.text,
    targets,
    question: stackQuestion(game, item),
  };
}

function stackQuestion(game: Game, item: StackItem): StackQuestion | null {
  const entering = item.kind === 'spell' ? entersChoiceQuestion(game, item.objectId) : null;
  if (entering) return { kind: 'choose', ...entering };
  const question = firstQuestion(item.effects);
  if (!question) return null;
  const state = game.state;
  const you = state.players[item.controller];
  switch (question.kind) {
    case 'search': {
      const copies = new Map<string, number>();
      let matching = 0;
      for (const id of state.players[searchedPlayer(question, item) ?? item.controller].library) {
        const object = state.objects[id]!;
        if (question.query !== null && !matchesTypeQuery(object.card.types, question.query)) continue;
        copies.set(object.card.name, (copies.get(object.card.name) ?? 0) + 1);
        matching += 1;
      }
      const options = [...copies.keys()].sort();
      return { kind: 'search', query: question.query ? typeMessage(question.query.text) : null, options, copies: options.map((name) => copies.get(name)!), matching, optional: true, pick: question.count ?? 1 };
    }
    case 'auraSwap': {
      const source = state.objects[item.objectId]!;
      const host = source.zone === 'battlefield' && source.attachedTo >= 0 ? state.objects[source.attachedTo]! : null;
      const auras = you.hand
        .map((id) => state.objects[id]!)
        .filter((object) => object.card.isAura)
        .map((aura) => {
          const fits = host !== null && canEnchant(state, aura.card.enchant, host, item.controller);
          const reason = fits
            ? null
            : host === null
              ? msg('refusal.enchantsNothing', { card: cardRef(source.card.name) })
              : msg('refusal.cantEnchant', { card: cardRef(aura.card.name), host: cardRef(host.card.name), text: aura.card.enchant?.text ?? '—' });
          return { id: aura.id, name: aura.card.name, canEnchant: fits, reason };
        });
      return { kind: 'auraSwap', host: host?.card.name ?? null, auras };
    }
    case 'may': {
      const inner = firstQuestion(question.effects);
      if (inner?.kind === 'search') {
        const nested = stackQuestion(game, { ...item, effects: question.effects });
        if (nested) return nested;
      }
      return { kind: 'may', text: item.text };
    }
    case 'unlessDo': // "Sacrifice it unless you discard a card": yes does the action
      return { kind: 'may', text: question.text };
    case 'mayPay':
      return { kind: 'mayPay', mana: question.energy ? '{E}'.repeat(question.energy) : question.mana.map((symbol) => symbol.text).join(''), hasX: question.mana.some((symbol) => symbol.kind === 'variable') };
    case 'addMana':
      return { kind: 'mana', options: question.options.map((option) => option.map((color) => `{${color}}`).join('')) };
    case 'upkeepKeyword': {
      // Suspend asks "cast it?"; cumulative upkeep and echo ask "pay, or sacrifice it?".
      const cost = upkeepCostDue(game, item, question.keyword);
      if (!cost) return { kind: 'may', text: item.text };
      return { kind: 'mayPay', mana: cost.mana.map((symbol) => symbol.text).join(''), hasX: false, life: cost.life, sacrifice: true };
    }
    case 'explore':
      return { kind: 'may', text: item.text };
    case 'revealHand': { // "you choose a nonland card from it"
      const options = [...new Set(handChoiceOptions(game, item, question))];
      return options.length === 0 ? null : { kind: 'choose', what: 'card name', options, suggested: options[0]! };
    }
    case 'pair': {
      // Soulbond: yes / no for the creature that entered, else which creature ("no pair" declines).
      const asked = pairQuestion(game, item);
      return asked.subject ? { kind: 'may', text: item.text } : { kind: 'choose', what: 'pair', options: [...asked.options, NO_PAIR], suggested: asked.suggested || NO_PAIR };
    }
    case 'returnOwnLand': {
      const lands = you.battlefield.map((id) => state.objects[id]!).filter((object) => object.card.isLand);
      const other = lands.find((land) => land.id !== item.objectId && land.tapped) ?? lands.find((land) => land.id !== item.objectId) ?? lands[0];
      return { kind: 'choose', what: 'land', options: [...new Set(lands.map((land) => land.card.name))].sort(), suggested: other?.card.name ?? '' };
    }
    case 'clash':
      return { kind: 'may', text: item.text };
    case 'chosenProtection':
      return { kind: 'choose', what: 'color', options: [...COLOR_LETTERS], suggested: defaultProtectionColor(game, item) };
    case 'chooseValue':
      return { kind: 'choose', what: question.what === 'nonland card name' ? 'card name' : question.what, ...chooseValueQuestion(game, item, question.what) };
    case 'chosenType':
      return { kind: 'choose', what: question.what === 'basic land type' ? 'land' : question.what, ...chosenTypeQuestion(game, item, question.what) };
    case 'populate':
    case 'returnOwn':
    case 'unlessReturn': {
      const candidates = choiceCandidates(game, item, question) ?? [];
      const suggested = defaultPick(game, item, question, candidates)?.card.name ?? '';
      return { kind: 'choose', what: question.kind === 'populate' ? 'token' : 'permanent', options: [...new Set(candidates.map((object) => object.card.name))].sort(), suggested };
    }
    case 'dividedDamage':
      return null; // the table has no division dialog: the even split (a scenario's `resolve` may name the division)
  }
}

/** Attackers can be declared now, or will be once the table moves from the first main phase to combat. */
function canDeclareAttackers(game: Game): boolean {
  const state = game.state;
  if (state.phase === 'main1' && state.stack.length === 0 && !state.players[0].attackedThisTurn && (state.opening ?? null) === null) return true;
  return game.check({ do: 'attack', attackers: [] }) === null;
}

/** The engine's reasons a game ended, as messages (state-based actions, CR 704.5a–b). */
const GAME_OVER_REASONS: ReadonlyMap<string, Message> = new Map([
  ['0 or less life', msg('gameOver.life')],
  ['drew from an empty library', msg('gameOver.emptyLibrary')],
]);

function gameOverReason(reason: string): Message {
  return GAME_OVER_REASONS.get(reason) ?? untranslated(reason);
}

/** The cleanup discard each advance button would ask for: played on a copy of the game (nothing changes here). */
function cleanupDiscardAhead(game: Game): TableView['cleanupDiscard'] {
  const state = game.state;
  if ((state.opening ?? null) !== null || state.gameOver || state.stack.length > 0) return { nextPhase: 0, nextTurn: 0 };
  // Only the end step's Next phase reaches a cleanup step: elsewhere that button asks for nothing, and no copy is played.
  return { nextPhase: state.phase === 'end' ? cleanupDiscardAsked(game, false) : 0, nextTurn: cleanupDiscardAsked(game, true) };
}
