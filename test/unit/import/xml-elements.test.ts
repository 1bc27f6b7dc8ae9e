// The streaming XML splitter under hostile shapes: nesting far deeper than any card file, and
// a tag that never ends, arriving chunk by chunk. Each is refused with a message that says why.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { MAX_MARKUP_CHARS, MAX_XML_DEPTH, splitXmlElements, type XmlPiece } from '../../../app/db/import/xml-elements.ts';

const CARD = 'cockatrice_carddatabase/cards/card';

async function split(chunks: string[]): Promise<XmlPiece[]> {
  const pieces: XmlPiece[] = [];
  for await (const piece of splitXmlElements(Readable.from(chunks), [CARD])) pieces.push(piece);
  return pieces;
}

const nested = (depth: number) => '<x>'.repeat(depth) + '</x>'.repeat(depth);

describe('XML splitter', () => {
  it('hands out wanted elements, deep content inside them included, up to the depth limit', async () => {
    const inside = nested(MAX_XML_DEPTH - 3);
    const pieces = await split([`<cockatrice_carddatabase version="4"><cards><card>${inside}</card><card><name>B</name></card></cards></cockatrice_carddatabase>`]);
    expect(pieces.map((piece) => piece.kind)).toEqual(['root', 'element', 'element']);
    expect(pieces[1]).toMatchObject({ path: CARD, xml: `<card>${inside}</card>` });
  });

  it(`refuses nesting deeper than ${MAX_XML_DEPTH} levels, saying so`, async () => {
    await expect(split([`<cockatrice_carddatabase><cards>${nested(16_000)}</cards></cockatrice_carddatabase>`])).rejects.toThrow(
      `the XML nests elements deeper than ${MAX_XML_DEPTH} levels at line 1 (<x>): card files nest only a few`,
    );
  });

  it('refuses a tag that is still open after more than the markup limit, while it streams in', async () => {
    const chunk = ` a="${'v'.repeat(64 * 1024)}"`;
    const chunks = ['<cockatrice_carddatabase><cards><card', ...Array.from({ length: Math.ceil(MAX_MARKUP_CHARS / chunk.length) + 2 }, () => chunk)];
    await expect(split(chunks)).rejects.toThrow(`longer than ${MAX_MARKUP_CHARS} characters`);
  });
});
