// "One or more" triggers (CR 603.2c): "Whenever you discard one or more cards [for the first time
// each turn], draw that many cards" (Rielle, the Everwise). The ability triggers once for a group of
// cards discarded at the same time; "that many" is the group's size, carried by the trigger as X.
import type { TriggerEvent } from '../abilities.ts';
import type { Cursor } from './cursor.ts';

export function batchTrigger(c: Cursor): TriggerEvent[] | undefined {
  const who = c.accept('you') ? 'you' : c.accept('a player') ? 'any' : undefined;
  if (!who || !(c.accept(who === 'you' ? 'discard' : 'discards') && c.accept('one or more cards'))) return undefined;
  const firstEachTurn = c.accept('for the first time each turn');
  return [{ on: 'batch', of: 'discard', who, firstEachTurn }];
}

/** The effect text with "that many" read as X (the group's size) after a batch trigger; unchanged otherwise. */
export function batchAmountAsX(events: readonly TriggerEvent[], text: string): string {
  if (events.length !== 1 || events[0]!.on !== 'batch' || /\bX\b/.test(text)) return text;
  return text.replace(/\bthat many\b/gi, 'X');
}
