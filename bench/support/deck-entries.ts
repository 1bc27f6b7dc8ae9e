// A decklist file's "4 Name" lines as deck entries, for benchmarks that save a starter deck.
import { readFileSync } from 'node:fs';

export function deckEntries(file: string): { name: string; quantity: number }[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((text) => /^(\d+)\s+(.+?)\s*$/.exec(text))
    .filter((match) => match !== null)
    .map((match) => ({ name: match[2]!, quantity: Number(match[1]) }));
}
