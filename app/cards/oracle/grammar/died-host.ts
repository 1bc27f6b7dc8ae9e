// "When enchanted creature dies, you gain X life, where X is its toughness" / "… loses life equal to
// its power": by the time the trigger resolves the creature is a card in a graveyard, so its power or
// toughness is the one it had as it last existed on the battlefield (CR 608.2h, 603.10a). The grammar
// turns the amount into the trigger's X and the event names which of the two it is; the engine
// (engine/enchanted-triggers.ts) sets X from the creature's last known information as it dies.
import type { EnchantedEvent } from '../abilities.ts';

const STAT = String.raw`(?:its|that creature's|the creature's|enchanted creature's) (power|toughness)`;
const WHERE_X = new RegExp(String.raw`,? where X is ${STAT}\.?$`, 'i');
const LIFE_EQUAL = new RegExp(String.raw`\b(lose|loses|gain|gains) life equal to ${STAT}`, 'gi');
const DAMAGE_EQUAL = new RegExp(String.raw`\bdeals damage equal to ${STAT} to\b`, 'gi');
const ANY_STAT = new RegExp(STAT, 'gi');
const HAS_STAT = new RegExp(STAT, 'i');

type Stat = 'power' | 'toughness';

/** The effect text with the died creature's power or toughness read as X, and the event that says which; undefined when the text names none (or both). */
export function diedStatAsX(event: EnchantedEvent, text: string): { event: EnchantedEvent; text: string } | undefined {
  if (event.what !== 'dies') return undefined;
  const stats = new Set([...text.matchAll(ANY_STAT)].map((match) => match[1]!.toLowerCase() as Stat));
  if (stats.size !== 1) return undefined; // none, or both ("loses life equal to its power and you gain life equal to its toughness")
  const stat = [...stats][0]!;
  let rewritten: string;
  const where = text.match(WHERE_X);
  if (where) rewritten = `${text.slice(0, where.index).trim()}.`;
  else if (/\bX\b/.test(text)) return undefined; // an X of its own
  else rewritten = text.replace(LIFE_EQUAL, '$1 X life').replace(DAMAGE_EQUAL, 'deals X damage to');
  if (HAS_STAT.test(rewritten)) return undefined; // a use of it the X does not cover
  return { event: { ...event, diedStat: stat }, text: rewritten };
}
