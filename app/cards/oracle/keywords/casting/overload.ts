// Overload (CR 702.96): "You may cast this spell for its overload cost. If you do, change its text by
// replacing all instances of 'target' with 'each'." German: Überlast; Spanish: Sobrecarga. The
// overloaded spell is compiled once from the card's other lines with that replacement; the overload
// line is enforced only when the grammar reads the whole replaced text and no target is left.
import type { CardDefinition } from '../../../../engine/state/card-definition.ts';
import type { Effect, LineReport, TargetSpec } from '../../abilities.ts';
import { grammarLine } from '../../grammar/abilities.ts';
import { replaceSelfReferences, stripReminderText } from '../../normalize.ts';
import { costModule, keywordCost, type CastKeywords } from './model.ts';

const NAMES = ['overload', 'überlast', 'sobrecarga'];

export const overload = costModule('overload', NAMES, 'overload');

/** CR 702.96b: "target" → "each" ("Target creature …" → "Each creature …"). */
const overloadedText = (line: string): string => line.replace(/\btarget\b/g, 'each').replace(/\bTarget\b/g, 'Each');

/** The spell as overloaded; undefined when the grammar can't read it whole or a target remains. */
function overloadedSpell(definition: CardDefinition): { effects: Effect[] } | undefined {
  const effects: Effect[] = [];
  for (const raw of (definition.oracle_text ?? '').split(/\r?\n/)) {
    const line = replaceSelfReferences(stripReminderText(raw), definition.name);
    if (line.trim() === '' || keywordCost(NAMES, line)) continue;
    const targets: TargetSpec[] = [];
    const found = grammarLine(overloadedText(line), true, targets);
    if (!found || found.manual.length > 0 || targets.length > 0 || !found.spell) return undefined;
    effects.push(...found.spell.effects);
  }
  return effects.length > 0 ? { effects } : undefined;
}

/**
 * After every line is read: the overloaded spell of a card with overload, or, if it can't be read,
 * the overload line turned back into text (the engine would not do what it says).
 */
export function finishOverload(casting: CastKeywords, definition: CardDefinition, lines: LineReport[]): CastKeywords {
  if (!casting.overload) return casting;
  const spell = overloadedSpell(definition);
  if (spell) return { ...casting, overloaded: spell };
  for (const line of lines) if (line.abilities.some((ability) => ability.startsWith('overload '))) Object.assign(line, { status: 'text', abilities: [] });
  return { ...casting, overload: null };
}
