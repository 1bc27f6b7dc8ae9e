// What the picture families share: hostile picture files (liar headers, bombs, truncated files,
// wrong extensions, garbled bytes, unusual but valid encodings) and a card to give them to.
import sharp from 'sharp';
import { bombPng, liarPng, smallPng, truncated } from '../../../test/support/hostile-pictures.ts';
import { cardPng } from '../../../test/support/png-image.ts';
import type { FuzzContext } from '../family.ts';
import { mutateFile } from '../mutate.ts';
import type { Random } from '../random.ts';

export interface HostilePicture {
  kind: string;
  /** The name it is sent under (its extension may lie). */
  name: string;
  bytes: Buffer;
}

let goodPng: Buffer | undefined;
let goodJpeg: Buffer | undefined;
const bombs = new Map<number, Buffer>();

async function good(): Promise<{ png: Buffer; jpeg: Buffer }> {
  goodPng ??= cardPng(372, 520);
  goodJpeg ??= await sharp(goodPng).jpeg().toBuffer();
  return { png: goodPng, jpeg: goodJpeg };
}

/** One hostile (or, now and then, good) picture. */
export async function hostilePicture(random: Random): Promise<HostilePicture> {
  const { png, jpeg } = await good();
  const pick = random.int(0, 11);
  switch (pick) {
    case 0:
      return { kind: 'liar header', name: 'liar.png', bytes: liarPng() };
    case 1: {
      const side = random.pick([7_000, 12_000, 20_000, 30_000]);
      if (!bombs.has(side)) bombs.set(side, bombPng(side));
      return { kind: `bomb ${side}²`, name: random.pick(['bomb.png', 'bomb.jpg']), bytes: bombs.get(side)! };
    }
    case 2:
      return { kind: 'truncated png', name: 'half.png', bytes: truncated(png, random.next()) };
    case 3:
      return { kind: 'truncated jpeg', name: 'half.jpg', bytes: truncated(jpeg, random.next()) };
    case 4:
      return { kind: 'jpeg named png', name: 'card.png', bytes: jpeg };
    case 5:
      return { kind: 'not a picture', name: random.pick(['card.png', 'card.jpg']), bytes: Buffer.from(random.pick(['GIF89a\x01\x00\x01\x00', '<html>hi</html>', '%PDF-1.7', ''])) };
    case 6:
      return { kind: 'garbled png', name: 'garbled.png', bytes: Buffer.from(mutateFile(png.toString('latin1'), random)) };
    case 7: {
      // A valid header over other data: the size fields rewritten.
      const liar = Buffer.from(smallPng(40, 40));
      liar.writeUInt32BE(random.int(1, 100_000), 16);
      liar.writeUInt32BE(random.int(1, 100_000), 20);
      return { kind: 'header and data disagree', name: 'liar.png', bytes: liar };
    }
    case 8:
      return { kind: 'webp named png', name: 'card.png', bytes: await sharp(png).webp().toBuffer() };
    case 9:
      return { kind: '16-bit interlaced png', name: 'deep.png', bytes: await sharp(png).png({ progressive: true }).toColourspace('rgb16').toBuffer() };
    case 10:
      return { kind: 'random bytes', name: 'noise.jpg', bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from(random.bytes(random.int(0, 5000)))]) };
    default:
      return { kind: 'good', name: random.pick(['good.png', 'good.jpg']), bytes: random.chance(0.5) ? png : jpeg };
  }
}

/** A card and one of its printings that the server knows (looked up once). */
let known: { cardId: number; printingId: number } | null = null;
export async function knownCard(context: FuzzContext, family: string): Promise<{ cardId: number; printingId: number } | null> {
  if (known) return known;
  const search = await context.target.api(family, 'cards.search', { query: 't:creature', limit: 1 });
  const cardId = (search.json as { result?: { results?: { id?: number }[] } } | null)?.result?.results?.[0]?.id;
  if (!cardId) return null;
  const printings = await context.target.api(family, 'images.printings', { card_id: cardId });
  const printingId = (printings.json as { result?: { printings?: { printing_id?: number; id?: number }[] } } | null)?.result?.printings?.[0];
  const id = printingId?.printing_id ?? printingId?.id;
  if (!id) return null;
  known = { cardId, printingId: id };
  return known;
}
