// The death, zone-change and enters-the-battlefield keywords in one entry for the compiler:
// persist, undying, soulshift, afterlife, living weapon, evolve, fabricate, extort, unearth, morph
// and megamorph, and "As ~ enters the battlefield, choose …" (docs/rules-lifecycle.md). Each keyword has its own module.
import type { ActivatedAbility, Effect, StaticAbility, TriggeredAbility } from '../abilities.ts';
import { parseEntersChoice } from './enters-choice.ts';
import { parseEntersAsCopy } from './enters-as-copy.ts';
import { parseChosenNameLock } from './chosen-name.ts';
import { parseEntersReplacement } from './enters-replacements.ts';
import { parseDiesKeyword } from './dies-keywords.ts';
import { parseEntersKeyword } from './enters-keywords.ts';
import { parseExtort } from './extort.ts';
import { type Morph, parseMorph } from './morph.ts';
import { parseUnearth } from './unearth.ts';
import { parseEmbalm } from './embalm.ts';
import { parseModularOrGraft } from './modular-graft.ts';

export interface LifecycleKeyword {
  /** Part of an instant's or sorcery's spell ability (ascend, CR 702.131a). */
  spellEffects?: readonly Effect[];
  triggered: readonly TriggeredAbility[];
  activated: readonly ActivatedAbility[];
  statics?: readonly StaticAbility[];
  morph?: Morph;
  describe: string;
}

export function parseLifecycleKeyword(line: string, isSpellOnly: boolean): LifecycleKeyword | undefined {
  // CR 702.131: ascend is a spell ability on an instant or sorcery, a static ability on a permanent.
  if (/^(ascend|aufstieg|ascender|ascenso)$/i.test(line.trim())) {
    return isSpellOnly ? { spellEffects: [{ kind: 'ascend' }], triggered: [], activated: [], describe: 'ascend' } : { triggered: [], activated: [], statics: [{ kind: 'static', effect: { kind: 'ascend' } }], describe: 'ascend' };
  }
  const dies = parseDiesKeyword(line) ?? parseEntersKeyword(line);
  if (dies) return { triggered: dies.triggered, activated: [], describe: dies.describe };
  const extort = parseExtort(line);
  if (extort) return { triggered: extort, activated: [], describe: 'extort' };
  const graveyard = parseUnearth(line) ?? parseEmbalm(line);
  if (graveyard) return { triggered: [], activated: [graveyard], describe: graveyard.describe() };
  const choice = parseEntersChoice(line);
  if (choice && choice.effect.kind === 'choose as enters') return { triggered: [], activated: [], statics: [choice], describe: `choose a ${choice.effect.what} as it enters` };
  const lock = parseChosenNameLock(line);
  if (lock) return { triggered: [], activated: [], statics: [lock], describe: 'a chosen-name lock' };
  const clone = parseEntersAsCopy(line);
  if (clone) return { triggered: [], activated: [], statics: [clone], describe: 'enters as a copy' };
  // Dredge N (CR 702.52): Spanish Dragar.
  const dredge = line.trim().match(/^(?:dredge|dragar)\s+(\d+)$/i);
  if (dredge) return { triggered: [], activated: [], statics: [{ kind: 'static', effect: { kind: 'dredge', amount: Number(dredge[1]) } }], describe: `dredge ${dredge[1]}` };
  const counters = parseModularOrGraft(line);
  if (counters) return { triggered: counters.triggered, activated: [], statics: counters.statics, describe: counters.describe };
  const replacement = parseEntersReplacement(line);
  if (replacement) return { triggered: [], activated: [], statics: [replacement.ability], describe: replacement.describe };
  const morph = parseMorph(line);
  if (morph) return { triggered: [], activated: [], morph, describe: `${morph.megamorph ? 'megamorph' : 'morph'} ${morph.cost.text}` };
  return undefined;
}
