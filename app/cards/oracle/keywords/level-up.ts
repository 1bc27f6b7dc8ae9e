// Level up (CR 702.87) and the leveler frame (CR 711): "Level up [cost]" means "[Cost]: Put a
// level counter on this permanent. Activate only as a sorcery." The text after it is read in bands:
// a "LEVEL N-M" or "LEVEL N+" line (German "STUFE", Spanish "NIVEL"), the band's "P/T" line, and
// its abilities. A creature with level counters in a band has that band's power, toughness and
// abilities (CR 711.2a–b); below the first band, its printed ones. The band's keyword abilities
// and activated abilities are enforced (an activated one only at its band's levels); any other
// ability inside a band stays text (played by hand), never applied at every level.
import type { ActivatedAbility, Cost, LevelBand } from '../abilities.ts';
import { KeywordActivatedAbility, keywordWithCost } from './keyword-ability.ts';
import { parseKeywordLine } from './evergreen.ts';

/** The keyword's names in English, German and Spanish (one array, so its pattern is built once: keyword-pattern.ts). */
const KEYWORD_NAMES = ['level up', 'aufleveln', 'subir de nivel'];

export class LevelUpAbility extends KeywordActivatedAbility {
  constructor(cost: Cost) {
    // CR 702.87a: level up only as a sorcery.
    super({ keyword: 'level up', cost, effects: [{ kind: 'counters', counter: 'level', count: 1, to: 'self' }], zone: 'battlefield', sorcerySpeed: true, text: 'Put a level counter on ~.' });
  }
}

const BAND = /^(?:level|stufe|nivel)\s+(\d+)\s*(?:[-–]\s*(\d+)|(\+))$/i;
const POWER_TOUGHNESS = /^(\d+)\/(\d+)$/;

export function parseLevelUp(line: string): LevelUpAbility | undefined {
  const cost = keywordWithCost(line, KEYWORD_NAMES)?.cost;
  return cost && !cost.tap ? new LevelUpAbility(cost) : undefined;
}

/**
 * Reads a leveler's lines in order. `read` takes each line: a band header, the band's P/T or a
 * keyword line inside a band is consumed (enforced); another line inside a band is consumed as
 * text (its ability is not given at every level); a line before the first band is left to the
 * other readers (undefined).
 */
export class LevelerReader {
  readonly bands: LevelBand[] = [];
  /** The bands' activated abilities, each usable only at its band's levels. */
  readonly activated: ActivatedAbility[] = [];

  /** `abilitiesOf`: a band line's activated abilities, when the line is only that. */
  read(line: string, abilitiesOf: (line: string) => readonly ActivatedAbility[] | undefined): { describe: string[]; status: 'enforced' | 'text'; manual?: string[] } | undefined {
    const text = line.trim();
    const header = text.match(BAND);
    if (header) {
      const min = Number(header[1]);
      const max = header[3] ? null : Number(header[2]);
      this.bands.push({ min, max, power: null, toughness: null, keywords: [] });
      return { describe: [`level ${min}${max === null ? '+' : `-${max}`}`], status: 'enforced' };
    }
    const band = this.bands[this.bands.length - 1];
    if (!band) return undefined;
    const size = text.match(POWER_TOUGHNESS);
    if (size && band.power === null) {
      band.power = Number(size[1]);
      band.toughness = Number(size[2]);
      return { describe: [`${band.power}/${band.toughness} at level ${band.min}${band.max === null ? '+' : `-${band.max}`}`], status: 'enforced' };
    }
    const keywords = parseKeywordLine(text);
    if (keywords) {
      band.keywords.push(...keywords);
      return { describe: keywords.map((keyword) => `${keyword} at level ${band.min}+`), status: 'enforced' };
    }
    const abilities = abilitiesOf(text);
    if (abilities) {
      const level = { min: band.min, max: band.max };
      this.activated.push(...abilities.map((ability) => ({ ...ability, level })));
      return { describe: abilities.map((ability) => `${ability.cost.text}: ${ability.text} at level ${band.min}${band.max === null ? '+' : `-${band.max}`}`), status: 'enforced' };
    }
    return { describe: [], status: 'text' };
  }
}

/** The band a number of level counters falls in (CR 711.2), or undefined below the first. */
export function levelBand(bands: readonly LevelBand[], level: number): LevelBand | undefined {
  for (const band of bands) if (level >= band.min && (band.max === null || level <= band.max)) return band;
  return undefined;
}
