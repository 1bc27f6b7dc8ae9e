// The goldfish table's words in every UI language: each message the engine and the table
// produce is a key with parameters; English comes from the core's catalog (the CLI prints it),
// German and Spanish from the renderer's locale files. A standard game played through must use
// only keys that German and Spanish translate, and an unknown key must still read as a sentence.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EN_MESSAGES } from '../../../app/engine/messages/en.ts';
import { catalogTemplate, ENGLISH, formatMessage, isMessage, type Message, type MessageCatalog, type MessageLanguage } from '../../../app/engine/messages/message.ts';
import type { TableView } from '../../../app/goldfish/table-view.ts';
import type { Services } from '../../../app/services.ts';
import { temporaryServices } from '../../support/services.ts';

const LOCALES = join(import.meta.dirname, '../../../renderer/src/i18n/locales');
const locale = (language: string): { game: MessageCatalog } => JSON.parse(readFileSync(join(LOCALES, `${language}.json`), 'utf8'));
const CATALOGS: Record<'de' | 'es', MessageCatalog> = { de: locale('de').game, es: locale('es').game };
const ENGLISH_UI = locale('en').game;

const UB_DECK = readFileSync(join(import.meta.dirname, '../../../assets/starter/decks/amonkhet-cycling-ub.txt'), 'utf8');
const AURA_DECK = UB_DECK.replace('4 Censor', '3 Arcanum Wings\n1 Censor').replace('3 Hieroglyphic Illumination', '3 Spectral Flight');

/** A language over a catalog, without fallbacks: a missing key is null. */
function languageOf(code: string, catalog: MessageCatalog): MessageLanguage {
  const plurals = new Intl.PluralRules(code);
  return { template: (key, count) => catalogTemplate(catalog, key, count, plurals), card: (name) => name, list: (parts) => parts.join(', ') };
}

/** Every template key of a catalog, plural forms folded into their base key, with the {{params}} it uses. */
function templates(catalog: MessageCatalog, prefix = ''): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const [name, value] of Object.entries(catalog)) {
    if (typeof value === 'object') {
      for (const [key, params] of templates(value, `${prefix}${name}.`)) found.set(key, params);
      continue;
    }
    const key = `${prefix}${name.replace(/_(zero|one|two|few|many|other)$/, '')}`;
    const params = found.get(key) ?? new Set<string>();
    for (const match of value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) params.add(match[1]!);
    found.set(key, params);
  }
  return found;
}

/** Every message in a table view (labels, reasons, the log, the stack, the game's end), nested ones too. */
function messagesIn(value: unknown, into: Message[] = []): Message[] {
  if (Array.isArray(value)) for (const item of value) messagesIn(item, into);
  else if (isMessage(value)) {
    into.push(value);
    messagesIn(Object.values(value.params ?? {}), into);
  } else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) messagesIn(item, into);
  return into;
}

let services: Services;
let dispose: () => void;
beforeAll(() => {
  ({ services, dispose } = temporaryServices());
});
afterAll(() => dispose());

/** A standard game of the UB starter deck with Auras: mulligan, lands, cycling, typecycling and its search, a creature, an Aura, aura swap, an attack, manual moves, the goldfish dead. Every view on the way. */
function standardGame(): TableView[] {
  const views: TableView[] = [];
  const step = (next: TableView): TableView => {
    views.push(next);
    return next;
  };
  const english = (view: TableView, text: (label: string) => boolean) => {
    const action = view.actions.find((candidate) => candidate.enabled && text(formatMessage(candidate.label)));
    if (!action) throw new Error(`no enabled action among: ${view.actions.map((candidate) => formatMessage(candidate.label)).join('; ')}`);
    return step(services.goldfish.perform(view.id, action.action));
  };
  /** The first land in hand of Island, Swamp, Fetid Pools (untapped basics first). */
  const land = (view: TableView) => {
    const name = ['Island', 'Swamp', 'Fetid Pools'].find((candidate) => view.actions.some((action) => action.enabled && formatMessage(action.label) === `Play ${candidate}`));
    return english(view, (label) => label === `Play ${name}`);
  };
  let view = step(services.goldfish.start({ deck: { text: AURA_DECK }, seed: 461 }));
  view = step(services.goldfish.perform(view.id, { do: 'mulligan' }));
  view = step(services.goldfish.perform(view.id, { do: 'keep', bottom: [view.you.hand.find((card) => card.name === 'Barren Moor')!.id] }));
  view = land(view);
  view = english(view, (label) => label === 'Cycle Street Wraith (pay 2 life)');
  view = english(view, (label) => label.startsWith('Resolve Street Wraith'));
  view = step(services.goldfish.perform(view.id, { do: 'next_turn' }));
  view = land(view);
  view = english(view, (label) => label === 'Cast Shadowstorm Vizier');
  view = step(services.goldfish.perform(view.id, { do: 'resolve_all' }));
  view = step(services.goldfish.perform(view.id, { do: 'next_turn' }));
  view = land(view);
  const vizier = view.you.battlefield.find((card) => card.name === 'Shadowstorm Vizier')!;
  const wings = view.actions.find((action) => formatMessage(action.label) === 'Cast Arcanum Wings')!;
  view = step(services.goldfish.perform(view.id, { ...wings.action, targets: [{ object: vizier.id }] } as never));
  view = step(services.goldfish.perform(view.id, { do: 'resolve' }));
  view = step(services.goldfish.perform(view.id, { do: 'next_turn' }));
  view = english(view, (label) => label === 'Arcanum Wings: aura swap ({2}{U})');
  view = step(services.goldfish.perform(view.id, { do: 'resolve', choice: 'Spectral Flight' }));
  view = step(services.goldfish.perform(view.id, { do: 'next_turn' }));
  view = english(view, (label) => label.startsWith('Swampcycle'));
  view = step(services.goldfish.perform(view.id, { do: 'resolve' }));
  view = step(services.goldfish.perform(view.id, { do: 'resolve', choice: 'Swamp' }));
  view = step(services.goldfish.perform(view.id, { do: 'attack', attackers: [vizier.id] }));
  view = step(services.goldfish.perform(view.id, { do: 'next_phase' }));
  const card = view.you.hand[0]!;
  const manual: ((current: TableView) => unknown)[] = [
    () => ({ do: 'move', card: card.id, to: 'battlefield' }),
    () => ({ do: 'manual_tap', card: card.id, tapped: true }),
    () => ({ do: 'manual_counters', card: card.id, counter: '+1/+1', delta: 2 }),
    () => ({ do: 'manual_token', token: { name: 'Drake', power: 2, toughness: 2, colors: ['U'], keywords: ['Flying'] } }),
    () => ({ do: 'manual_draw', count: 1 }),
    () => ({ do: 'manual_mill', count: 2 }),
    (current) => ({ do: 'manual_scry', kind: 'scry', top: [current.you.library[0]!.id], bottom: [], graveyard: [] }),
    (current) => ({ do: 'manual_reveal', card: current.you.library[0]!.id }),
    () => ({ do: 'manual_shuffle' }),
    () => ({ do: 'manual_untap_all' }),
    () => ({ do: 'move', card: card.id, to: 'library', position: 'bottom' }),
    () => ({ do: 'manual_life', player: 1, life: 0 }),
  ];
  for (const action of manual) view = step(services.goldfish.perform(view.id, action(view) as never));
  return views;
}

describe('goldfish messages in German and Spanish', () => {
  it('German and Spanish translate every key of the English catalog, with no key English lacks', () => {
    const english = templates(EN_MESSAGES as unknown as MessageCatalog);
    for (const [language, catalog] of Object.entries(CATALOGS)) {
      const translated = templates(catalog);
      expect([...english.keys()].filter((key) => !translated.has(key)), `${language} lacks`).toEqual([]);
      expect([...translated.keys()].filter((key) => !english.has(key)), `${language} has extra`).toEqual([]);
    }
  });

  it('translations use only the parameters the English message carries (or the UI English uses)', () => {
    const english = templates(EN_MESSAGES as unknown as MessageCatalog);
    const englishUi = templates(ENGLISH_UI);
    for (const catalog of [...Object.values(CATALOGS), ENGLISH_UI]) {
      for (const [key, params] of templates(catalog)) {
        const known = new Set([...(english.get(key) ?? []), ...(englishUi.get(key) ?? [])]);
        // Labels and log lines may name a keyword by its noun instead of the English verb.
        if (english.get(key)?.has('verb')) known.add('keyword');
        expect([...params].filter((param) => !known.has(param)), key).toEqual([]);
      }
    }
  });

  it('a standard game uses only keys that German and Spanish translate, and no German line is left in English', () => {
    const messages = standardGame().flatMap((view) => messagesIn(view));
    const keys = new Set(messages.map((message) => message.key));
    // The game went through what it should: the table's labels, refusals, log, stack and end.
    for (const key of ['action.cycle', 'action.keyword', 'refusal.cantPay', 'log.cycled', 'log.searched', 'log.exchanged', 'log.damage', 'log.manual.scry', 'gameOver.life', 'type.swamp', 'keyword.aura swap']) {
      expect(keys, key).toContain(key);
    }
    for (const [code, catalog] of Object.entries(CATALOGS)) {
      const language = languageOf(code, catalog);
      const missing = [...keys].filter((key) => messages.some((message) => message.key === key && language.template(key, typeof message.params?.count === 'number' ? message.params.count : undefined) === null));
      expect(missing, code).toEqual([]);
    }
    // Word for word: a German line equal to its English is English left over (unless it is only names, numbers and mana).
    const german = languageOf('de', CATALOGS.de);
    const leftovers = messages
      .filter((message) => message.key !== 'refusal.ofCard' && !message.key.startsWith('cost.') && message.key !== 'action.ability')
      .map((message) => [formatMessage(message), formatMessage(message, german)] as const)
      .filter(([english, translated]) => english === translated && /[a-z]{3}/.test(english.replace(/\b[A-Z][\w',-]*/g, '')));
    expect(leftovers).toEqual([]);
  });

  it('German and Spanish name cycling, typecycling and aura swap by their printed keyword names', () => {
    const de = languageOf('de', CATALOGS.de);
    const es = languageOf('es', CATALOGS.es);
    const cycle = (keyword: string, verb: string): Message => ({
      key: 'action.cycle',
      params: { verb: { key: `keywordVerb.${verb}` as Message['key'] }, keyword: { key: `keyword.${keyword}` as Message['key'] }, card: { card: 'Twisted Abomination' }, cost: { key: 'cost.paid', params: { parts: ['{2}'] } } },
    });
    expect(formatMessage(cycle('swampcycling', 'swampcycling'))).toBe('Swampcycle Twisted Abomination ({2})');
    expect(formatMessage(cycle('swampcycling', 'swampcycling'), de)).toBe('Sumpfumwandlung: Twisted Abomination ({2})');
    expect(formatMessage(cycle('swampcycling', 'swampcycling'), es)).toBe('Ciclo de pantano: Twisted Abomination ({2})');
    expect(formatMessage(cycle('cycling', 'cycling'), de)).toBe('Umwandlung: Twisted Abomination ({2})');
    expect(formatMessage(cycle('cycling', 'cycling'), es)).toBe('Ciclo: Twisted Abomination ({2})');
    const swap: Message = { key: 'action.keyword', params: { card: { card: 'Arcanum Wings' }, keyword: { key: 'keyword.aura swap' }, cost: '' } };
    expect(formatMessage(swap, de)).toBe('Arcanum Wings: Aurentausch');
    expect(formatMessage(swap, es)).toBe('Arcanum Wings: intercambio de auras');
  });

  it('plural forms follow the language: one life, two lives', () => {
    const es = languageOf('es', CATALOGS.es);
    expect(formatMessage({ key: 'log.paidLife', params: { count: 1 } }, es)).toBe(' (pagaste 1 vida)');
    expect(formatMessage({ key: 'log.paidLife', params: { count: 2 } }, es)).toBe(' (pagaste 2 vidas)');
    expect(formatMessage({ key: 'log.manual.drew', params: { count: 1 } })).toBe('Drew 1 card');
    expect(formatMessage({ key: 'log.manual.drew', params: { count: 3 } }, languageOf('de', CATALOGS.de))).toBe('3 Karten gezogen');
  });

  it('a key no catalog knows yet (a new kind of event) reads as a generic line naming its cards, never as the key', () => {
    const unknown = { key: 'log.event.proliferated', params: { source: { card: 'Thrummingbird' }, amount: 1 } } as unknown as Message;
    expect(formatMessage(unknown)).toBe('Thrummingbird: something happened that the log does not describe yet');
    expect(formatMessage(unknown, languageOf('de', CATALOGS.de))).toBe('Thrummingbird: etwas ist passiert, das das Protokoll noch nicht beschreibt');
    expect(formatMessage({ key: 'refusal.newRule' } as unknown as Message, languageOf('es', CATALOGS.es))).toBe('Eso no se puede hacer ahora');
    expect(formatMessage({ key: 'refusal.newRule' } as unknown as Message, ENGLISH)).toBe('Not possible now');
  });
});
