// The upkeep and time-counter keywords, in English, German and Spanish:
//   Cumulative upkeep (CR 702.24a)  Kumulative Versorgungskosten  Mantenimiento acumulativo
//   Echo (CR 702.30a)               Echo                           Eco
//   Fading (CR 702.32a)             Schwund                        Desvanecimiento
//   Vanishing (CR 702.63a)          Schwinden                      Desaparición
//   Suspend (CR 702.62a)            Aussetzen                      Suspender
// Each becomes the triggered abilities the rule defines (and, for fading and vanishing, the
// "enters with N counters" replacement; for suspend, the special action from hand). The engine
// side is `engine/upkeep.ts` and the effect unit `engine/effects/upkeep.ts`.
import { parseManaCost, type ManaSymbol } from '../../mana-symbols.ts';
import type { ActivatedAbility, Cost, StaticAbility, TriggeredAbility, UpkeepKeyword } from '../abilities.ts';
import { parseCost } from '../costs.ts';
import { parseAmount } from '../normalize.ts';

/** What one keyword line adds to the card. */
export interface UpkeepKeywordParts {
  readonly describe: string;
  readonly triggered: readonly TriggeredAbility[];
  readonly statics: readonly StaticAbility[];
  readonly activated: readonly ActivatedAbility[];
}

const DASH = String.raw`(?:\s*[—–]\s*|\s+-\s+|\s+)`;
const CUMULATIVE = new RegExp(String.raw`^(?:cumulative upkeep|kumulative versorgungskosten|mantenimiento acumulativo)${DASH}(.+?)\.?$`, 'i');
const ECHO = new RegExp(String.raw`^(?:echo|eco)${DASH}(.+?)\.?$`, 'i');
const FADING = /^(?:fading|schwund|desvanecimiento)\s+(\d+)$/i;
const VANISHING = /^(?:vanishing|schwinden|desaparición)\s+(\d+)$/i;
const SUSPEND = /^(?:suspend|aussetzen|suspender)\s+(\d+)\s*[—–-]\s*(.+?)\.?$/i;
const PAY_LIFE = /^(?:pay|zahle|paga)\s+(\d+)\s+(?:life|lebenspunkte?|vidas?)$/i;

function trigger(on: 'upkeep keyword' | 'last time counter', keyword: UpkeepKeyword, text: string): TriggeredAbility {
  return { kind: 'triggered', event: { on }, effects: [{ kind: 'upkeepKeyword', keyword }], targets: [], text };
}

/** Mana symbols only (no {T}, no other costs): undefined otherwise. */
function manaOnly(text: string): readonly ManaSymbol[] | undefined {
  if (!/^(\{[^}]+\})+$/.test(text.trim())) return undefined;
  try {
    const symbols = parseManaCost(text.trim());
    return symbols.some((symbol) => symbol.kind === 'variable' || symbol.kind === 'snow') ? undefined : symbols;
  } catch {
    return undefined;
  }
}

const manaText = (mana: readonly ManaSymbol[]): string => mana.map((symbol) => symbol.text).join('');

function cumulativeUpkeep(costText: string): UpkeepKeywordParts | undefined {
  const life = costText.match(PAY_LIFE);
  // "Cumulative upkeep {R} or {G}": either colour for each age counter, a hybrid {R/G} each.
  const either = costText.match(/^\{([WUBRG])\} (?:or|oder|o) \{([WUBRG])\}$/i);
  const mana = life ? [] : manaOnly(either ? `{${either[1]!.toUpperCase()}/${either[2]!.toUpperCase()}}` : costText);
  if (!mana) return undefined;
  const lifeCost = life ? Number(life[1]) : 0;
  const cost = life ? `pay ${lifeCost} life` : manaText(mana);
  const keyword: UpkeepKeyword = { kind: 'cumulative upkeep', mana, life: lifeCost };
  return {
    describe: `cumulative upkeep ${cost}`,
    triggered: [trigger('upkeep keyword', keyword, `Put an age counter on ~, then sacrifice it unless you ${life ? cost : `pay ${cost}`} for each age counter on it.`)],
    statics: [],
    activated: [],
  };
}

function echo(costText: string): UpkeepKeywordParts | undefined {
  const mana = manaOnly(costText);
  if (!mana) return undefined;
  return {
    describe: `echo ${manaText(mana)}`,
    triggered: [trigger('upkeep keyword', { kind: 'echo', mana }, `Sacrifice ~ unless you pay ${manaText(mana)}.`)],
    statics: [],
    activated: [],
  };
}

function entersWith(counter: string, count: number): StaticAbility {
  return { kind: 'static', effect: { kind: 'enters with counters', counter, count } };
}

/** CR 702.62a: "Suspend N—[cost]": the special action from hand, and the two abilities of the exiled card. */
export class SuspendAbility implements ActivatedAbility {
  readonly kind = 'activated' as const;
  readonly keyword = 'suspend';
  readonly effects = [] as const;
  readonly targets = [] as const;
  readonly zone = 'hand' as const;
  readonly isCycling = false;
  readonly isManaAbility = false;
  readonly specialAction = 'suspend' as const;
  readonly text: string;

  /** `sorcerySpeed`: any time you could cast the card (CR 702.62a): set again by the compiler for instants and flash. */
  constructor(
    readonly cost: Cost,
    readonly timeCounters: number,
    readonly sorcerySpeed = true,
  ) {
    this.text = `Exile ~ with ${timeCounters} time counter${timeCounters === 1 ? '' : 's'} on it.`;
  }

  atInstantSpeed(): SuspendAbility {
    return new SuspendAbility(this.cost, this.timeCounters, false);
  }
}

function suspend(count: number, costText: string): UpkeepKeywordParts | undefined {
  const cost = parseCost(costText);
  if (!cost || cost.tap || cost.discardSelf || cost.sacrifice !== null || cost.discardOther > 0 || count < 1) return undefined;
  return {
    describe: `suspend ${count}—${cost.text}`,
    triggered: [
      trigger('upkeep keyword', { kind: 'suspend' }, 'Remove a time counter from ~.'),
      trigger('last time counter', { kind: 'suspend cast' }, 'You may cast ~ without paying its mana cost. It gains haste.'),
    ],
    statics: [],
    activated: [new SuspendAbility(cost, count)],
  };
}

/** One keyword line ("Cumulative upkeep {1}", "Echo {2}{R}", "Fading 3", "Vanishing 2", "Suspend 4—{U}"); undefined when it is none of them. */
export function parseUpkeepKeyword(line: string): UpkeepKeywordParts | undefined {
  const text = line.trim();
  let match: RegExpMatchArray | null;
  if ((match = text.match(CUMULATIVE))) return cumulativeUpkeep(match[1]!);
  if ((match = text.match(ECHO))) return echo(match[1]!);
  if ((match = text.match(FADING))) {
    const count = Number(match[1]);
    return {
      describe: `fading ${count}`,
      triggered: [trigger('upkeep keyword', { kind: 'fading' }, 'Remove a fade counter from ~. If you can\'t, sacrifice ~.')],
      statics: [entersWith('fade', count)],
      activated: [],
    };
  }
  if ((match = text.match(VANISHING))) {
    const count = Number(match[1]);
    return {
      describe: `vanishing ${count}`,
      triggered: [
        trigger('upkeep keyword', { kind: 'vanishing' }, 'Remove a time counter from ~.'),
        trigger('last time counter', { kind: 'vanishing sacrifice' }, 'Sacrifice ~.'),
      ],
      statics: [entersWith('time', count)],
      activated: [],
    };
  }
  if ((match = text.match(SUSPEND))) {
    const count = parseAmount(match[1]!);
    return typeof count === 'number' ? suspend(count, match[2]!) : undefined;
  }
  return undefined;
}
