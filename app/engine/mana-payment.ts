// Automatic mana payment (scenario spec "Costs"): mana already in the pool first, then untapped
// lands that can produce what is still owed, coloured and hybrid symbols before generic. The
// planner only reads the state; the plan is carried out after every other check has passed, so
// a cost that cannot be paid changes nothing.
import type { ManaColor } from '../cards/oracle/abilities.ts';
import type { ManaSymbol } from '../cards/mana-symbols.ts';

const COLOR_INDEX: Record<ManaColor, number> = { W: 0, U: 1, B: 2, R: 3, G: 4, C: 5 };

/** A land that can be tapped for mana: its id and the colours it can make (one mana each). */
export interface ManaSource {
  id: number;
  colors: readonly ManaColor[];
}

export interface PaymentPlan {
  /** Mana taken from the pool, indexed W U B R G C. */
  fromPool: number[];
  /** Lands to tap and the colour each makes. */
  taps: { id: number; color: ManaColor }[];
  /** Life paid for Phyrexian symbols. */
  life: number;
}

/** Requirements still owed after the pool: each is the set of colours that can pay it. */
type Need = readonly ManaColor[];

const ALL_COLORS: ManaColor[] = ['W', 'U', 'B', 'R', 'G'];

/**
 * Plans a payment; undefined when it cannot be paid. `x` is the value of each {X}.
 * `lifeAvailable` limits how much life Phyrexian symbols may cost.
 */
export function planPayment(symbols: readonly ManaSymbol[], x: number, pool: readonly number[], sources: readonly ManaSource[], lifeAvailable = 0): PaymentPlan | undefined {
  // Quick refusal before any planning: fewer mana sources than symbols to pay.
  let available = sources.length;
  for (let index = 0; index < 6; index += 1) available += pool[index]!;
  let least = 0;
  for (const symbol of symbols) least += symbol.kind === 'generic' ? symbol.amount : symbol.kind === 'variable' ? x : symbol.kind === 'phyrexian' ? 0 : 1;
  if (least > available) return undefined;
  const left = pool.slice();
  const fromPool = [0, 0, 0, 0, 0, 0];
  const take = takeFromPool;
  let generic = 0;
  const needs: Need[] = [];
  const twobrids: ManaColor[] = [];
  const phyrexians: ManaColor[][] = [];
  for (const symbol of symbols) {
    switch (symbol.kind) {
      case 'generic':
        generic += symbol.amount;
        break;
      case 'variable':
        generic += x;
        break;
      case 'snow': // a snow source is not modelled: paid like generic mana
        generic += 1;
        break;
      case 'colored':
        if (left[COLOR_INDEX[symbol.color]]! > 0) take(left, fromPool, COLOR_INDEX[symbol.color]);
        else needs.push([symbol.color]);
        break;
      case 'colorless':
        if (left[5]! > 0) take(left, fromPool, 5);
        else needs.push(['C']);
        break;
      case 'hybrid': {
        const [a, b] = symbol.colors;
        const ia = COLOR_INDEX[a];
        const ib = COLOR_INDEX[b];
        if (left[ia]! > 0 || left[ib]! > 0) take(left, fromPool, left[ia]! >= left[ib]! ? ia : ib);
        else needs.push([a, b]);
        break;
      }
      case 'twobrid':
        if (left[COLOR_INDEX[symbol.color]]! > 0) take(left, fromPool, COLOR_INDEX[symbol.color]);
        else twobrids.push(symbol.color);
        break;
      case 'phyrexian': {
        const colors = symbol.colors.length === 0 ? (['C'] as ManaColor[]) : (symbol.colors as ManaColor[]);
        const inPool = colors.find((color) => left[COLOR_INDEX[color]]! > 0);
        if (inPool) take(left, fromPool, COLOR_INDEX[inPool]);
        else phyrexians.push(colors);
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
      const allNeeds: Need[] = [...needs, ...twobrids.slice(0, asColor).map((color) => [color]), ...phyrexians.slice(0, asMana)];
      const extraGeneric = (twobrids.length - asColor) * 2;
      const plan = planWithLands(allNeeds, generic + extraGeneric, left, fromPool, sources);
      if (plan) return { ...plan, life };
    }
  }
  return undefined;
}

function planWithLands(needs: readonly Need[], genericOwed: number, poolLeft: readonly number[], fromPoolSoFar: readonly number[], sources: readonly ManaSource[]): Omit<PaymentPlan, 'life'> | undefined {
  // Quick refusal: not enough mana in all.
  let poolTotal = 0;
  for (let index = 0; index < 6; index += 1) poolTotal += poolLeft[index]!;
  if (needs.length + genericOwed > poolTotal + sources.length) return undefined;
  const fromPool = fromPoolSoFar.slice();
  const left = poolLeft.slice();
  // Lands that make fewest colours first (a basic is tapped before a dual land), then in
  // battlefield order (the sort is stable).
  const sorted = sources.length > 1 ? sources.slice().sort((a, b) => a.colors.length - b.colors.length) : sources;
  const used: boolean[] = new Array<boolean>(sorted.length).fill(false);
  const taps: { id: number; color: ManaColor }[] = [];
  // Coloured needs first: a matching over lands, the most constrained need first.
  let order = needs;
  if (needs.length > 1) {
    const counts = needs.map((need) => sorted.reduce((count, source) => count + (source.colors.some((color) => need.includes(color)) ? 1 : 0), 0));
    order = needs.map((need, index) => ({ need, count: counts[index]! })).sort((a, b) => a.count - b.count).map((entry) => entry.need);
  }
  if (order.length > 0 && !assign(order, 0, sorted, used, taps)) return undefined;
  // Generic: the rest of the pool first (colourless first), then lands that make fewest colours.
  let generic = genericOwed;
  for (const index of GENERIC_POOL_ORDER) {
    while (generic > 0 && left[index]! > 0) {
      left[index]! -= 1;
      fromPool[index]! += 1;
      generic -= 1;
    }
  }
  for (let index = 0; index < sorted.length && generic > 0; index += 1) {
    const source = sorted[index]!;
    if (used[index] || source.colors.length === 0) continue;
    used[index] = true;
    taps.push({ id: source.id, color: source.colors[0]! });
    generic -= 1;
  }
  if (generic > 0) return undefined;
  return { fromPool, taps };
}

const GENERIC_POOL_ORDER = [5, 0, 1, 2, 3, 4];

function takeFromPool(left: number[], fromPool: number[], index: number): void {
  left[index]! -= 1;
  fromPool[index]! += 1;
}

/** Backtracking matching of coloured needs to lands (tiny sizes: a hand's worth of symbols). */
function assign(order: readonly Need[], position: number, sorted: readonly ManaSource[], used: boolean[], taps: { id: number; color: ManaColor }[]): boolean {
  if (position === order.length) return true;
  const need = order[position]!;
  for (let index = 0; index < sorted.length; index += 1) {
    if (used[index]) continue;
    const source = sorted[index]!;
    let color: ManaColor | undefined;
    for (const candidate of source.colors) {
      if (need.includes(candidate)) {
        color = candidate;
        break;
      }
    }
    if (color === undefined) continue;
    used[index] = true;
    taps.push({ id: source.id, color });
    if (assign(order, position + 1, sorted, used, taps)) return true;
    used[index] = false;
    taps.pop();
  }
  return false;
}

export { ALL_COLORS, COLOR_INDEX };
