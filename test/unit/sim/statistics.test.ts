import { describe, expect, it } from 'vitest';
import { compareMeans, compareProportions, estimateMean, meanInterval, normalCdf, studentTCdf, studentTQuantile, wilsonInterval } from '../../../app/sim/statistics.ts';

describe('confidence intervals', () => {
  it('Wilson score interval matches published values (0/10, 5/10) and stays inside [0, 1]', () => {
    const [lo0, hi0] = wilsonInterval(0, 10);
    expect(lo0).toBe(0);
    expect(hi0).toBeCloseTo(0.2775, 4);
    const [lo5, hi5] = wilsonInterval(5, 10);
    expect(lo5).toBeCloseTo(0.2366, 4);
    expect(hi5).toBeCloseTo(0.7634, 4);
    const [, hiAll] = wilsonInterval(10, 10);
    expect(hiAll).toBe(1);
    expect(wilsonInterval(0, 0)).toEqual([0, 1]);
  });

  it('normal and Student t distributions match reference quantiles (scipy)', () => {
    expect(normalCdf(1.959963984540054)).toBeCloseTo(0.975, 6);
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(studentTQuantile(0.975, 10)).toBeCloseTo(2.228138852, 6);
    expect(studentTQuantile(0.975, 1)).toBeCloseTo(12.706204736, 5);
    expect(studentTQuantile(0.975, 5.88235294117647)).toBeCloseTo(2.458823710, 6);
    expect(studentTCdf(-2.228138852, 10)).toBeCloseTo(0.025, 7);
  });

  it('a mean interval is mean ± t·s/√n', () => {
    const estimate = estimateMean({ n: 5, sum: 15, sumOfSquares: 55 })!; // 1, 2, 3, 4, 5
    expect(estimate.mean).toBe(3);
    expect(estimate.variance).toBeCloseTo(2.5, 12);
    const [lo, hi] = meanInterval(estimate);
    const half = 2.7764451051977987 * Math.sqrt(2.5 / 5); // t(0.975, 4)
    expect(lo).toBeCloseTo(3 - half, 6);
    expect(hi).toBeCloseTo(3 + half, 6);
  });
});

describe('comparing two runs', () => {
  it('two-proportion z-test: 45/100 vs 60/100 gives z = 2.124, p = 0.0337 (pooled)', () => {
    const test = compareProportions(45, 100, 60, 100);
    expect(test.difference).toBeCloseTo(0.15, 12);
    expect(test.pValue).toBeCloseTo(0.033672, 5);
    expect(test.significant).toBe(true);
    expect(test.ci95[0]).toBeGreaterThan(0);
    expect(test.ci95[1]).toBeLessThan(0.3);
    expect(compareProportions(50, 100, 52, 100).significant).toBe(false);
  });

  it("Welch's t-test: 1..5 vs 2,4,..,10 gives t = 1.897, df = 5.88, p = 0.1075 (scipy)", () => {
    const a = estimateMean({ n: 5, sum: 15, sumOfSquares: 55 });
    const b = estimateMean({ n: 5, sum: 30, sumOfSquares: 220 });
    const test = compareMeans(a, b)!;
    expect(test.difference).toBe(3);
    expect(test.pValue).toBeCloseTo(0.1075312, 5);
    expect(test.significant).toBe(false);
    const se = Math.sqrt(2.5 / 5 + 10 / 5);
    expect(test.ci95[1] - 3).toBeCloseTo(2.458823710 * se, 5);
    expect(compareMeans(a, estimateMean({ n: 1, sum: 3, sumOfSquares: 9 }))).toBeNull();
  });
});
