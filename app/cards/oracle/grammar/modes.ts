// Modal spells and abilities (CR 700.2): "Choose one —" (or "Choose two —", "Choose one or both —",
// "Choose one or more —") followed by its bullet points. compile.ts joins the header line and its
// bullet lines into one text ("Choose one — • Destroy target artifact. • You gain 3 life."), which
// is what this module reads; a trigger or an activated ability whose effect is such a text works
// the same way ("When ~ enters the battlefield, choose one — • …"). Each bullet is read by the
// sentence grammar into its own mode; the target slots of all modes go into the ability's one
// target list, mode after mode, so each mode knows its slots.
import type { ModalEffect, Mode } from '../abilities.ts';
import type { ParseContext } from './nouns.ts';
import type { ParsedEffects } from './sentences.ts';

/** The bullet that starts each mode line (CR 700.2). */
export const BULLET = '•';

/** How many modes each header lets the player choose; `Infinity` = all of them ("one or more"). */
const HEADERS: ReadonlyMap<string, { min: number; max: number }> = new Map([
  ['one', { min: 1, max: 1 }],
  ['two', { min: 2, max: 2 }],
  ['three', { min: 3, max: 3 }],
  ['four', { min: 4, max: 4 }],
  ['one or both', { min: 1, max: 2 }],
  ['one or more', { min: 1, max: Infinity }],
]);

// "Choose three. You may choose the same mode more than once." (the Confluences, CR 700.2d).
const HEADER = /(?:^|\s)choose (one or both|one or more|one|two|three|four)(?:\s*[—–]|\. you may choose the same mode more than once\.)$/i;

/** Whether a normalised line ends in a modal header ("Choose one —", "When ~ enters the battlefield, choose two —"). */
export function endsInModalHeader(line: string): boolean {
  return HEADER.test(line.trim());
}

/** Whether a line is one of a modal ability's modes ("• Destroy target artifact."). */
export function isModeLine(line: string): boolean {
  return line.trim().startsWith(BULLET);
}

const MODAL_TEXT = /^choose (one or both|one or more|one|two|three|four)(?:\s*[—–]|(\. you may choose the same mode more than once\.))\s*(•.*)$/is;

/**
 * "Choose one — • … • …" → one modal effect, each bullet read by `readSentences` in the same
 * parse context (its targets appended to the ability's). Undefined for any other text; the
 * manual steps are the sentences of modes the grammar reads only in part.
 */
export function parseModalText(text: string, context: ParseContext, readSentences: (text: string, context: ParseContext) => ParsedEffects): ParsedEffects | undefined {
  const match = text.trim().match(MODAL_TEXT);
  if (!match) return undefined;
  const count = HEADERS.get(match[1]!.toLowerCase())!;
  const repeatable = match[2] !== undefined;
  const bullets = match[3]!.split(BULLET).map((bullet) => bullet.trim()).filter((bullet) => bullet !== '');
  if (bullets.length < count.min && !repeatable) return undefined;
  const modes: Mode[] = [];
  const manual: string[] = [];
  // CR 700.2d: a mode that may be chosen more than once is read once per time it may be chosen,
  // each copy with its own target slots (each time chosen, its targets are chosen apart).
  for (let copy = 0; copy < (repeatable ? count.max : 1); copy += 1) {
    for (const bullet of bullets) {
      const firstTarget = context.targets.length;
      // "it" in one mode never means an object of another mode.
      const parsed = readSentences(bullet, { targets: context.targets, it: { ref: 'self' } });
      modes.push({ text: bullet.replace(/^./, (first) => first.toUpperCase()), effects: parsed.effects, firstTarget, targetCount: context.targets.length - firstTarget });
      if (copy === 0) manual.push(...parsed.manual);
    }
  }
  const modal: ModalEffect = { kind: 'modal', min: count.min, max: Math.min(count.max, modes.length), modes };
  return { effects: [modal], manual };
}
