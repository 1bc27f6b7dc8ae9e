// Card imports, MTGJSON: AtomicCards (name → faces) and AllPrintings (set → cards) from the
// test fixtures with hostile values put in (card names "__proto__" and "constructor" as keys,
// faces that are not arrays, numbers where text belongs), cut short, or garbled.
import { fixture, poisonJson, sendFile, type Family } from '../family.ts';
import { mutateFile } from '../mutate.ts';
import { PROTOTYPE_KEYS, randomJson, randomString } from '../random.ts';

const FILES = [
  { name: 'AtomicCards.json', json: JSON.parse(fixture('import/mtgjson-atomic-cards.json')) as unknown },
  { name: 'AllPrintings.json', json: JSON.parse(fixture('import/mtgjson-all-printings.json')) as unknown },
];

export const mtgjson: Family = {
  name: 'mtgjson',
  async send(context) {
    const { random } = context;
    const file = random.pick(FILES);
    let text: string;
    if (random.chance(0.6)) {
      const poisoned = poisonJson(file.json, random, () => (random.chance(0.6) ? randomString(random) : randomJson(random, 2))) as { data?: Record<string, unknown> };
      // Card names are the keys of AtomicCards' data: give one of them a prototype name.
      if (poisoned.data !== null && typeof poisoned.data === 'object' && !Array.isArray(poisoned.data) && random.chance(0.4)) {
        const [first] = Object.values(poisoned.data);
        Object.defineProperty(poisoned.data, random.pick(PROTOTYPE_KEYS), { value: first, enumerable: true, writable: true, configurable: true });
      }
      text = JSON.stringify(poisoned);
    } else {
      text = JSON.stringify(file.json);
    }
    const bytes = random.chance(0.5) ? new Uint8Array(Buffer.from(text)) : mutateFile(text, random);
    await sendFile(context, 'mtgjson', file.name, bytes, 'cards.import', (uploadId) => ({ uploadId }));
  },
};
