// A list of keywords as Oracle writes them after "has" or "gain": "flying", "flying and trample",
// "first strike, vigilance, and lifelink", "protection from black and from red".
import type { Cursor } from './cursor.ts';
import { protectionKeywords } from './protection.ts';
import { KNOWN_KEYWORDS } from './words.ts';

/** "flying", "flying and first strike", "first strike, vigilance, and trample". */
export function keywordList(c: Cursor): string[] | undefined {
  const found: string[] = [];
  for (;;) {
    const two = `${c.peek()} ${c.peek(1)}`;
    if (KNOWN_KEYWORDS.has(two)) {
      c.next();
      c.next();
      found.push(two);
    } else if (KNOWN_KEYWORDS.has(c.peek() ?? '')) found.push(c.next()!);
    else {
      const protections = protectionKeywords(c); // "protection from artifacts", "… from black and from red"
      if (!protections) return undefined;
      found.push(...protections);
    }
    const mark = c.position;
    if (c.accept(', and') || c.accept('and') || c.accept(',')) {
      if (KNOWN_KEYWORDS.has(c.peek() ?? '') || KNOWN_KEYWORDS.has(`${c.peek()} ${c.peek(1)}`) || c.at('protection from')) continue;
      c.position = mark;
    }
    return found;
  }
}
