// Long search queries through cards.search (issue 22, break 6): hundreds of one-letter words,
// o: terms, "or" chains, deep parentheses and negations, random words, at the 500-character and
// 20-condition limits and past them. Each must answer fast, with results or a queryError.
import type { Family } from '../family.ts';
import type { Random } from '../random.ts';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

function term(random: Random): string {
  const letter = random.pick([...LETTERS]);
  return random.pick([letter, `o:${letter}`, `t:${letter}`, `-${letter}`, `"${letter} ${random.pick([...LETTERS])}"`, `c:${random.pick(['w', 'u', 'b', 'r', 'g'])}`, `mv<=${random.int(0, 9)}`, `!${letter}`]);
}

function query(random: Random): string {
  const count = random.pick([5, 19, 20, 21, 50, 100, 300]);
  switch (random.int(0, 5)) {
    case 0:
      return Array.from({ length: count }, () => 'e').join(' ');
    case 1:
      return Array.from({ length: count }, () => 'o:e').join(' ');
    case 2:
      return Array.from({ length: count }, () => 'a').join(' or ');
    case 3: {
      const depth = random.int(5, 200);
      return `${'('.repeat(depth)}${random.chance(0.5) ? '-' : ''}e${')'.repeat(depth)}`;
    }
    case 4:
      return Array.from({ length: count }, () => term(random)).join(random.chance(0.3) ? ' or ' : ' ');
    default:
      return Array.from({ length: count }, () => random.pick([...LETTERS])).join(' ');
  }
}

export const longQueries: Family = {
  name: 'long-queries',
  async send({ random, target }) {
    const text = query(random).slice(0, random.chance(0.8) ? 1000 : 500);
    await target.api('long-queries', 'cards.search', { query: text, limit: random.pick([1, 100, 1000]), ...(random.chance(0.3) ? { lang: random.pick(['de', 'es']) } : {}) }, `${text.length} chars: ${text.slice(0, 40)}…`);
  },
};
