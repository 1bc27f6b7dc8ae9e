// Soulbond (CR 702.95a): "You may pair this creature with another unpaired creature when either
// enters the battlefield. They remain paired for as long as you control both of them." Two
// triggered abilities (702.95c): when this creature enters, and whenever another creature enters
// under your control, each while this one is unpaired. And the lines that read the pair: "As long
// as ~ is paired with another creature, each of those creatures gets +N/+N" / "both creatures have
// [keywords]": an anthem on the pair. German: Seelenbindung; Spanish: Vínculo de almas.
import type { ActivatedAbility, ObjectFilter, StaticAbility, TriggeredAbility } from '../abilities.ts';
import { parseKeywordList } from './evergreen.ts';
import { bareKeyword } from './numbered.ts';

const CREATURE = { words: [{ english: 'Creature', kind: 'type' as const }], text: 'creature' };
const UNPAIRED = { kind: 'self is', what: 'unpaired' } as const;

export const SOULBOND: readonly TriggeredAbility[] = [
  { kind: 'triggered', event: { on: 'enters self' }, condition: UNPAIRED, effects: [{ kind: 'pair' }], targets: [], text: 'Soulbond: you may pair it with another unpaired creature you control.' },
  {
    kind: 'triggered',
    event: { on: 'another enters', filter: { anyOf: [CREATURE], none: [], colors: [], notColors: [], controller: 'you', other: true, text: 'another creature you control' } },
    condition: UNPAIRED,
    effects: [{ kind: 'pair' }],
    targets: [],
    text: 'Soulbond: you may pair it with the creature that entered.',
  },
];

export function parseSoulbond(line: string): readonly TriggeredAbility[] | undefined {
  return bareKeyword(line, ['soulbond', 'seelenbindung', 'vínculo de almas']) ? SOULBOND : undefined;
}

const THE_PAIR: ObjectFilter = { anyOf: [CREATURE], none: [], colors: [], notColors: [], pairedWithSource: true, text: 'the paired creatures' };
const PAIRED = /^as long as ~ is paired with another creature, (?:each of those creatures gets ([+-]\d+)\/([+-]\d+)|both creatures have (.+))\.$/i;

/** "As long as ~ is paired with another creature, each of those creatures gets +N/+N." / "…, both creatures have flying." */
export function parsePairedStatic(line: string): StaticAbility | undefined {
  const match = line.trim().match(PAIRED);
  if (!match) return undefined;
  if (match[1] !== undefined) return { kind: 'static', effect: { kind: 'anthem', filter: THE_PAIR, self: false, power: Number(match[1]), toughness: Number(match[2]), keywords: [] } };
  const keywords = parseKeywordList(match[3]!);
  return keywords ? { kind: 'static', effect: { kind: 'anthem', filter: THE_PAIR, self: false, power: 0, toughness: 0, keywords } } : undefined;
}

/** What the compiler gives this module: the activated abilities a line is, when it is only those and read whole. */
export type ReadActivated = (line: string) => readonly ActivatedAbility[] | undefined;

const PAIRED_GRANT = /^as long as ~ is paired with another creature, each of those creatures has "(.+)"\.?$/i;

/** 'As long as ~ is paired with another creature, each of those creatures has "{R}: This creature gets +1/+0 until end of turn."' */
export function parsePairedGrant(line: string, read: ReadActivated): StaticAbility | undefined {
  const match = line.trim().match(PAIRED_GRANT);
  if (!match) return undefined;
  const abilities = read(match[1]!.replace(/\bthis creature\b/gi, '~'));
  if (!abilities) return undefined;
  // "~" in the quoted ability is whichever creature of the pair has it.
  const activated = abilities.map((ability) => ({ ...ability, text: ability.text.replace(/~/g, 'this creature') }));
  return { kind: 'static', effect: { kind: 'pair grants', activated } };
}
