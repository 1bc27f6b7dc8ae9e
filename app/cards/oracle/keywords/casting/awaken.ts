// Awaken (CR 702.113a): "Awaken N—[cost]" means "If you cast this spell for [cost], also put N +1/+1
// counters on target land you control and it becomes a 0/0 Elemental creature with haste. It's
// still a land." German: Erwecken; Spanish: Despertar (not confirmed: English only). The added
// sentence is read by the grammar once the spell's own targets are known, so its target slot comes
// after them; the line is enforced only when that reading is whole.
import type { Cost, Effect, LineReport, TargetSpec } from '../../abilities.ts';
import { grammarLine } from '../../grammar/abilities.ts';
import { parseCost } from '../../costs.ts';
import type { CastKeywordModule, CastKeywords } from './model.ts';

export interface Awaken {
  readonly count: number;
  readonly cost: Cost;
  /** What the awakened spell also does, and its extra target (after the spell's own). */
  readonly effects: readonly Effect[];
  readonly targets: readonly TargetSpec[];
}

const PATTERN = /^awaken (\d+)\s*[—–]\s*(.+)$/i;

export const awaken: CastKeywordModule = {
  parse(line) {
    const match = line.trim().match(PATTERN);
    const cost = match ? parseCost(match[2]!) : undefined;
    // Mana only: the awaken costs printed are all mana.
    if (!match || !cost || cost.tap || cost.discardSelf || cost.sacrifice !== null || cost.payLife > 0 || cost.discardOther > 0) return undefined;
    return { awaken: { count: Number(match[1]), cost, effects: [], targets: [] } };
  },
  describe: (found) => `awaken ${found.awaken!.count} ${found.awaken!.cost.text}`,
};

/** After every line is read: the awakened part, its target numbered after the spell's `offset` targets; else the line back to text. */
export function finishAwaken(casting: CastKeywords, offset: number, lines: LineReport[]): CastKeywords {
  const found = casting.awaken;
  if (!found) return casting;
  const targets: TargetSpec[] = Array.from({ length: offset }, () => ({ kind: 'any' }));
  const read = grammarLine(`Put ${found.count} +1/+1 counters on target land you control and it becomes a 0/0 Elemental creature with haste. It's still a land.`, true, targets);
  if (read && read.manual.length === 0 && read.spell) return { ...casting, awaken: { ...found, effects: read.spell.effects, targets: targets.slice(offset) } };
  for (const line of lines) if (line.abilities.some((ability) => ability.startsWith('awaken '))) Object.assign(line, { status: 'text', abilities: [] });
  return { ...casting, awaken: null };
}
