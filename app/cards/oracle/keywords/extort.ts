// Extort (CR 702.101): "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent
// loses 1 life and you gain life equal to the total life lost this way." Against the one goldfish
// that is 1 life each way, so the grammar reads the sentence with "you gain 1 life". German:
// Erpressen; Spanish: Extorsionar.
import type { TriggeredAbility } from '../abilities.ts';
import { grammarLine } from '../grammar/abilities.ts';

const SENTENCE = 'Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and you gain 1 life.';

export function parseExtort(line: string): TriggeredAbility[] | undefined {
  if (!/^(extort|erpressen|extorsionar)$/i.test(line.trim())) return undefined;
  const read = grammarLine(SENTENCE, false, []);
  if (!read || read.manual.length > 0) return undefined;
  return read.triggered.map((ability) => ({ ...ability, text: `Extort: ${ability.text}` }));
}
