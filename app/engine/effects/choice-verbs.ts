// Units of the choices area (app/cards/oracle/choice-effects.ts, docs/rules-choices.md). Where the
// player chooses on resolution (which creature token populate copies, which creature "return a
// creature you control" returns), `resolve`'s choice names the card; `choiceAnswer` checks it first.
import type { ChoiceEffect } from '../../cards/oracle/choice-effects.ts';
import type { ObjectFilter } from '../../cards/oracle/abilities.ts';
import { manaValue } from '../../cards/mana-symbols.ts';
import { powerOf } from '../rules/characteristics.ts';
import { addExtraTurn } from '../abilities/extra-turns.ts';
import { detain as detainObject } from '../rules/detain.ts';
import { matchesFilter } from '../rules/filters.ts';
import type { Game } from '../turns/game.ts';
import { type GameObject, otherPlayer, type PlayerId, type StackItem, YOU } from '../state/state.ts';
import { colorsOf } from '../rules/attached.ts';
import { readEntersChoice } from '../rules/enters-choices.ts';
import { defaultChosenType, readChosenType, setChosenType } from '../rules/chosen-types.ts';
import { discardCards, moveObject, shuffleLibrary } from '../events/zones.ts';
import { noteEntered, objectsOf, playersOf, takeAnswer, targetAt, type Answer, type Context, type EffectUnit } from './context.ts';
import { createTokenOf } from './permanents.ts';
import { copiedCard } from '../rules/enters-as-copy.ts';
import { clash } from './clash.ts';
import { becomeCopy } from './become-copy.ts';
import { chooseValue } from './choose-value.ts';
import { rollDice } from './dice.ts';
import { runEffects } from './index.ts';
import { awaitNextSpell } from '../abilities/next-spell-copies.ts';

const permanentsOf = (game: Game, player: PlayerId): GameObject[] => game.state.players[player].battlefield.map((id) => game.state.objects[id]!);

/** CR 701.30a: the creature tokens populate may copy. */
function populatable(game: Game, player: PlayerId): GameObject[] {
  return permanentsOf(game, player).filter((object) => object.token && object.card.isCreature);
}

/** What "return a [filter] you control to its owner's hand" may return. */
function returnable(game: Game, player: PlayerId, filter: ObjectFilter, sourceId: number): GameObject[] {
  return permanentsOf(game, player).filter((object) => matchesFilter(game.state, object, filter, player, sourceId));
}

/** The candidates a choice effect picks among, or undefined for an effect that asks nothing. */
export function choiceCandidates(game: Game, item: StackItem, effect: ChoiceEffect): GameObject[] | undefined {
  if (effect.kind === 'populate') return populatable(game, item.controller);
  if (effect.kind === 'returnOwn' || effect.kind === 'unlessReturn') return returnable(game, item.controller, effect.filter, item.objectId);
  return undefined;
}

/** The default pick: populate copies the most powerful token; a bounce returns the cheapest other permanent (a tapped one first), the source last. */
export function defaultPick(game: Game, item: StackItem, effect: ChoiceEffect, candidates: readonly GameObject[]): GameObject | undefined {
  if (effect.kind === 'populate') return [...candidates].sort((a, b) => (powerOf(game.state, b) ?? 0) - (powerOf(game.state, a) ?? 0))[0];
  const others = candidates.filter((object) => object.id !== item.objectId);
  const cheapest = [...others].sort((a, b) => manaValue(a.card.manaCost) - manaValue(b.card.manaCost) || Number(b.tapped) - Number(a.tapped))[0];
  return cheapest ?? candidates[0];
}

const COLOR_NAME: Record<string, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

/**
 * The default colour to be protected from: the colour most common among the opponent's permanents
 * (what could hurt or block yours), white when it has none.
 */
export function defaultProtectionColor(game: Game, item: StackItem): string {
  const counts = new Map<string, number>();
  for (const object of permanentsOf(game, otherPlayer(item.controller))) {
    for (const color of colorsOf(object)) if (COLOR_NAME[color]) counts.set(color, (counts.get(color) ?? 0) + 1);
  }
  let best = 'W';
  for (const [color, count] of counts) if (count > (counts.get(best) ?? 0)) best = color;
  return best;
}

/** Checks a `resolve` choice (a colour, or a card name among the candidates). */
export function choiceAnswer(game: Game, item: StackItem, effect: ChoiceEffect, choice: unknown): Answer | string {
  if (effect.kind === 'unlessReturn' && typeof choice === 'boolean') return { value: choice };
  if (effect.kind === 'clash') return typeof choice === 'boolean' ? { value: choice } : 'the choice for a clash is true (put your card on the bottom) or false';
  if (effect.kind === 'chosenProtection') {
    const read = readEntersChoice('color', choice);
    return typeof read === 'string' ? read : { value: read.color };
  }
  if (effect.kind === 'chosenType' || effect.kind === 'chooseValue') {
    const what = effect.what;
    if (what === 'card name' || what === 'nonland card name') {
      const name = readEntersChoice(what, choice);
      return typeof name === 'string' ? name : { value: name.cardName };
    }
    const read = readChosenType(what, choice);
    return typeof read === 'string' ? read : { value: read.type };
  }
  const candidates = choiceCandidates(game, item, effect) ?? [];
  const what = effect.kind === 'populate' ? 'a creature token you control' : `a ${effect.kind === 'returnOwn' || effect.kind === 'unlessReturn' ? effect.filter.text : 'permanent'} you control`;
  if (typeof choice !== 'string') return `the choice is the name of ${what}`;
  return candidates.some((object) => object.card.name === choice) ? { value: choice } : `"${choice}" is not ${what}`;
}

function picked(game: Game, context: Context, effect: ChoiceEffect): GameObject | undefined {
  const candidates = choiceCandidates(game, context.item, effect) ?? [];
  const { given, value } = takeAnswer(context);
  const named = given ? candidates.find((object) => object.card.name === value) : undefined;
  return named ?? defaultPick(game, context.item, effect, candidates);
}

/** CR 701.20a: the card goes into its owner's library, which is then shuffled; a resolving spell moves itself (resolution leaves it there). */
const shuffleSelfIn: EffectUnit<'shuffleSelfIn'> = (game, effect, context) => {
  const self = game.state.objects[context.item.objectId]!;
  // From the graveyard too: "When ~ is put into a graveyard from anywhere, shuffle it into its owner's library".
  if (self.zcc !== context.item.sourceZcc || (self.zone !== 'battlefield' && self.zone !== 'stack' && self.zone !== 'graveyard')) return;
  moveObject(game, self, 'library', effect.bottom ? { position: 'bottom' } : {});
  if (!effect.bottom) shuffleLibrary(game, self.owner);
};

const exileGraveyard: EffectUnit<'exileGraveyard'> = (game, effect, context) => {
  for (const player of playersOf(effect.who, effect.target, context, game)) {
    for (const zone of effect.zones ?? ['graveyard']) {
      for (const id of [...game.state.players[player][zone]]) moveObject(game, game.state.objects[id]!, 'exile');
    }
  }
};

/** CR 701.8a: every card in hand is discarded ("cards discarded this way" counts them). */
const discardHand: EffectUnit<'discardHand'> = (game, effect, context) => {
  let count = 0;
  for (const player of playersOf(effect.who, undefined, context, game)) {
    // The whole hand at once (one group for "one or more" triggers, CR 603.2c), the last card first as before.
    const hand = game.state.players[player].hand.map((id) => game.state.objects[id]!).reverse();
    discardCards(game, hand);
    count += hand.length;
  }
  context.thisWay = count;
};

/** Timetwister: hand and graveyard go into the library, which is shuffled. */
const shuffleHandAndGraveyard: EffectUnit<'shuffleHandAndGraveyard'> = (game, effect, context) => {
  for (const player of playersOf(effect.who, undefined, context, game)) {
    const state = game.state.players[player];
    for (const id of [...state.hand, ...state.graveyard]) moveObject(game, game.state.objects[id]!, 'library');
    shuffleLibrary(game, player);
  }
};

/** CR 500.7; the goldfish takes no turns, so an extra turn of its own changes nothing. */
const extraTurn: EffectUnit<'extraTurn'> = (game, effect, context) => {
  for (const player of playersOf(effect.who, effect.target, context, game)) if (player === YOU) addExtraTurn(game, effect.loseAtEnd);
};

/** CR 701.30a: a token that's a copy of a creature token you control (none: nothing happens). */
const populate: EffectUnit<'populate'> = (game, effect, context) => {
  const token = picked(game, context, effect);
  if (token) createTokenOf(game, token.card, context.item.controller);
};

/** CR 707.2: the copy takes the copiable values (the card's, as it last existed if it has left: CR 608.2h). */
const copyToken: EffectUnit<'copyToken'> = (game, effect, context) => {
  const originals = effect.objects.ref === 'self' ? [game.state.objects[context.item.objectId]!] : objectsOf(game, effect.objects, context);
  // The copies are "it" / "that token" of the sentences after (Kiki-Jiki's "Sacrifice it at the beginning of the next end step").
  for (const original of originals) noteEntered(context, createTokenOf(game, effect.except ? copiedCard(original.card, effect.except, original.card.name) : original.card, context.item.controller));
};

/** Chosen on resolution, not targeted (CR 608.2d); the source itself may be returned. */
const returnOwn: EffectUnit<'returnOwn'> = (game, effect, context) => {
  const chosen = picked(game, context, effect);
  if (chosen) moveObject(game, chosen, 'hand');
};

/** CR 702.16: protection from the chosen colour until end of turn (cleanup ends it, CR 514.2). */
const chosenProtection: EffectUnit<'chosenProtection'> = (game, effect, context) => {
  const { given, value } = takeAnswer(context);
  const color = given && typeof value === 'string' ? value : defaultProtectionColor(game, context.item);
  const keyword = `protection from ${COLOR_NAME[color]!}`;
  for (const object of objectsOf(game, effect.objects, context)) object.keywordsUntilEndOfTurn = [...(object.keywordsUntilEndOfTurn ?? []), keyword];
};

/** CR 305.7, 205.1b: the chosen basic land type / creature type until end of turn (app/engine/rules/chosen-types.ts). */
const chosenType: EffectUnit<'chosenType'> = (game, effect, context) => {
  const { given, value } = takeAnswer(context);
  for (const object of objectsOf(game, effect.objects, context)) {
    setChosenType(game.state, object, effect.what, given && typeof value === 'string' ? value : defaultChosenType(game, context.item, effect.what, object));
  }
};

/**
 * CR 707.10: a copy of the target spell on the stack, controlled by the player who copied it, with
 * the same choices (CR 707.10c: "you may choose new targets" — the engine keeps the targets).
 */
/** The spell to copy: the target, or (`cast`) the spell whose casting triggered the ability while it is still on the stack. */
function spellToCopy(game: Game, effect: Extract<ChoiceEffect, { kind: 'copySpell' }>, context: Context): StackItem | undefined {
  const cast = context.item.subject;
  if (effect.cast) return cast && game.state.stack.find((item) => item.kind === 'spell' && !item.copy && item.objectId === cast.id && game.state.objects[cast.id]?.zcc === cast.zcc);
  const target = targetAt(context, effect.target);
  return target && 'stackItem' in target ? game.state.stack.find((item) => item.sid === target.stackItem) : undefined;
}

const copySpell: EffectUnit<'copySpell'> = (game, effect, context) => {
  const spell = spellToCopy(game, effect, context);
  if (!spell) return;
  for (let copy = 0; copy < effect.times; copy += 1) {
    game.state.stack.push({ ...spell, sid: game.state.nextStackId++, targets: spell.targets.slice(), controller: context.item.controller, copy: true });
  }
};

/** CR 118.12: return one (the named one, else the default) and nothing else happens; `false`, or nothing to return: the effects happen. */
const unlessReturn: EffectUnit<'unlessReturn'> = (game, effect, context) => {
  const candidates = choiceCandidates(game, context.item, effect) ?? [];
  const { given, value } = takeAnswer(context);
  const named = given && typeof value === 'string' ? candidates.find((object) => object.card.name === value) : undefined;
  const chosen = given && value === false ? undefined : (named ?? defaultPick(game, context.item, effect, candidates));
  if (chosen) moveObject(game, chosen, 'hand');
  else runEffects(game, effect.effects, context);
};

const nextSpellCopy: EffectUnit<'nextSpellCopy'> = (game, effect, context) => awaitNextSpell(game, context.item.controller, effect.times, context.item.objectId);

const detain: EffectUnit<'detain'> = (game, effect, context) => {
  for (const object of objectsOf(game, effect.objects, context)) detainObject(game, object);
};

export const CHOICE_UNITS: { [K in ChoiceEffect['kind']]: EffectUnit<K> } = {
  shuffleSelfIn, exileGraveyard, discardHand, shuffleHandAndGraveyard, extraTurn, populate, copyToken, returnOwn, chosenProtection, chosenType, clash, copySpell, nextSpellCopy, unlessReturn, detain, becomeCopy, chooseValue, rollDice,
};
