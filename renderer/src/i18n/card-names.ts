// The one rule for naming a card anywhere on the goldfish table (tiles, hand, piles, preview,
// stack, log, menus, dialogs): the card's printed name in the UI language where the database has
// one, else its Oracle (English) name. A German player sees "Insel" on the tile and in the log
// line that played it, never one in each. The English name stays the card's identity (data-card,
// previews, actions); only what is shown goes through here.
import { createContext, useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';

/** Card names in other languages, as the table view sends them: language → English name → printed name. */
export type CardNames = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** The name to show for the card `name` in `language`. */
export function shownCardName(cardNames: CardNames, language: string, name: string): string {
  // Object.hasOwn: a card named "constructor" or "toString" must not find Object.prototype's.
  const local = cardNames[language];
  return local && Object.hasOwn(local, name) ? local[name]! : name;
}

/** The names of the game on screen; the table provides its view's. */
export const CardNamesContext = createContext<CardNames>({});

/** `cardName(name)`: the card's name as shown in the current UI language. */
export function useCardName(): (name: string) => string {
  const cardNames = useContext(CardNamesContext);
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((name: string) => shownCardName(cardNames, language, name), [cardNames, language]);
}
