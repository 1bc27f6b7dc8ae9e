// Decklists: MTG Arena text, plain text, MTGO .dek and Cockatrice .cod from the test fixtures,
// garbled or with hostile names, quantities, sections and zone names ("__proto__"), pasted as
// text or uploaded as a file with any extension, through decks.import.
import { fixture, sendFile, type Family } from '../family.ts';
import { mutateFile } from '../mutate.ts';
import { HOSTILE_STRINGS, PROTOTYPE_KEYS } from '../random.ts';

const FILES = [
  { name: 'arena-commander.txt', text: fixture('collection/decks/arena-commander.txt') },
  { name: 'arena-companion.txt', text: fixture('collection/decks/arena-companion.txt') },
  { name: 'burn.txt', text: fixture('collection/decks/burn.txt') },
  { name: 'mtgo-export.txt', text: fixture('collection/decks/mtgo-export.txt') },
  { name: 'burn.dek', text: fixture('collection/decks/burn.dek') },
  { name: 'burn.cod', text: fixture('collection/decks/burn.cod') },
];

export const decklists: Family = {
  name: 'decklists',
  async send(context) {
    const { random, target } = context;
    const file = random.pick(FILES);
    let text = file.text;
    if (random.chance(0.4)) {
      // A name, a zone or a section swapped for a hostile word.
      text = text.replace(/(name="|Name="|zone name="|^\d+x? |^Sideboard|^Deck)([^"\n]*)/m, (_whole, lead: string) => `${lead}${random.pick([...PROTOTYPE_KEYS, ...HOSTILE_STRINGS.slice(0, 30)])}`);
    }
    const bytes = mutateFile(text, random);
    const name = random.chance(0.8) ? file.name : random.pick(['deck', 'deck.dek', 'deck.cod', 'deck.txt', '__proto__.cod', '../../deck.txt']);
    if (random.chance(0.5)) {
      const pasted = Buffer.from(bytes).toString('utf8');
      if (pasted.length > 0) {
        await target.api('decklists', 'decks.import', { text: pasted, fileName: name }, `decks.import text ${name}`);
        return;
      }
    }
    await sendFile(context, 'decklists', name, bytes, 'decks.import', (uploadId) => ({ uploadId }));
  },
};
