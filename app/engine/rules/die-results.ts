// CR 706: what an ability reads from its die roll: "the result" / "the total of those results", or
// "the difference between those results" of two dice.

export function dieResult(rolled: readonly number[], how: 'total' | 'difference'): number {
  if (how === 'difference') return rolled.length === 2 ? Math.abs(rolled[0]! - rolled[1]!) : 0;
  let total = 0;
  for (const result of rolled) total += result;
  return total;
}
