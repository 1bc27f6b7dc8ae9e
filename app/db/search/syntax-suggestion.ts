// "Did you mean is:playtest?" (issue 23): a bare word is a name search, so `playtest` looks for
// cards named so and finds none. When a query finds nothing and some of its bare words are
// search keywords, the same query with those words written as the conditions they name is
// suggested; the CLI and the Cards page show it.
import { dictionary } from '../../dictionary.ts';
import { tokenize } from './tokenizer.ts';

/** Bare word → the condition it most likely meant. */
const MEANT: Record<string, string> = dictionary({
  playtest: 'is:playtest', custom: 'is:custom', split: 'is:split', transform: 'is:transform', mdfc: 'is:mdfc',
  dfc: 'is:dfc', vanilla: 'is:vanilla', flip: 'is:flip', meld: 'is:meld', adventure: 'is:adventure',
  token: 'is:token', permanent: 'is:permanent', spell: 'is:spell',
  common: 'r:common', uncommon: 'r:uncommon', rare: 'r:rare', mythic: 'r:mythic',
  collection: 'in:collection', owned: 'in:collection',
});

/** The query with its keyword-like bare words written as conditions, or null when it has none. */
export function syntaxSuggestion(query: string): string | null {
  let suggestion = '';
  let from = 0;
  for (const token of tokenize(query)) {
    if (token.type !== 'word' || token.quoted) continue;
    const meant = MEANT[token.text.toLowerCase()];
    if (meant === undefined) continue;
    const at = token.position - 1;
    suggestion += query.slice(from, at) + meant;
    from = at + token.text.length;
  }
  return from === 0 ? null : (suggestion + query.slice(from)).trim();
}
