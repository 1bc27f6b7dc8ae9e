// The statistics the simulator reports: confidence intervals for shares and means, and tests
// for the difference between two runs. Pure functions of counts and sums, so they work on the
// integer tallies the workers produce (no per-game data needs to be kept).

export type Interval = [number, number];

/** The two-sided 95 % normal quantile. */
export const Z95 = 1.959963984540054;

/** erfc with relative error below 1.2e-7 everywhere (Numerical Recipes' Chebyshev fit). */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/** The standard normal cumulative distribution function. */
export function normalCdf(x: number): number {
  return 0.5 * erfc(-x / Math.SQRT2);
}

/**
 * Wilson score interval for a share of `successes` in `trials` (95 %). Unlike the textbook
 * p ± 1.96·√(p(1−p)/n) it stays inside [0, 1] and keeps its coverage near 0 and 1, where land
 * drops on turn 1 and rare screws live.
 */
export function wilsonInterval(successes: number, trials: number, z = Z95): Interval {
  if (trials === 0) return [0, 1];
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  // At 0 and n successes the bounds are exactly 0 and 1; rounding would leave 1e-17 off.
  return [successes === 0 ? 0 : Math.max(0, centre - half), successes === trials ? 1 : Math.min(1, centre + half)];
}

// ---- Student's t, through the regularised incomplete beta function ----

function logGamma(x: number): number {
  // Lanczos approximation (g = 7, n = 9): ~15 significant digits for x > 0.
  const c = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const y = x - 1;
  let a = c[0]!;
  const t = y + 7.5;
  for (let i = 1; i < 9; i += 1) a += c[i]! / (y + i);
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(a);
}

/** Continued fraction for the incomplete beta function (modified Lentz). */
function betaContinuedFraction(a: number, b: number, x: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 300; m += 1) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return h;
}

/** The regularised incomplete beta function I_x(a, b). */
export function regularizedBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  return x < (a + 1) / (a + b + 2) ? (front * betaContinuedFraction(a, b, x)) / a : 1 - (front * betaContinuedFraction(b, a, 1 - x)) / b;
}

/** P(T ≤ t) for Student's t with `df` degrees of freedom (df may be fractional: Welch). */
export function studentTCdf(t: number, df: number): number {
  if (!Number.isFinite(df)) return normalCdf(t);
  const tail = 0.5 * regularizedBeta(df / (df + t * t), df / 2, 0.5);
  return t >= 0 ? 1 - tail : tail;
}

/** The t with P(T ≤ t) = p, by bisection on the CDF (monotone; 100 steps reach double precision). */
export function studentTQuantile(p: number, df: number): number {
  let lo = -1e3;
  let hi = 1e3;
  for (let i = 0; i < 100; i += 1) {
    const mid = (lo + hi) / 2;
    if (studentTCdf(mid, df) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

// ---- Means from sums ----

/** A sample described by its size, sum and sum of squares (all exact integers here). */
export interface Moments {
  n: number;
  sum: number;
  sumOfSquares: number;
}

export interface MeanEstimate {
  mean: number;
  /** Sample variance (n − 1 in the denominator). */
  variance: number;
  n: number;
}

export function estimateMean(moments: Moments): MeanEstimate | null {
  const { n, sum, sumOfSquares } = moments;
  if (n === 0) return null;
  const mean = sum / n;
  const variance = n > 1 ? Math.max(0, (sumOfSquares - n * mean * mean) / (n - 1)) : 0;
  return { mean, variance, n };
}

/** The 95 % t interval for a mean: mean ± t(0.975, n − 1)·s/√n. */
export function meanInterval(estimate: MeanEstimate): Interval {
  if (estimate.n < 2 || estimate.variance === 0) return [estimate.mean, estimate.mean];
  const half = studentTQuantile(0.975, estimate.n - 1) * Math.sqrt(estimate.variance / estimate.n);
  return [estimate.mean - half, estimate.mean + half];
}

// ---- Comparing two runs ----

export interface DifferenceTest {
  /** b − a. */
  difference: number;
  ci95: Interval;
  /** Two-sided p-value of "no difference". */
  pValue: number;
  significant: boolean;
  test: 'two-proportion z' | 'welch t';
}

/**
 * Difference of two shares b − a: two-proportion z-test with the pooled share for the p-value,
 * and Newcombe's hybrid score interval (built from the two Wilson intervals) for the CI, which
 * keeps its coverage when a share is near 0 or 1.
 */
export function compareProportions(successesA: number, trialsA: number, successesB: number, trialsB: number): DifferenceTest {
  const pa = trialsA === 0 ? 0 : successesA / trialsA;
  const pb = trialsB === 0 ? 0 : successesB / trialsB;
  const difference = pb - pa;
  const pooled = (successesA + successesB) / (trialsA + trialsB || 1);
  const standardError = Math.sqrt(pooled * (1 - pooled) * (1 / (trialsA || 1) + 1 / (trialsB || 1)));
  const pValue = standardError === 0 ? (difference === 0 ? 1 : 0) : 2 * (1 - normalCdf(Math.abs(difference) / standardError));
  const [loA, hiA] = wilsonInterval(successesA, trialsA);
  const [loB, hiB] = wilsonInterval(successesB, trialsB);
  const ci95: Interval = [difference - Math.sqrt((pb - loB) ** 2 + (hiA - pa) ** 2), difference + Math.sqrt((hiB - pb) ** 2 + (pa - loA) ** 2)];
  return { difference, ci95, pValue: Math.min(1, pValue), significant: pValue < 0.05, test: 'two-proportion z' };
}

/**
 * Difference of two means b − a by Welch's t-test (no equal-variance assumption; the
 * Welch–Satterthwaite degrees of freedom). Returns null if either side has fewer than 2 values.
 */
export function compareMeans(a: MeanEstimate | null, b: MeanEstimate | null): DifferenceTest | null {
  if (!a || !b || a.n < 2 || b.n < 2) return null;
  const difference = b.mean - a.mean;
  const va = a.variance / a.n;
  const vb = b.variance / b.n;
  const standardError = Math.sqrt(va + vb);
  if (standardError === 0) {
    return { difference, ci95: [difference, difference], pValue: difference === 0 ? 1 : 0, significant: difference !== 0, test: 'welch t' };
  }
  const df = (va + vb) ** 2 / (va ** 2 / (a.n - 1) + vb ** 2 / (b.n - 1));
  const t = difference / standardError;
  const pValue = Math.min(1, 2 * (1 - studentTCdf(Math.abs(t), df)));
  const half = studentTQuantile(0.975, df) * standardError;
  return { difference, ci95: [difference - half, difference + half], pValue, significant: pValue < 0.05, test: 'welch t' };
}
