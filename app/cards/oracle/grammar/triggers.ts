// Trigger conditions (CR 603.1): "When you cycle ~", "Whenever you cycle or discard a card",
// "When ~ enters the battlefield", "At the beginning of your upkeep", "Whenever you cast a
// noncreature spell", "Whenever ~ attacks" … Each becomes a TriggerEvent the engine listens for.
import type { ObjectFilter, TriggerEvent } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { objectFilter } from './nouns.ts';
import { combatTrigger } from './combat-triggers.ts';
import { enchantedTrigger } from './enchanted-triggers.ts';
import { curseTrigger } from './curse-triggers.ts';
import { damageTrigger } from './damage-triggers.ts';
import { targetTrigger } from './target-triggers.ts';
import { drawTrigger } from './draw-triggers.ts';
import { batchTrigger } from './batch-triggers.ts';

function cycleOrDiscard(c: Cursor): TriggerEvent[] | undefined {
  if (c.accept('you cycle ~ or it dies')) return [{ on: 'cycle self or dies' }];
  if (c.accept('you cycle ~ or cycle another card while ~ is on the battlefield')) {
    return [{ on: 'cycle self' }, { on: 'cycle', who: 'you', another: true, orDiscard: false }];
  }
  if (c.accept('you cycle ~')) return [{ on: 'cycle self' }];
  const who = c.accept('you') ? 'you' : c.accept('a player') ? 'any' : undefined;
  if (!who) return undefined;
  const cycles = c.accept('cycle') || c.accept('cycles');
  const orDiscard = cycles && (c.accept('or discard') || c.accept('or discards'));
  const discards = !cycles && (c.accept('discard') || c.accept('discards'));
  if (!cycles && !discards) return undefined;
  const another = c.accept('another card');
  if (!another && !c.accept('a card')) return undefined;
  if (discards) return [{ on: 'discard', who, another }];
  // "Whenever you cycle another card for the first time each turn" (Valiant Rescuer).
  if (!orDiscard && c.accept('for the first time each turn')) return [{ on: 'cycle', who, another, orDiscard, firstEachTurn: true }];
  return [{ on: 'cycle', who, another, orDiscard }];
}

function entersOrDies(c: Cursor): TriggerEvent[] | undefined {
  const enters = (): boolean => c.accept('enters the battlefield') || c.accept('enters');
  const dies = (): boolean => c.accept('dies') || c.accept('is put into a graveyard from the battlefield');
  if (c.accept('~')) {
    if (enters()) {
      // "When ~ enters the battlefield or at the beginning of your upkeep, …" (Frenzied Fugue): either event.
      const more = c.attempt(() => (c.accept('or at') ? beginning(c) : undefined));
      return more ? [{ on: 'enters self' }, ...more] : [{ on: 'enters self' }];
    }
    if (dies()) return [{ on: 'dies self' }];
    if (c.accept('is put into a graveyard from anywhere')) return [{ on: 'self to graveyard' }]; // engine/to-graveyard.ts
    if (c.accept('leaves the battlefield')) return [{ on: 'leaves self' }];
    if (c.accept('becomes monstrous')) return [{ on: 'becomes monstrous' }];
    if (c.accept('phases in')) return [{ on: 'phases in self' }];
    if (c.accept('phases out or leaves the battlefield')) return [{ on: 'phases out self' }, { on: 'leaves self' }];
    if (c.accept('phases out')) return [{ on: 'phases out self' }];
    if (c.accept('is turned face up')) return [{ on: 'turned face up' }];
    if (c.accept('exploits a creature')) return [{ on: 'exploits' }];
    if (c.accept('deals combat damage to a player') || c.accept('deals combat damage to an opponent')) return [{ on: 'deals combat damage to a player' }];
    // "~ or another creature / Ally / nontoken creature enters the battlefield [under your control]".
    if (c.accept('or another')) {
      const read = objectFilter(c);
      if (!read || read.head === 'card' || read.head === 'spell' || !(c.accept('enters the battlefield') || c.accept('enters'))) return undefined;
      const mine = c.accept('under your control');
      return [{ on: 'enters self' }, { on: 'another enters', filter: { ...read.filter, other: true, ...(mine ? { controller: 'you' } : {}), text: `another ${read.filter.text}` } }];
    }
    return undefined;
  }
  const article = c.accept('another') ? 'another' : c.accept('a') || c.accept('an') ? 'a' : undefined;
  if (!article) return undefined;
  const read = objectFilter(c);
  if (!read || read.head === 'card' || read.head === 'spell') return undefined;
  let filter: ObjectFilter = article === 'another' ? { ...read.filter, other: true } : read.filter;
  if (enters()) {
    if (c.accept('under your control')) filter = { ...filter, controller: 'you' };
    else if (c.accept("under an opponent's control")) filter = { ...filter, controller: 'opponent' };
    return [{ on: 'another enters', filter }];
  }
  if (dies()) return [{ on: 'dies', filter }];
  return undefined;
}

function beginning(c: Cursor): TriggerEvent[] | undefined {
  if (!c.accept('the beginning of')) return undefined;
  if (c.accept('combat on your turn')) return [{ on: 'step', step: 'combat', whose: 'you' }]; // CR 507
  if (c.accept('each combat')) return [{ on: 'step', step: 'combat', whose: 'each' }]; // the goldfish takes no turns: every combat is yours
  // "each player's upkeep": only you take turns, so it is yours, and "that player" is you.
  const eachPlayer = c.accept("each player's") ? ({ eachPlayer: true } as const) : {};
  const whose = 'eachPlayer' in eachPlayer ? 'each' : c.accept('your') ? 'you' : c.accept('each') || c.accept('the') ? 'each' : undefined;
  if (!whose) return undefined;
  if (c.accept('upkeep')) return [{ on: 'step', step: 'upkeep', whose, ...eachPlayer }];
  if (c.accept('end step') || c.accept('next end step')) return [{ on: 'step', step: 'end', whose, ...eachPlayer }];
  if (c.accept('draw step')) return [{ on: 'step', step: 'draw', whose, ...eachPlayer }];
  if ('eachPlayer' in eachPlayer) return undefined;
  if (c.accept('precombat main phase')) return [{ on: 'step', step: 'main1', whose }];
  return undefined;
}

function casts(c: Cursor): TriggerEvent[] | undefined {
  const who = c.accept('you cast') ? 'you' : c.accept('a player casts') ? 'any' : c.accept('an opponent casts') ? 'opponent' : undefined;
  if (!who) return undefined;
  if (!(c.accept('a') || c.accept('an'))) return undefined;
  const read = c.accept('spell') ? null : objectFilter(c);
  if (read !== null && (!read || read.head !== 'spell')) return undefined;
  const targetsSelf = c.accept('that targets ~');
  return [{ on: 'cast', filter: read?.filter ?? null, who, ...(targetsSelf ? { targetsSelf } : {}) }];
}

/** "you sacrifice a creature", "a player sacrifices another permanent", "an opponent sacrifices a nontoken permanent" (CR 701.17a). */
function sacrificeTrigger(c: Cursor): TriggerEvent[] | undefined {
  const who = c.accept('you sacrifice') ? 'you' : c.accept('a player sacrifices') ? 'any' : c.accept('an opponent sacrifices') ? 'opponent' : undefined;
  if (!who) return undefined;
  const another = c.accept('another');
  if (!another && !(c.accept('a') || c.accept('an'))) return undefined;
  const read = objectFilter(c);
  if (!read || read.head === 'card' || read.head === 'spell' || !c.at(',')) return undefined;
  return [{ on: 'sacrifices', who, filter: another ? { ...read.filter, other: true } : read.filter }];
}

/** The trigger condition after "When" / "Whenever" / "At", up to its comma. */
export function triggerCondition(c: Cursor): TriggerEvent[] | undefined {
  const enchanted = enchantedTrigger(c) ?? curseTrigger(c);
  if (enchanted) return enchanted;
  if (c.accept('at')) return c.attempt(() => beginning(c)) ?? (c.accept('end of combat') ? [{ on: 'step', step: 'end of combat', whose: 'you' }] : undefined); // CR 511.2
  if (!(c.accept('whenever') || c.accept('when'))) return undefined;
  if (c.accept('you gain life')) return [{ on: 'gain life' }];
  if (c.accept('you sacrifice ~')) return [{ on: 'sacrificed self' }];
  const sacrifices = c.attempt(() => sacrificeTrigger(c));
  if (sacrifices) return sacrifices;
  return damageTrigger(c) ?? targetTrigger(c) ?? drawTrigger(c) ?? c.attempt(() => batchTrigger(c)) ?? c.attempt(() => cycleOrDiscard(c)) ?? c.attempt(() => casts(c)) ?? combatTrigger(c) ?? c.attempt(() => entersOrDies(c));
}
