// Automatic mana payment (scenario spec "Costs"; CR 601.2g–h): mana already in the pool first,
// then untapped lands that can produce what is still owed, coloured, hybrid, Phyrexian and snow
// symbols before generic. Among the sets of lands that can pay, it taps the one that leaves the
// most useful lands untapped: the colours the rest of the hand asks for first, then as many
// colours as possible, then the lands that make several colours. The planner only reads the
// state; the plan is carried out after every other check has passed, so a cost that cannot be
// paid changes nothing.
import type { ManaColor } from '../../cards/oracle/abilities.ts';
import { leastManaOwed, type ManaSymbol } from '../../cards/mana-symbols.ts';

const COLOR_INDEX: Record<ManaColor, number> = { W: 0, U: 1, B: 2, R: 3, G: 4, C: 5 };
/** Slots of a colour demand: W U B R G C, then snow (CR 107.4h). */
export const SNOW_SLOT = 6;
const SLOTS = 7;

/** A land that can be tapped for mana: its id, the colours it can make (one mana each), whether it is a snow source. */
export interface ManaSource {
  id: number;
  colors: readonly ManaColor[];
  snow?: boolean;
}

/**
 * What the player would like to keep untapped, per slot (W U B R G C, snow): how many sources
 * of each. Read lazily: only when more than one set of lands could pay.
 */
export type KeepDemand = () => readonly number[];

export interface PaymentPlan {
  /** Mana taken from the pool, indexed W U B R G C. */
  fromPool: number[];
  /** Lands to tap and the colour each makes. */
  taps: { id: number; color: ManaColor }[];
  /** Life paid for Phyrexian symbols. */
  life: number;
}

/** A symbol still owed after the pool: a bit mask of the colours that can pay it, or a snow source. */
interface Need {
  mask: number;
  snow: boolean;
}

const ALL_COLORS: ManaColor[] = ['W', 'U', 'B', 'R', 'G'];
const ANY_MASK = 0b111111;

function bit(color: ManaColor): number {
  return 1 << COLOR_INDEX[color];
}

/** The mana in a pool (W U B R G C). */
export function poolTotal(pool: readonly number[]): number {
  let total = 0;
  for (let index = 0; index < 6; index += 1) total += pool[index]!;
  return total;
}

/**
 * Plans a payment; undefined when it cannot be paid. `x` is the value of each {X}.
 * `lifeAvailable` limits how much life Phyrexian symbols may cost (CR 107.4f). `keep` says what
 * the rest of the hand needs, to choose between lands that could equally pay.
 */
export function planPayment(
  symbols: readonly ManaSymbol[],
  x: number,
  pool: readonly number[],
  sources: readonly ManaSource[],
  lifeAvailable = 0,
  keep?: KeepDemand,
): PaymentPlan | undefined {
  // Quick refusal before any planning: fewer mana sources than symbols to pay.
  if (leastManaOwed(symbols, x) > sources.length + poolTotal(pool)) return undefined;
  const left = pool.slice();
  const fromPool = [0, 0, 0, 0, 0, 0];
  let generic = 0;
  const needs: Need[] = [];
  const twobrids: ManaColor[] = [];
  const phyrexians: Need[] = [];
  for (const symbol of symbols) {
    switch (symbol.kind) {
      case 'generic':
        generic += symbol.amount;
        break;
      case 'variable':
        generic += x;
        break;
      case 'snow':
        // CR 107.4h: one mana from a snow source. Mana in the pool does not remember where it
        // came from, so {S} is paid by tapping a snow land.
        needs.push({ mask: ANY_MASK, snow: true });
        break;
      case 'colored':
        if (left[COLOR_INDEX[symbol.color]]! > 0) takeFromPool(left, fromPool, COLOR_INDEX[symbol.color]);
        else needs.push({ mask: bit(symbol.color), snow: false });
        break;
      case 'colorless':
        if (left[5]! > 0) takeFromPool(left, fromPool, 5);
        else needs.push({ mask: bit('C'), snow: false });
        break;
      case 'hybrid': {
        // CR 107.4e: either colour.
        const [a, b] = symbol.colors;
        const ia = COLOR_INDEX[a];
        const ib = COLOR_INDEX[b];
        if (left[ia]! > 0 || left[ib]! > 0) takeFromPool(left, fromPool, left[ia]! >= left[ib]! ? ia : ib);
        else needs.push({ mask: bit(a) | bit(b), snow: false });
        break;
      }
      case 'twobrid':
        if (left[COLOR_INDEX[symbol.color]]! > 0) takeFromPool(left, fromPool, COLOR_INDEX[symbol.color]);
        else twobrids.push(symbol.color);
        break;
      case 'phyrexian': {
        // CR 107.4f: one mana of its colour(s), or 2 life.
        const colors = symbol.colors.length === 0 ? (['C'] as ManaColor[]) : (symbol.colors as ManaColor[]);
        const inPool = colors.find((color) => left[COLOR_INDEX[color]]! > 0);
        if (inPool) takeFromPool(left, fromPool, COLOR_INDEX[inPool]);
        else phyrexians.push({ mask: colors.reduce((mask, color) => mask | bit(color), 0), snow: false });
        break;
      }
      default:
        return undefined; // symbols the engine can't pay ({½}, {C/W})
    }
  }
  // Pay as many {2/W} as possible with one coloured mana (the rest with two generic) and as many
  // Phyrexian symbols as possible with mana (the rest with 2 life each).
  for (let asColor = twobrids.length; asColor >= 0; asColor -= 1) {
    for (let asMana = phyrexians.length; asMana >= 0; asMana -= 1) {
      const life = (phyrexians.length - asMana) * 2;
      if (life > lifeAvailable) continue;
      const allNeeds: Need[] =
        asColor === 0 && asMana === 0 ? needs : [...needs, ...twobrids.slice(0, asColor).map((color) => ({ mask: bit(color), snow: false })), ...phyrexians.slice(0, asMana)];
      const extraGeneric = (twobrids.length - asColor) * 2;
      const plan = planWithLands(allNeeds, generic + extraGeneric, left, fromPool, sources, keep);
      if (plan) {
        plan.life = life;
        return plan;
      }
    }
  }
  return undefined;
}

const GENERIC_POOL_ORDER = [5, 0, 1, 2, 3, 4];
/** Beyond this many ways to split the taps among kinds of land, the greedy choice is used. */
const MAX_COMBINATIONS = 4096;

/** `length` zeros in a packed array: `new Array(n).fill(0)` makes a holey one, dearer to make and to read, at every payment planned. */
function zeros(length: number): number[] {
  const array: number[] = [];
  for (let index = 0; index < length; index += 1) array.push(0);
  return array;
}

function takeFromPool(left: number[], fromPool: number[], index: number): void {
  left[index]! -= 1;
  fromPool[index]! += 1;
}

/** Interchangeable lands: the same colours and the same snow-ness, in battlefield order. */
interface SourceKind {
  mask: number;
  snow: boolean;
  colors: readonly ManaColor[];
  sources: ManaSource[];
}

function kindsOf(sources: readonly ManaSource[]): SourceKind[] {
  const kinds: SourceKind[] = [];
  for (const source of sources) {
    if (source.colors.length === 0) continue;
    let mask = 0;
    for (const color of source.colors) mask |= 1 << COLOR_INDEX[color];
    const snow = source.snow === true;
    let kind: SourceKind | undefined;
    for (const candidate of kinds) if (candidate.mask === mask && candidate.snow === snow) kind = candidate;
    if (!kind) {
      kind = { mask, snow, colors: source.colors, sources: [] };
      kinds.push(kind);
    }
    kind.sources.push(source);
  }
  return kinds;
}

function fits(need: Need, kind: SourceKind): boolean {
  return need.snow ? kind.snow : (need.mask & kind.mask) !== 0;
}

/** Lands of each kind tapped: can the coloured needs be matched to them? Backtracking (a hand's worth of symbols). */
function matchNeeds(needs: readonly Need[], position: number, kinds: readonly SourceKind[], counts: number[], assigned: number[]): boolean {
  if (position === needs.length) return true;
  const need = needs[position]!;
  for (let index = 0; index < kinds.length; index += 1) {
    if (counts[index]! === 0 || !fits(need, kinds[index]!)) continue;
    counts[index]! -= 1;
    assigned[position] = index;
    if (matchNeeds(needs, position + 1, kinds, counts, assigned)) {
      counts[index]! += 1;
      return true;
    }
    counts[index]! += 1;
  }
  return false;
}

/** How good the untapped rest is: the hand's demand met, then colours kept, then flexible lands kept. */
function restScore(kinds: readonly SourceKind[], tapped: readonly number[], demand: readonly number[] | null): number {
  const availableBySlot = [0, 0, 0, 0, 0, 0, 0];
  let flexibility = 0;
  for (let index = 0; index < kinds.length; index += 1) {
    const kind = kinds[index]!;
    const rest = kind.sources.length - tapped[index]!;
    if (rest === 0) continue;
    for (let slot = 0; slot < 6; slot += 1) if (kind.mask & (1 << slot)) availableBySlot[slot]! += rest;
    if (kind.snow) availableBySlot[SNOW_SLOT]! += rest;
    flexibility += rest * kind.colors.length;
  }
  let met = 0;
  let colors = 0;
  for (let slot = 0; slot < SLOTS; slot += 1) {
    if (demand) met += Math.min(demand[slot]!, availableBySlot[slot]!);
    if (availableBySlot[slot]! > 0) colors += 1;
  }
  return met * 10_000 + colors * 1_000 + flexibility;
}

function planWithLands(
  needs: readonly Need[],
  genericOwed: number,
  poolLeft: readonly number[],
  fromPoolSoFar: readonly number[],
  sources: readonly ManaSource[],
  keep: KeepDemand | undefined,
): PaymentPlan | undefined {
  const fromPool = fromPoolSoFar.slice();
  const left = poolLeft.slice();
  // Generic from the rest of the pool first (colourless first): pool mana empties at the end of
  // the step anyway, lands stay.
  let generic = genericOwed;
  for (const index of GENERIC_POOL_ORDER) {
    while (generic > 0 && left[index]! > 0) {
      takeFromPool(left, fromPool, index);
      generic -= 1;
    }
  }
  const toTap = needs.length + generic;
  if (toTap === 0) return { fromPool, taps: [], life: 0 };
  if (toTap > sources.length) return undefined;
  const kinds = kindsOf(sources);
  // The most constrained need first: fewer kinds of land can pay it.
  const order = needs.length > 1 ? mostConstrainedFirst(needs, kinds) : needs;
  let combinations = 1;
  for (const kind of kinds) combinations *= kind.sources.length + 1;
  if (combinations > MAX_COMBINATIONS) return greedyPlan(order, toTap, kinds, fromPool);
  if (kinds.length === 1 || toTap === sources.length) {
    // One way to choose: tap the first lands of the one kind, or every land.
    const counts = kinds.map((kind) => (kinds.length === 1 ? toTap : kind.sources.length));
    const assigned = zeros(order.length);
    return matchNeeds(order, 0, kinds, counts.slice(), assigned) ? { fromPool, taps: tapsFor(order, kinds, counts, assigned), life: 0 } : undefined;
  }
  const assigned = zeros(order.length);
  // Colours no set of these lands can make (a green spell with only Swamps untapped): refused
  // before trying every split, which would each fail the same way. Any split taps fewer lands of
  // each kind than there are, so if every land together can't match the needs, none can.
  if (order.length > 0 && !matchNeeds(order, 0, kinds, kinds.map((kind) => kind.sources.length), assigned)) return undefined;
  const search: SplitSearch = { kinds, order, keep, counts: zeros(kinds.length), assigned, best: null, bestAssigned: null, bestScore: -1, demand: undefined };
  visitSplits(search, 0, toTap);
  if (search.best === null) return undefined;
  return { fromPool, taps: tapsFor(order, kinds, search.best, search.bestAssigned!), life: 0 };
}

/** The search over every split of the lands to tap among the kinds of land (no closures: this runs in every simulated game). */
interface SplitSearch {
  kinds: readonly SourceKind[];
  order: readonly Need[];
  keep: KeepDemand | undefined;
  counts: number[];
  assigned: number[];
  best: number[] | null;
  bestAssigned: number[] | null;
  bestScore: number;
  demand: readonly number[] | null | undefined;
}

function visitSplits(search: SplitSearch, index: number, remaining: number): void {
  const { kinds, counts } = search;
  if (index === kinds.length) {
    if (remaining > 0) return;
    // matchNeeds leaves the counts as it found them.
    if (!matchNeeds(search.order, 0, kinds, counts, search.assigned)) return;
    if (search.best === null) {
      search.best = counts.slice();
      search.bestAssigned = search.assigned.slice();
      return;
    }
    if (search.demand === undefined) search.demand = search.keep ? search.keep() : null;
    if (search.bestScore < 0) search.bestScore = restScore(kinds, search.best, search.demand);
    const score = restScore(kinds, counts, search.demand);
    if (score > search.bestScore) {
      search.best = counts.slice();
      search.bestAssigned = search.assigned.slice();
      search.bestScore = score;
    }
    return;
  }
  // The last kind takes whatever is left: no need to try the counts that can't add up.
  const most = Math.min(kinds[index]!.sources.length, remaining);
  const least = index === kinds.length - 1 ? remaining : 0;
  for (let count = most; count >= least; count -= 1) {
    counts[index] = count;
    visitSplits(search, index + 1, remaining - count);
  }
  counts[index] = 0;
}

function mostConstrainedFirst(needs: readonly Need[], kinds: readonly SourceKind[]): Need[] {
  // A stable insertion sort by how many lands fit: a cost has a handful of symbols, and this runs
  // for every payment planned (no map, no comparator closure).
  const order: Need[] = [];
  const fitting: number[] = [];
  for (const need of needs) {
    const count = kindsFitting(need, kinds);
    let at = order.length;
    while (at > 0 && fitting[at - 1]! > count) at -= 1;
    order.splice(at, 0, need);
    fitting.splice(at, 0, count);
  }
  return order;
}

function kindsFitting(need: Need, kinds: readonly SourceKind[]): number {
  let count = 0;
  for (const kind of kinds) if (fits(need, kind)) count += kind.sources.length;
  return count;
}

/** The lands of each kind to tap (the first ones in battlefield order) and the colour each makes. */
function tapsFor(order: readonly Need[], kinds: readonly SourceKind[], counts: readonly number[], assigned: readonly number[]): { id: number; color: ManaColor }[] {
  const taps: { id: number; color: ManaColor }[] = [];
  const used = zeros(kinds.length);
  for (let position = 0; position < order.length; position += 1) {
    const need = order[position]!;
    const source = kinds[assigned[position]!]!.sources[used[assigned[position]!]!++]!;
    let color = source.colors[0]!;
    if (!need.snow) for (const candidate of source.colors) if ((need.mask & (1 << COLOR_INDEX[candidate])) !== 0) {
      color = candidate;
      break;
    }
    taps.push({ id: source.id, color });
  }
  for (let index = 0; index < kinds.length; index += 1) {
    while (used[index]! < counts[index]!) taps.push({ id: kinds[index]!.sources[used[index]!++]!.id, color: kinds[index]!.colors[0]! });
  }
  return taps;
}

/**
 * Large boards: coloured needs matched to lands that make the fewest colours, then generic from
 * the lands that make the fewest colours.
 */
function greedyPlan(order: readonly Need[], toTap: number, kinds: readonly SourceKind[], fromPool: number[]): PaymentPlan | undefined {
  const sorted = kinds
    .map((kind, index) => ({ kind, index }))
    .sort((a, b) => a.kind.colors.length - b.kind.colors.length || Number(a.kind.snow) - Number(b.kind.snow));
  const sortedKinds = sorted.map((entry) => entry.kind);
  const counts = sortedKinds.map((kind) => kind.sources.length);
  const assigned = zeros(order.length);
  if (!matchNeeds(order, 0, sortedKinds, counts, assigned)) return undefined;
  const tapped = zeros(sortedKinds.length);
  for (const index of assigned) tapped[index]! += 1;
  let generic = toTap - order.length;
  for (let index = 0; index < sortedKinds.length && generic > 0; index += 1) {
    const spare = Math.min(generic, sortedKinds[index]!.sources.length - tapped[index]!);
    tapped[index]! += spare;
    generic -= spare;
  }
  if (generic > 0) return undefined;
  return { fromPool, taps: tapsFor(order, sortedKinds, tapped, assigned), life: 0 };
}

export { ALL_COLORS, COLOR_INDEX };
