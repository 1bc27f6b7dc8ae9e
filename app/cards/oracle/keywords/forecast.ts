// Forecast (CR 702.57): "Forecast — [cost], Reveal ~ from your hand: [effect]" is an activated
// ability that works only while the card is in your hand (CR 702.57a: "Activate only during your
// upkeep and only once each turn"). Revealing the card is a cost any card in your hand can pay,
// so the cost is the rest; the effect is read by the grammar like any "[cost]: [effect]" line.
import type { ActivatedAbility } from '../abilities.ts';
import { grammarLine } from '../grammar/abilities.ts';

const FORECAST = /^forecast\s*[—–-]\s*(.+?),\s*reveal ~ from your hand\s*:\s*(.+)$/i;

/** The forecast ability of the line, or undefined when the line is none or its effect is not read whole. */
export function parseForecast(line: string): ActivatedAbility | undefined {
  const match = line.trim().match(FORECAST);
  if (!match) return undefined;
  const read = grammarLine(`${match[1]}: ${match[2]}`, false, []);
  const ability = read?.activated.length === 1 && read.manual.length === 0 && read.triggered.length === 0 && read.statics.length === 0 && !read.spell ? read.activated[0]! : undefined;
  if (!ability || ability.onlyDuring || ability.sorcerySpeed || ability.cost.tap) return undefined;
  return { ...ability, keyword: 'forecast', zone: 'hand', onlyDuring: 'upkeep', oncePerTurn: true };
}
