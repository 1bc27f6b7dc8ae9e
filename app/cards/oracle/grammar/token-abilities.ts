// Tokens with abilities written in quotation marks (CR 111.4: the effect that creates a token
// defines its characteristics, abilities included): 'create a colorless Treasure artifact token with
// "{T}, Sacrifice this artifact: Add one mana of any color."', and the sentence after a token that
// gives it one: 'It has "Sacrifice this creature: Add {C}."' / 'They have "…"' (the Eldrazi Scions
// and Spawn). The quoted text becomes the token's rules text, compiled like a card's when the token
// is made; it is accepted only when the grammar reads all of it, so the line stays honest.
import type { Effect, TokenSpec } from '../abilities.ts';
import type { Cursor, Token } from './cursor.ts';
import { compileQuotedAbility } from './quoted-abilities.ts';

/** The text between the quotation mark at the cursor and the closing one, rebuilt from its tokens; the cursor moves past it. */
export function quotedText(c: Cursor): string | undefined {
  if (c.peek() !== '"') return undefined;
  let at = c.position + 1;
  const inside: Token[] = [];
  while (at < c.tokens.length && c.tokens[at]!.text !== '"') inside.push(c.tokens[at++]!);
  if (at >= c.tokens.length || inside.length === 0) return undefined;
  c.position = at + 1;
  // Mana symbols stay together ("{2}{W}"); punctuation sticks to the word before it.
  return inside
    .map((token) => token.raw)
    .join(' ')
    .replace(/\} (?=\{)/g, '}')
    .replace(/ ([,.:;])/g, '$1');
}

/** The quoted ability when the grammar reads every word of it (as a granted ability would be read). */
export function readableQuoted(text: string): string | undefined {
  return compileQuotedAbility(text) ? text : undefined;
}

/** The token with the quoted ability added to its rules text (its keywords kept on their own line). */
export function withAbility(spec: TokenSpec, quoted: string): TokenSpec {
  const keywords = spec.keywords.map((keyword) => keyword[0]!.toUpperCase() + keyword.slice(1)).join(', ');
  const lines = [spec.text ?? keywords, quoted].filter((line) => line !== '');
  return { ...spec, text: lines.join('\n') };
}

/** 'with "…"' after "token(s)": the quoted ability, or undefined (the cursor back where it was). */
export function tokenQuotedAbility(c: Cursor): string | undefined {
  return c.attempt(() => {
    if (!c.accept('with')) return undefined;
    const text = quotedText(c);
    return text === undefined ? undefined : readableQuoted(text);
  });
}

/** The token effect at the end of an effect list (inside "you may", "if you do", "if …" too), rebuilt with `change`. */
function lastToken(effects: readonly Effect[], change: (spec: TokenSpec) => TokenSpec): Effect[] | undefined {
  const last = effects[effects.length - 1];
  if (!last) return undefined;
  if (last.kind === 'token') return [...effects.slice(0, -1), { ...last, token: change(last.token) }];
  if (last.kind === 'may' || last.kind === 'mayPay' || last.kind === 'if') {
    const inner = lastToken(last.effects, change);
    return inner ? [...effects.slice(0, -1), { ...last, effects: inner }] : undefined;
  }
  return undefined;
}

/**
 * 'It has "…"' / 'They have "…"' right after the sentence that created the token(s): the effects
 * so far with that token given the ability, or undefined when the sentence is not this form.
 */
export function grantToCreatedTokens(c: Cursor, effects: readonly Effect[]): Effect[] | undefined {
  return c.attempt(() => {
    if (!(c.accept('it has') || c.accept('they have') || c.accept('the token has') || c.accept('the tokens have') || c.accept('those tokens have'))) return undefined;
    const text = quotedText(c);
    if (text === undefined || !c.done || !readableQuoted(text)) return undefined;
    return lastToken(effects, (spec) => withAbility(spec, text));
  });
}
