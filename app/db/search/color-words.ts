// Colour values in queries: letters ("wu"), colour names, and the names of the guilds, shards,
// wedges and four-colour groups, as Scryfall accepts them. Masks use the card store's bits
// (W=1 U=2 B=4 R=8 G=16).

import { dictionary } from '../../dictionary.ts';

const BIT = { w: 1, u: 2, b: 4, r: 8, g: 16 } as const;

function mask(letters: string): number {
  let result = 0;
  for (const letter of letters) result |= BIT[letter as keyof typeof BIT];
  return result;
}

export const COLOR_WORDS: Record<string, number> = dictionary({
  white: mask('w'), blue: mask('u'), black: mask('b'), red: mask('r'), green: mask('g'),
  // Guilds
  azorius: mask('wu'), dimir: mask('ub'), rakdos: mask('br'), gruul: mask('rg'), selesnya: mask('gw'),
  orzhov: mask('wb'), izzet: mask('ur'), golgari: mask('bg'), boros: mask('rw'), simic: mask('gu'),
  // Shards and wedges
  bant: mask('gwu'), esper: mask('wub'), grixis: mask('ubr'), jund: mask('brg'), naya: mask('rgw'),
  abzan: mask('wbg'), jeskai: mask('urw'), sultai: mask('bgu'), mardu: mask('rwb'), temur: mask('gur'),
  // Four colours, named after what they lack (Commander 2016 nicknames Scryfall accepts)
  chaos: mask('ubrg'), glint: mask('ubrg'), aggression: mask('wbrg'), dune: mask('wbrg'),
  altruism: mask('wurg'), ink: mask('wurg'), growth: mask('wubg'), witch: mask('wubg'),
  artifice: mask('wubr'), yore: mask('wubr'),
  wubrg: mask('wubrg'), rainbow: mask('wubrg'), fivecolor: mask('wubrg'),
});

export type ColorValue = { kind: 'mask'; mask: number } | { kind: 'colorless' } | { kind: 'multicolor' } | { kind: 'count'; count: number };

/** Reads a colour value; null when it is not one. */
export function parseColorValue(raw: string): ColorValue | null {
  const value = raw.toLowerCase();
  if (value === 'c' || value === 'colorless' || value === 'colourless') return { kind: 'colorless' };
  if (value === 'm' || value === 'multicolor' || value === 'multicolour' || value === 'multi') return { kind: 'multicolor' };
  if (/^[0-5]$/.test(value)) return { kind: 'count', count: Number(value) };
  const named = COLOR_WORDS[value];
  if (named !== undefined) return { kind: 'mask', mask: named };
  if (/^[wubrg]+$/.test(value)) return { kind: 'mask', mask: mask(value) };
  return null;
}
