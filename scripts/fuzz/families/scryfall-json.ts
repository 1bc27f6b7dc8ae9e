// Card imports, Scryfall's bulk JSON: the test fixture's card objects with hostile values put
// in (names, layouts, languages, faces, legalities keyed "__proto__"), cut short, or garbled;
// sometimes gzip-compressed as the bulk files are. Sent as the UI sends them: an upload, then
// cards.import, then its job to the end.
import { gzipSync } from 'node:zlib';
import { fixture, poisonJson, sendFile, type Family } from '../family.ts';
import { mutateFile } from '../mutate.ts';
import { randomJson, randomString } from '../random.ts';

const CARDS = JSON.parse(fixture('import/scryfall-cards.json')) as unknown[];

export const scryfallJson: Family = {
  name: 'scryfall-json',
  async send(context) {
    const { random } = context;
    const structured = random.chance(0.6);
    const text = structured
      ? JSON.stringify(poisonJson(CARDS.slice(0, random.int(1, CARDS.length)), random, () => (random.chance(0.7) ? randomString(random) : randomJson(random, 2))))
      : JSON.stringify(CARDS);
    let bytes: Uint8Array = structured && random.chance(0.7) ? new Uint8Array(Buffer.from(text)) : mutateFile(text, random);
    const gzip = random.chance(0.15);
    if (gzip) bytes = random.chance(0.8) ? new Uint8Array(gzipSync(bytes)) : new Uint8Array(gzipSync(bytes)).subarray(0, random.int(0, 200));
    await sendFile(context, 'scryfall-json', gzip ? 'default-cards.json.gz' : 'default-cards.json', bytes, 'cards.import', (uploadId) =>
      random.chance(0.8) ? { uploadId } : { uploadId, format: random.pick(['scryfall', 'mtgjson', 'cockatrice']) },
    );
  },
};
