// The frame palette of a rendered card: one set of colours per Magic colour, gold for three or
// more colours, grey for colourless artifacts and brown for colourless lands. Two-coloured cards
// blend their two frames.
import type { Color } from '../cards/mana-symbols.ts';

export interface FramePalette {
  /** The frame itself. */
  frame: string;
  /** Name bar, type bar and P/T box. */
  bar: string;
  /** Outlines and the art box's darker end. */
  edge: string;
  /** The text box background. */
  textBox: string;
}

const PALETTES: Record<Color | 'gold' | 'artifact' | 'land', FramePalette> = {
  W: { frame: '#e6dfc6', bar: '#f8f5ea', edge: '#a89c78', textBox: '#fcfaf3' },
  U: { frame: '#2d6fa8', bar: '#dbe8f3', edge: '#1c4a73', textBox: '#f1f6fa' },
  B: { frame: '#48403b', bar: '#dcd6d1', edge: '#221d1a', textBox: '#f3f0ee' },
  R: { frame: '#c4482f', bar: '#f5dcd1', edge: '#86291a', textBox: '#fcf1ec' },
  G: { frame: '#37794d', bar: '#d7e9da', edge: '#1f5030', textBox: '#f0f6f1' },
  gold: { frame: '#c9a54e', bar: '#f4e9c6', edge: '#8c7027', textBox: '#fcf7e8' },
  artifact: { frame: '#9aa6ad', bar: '#e7ebed', edge: '#5f6c73', textBox: '#f4f6f7' },
  land: { frame: '#a38b68', bar: '#efe6d8', edge: '#6c5a3f', textBox: '#f8f3ec' },
};

export interface FrameColors {
  /** One palette, or two for a two-coloured card (frame drawn as a left-to-right blend). */
  palettes: [FramePalette] | [FramePalette, FramePalette];
  /** The palette for bars and the text box. */
  main: FramePalette;
}

export function frameColors(colors: readonly Color[], typeLine: string): FrameColors {
  const first = colors[0];
  const second = colors[1];
  if (first && second && colors.length === 2) {
    return { palettes: [PALETTES[first], PALETTES[second]], main: PALETTES.gold };
  }
  if (colors.length >= 3) return { palettes: [PALETTES.gold], main: PALETTES.gold };
  if (first) return { palettes: [PALETTES[first]], main: PALETTES[first] };
  const palette = /\bLand\b/i.test(typeLine) && !/\bArtifact\b/i.test(typeLine) ? PALETTES.land : PALETTES.artifact;
  return { palettes: [palette], main: palette };
}

/** mana-font's card-type glyphs, shown large and faint where a real card has its art. */
export function typeGlyph(typeLine: string): number {
  const types: [RegExp, number][] = [
    [/\bPlaneswalker\b/i, 0xe623],
    [/\bBattle\b/i, 0xe9d1],
    [/\bCreature\b/i, 0xe61f],
    [/\bLand\b/i, 0xe622],
    [/\bInstant\b/i, 0xe621],
    [/\bSorcery\b/i, 0xe624],
    [/\bEnchantment\b/i, 0xe620],
    [/\bArtifact\b/i, 0xe61e],
  ];
  return types.find(([pattern]) => pattern.test(typeLine))?.[1] ?? 0xe61e;
}
