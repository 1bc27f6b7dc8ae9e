// Object filters and counts of the ability tree, evaluated on the game: "creature you don't
// control with flying", "the number of Goblins on the battlefield", "cards in your graveyard".
import { ownValue } from '../../dictionary.ts';
import { inPairWith } from './soulbond.ts';
import type { Comparison, Count, ObjectFilter } from '../../cards/oracle/abilities.ts';
import type { CompiledCard } from '../../cards/oracle/compile.ts';
import type { TypeQuery } from '../../cards/type-line.ts';
import { manaValue } from '../../cards/mana-symbols.ts';
import { matchesTypeQuery } from '../../cards/type-line.ts';
import { hasCycling, hasKeyword, hasNoAbilities, isCreatureNow, powerOf, toughnessOf } from './characteristics.ts';
import type { GameObject, GameState, PlayerId } from '../state/state.ts';
import { counterCount } from '../state/counters.ts';
import { hasCombatRole, isAttacking } from './combat-state.ts';
import { matchesChosen } from './enters-choices.ts';
import { colorsOf, typesOf } from './attached.ts';
import { castRecordFor, spentCount } from './mana-spent.ts';

const NON_CREATURE_SUBTYPES = new Set(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Desert', 'Gate', 'Aura', 'Equipment', 'Saga', 'Treasure', 'Clue', 'Food', 'Vehicle', 'Shrine', 'Curse', 'Cartouche', 'Lair', 'Locus', 'Urza\'s', 'Mine', 'Tower', 'Power-Plant']);

/** A type query against a card, with CR 702.73a: a changeling has every creature type. */
export function cardHasTypes(card: CompiledCard, query: TypeQuery): boolean {
  if (!card.allCreatureTypes) return matchesTypeQuery(card.types, query);
  const rest = query.words.filter((word) => word.kind !== 'subtype' || NON_CREATURE_SUBTYPES.has(word.english));
  return matchesTypeQuery(card.types, { words: rest, text: query.text });
}

function compare(value: number | null, comparison: Comparison | undefined): boolean {
  if (!comparison) return true;
  if (value === null) return false;
  if (comparison.op === '<=') return value <= comparison.value;
  if (comparison.op === '>=') return value >= comparison.value;
  return value === comparison.value;
}

/** Whether an object matches a filter, seen from `controller` with the ability's source `sourceId`. */
export function matchesFilter(state: GameState, object: GameObject, filter: ObjectFilter, controller: PlayerId, sourceId: number): boolean {
  const types = typesOf(object); // with the land types an Aura set (CR 305.7)
  // Types an effect set ("is a Demon Spirit", CR 205.1b) replace the printed ones; added ones join them.
  const printed = !object.landTypes && !object.animated && object.typesSet === undefined;
  if (filter.anyOf.length > 0 && !filter.anyOf.some((query) => (printed ? cardHasTypes(object.card, query) || (object.typesAdded !== undefined && matchesTypeQuery(types, query)) : matchesTypeQuery(types, query)))) return false;
  if (filter.none.some((query) => matchesTypeQuery(types, query))) return false;
  const colors = colorsOf(object);
  if (filter.colors.length > 0 && !filter.colors.some((color) => (color === 'C' ? colors.length === 0 : colors.includes(color)))) return false;
  if (filter.notColors.some((color) => colors.includes(color))) return false;
  if (filter.token !== undefined && object.token !== filter.token) return false;
  if (filter.attachedTo && !attachedAsFilterSays(state, object, filter.attachedTo, controller)) return false;
  if (filter.colorCount !== undefined && (filter.colorCount === 'mono' ? colors.length !== 1 : colors.length < 2)) return false; // CR 105.2b-c
  if (filter.controller === 'you' && object.controller !== controller) return false;
  if (filter.controller === 'opponent' && object.controller === controller) return false;
  if (filter.controller === 'enchanted player' && object.controller !== state.objects[sourceId]?.enchantedPlayer) return false;
  if (filter.other && object.id === sourceId) return false;
  if (filter.notHost && state.objects[sourceId]?.attachedTo === object.id) return false; // "other than enchanted creature"
  if (filter.isHost && state.objects[sourceId]?.attachedTo !== object.id) return false; // "activated abilities of enchanted creature"
  if (filter.onSourceHost && (object.attachedTo < 0 || object.attachedTo !== state.objects[sourceId]?.attachedTo)) return false; // "all Auras attached to that creature"
  if (filter.tapped !== undefined && object.tapped !== filter.tapped) return false;
  if (filter.attacking && !isAttacking(state, object)) return false;
  if (filter.combatRole && !hasCombatRole(state, object, filter.combatRole)) return false;
  if (filter.lesserPowerThanSource && !hasLesserPower(state, object, sourceId)) return false;
  if (filter.name !== undefined && object.card.name !== filter.name) return false;
  if (filter.sameNameAsSource && object.card.name !== state.objects[sourceId]?.card.name) return false;
  if (filter.dealtDamageThisTurn && !object.damagedBy?.length) return false;
  if (filter.power && !compare(powerOf(state, object), filter.power)) return false;
  if (filter.toughness && !compare(toughnessOf(state, object), filter.toughness)) return false;
  if (filter.manaValue && !compare(manaValue(object.card.manaCost), filter.manaValue)) return false;
  if (filter.withKeyword && !hasKeyword(state, object, filter.withKeyword)) return false;
  if (filter.withoutKeyword && hasKeyword(state, object, filter.withoutKeyword)) return false;
  if (filter.withCycling && !hasCycling(state, object)) return false;
  if (filter.noAbilities && !hasNoAbilities(state, object)) return false;
  if (filter.chosen && !matchesChosen(state, object, filter.chosen, sourceId)) return false;
  if (filter.enchanted && !isEnchanted(state, object, -1)) return false;
  if (filter.equipped && !isEquipped(state, object)) return false;
  if (filter.enchantedByAnother && !isEnchanted(state, object, sourceId)) return false;
  if (filter.pairedWithSource && !inPairWith(state, object, sourceId)) return false;
  if (filter.withCounter !== undefined && counterCount(object, filter.withCounter) === 0) return false;
  return true;
}

/** Permanents on the battlefield (both players, battlefield order) that match. */
export function permanentsMatching(state: GameState, filter: ObjectFilter, controller: PlayerId, sourceId: number): GameObject[] {
  const found: GameObject[] = [];
  for (const player of state.players) {
    for (const id of player.battlefield) {
      const object = state.objects[id]!;
      if (matchesFilter(state, object, filter, controller, sourceId)) found.push(object);
    }
  }
  return found;
}

/** What a Count reads now. */
/** The sum of the powers of the permanents matching a filter (formidable: "creatures you control have total power 8 or greater"). */
function totalPower(state: GameState, filter: ObjectFilter, controller: PlayerId, sourceId: number): number {
  let total = 0;
  for (const object of permanentsMatching(state, filter, controller, sourceId)) total += powerOf(state, object) ?? 0;
  return total;
}

/** "the greatest power among creatures you control" (0 when none matches). */
function greatest(state: GameState, stat: 'power' | 'toughness', filter: ObjectFilter, controller: PlayerId, sourceId: number): number {
  let most = 0;
  for (const object of permanentsMatching(state, filter, controller, sourceId)) most = Math.max(most, (stat === 'power' ? powerOf(state, object) : toughnessOf(state, object)) ?? 0);
  return most;
}

export function countOf(state: GameState, count: Count, controller: PlayerId, sourceId: number): number {
  switch (count.of) {
    case 'permanents':
      return permanentsMatching(state, count.filter, controller, sourceId).length;
    case 'cards': {
      const players = count.whose === 'you' ? [state.players[controller]] : count.whose === 'all' ? state.players : enchantedControllers(state, sourceId);
      let total = 0;
      for (const player of players) {
        for (const id of player[count.zone]) {
          if (count.filter === null || matchesFilter(state, state.objects[id]!, count.filter, controller, sourceId)) total += 1;
        }
      }
      return total;
    }
    case 'life':
      return state.players[controller].life;
    case 'power of self': {
      const self = state.objects[sourceId];
      return self ? Math.max(0, powerOf(state, self) ?? 0) : 0;
    }
    case 'opponents':
      return state.players.length - 1;
    case 'total power':
      return totalPower(state, count.filter, controller, sourceId);
    case 'greatest':
      return greatest(state, count.stat, count.filter, controller, sourceId);
    case 'discarded this turn':
      return state.players[controller].discardedThisTurn ?? 0;
    case 'creature cards to graveyards this turn':
      return state.players.reduce((total, player) => total + (player.creatureCardsToGraveyardThisTurn ?? 0), 0);
    case 'power of target':
    case 'this way':
    case 'die result':
      return 0; // these need the resolving ability (its targets, its earlier effects): amountOf (effects/context.ts) reads them
    case 'colors of enchanted': {
      const host = state.objects[state.objects[sourceId]?.attachedTo ?? -1];
      return host && host.zone === 'battlefield' ? colorsOf(host).length : 0;
    }
    case 'auras on enchanted': {
      const host = state.objects[sourceId]?.attachedTo ?? -1;
      return host >= 0 ? aurasAttachedTo(state, host) : 0;
    }
    case 'attached': {
      if (count.to === 'enchanted player') return attachedToPlayer(state, state.objects[sourceId]?.enchantedPlayer ?? -1, count.filter, controller, sourceId);
      const host = count.to === 'self' ? sourceId : (state.objects[sourceId]?.attachedTo ?? -1);
      return host >= 0 ? attachedMatching(state, host, count.filter, controller, sourceId) : 0;
    }
    case 'basic land types':
      return basicLandTypesAmong(state, controller);
    case 'colors spent':
    case 'mana spent':
      return spentCount(castRecordFor(state, sourceId), count.of);
    case 'mana value of that spell':
      return 0; // only a resolving cast trigger knows the spell (effects/context.ts reads it there)
    case 'card types in graveyard': {
      const types = new Set<string>();
      for (const id of state.players[controller].graveyard) for (const type of state.objects[id]!.card.types.types) types.add(type);
      return types.size;
    }
    case 'counters on self': {
      const source = state.objects[sourceId];
      // CR 608.2h: a source that left the battlefield (to a graveyard, exile, a hand or a library) counts the counters it had there ("When enchanted creature dies, … for each page counter on ~").
      if (source && source.zone !== 'battlefield' && source.zone !== 'stack' && source.lastCounters) return ownValue(source.lastCounters, count.counter) ?? 0;
      return source ? counterCount(source, count.counter) : 0;
    }
    case 'counters on host': {
      const host = state.objects[state.objects[sourceId]?.attachedTo ?? -1];
      return host?.zone === 'battlefield' ? counterCount(host, count.counter) : 0;
    }
    case 'words in host name': {
      const host = state.objects[state.objects[sourceId]?.attachedTo ?? -1];
      return host?.zone === 'battlefield' ? host.card.name.split(/\s+/).filter((word) => word.length > 0).length : 0;
    }
    case 'counters on permanents': {
      let total = 0;
      for (const object of permanentsMatching(state, count.filter, controller, sourceId)) total += counterCount(object, count.counter);
      return total;
    }
    default:
      return 0; // the riders' counts (rider-effects.ts) need the resolving ability: amountOf reads them
  }
}

/** Whether an Aura is attached to the object. */
/** Whether an Aura other than `except` is attached to the object. */
/** An Equipment is attached to it (CR 301.5). */
function isEquipped(state: GameState, object: GameObject): boolean {
  for (const player of state.players) {
    for (const id of player.battlefield) {
      const source = state.objects[id]!;
      if (source.attachedTo === object.id && source.card.types.subtypes.includes('Equipment')) return true;
    }
  }
  return false;
}

function isEnchanted(state: GameState, object: GameObject, except: number): boolean {
  for (const player of state.players) {
    for (const id of player.battlefield) {
      const source = state.objects[id]!;
      if (source.attachedTo === object.id && source.card.isAura && id !== except) return true;
    }
  }
  return false;
}

const BASIC_LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

/** Domain (CR 305.6): how many basic land types are among the lands the player controls (with the types Auras set). */
function basicLandTypesAmong(state: GameState, controller: PlayerId): number {
  const found = new Set<string>();
  for (const id of state.players[controller].battlefield) {
    const types = typesOf(state.objects[id]!);
    if (!types.types.includes('Land')) continue;
    for (const subtype of types.subtypes) if (BASIC_LAND_TYPES.includes(subtype)) found.add(subtype);
  }
  return found.size;
}

/** The controller of the permanent the Aura `sourceId` enchants, as a list (none when it enchants nothing). */
function enchantedControllers(state: GameState, sourceId: number): GameState['players'][number][] {
  const host = state.objects[state.objects[sourceId]?.attachedTo ?? -1];
  return host && host.zone === 'battlefield' ? [state.players[host.controller]] : [];
}

/** How many Auras are attached to the permanent `host` (CR 303.4). */
/** The permanents attached to `host` that match the filter ("Equipment attached to it"). */
function attachedMatching(state: GameState, host: number, filter: ObjectFilter, controller: PlayerId, sourceId: number): number {
  let count = 0;
  for (const player of state.players) {
    for (const id of player.battlefield) {
      const object = state.objects[id]!;
      if (object.attachedTo === host && matchesFilter(state, object, filter, controller, sourceId)) count += 1;
    }
  }
  return count;
}

function aurasAttachedTo(state: GameState, host: number): number {
  let count = 0;
  for (const player of state.players) for (const id of player.battlefield) if (state.objects[id]!.attachedTo === host && state.objects[id]!.card.isAura) count += 1;
  return count;
}

/** "attached to a creature you control": the permanent it is attached to, as the filter says. */
function attachedAsFilterSays(state: GameState, object: GameObject, wanted: NonNullable<ObjectFilter['attachedTo']>, controller: PlayerId): boolean {
  const host = object.attachedTo >= 0 ? state.objects[object.attachedTo] : undefined;
  if (!host || host.zone !== 'battlefield') return false;
  if (wanted.yours && host.controller !== controller) return false;
  return wanted.type === null || (wanted.type === 'Creature' ? isCreatureNow(host) : typesOf(host).types.includes(wanted.type));
}

/** The permanents that enchant `player` (CR 303.4) and match `filter`: "the number of Curses attached to them". */
function attachedToPlayer(state: GameState, player: number, filter: ObjectFilter, controller: PlayerId, sourceId: number): number {
  if (player < 0) return 0;
  let found = 0;
  for (const owner of state.players) for (const id of owner.battlefield) if (state.objects[id]!.enchantedPlayer === player && matchesFilter(state, state.objects[id]!, filter, controller, sourceId)) found += 1;
  return found;
}

/** Mentor (CR 702.134a): the object's power is less than the source's. */
export function hasLesserPower(state: GameState, object: GameObject, sourceId: number): boolean {
  const source = state.objects[sourceId];
  const power = powerOf(state, object);
  const sourcePower = source ? powerOf(state, source) : null;
  return power !== null && sourcePower !== null && power < sourcePower;
}
