// The engine's messages (action labels, refusals, the game log) in the UI language. The core
// sends keys with parameters; the templates are the "game" section of the i18next resources:
// English from the core's catalog (app/engine/messages/en.ts) with the UI's own wording laid
// over it from en.json, German and Spanish from de.json and es.json. One formatter, the core's,
// fills them in; a key the language lacks shows its category's generic line in that language.
import i18next from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '../api/client.ts';
import { type CardNames, shownCardName } from './card-names.ts';
import { formatNumber } from './setup.ts';
import { catalogTemplate, formatMessage, formatParam, isMessage, type Message, type MessageCatalog, type MessageLanguage, type MessageParam } from '../../../app/engine/messages/message.ts';

export type { CardNames };

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralsOf(language: string): Intl.PluralRules {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules;
}

/** The message language for the UI language, naming cards as `card` says (their local name by default). */
export function messageLanguage(language: string, cardNames: CardNames, card?: (name: string, shown: string) => string): MessageLanguage {
  const catalog = (i18next.getResource(language, 'translation', 'game') ?? i18next.getResource('en', 'translation', 'game')) as MessageCatalog;
  return {
    template: (key, count) => catalogTemplate(catalog, key, count, pluralsOf(language)),
    card: (name) => {
      const shown = shownCardName(cardNames, language, name);
      return card ? card(name, shown) : shown;
    },
    list: (parts) => parts.join(', '),
    number: (value) => formatNumber(language, value),
  };
}

/** The message (or a plain parameter: a card, a word) in the language. */
export function translateMessage(message: Message | MessageParam, language: MessageLanguage): string {
  return isMessage(message) ? formatMessage(message, language) : formatParam(message, language);
}

/** `say(message)`: the message in the current UI language, card names in it where the database has them. */
export function useMessages(cardNames: CardNames): (message: Message | MessageParam) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((message: Message | MessageParam) => translateMessage(message, messageLanguage(language, cardNames)), [language, cardNames]);
}

/** `failureText(error)`: a failed call in words, a goldfish refusal in the UI language. */
export function useFailureText(cardNames: CardNames): (failure: unknown) => string {
  const say = useMessages(cardNames);
  return useCallback((failure: unknown) => (failure instanceof ApiCallError && failure.detail ? say(failure.detail) : (failure as Error).message), [say]);
}
