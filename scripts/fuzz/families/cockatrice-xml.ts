// Card imports, Cockatrice's cards.xml (versions 3 and 4, custom sets, tokens) from the test
// fixtures: garbled, cut short, with hostile text in names and properties, with entities, and
// with deeply nested tags (the XML splitter's worst case) of bounded depth.
import { fixture, sendFile, type Family } from '../family.ts';
import { mutateFile } from '../mutate.ts';
import { HOSTILE_STRINGS, PROTOTYPE_KEYS, type Random } from '../random.ts';

const FILES = ['cockatrice-v3.xml', 'cockatrice-v4.xml', 'cockatrice-custom-set.xml', 'cockatrice-tokens.xml'].map((name) => fixture(`import/${name}`));

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function nested(random: Random): string {
  const depth = random.int(100, 3000);
  const tag = random.pick(['card', 'x', 'prop', ...PROTOTYPE_KEYS]);
  return `<?xml version="1.0"?><cockatrice_carddatabase version="4"><cards>${`<${tag}>`.repeat(depth)}${`</${tag}>`.repeat(random.chance(0.8) ? depth : depth - 1)}</cards></cockatrice_carddatabase>`;
}

function poisoned(random: Random): string {
  return random.pick(FILES).replace(/<(name|type|text|maintype|manacost|set|pt)([^>]*)>[^<]*</g, (whole, tag: string, attributes: string) =>
    random.chance(0.3) ? `<${tag}${attributes}>${escape(random.pick([...HOSTILE_STRINGS, ...PROTOTYPE_KEYS]))}<` : whole,
  );
}

export const cockatriceXml: Family = {
  name: 'cockatrice-xml',
  async send(context) {
    const { random } = context;
    const kind = random.int(0, 9);
    const text = kind === 0 ? nested(random) : kind < 5 ? poisoned(random) : random.pick(FILES);
    const bytes = kind > 0 && kind < 3 ? new Uint8Array(Buffer.from(text)) : mutateFile(text, random);
    await sendFile(context, 'cockatrice-xml', 'cards.xml', bytes, 'cards.import', (uploadId) => ({ uploadId }));
  },
};
