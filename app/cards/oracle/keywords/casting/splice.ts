// Splice onto Arcane (CR 702.47a): "As you cast an Arcane spell, you may reveal this card from your
// hand and pay its splice cost. If you do, add this card's effects to that spell." Also "Splice
// onto instant or sorcery" (the same rule for instants and sorceries). German: Einfügen auf
// Arkanes; Spanish: Empalmar con lo Arcano (not confirmed: English only). Only mana splice costs.
// The spliced text is the card's spell read again with its target slots after the spell's own
// (CR 702.47c: the effects are added to the spell, so their targets are the spell's last ones);
// the line is enforced only when that reading is whole.
import type { CardDefinition } from '../../../../engine/state/card-definition.ts';
import { parseCost } from '../../costs.ts';
import type { Cost, Effect, LineReport, TargetSpec } from '../../abilities.ts';
import { grammarLine } from '../../grammar/abilities.ts';
import { replaceSelfReferences, stripReminderText } from '../../normalize.ts';
import type { CastKeywordModule, CastKeywords } from './model.ts';

export interface Splice {
  readonly cost: Cost;
  readonly onto: 'Arcane' | 'instant or sorcery';
}

const PATTERN = /^splice onto (arcane|instant or sorcery)(?:\s*[—–]\s*|\s+(?=\{))(.+)$/i;

function parseSplice(line: string): Splice | undefined {
  const match = line.trim().match(PATTERN);
  if (!match) return undefined;
  const cost = parseCost(match[2]!);
  const manaOnly = cost && !cost.tap && !cost.discardSelf && cost.payLife === 0 && cost.sacrifice === null && cost.discardOther === 0 && !cost.exileSelf && !cost.removeCounters;
  return manaOnly ? { cost, onto: match[1]!.toLowerCase() === 'arcane' ? 'Arcane' : 'instant or sorcery' } : undefined;
}

export const splice: CastKeywordModule = {
  parse(line) {
    const found = parseSplice(line);
    return found ? { splice: found } : undefined;
  },
  describe: (found) => `splice onto ${found.splice!.onto} ${found.splice!.cost.text}`,
};

/** The card's spell effects with their targets numbered from `offset`; undefined when the grammar can't read the spell whole. */
export function splicedSpell(definition: CardDefinition, offset: number): { effects: Effect[]; targets: TargetSpec[] } | undefined {
  const effects: Effect[] = [];
  // Placeholders for the spell's own slots: the spliced effects' slots come after them.
  const targets: TargetSpec[] = Array.from({ length: offset }, () => ({ kind: 'any' }));
  for (const raw of (definition.oracle_text ?? '').split(/\r?\n/)) {
    const line = replaceSelfReferences(stripReminderText(raw), definition.name);
    if (line.trim() === '' || PATTERN.test(line.trim())) continue;
    const found = grammarLine(line, true, targets);
    if (!found || found.manual.length > 0 || !found.spell || found.activated.length + found.triggered.length + found.statics.length > 0) return undefined;
    effects.push(...found.spell.effects);
  }
  return effects.length > 0 ? { effects, targets: targets.slice(offset) } : undefined;
}

/** After every line is read: a splice line whose spell can't be read whole goes back to text (the engine could not add it). */
export function finishSplice(casting: CastKeywords, definition: CardDefinition, lines: LineReport[]): CastKeywords {
  if (!casting.splice || splicedSpell(definition, 0)) return casting;
  for (const line of lines) if (line.abilities.some((ability) => ability.startsWith('splice onto '))) Object.assign(line, { status: 'text', abilities: [] });
  return { ...casting, splice: null };
}
