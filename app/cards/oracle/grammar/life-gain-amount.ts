// "Whenever you gain life, put that many +1/+1 counters on ~" (Sunbond's quoted ability), "…, target
// opponent loses that much life", "…, draw that many cards": "that much" / "that many" is the life
// just gained (CR 603.2, 608.2h), carried by the trigger as its X (engine: `fireGainedLife`).
import type { TriggerEvent } from '../abilities.ts';

/** The effect text with "that much" / "that many" read as X after a "gain life" event; the text unchanged otherwise. */
export function lifeGainAmountAsX(events: readonly TriggerEvent[], text: string): string {
  if (events.length !== 1 || events[0]!.on !== 'gain life' || /\bX\b/.test(text)) return text;
  return text.replace(/\bthat (?:much|many)\b/gi, 'X');
}
