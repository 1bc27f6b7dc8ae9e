// The fonts every PDF embeds. All text goes through embedded TrueType fonts: the standard-14
// PDF fonts are never embedded and cover only Latin-1, so "—", "•" or "™" would fail on them.
// DejaVu Serif/Sans Condensed cover all of Latin, Greek and Cyrillic and are freely
// redistributable (assets/fonts/LICENSE-DejaVu.txt); the condensed cuts fit more rules text per
// line at a readable size. Mana symbols come from the mana-font package (SIL OFL 1.1).
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { PdfDoc } from './pdf-doc.ts';

export const FONT = {
  text: 'pf-serif',
  textBold: 'pf-serif-bold',
  textItalic: 'pf-serif-italic',
  small: 'pf-sans',
  smallBold: 'pf-sans-bold',
  mana: 'pf-mana',
} as const;
export type FontName = (typeof FONT)[keyof typeof FONT];

const FONT_FILES: Record<Exclude<FontName, 'pf-mana'>, string> = {
  'pf-serif': 'DejaVuSerifCondensed.ttf',
  'pf-serif-bold': 'DejaVuSerifCondensed-Bold.ttf',
  'pf-serif-italic': 'DejaVuSerifCondensed-Italic.ttf',
  'pf-sans': 'DejaVuSansCondensed.ttf',
  'pf-sans-bold': 'DejaVuSansCondensed-Bold.ttf',
};

/** assets/fonts in the source tree; a packaged app passes its own resources folder. */
export function defaultFontDirectory(): string {
  return fileURLToPath(new URL('../../assets/fonts/', import.meta.url));
}

export function manaFontFile(): string {
  return createRequire(import.meta.url).resolve('mana-font/fonts/mana.ttf');
}

export function registerFonts(doc: PdfDoc, fontDirectory = defaultFontDirectory()): void {
  for (const [name, file] of Object.entries(FONT_FILES)) doc.registerFont(name, `${fontDirectory}/${file}`);
  doc.registerFont(FONT.mana, manaFontFile());
}
