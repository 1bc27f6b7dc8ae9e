// The fuzzer's seeded random source and the pools of hostile values every family draws from.
// Same seed, same inputs in the same order: a finding can be replayed with `--seed`.
import { nextRandom, seedState } from '../../app/engine/state/rng.ts';

export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seedState(seed);
  }

  /** A float in [0, 1). */
  next(): number {
    const [state, value] = nextRandom(this.state);
    this.state = state;
    return value;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  bytes(length: number): Uint8Array {
    const out = new Uint8Array(length);
    for (let i = 0; i < length; i++) out[i] = Math.floor(this.next() * 256);
    return out;
  }

  uuid(): string {
    const hex = Array.from({ length: 32 }, () => this.int(0, 15).toString(16)).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  }
}

/** Names an object's prototype answers to: every table keyed by input must treat them as plain words. */
export const PROTOTYPE_KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];

/** Strings that have broken parsers, queries, paths, spreadsheets or terminals somewhere. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\r\n',
  ...PROTOTYPE_KEYS,
  '../../../../etc/passwd',
  '/etc/passwd',
  'C:\\Windows\\win.ini',
  '..\\..\\secret',
  '%2e%2e%2f%2e%2e%2f',
  '\u0000',
  'a\u0000b',
  '\uFEFF',
  '\uD800',
  '\u202Egnp.exe',
  'Z͑ͫ̓ͪ̂ͫ̽͏̴̙̤̞͉͚̯̞̠͍A̴̵̜̰͔ͫ͗͢L̠ͨͧͩ͘G̴̻͈͍͔̹̑͗̎̅͛́Ǫ̵̹̻̝̳͂̌̌͘',
  '🂡🃏'.repeat(20),
  '=HYPERLINK("http://example.invalid","x")',
  "+cmd|' /C calc'!A0",
  '@SUM(1+1)',
  '-2+3',
  "'; DROP TABLE cards; --",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><x>&a;</x>',
  '{{{{{{{{',
  '((((((((((((((((((((',
  'is:constructor order:__proto__',
  't:creature o:"',
  'NEAR(a b)',
  '*',
  '"',
  '\\',
  '{W/U/B/R/G/C/S/X/Y/Z}{∞}{½}{CHAOS}',
  'Lightning Bolt',
  'Island',
  'Fire // Ice',
  '4 Lightning Bolt\n4 Island\nSideboard\n2 Negate',
  'g1',
  'g999999999',
  '00000000-0000-0000-0000-000000000000',
  '1e309',
  'NaN',
  '-0',
  'x'.repeat(256),
  'y'.repeat(10_000),
];

export const HOSTILE_NUMBERS: readonly number[] = [
  0, -1, 1, 2, 7, 60, 100, 0.5, -0.5, 1e-9, 255, 256, 65535, 2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53 - 1, -(2 ** 53), 1e308, -1e308,
];

/** A random string: a hostile one, or random printable and unprintable characters. */
export function randomString(random: Random, maxLength = 40): string {
  if (random.chance(0.6)) return random.pick(HOSTILE_STRINGS);
  const length = random.int(0, maxLength);
  let out = '';
  for (let i = 0; i < length; i++) {
    const kind = random.int(0, 9);
    out += kind < 6 ? String.fromCharCode(random.int(0x20, 0x7e)) : kind < 8 ? String.fromCharCode(random.int(0, 0x1f)) : String.fromCodePoint(random.int(0xa0, 0x2ffff));
  }
  return out;
}

/** Any JSON value, nested up to `depth`. */
export function randomJson(random: Random, depth = 3): unknown {
  const kind = random.int(0, depth > 0 ? 7 : 4);
  switch (kind) {
    case 0:
      return null;
    case 1:
      return random.chance(0.5);
    case 2:
      return random.pick(HOSTILE_NUMBERS);
    case 3:
    case 4:
      return randomString(random);
    case 5:
      return Array.from({ length: random.int(0, 4) }, () => randomJson(random, depth - 1));
    default: {
      const object: Record<string, unknown> = {};
      for (let i = random.int(0, 4); i > 0; i--) {
        Object.defineProperty(object, random.chance(0.3) ? random.pick(PROTOTYPE_KEYS) : randomString(random, 12), {
          value: randomJson(random, depth - 1),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return object;
    }
  }
}
