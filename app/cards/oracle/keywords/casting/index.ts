// Every casting keyword module, tried in order on a line; the first that reads it wins.
import { additionalX } from './additional-x.ts';
import { affinity } from './affinity.ts';
import { buyback } from './buyback.ts';
import { evoke } from './evoke.ts';
import { alternativeCost } from './alternative-cost.ts';
import { bestow } from './bestow.ts';
import { dash } from './dash.ts';
import { ripple } from './ripple.ts';
import { flashForMore } from './flash-for-more.ts';
import { graveyardExileCost } from './graveyard-exile-cost.ts';
import { miracle } from './miracle.ts';
import { awaken } from './awaken.ts';
import { splice } from './splice.ts';
import { transmute } from './transmute.ts';
import { assist, cascade, cipher, conspire, convoke, delve, improvise, jumpStart, rebound, retrace, splitSecond, storm, sunburst } from './flags.ts';
import { kicker } from './kicker.ts';
import { madness } from './madness.ts';
import type { CastKeywordModule, CastKeywords } from './model.ts';
import { multikicker } from './multikicker.ts';
import { strive } from './strive.ts';
import { surge } from './surge.ts';
import { emerge } from './emerge.ts';
import { replicate } from './replicate.ts';
import { spectacle } from './spectacle.ts';
import { overload } from './overload.ts';
import { undaunted } from './undaunted.ts';

export { NO_CAST_KEYWORDS, type CastKeywords } from './model.ts';
export { finishOverload } from './overload.ts';
export { TransmuteAbility } from './transmute.ts';
export { finishSplice, splicedSpell } from './splice.ts';
export { finishAwaken } from './awaken.ts';
export type { AlternativeCost } from './model.ts';

// Multikicker before kicker: "Multikicker {1}" must not read as a kicker.
const MODULES: readonly CastKeywordModule[] = [multikicker, kicker, buyback, madness, evoke, surge, replicate, spectacle, emerge, overload, convoke, delve, improvise, affinity, storm, cascade, splitSecond, rebound, sunburst, retrace, jumpStart, strive, additionalX, undaunted, dash, bestow, assist, conspire, ripple, transmute, alternativeCost, splice, awaken, cipher, miracle, graveyardExileCost, flashForMore];

/** What one line adds to a card's casting keywords, with its description; undefined when no module reads it. */
export function parseCastKeyword(line: string): { found: Partial<CastKeywords>; describe: string } | undefined {
  for (const module of MODULES) {
    const found = module.parse(line);
    if (found) return { found, describe: module.describe(found) };
  }
  return undefined;
}
