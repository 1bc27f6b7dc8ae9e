// When a spell may be cast or an ability activated, beyond the usual timing (CR 601.3, 602.5b):
// "Cast this spell only during combat", "Activate only during your turn, before attackers are
// declared", "Any player may activate this ability". The goldfish game gives every turn to you
// and its opponent never acts, which settles "during your turn", "any player may" and
// "during an opponent's turn" (never), as does "only if you've been attacked" (never).
export type Timing = 'upkeep' | 'combat' | 'before attackers' | "opponent's turn" | 'when attacked' | 'after another spell';

const WHEN: [RegExp, Timing | null][] = [
  [/^during your upkeep$/, 'upkeep'],
  [/^during (?:your turn and only during )?combat(?: before blockers are declared)?$/, 'combat'],
  [/^(?:during your turn, )?before attackers are declared$/, 'before attackers'],
  [/^during (?:combat on )?an opponent's turn(?:, before attackers are declared)?$/, "opponent's turn"],
  [/^during your turn$/, null],
  // "Cast this spell only if you've cast another spell this turn" (Illusory Angel; CR 601.3).
  [/^if you've cast another spell this turn$/, 'after another spell'],
  // The goldfish never attacks (docs/rules-combat.md).
  [/^(?:during the declare attackers step and only if you've been attacked this step|if a creature is attacking you)$/, 'when attacked'],
];

export function timingOf(when: string): Timing | null | undefined {
  for (const [pattern, timing] of WHEN) if (pattern.test(when)) return timing;
  return undefined;
}

/** "Cast ~ only during combat." → 'combat'; null for a restriction that always holds here; undefined when the line is none. */
export function parseCastTiming(line: string): Timing | null | undefined {
  const match = line.trim().toLowerCase().match(/^cast (?:~|this spell) only (.+?)\.?$/);
  return match ? timingOf(match[1]!) : undefined;
}

/**
 * The restriction sentences at the end of an activated ability's effect text, taken off: the
 * text left, and when the ability may be activated. "Any player may activate this ability" is
 * dropped: only you act at a goldfish table.
 */
export function activationTiming(effectText: string): { text: string; timing: Timing | null } {
  let text = effectText.replace(/\s*any player may activate this ability\.?$/i, '');
  let timing: Timing | null = null;
  const match = text.match(/\s*activate (?:this ability )?only ([^.]+?)\.?$/i);
  if (match) {
    const found = timingOf(match[1]!.toLowerCase());
    if (found !== undefined) {
      timing = found;
      text = text.slice(0, match.index);
    }
  }
  return { text, timing };
}
