// What the engine says to a player, as data: a key into the message catalogs plus parameters
// ({ key: 'log.cast', params: { card: { card: 'Shock' } } }). The UI translates it into the
// player's language; the CLI and the scenario runner format it in English with the same
// formatter and the English catalog (en.ts), so their output stays word for word what it was.
// Plain JSON: messages cross the api boundary as they are.
import { EN_MESSAGES } from './en.ts';

/** A card by its (English, canonical) name: the UI shows its name in the UI language where it has one. */
export interface CardRef {
  readonly card: string;
}

export type MessageParam = string | number | CardRef | Message | readonly MessageParam[];

export interface Message {
  readonly key: MessageKey;
  readonly params?: Readonly<Record<string, MessageParam>>;
}

/** A catalog: nested sections of templates, i18next style ({{name}}, plural suffixes _one/_other…). */
export interface MessageCatalog {
  readonly [key: string]: string | MessageCatalog;
}

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${WithoutPlural<K>}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of the English catalog: a message can only name a key that has English text. */
export type MessageKey = Leaves<typeof EN_MESSAGES>;

export function msg(key: MessageKey, params?: Record<string, MessageParam>): Message {
  return params ? { key, params } : { key };
}

export const cardRef = (name: string): CardRef => ({ card: name });

export function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && typeof (value as Message).key === 'string';
}

function isCardRef(value: MessageParam): value is CardRef {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as CardRef).card === 'string';
}

/** How a language turns a message into text: where its templates come from, how it names cards. */
export interface MessageLanguage {
  /** The template for a key (a plural form chosen by `count` where the catalog has one), or null. */
  template(key: string, count: number | undefined): string | null;
  /** A card's name as this language shows it. */
  card(name: string): string;
  /** A list of parts ("Island, Swamp"). */
  list(parts: string[]): string;
}

/** The category of a key ("log" of "log.cast"): an unknown key falls back to `fallback.<category>`. */
function categoryOf(key: string): string {
  const dot = key.indexOf('.');
  return dot < 0 ? key : key.slice(0, dot);
}

/** Card names anywhere in a message's parameters, in order. */
export function cardsIn(message: Message): string[] {
  const found: string[] = [];
  const visit = (param: MessageParam): void => {
    if (Array.isArray(param)) param.forEach(visit);
    else if (isMessage(param)) Object.values(param.params ?? {}).forEach(visit);
    else if (isCardRef(param)) found.push(param.card);
  };
  Object.values(message.params ?? {}).forEach(visit);
  return found;
}

/**
 * The message in words. A key the language has no template for falls back to the category's
 * generic line (`fallback.log`: "something happened"), with the cards it names, so a new kind
 * of message shows something readable before it is translated, never an internal key.
 */
export function formatMessage(message: Message, language: MessageLanguage = ENGLISH): string {
  const params = message.params ?? {};
  const count = typeof params.count === 'number' ? params.count : undefined;
  let template = language.template(message.key, count);
  let values: Readonly<Record<string, MessageParam>> = params;
  if (template === null) {
    const cards = cardsIn(message);
    const fallback = `fallback.${categoryOf(message.key)}`;
    template = language.template(cards.length > 0 ? `${fallback}Cards` : fallback, undefined) ?? language.template('fallback.other', undefined) ?? '…';
    values = { cards: cards.map(cardRef) };
  }
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => formatParam(values[name], language));
}

/** One parameter in words: a nested message, a card's name, a list, a number or text as it is. */
export function formatParam(value: MessageParam | undefined, language: MessageLanguage = ENGLISH): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return language.list(value.map((part: MessageParam) => formatParam(part, language)));
  if (isMessage(value)) return formatMessage(value, language);
  if (isCardRef(value as MessageParam)) return language.card((value as CardRef).card);
  return '';
}

/** A template from a catalog: the plural form for `count` first (CLDR rules of `locale`), then the plain key. */
export function catalogTemplate(catalog: MessageCatalog, key: string, count: number | undefined, plurals: Intl.PluralRules): string | null {
  const path = key.split('.');
  const last = path.pop()!;
  let section: string | MessageCatalog | undefined = catalog;
  for (const part of path) {
    section = typeof section === 'object' ? section[part] : undefined;
    if (section === undefined) return null;
  }
  if (typeof section !== 'object') return null;
  const candidates = count === undefined ? [last] : [`${last}_${count === 0 ? 'zero' : plurals.select(count)}`, `${last}_${plurals.select(count)}`, last];
  for (const candidate of candidates) {
    const found = section[candidate];
    if (typeof found === 'string') return found;
  }
  return null;
}

const ENGLISH_PLURALS = new Intl.PluralRules('en');

/** English, as the CLI, the scenario runner and rules-problem reports print it. */
export const ENGLISH: MessageLanguage = {
  template: (key, count) => catalogTemplate(EN_MESSAGES, key, count, ENGLISH_PLURALS),
  card: (name) => name,
  list: (parts) => parts.join(', '),
};

/** A refusal the engine gives only as English text (a part not yet speaking in messages). */
export function untranslated(text: string): Message {
  return msg('refusal.untranslated', { text });
}
