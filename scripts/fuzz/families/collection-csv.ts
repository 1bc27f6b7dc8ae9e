// Collection CSVs of the five tools (Moxfield, Deckbox, ManaBox, Archidekt, Dragon Shield) from
// the test fixtures: garbled, cut inside quotes, with lone CRs, hostile names, conditions,
// languages and header names ("constructor"), through collection.import and its job.
import { fixture, sendFile, type Family } from '../family.ts';
import { mutateFile } from '../mutate.ts';
import { HOSTILE_STRINGS, PROTOTYPE_KEYS } from '../random.ts';

const FILES = [
  'moxfield_haves_2025-01-20-1859Z.csv',
  'Inventory_proxyfish_2025.June.03.csv',
  'ManaBox_Collection.csv',
  'archidekt-collection-export.csv',
  'dragon-shield-all-folders.csv',
].map((name) => ({ name, text: fixture(`collection/${name}`) }));

export const collectionCsv: Family = {
  name: 'collection-csv',
  async send(context) {
    const { random } = context;
    const file = random.pick(FILES);
    let text = file.text;
    if (random.chance(0.4)) {
      const lines = text.split('\n');
      const at = random.int(0, lines.length - 1);
      const cells = lines[at]!.split(',');
      cells[random.int(0, cells.length - 1)] = random.pick([...PROTOTYPE_KEYS, ...HOSTILE_STRINGS.slice(0, 40)]).replace(/[\r\n]/g, ' ');
      lines[at] = cells.join(',');
      text = lines.join('\n');
    }
    await sendFile(context, 'collection-csv', file.name, mutateFile(text, random), 'collection.import', (uploadId) =>
      random.chance(0.7) ? { uploadId } : { uploadId, format: random.pick(['moxfield', 'deckbox', 'manabox', 'archidekt', 'dragonshield']), mode: random.pick(['merge', 'replace']) },
    );
  },
};
