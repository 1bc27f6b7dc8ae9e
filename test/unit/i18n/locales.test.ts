// The UI text in English, German and Spanish: no "card(s)" shortcuts, a singular and a plural
// form for every text that takes a count, numbers written the UI language's way, and the same
// keys in all three languages.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { addNumberFormat, i18nOptions, RESOURCES } from '../../../renderer/src/i18n/setup.ts';

type Tree = { [key: string]: string | string[] | Tree };
const LANGUAGES = ['en', 'de', 'es'] as const;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else if (Array.isArray(value)) value.forEach((text, index) => flat.set(`${path}.${index}`, text));
    else for (const [inner, text] of flatten(value, path)) flat.set(inner, text);
  }
  return flat;
}

const texts = Object.fromEntries(LANGUAGES.map((language) => [language, flatten(RESOURCES[language].translation as unknown as Tree)])) as Record<(typeof LANGUAGES)[number], Map<string, string>>;
const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Texts whose count stands without a noun that would need a plural ("Scry 2", "Keep 7", "… and 3 more"). */
const COUNT_WITHOUT_NOUN = new Set([
  'decks.printMissing', 'decks.printSelected', 'collection.moreRows', 'goldfish.mulligan.keep', 'goldfish.mulligan.mulligan',
  'goldfish.scry.scry', 'goldfish.scry.surveil', 'cardActions.addedToCollection', 'cardActions.addedToPrint', 'cardActions.addedToDeck',
  // The goldfish table: "(4 in library)", "Keep (put 1 on the bottom)", "Mulligan (to 6)", "to discard 2", "Mulligan 1: …",
  // "Scry 2: …", "2 on top"; and damage, which no language counts ("3 damage", "3 Schaden", "3 de daño").
  'goldfish.stack.asksSearch', 'goldfish.stack.asksSearchAny', 'game.action.keepBottom', 'game.action.mulligan', 'game.refusal.tooFewToDiscard',
  'game.log.mulligan', 'game.log.manual.scry', 'game.log.manual.surveil', 'game.log.manual.onTop', 'game.log.manual.onBottom', 'game.log.damage', 'goldfish.card.damage',
]);

async function instance(language: string) {
  const i18n = i18next.createInstance();
  await i18n.init(i18nOptions(language));
  addNumberFormat(i18n);
  return i18n;
}

describe('locale files', () => {
  it.each(LANGUAGES)('%s has no "(s)"-style plural shortcuts', (language) => {
    const shortcuts = [...texts[language]].filter(([, text]) => /\w\((s|n|es|e|en)\)/i.test(text));
    expect(shortcuts).toEqual([]);
  });

  it('every text that takes a count has a singular and a plural form, in all three languages', () => {
    const missing: string[] = [];
    for (const language of LANGUAGES) {
      for (const [key, text] of texts[language]) {
        if (!/\{\{count\b/.test(text)) continue;
        const base = key.replace(PLURAL, '');
        if (COUNT_WITHOUT_NOUN.has(base)) continue;
        for (const form of ['one', 'other']) if (!texts[language].has(`${base}_${form}`)) missing.push(`${language}: ${base}_${form}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('writes counts as numbers in the UI language ({{count, number}})', () => {
    const raw = LANGUAGES.flatMap((language) => [...texts[language]].filter(([, text]) => text.includes('{{count}}')).map(([key]) => `${language}: ${key}`));
    expect(raw).toEqual([]);
  });

  it('has the same keys in English, German and Spanish', () => {
    const english = [...texts.en.keys()].sort();
    expect([...texts.de.keys()].sort()).toEqual(english);
    expect([...texts.es.keys()].sort()).toEqual(english);
  });
});

describe('plurals and numbers as shown', () => {
  it('says "1 page" and "2 pages", "1 página" and "2 páginas", "1 Seite"', async () => {
    const en = await instance('en');
    const es = await instance('es');
    const de = await instance('de');
    expect(en.t('counts.pages', { count: 1 })).toBe('1 page');
    expect(en.t('counts.pages', { count: 2 })).toBe('2 pages');
    expect(es.t('counts.pages', { count: 1 })).toBe('1 página');
    expect(es.t('counts.pages', { count: 2 })).toBe('2 páginas');
    expect(de.t('counts.pages', { count: 1 })).toBe('1 Seite');
    expect(en.t('goldfish.mulligan.chooseBottom', { count: 1, chosen: 0 })).toBe('Choose 1 card to put on the bottom (0 chosen).');
    expect(es.t('goldfish.mulligan.chooseBottom', { count: 2, chosen: 1 })).toBe('Elige 2 cartas para poner debajo (1 elegidas).');
  });

  it('groups digits the way the UI language does', async () => {
    const en = await instance('en');
    const de = await instance('de');
    const es = await instance('es');
    expect(en.t('status.cards', { count: 45632 })).toBe('45,632 cards in the database');
    expect(de.t('status.cards', { count: 45632 })).toBe('45.632 Karten in der Datenbank');
    expect(es.t('counts.cards', { count: 19795 })).toBe('19.795 cartas');
    expect(de.t('print.preview.moreFit', { count: 9, perPage: 8, margin: 4.7 })).toBe('Mit einem Rand von höchstens 4,7 mm passen 9 Karten pro Bogen statt 8.');
    // A dash where a number is unknown stays a dash.
    expect(en.t('sim.panel.runFigures', { median: '—', cycled: '1.50' })).toContain('Median kill turn —');
  });
});
