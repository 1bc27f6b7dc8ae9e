// The picture gate every entry uses: hostile pictures are refused by content with an error
// naming the file and the fault, a bomb from its header before any decoding, and accepted
// pictures larger than a card needs come out at card size.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CARD_PICTURE_BOX, checkPicture, MAX_PICTURE_PIXELS, PictureError } from '../../../app/images/picture-gate.ts';
import { bombPng, liarPng, smallPng, truncated } from '../../support/hostile-pictures.ts';
import { cardPng } from '../../support/png-image.ts';

describe('the picture gate', () => {
  it('accepts a real PNG and JPEG as they are', async () => {
    const png = smallPng();
    const checked = await checkPicture(png, 'card.png');
    expect(checked).toMatchObject({ kind: 'png', width: 63, height: 88, scaled: false });
    expect(checked.bytes.equals(png)).toBe(true);
    const jpeg = await sharp(png).jpeg().toBuffer();
    expect(await checkPicture(jpeg, 'card.jpg')).toMatchObject({ kind: 'jpeg', width: 63, height: 88 });
  });

  it("refuses the 69-byte PNG whose header claims 2³¹ × 2³¹ pixels, naming the file and the cap", async () => {
    await expect(checkPicture(liarPng(), 'liar.png')).rejects.toThrow(
      new PictureError('liar.png claims 2,147,483,648 × 2,147,483,648 pixels; pictures are limited to 40 megapixels (a card needs about 1,500 × 2,100)'),
    );
  });

  it('refuses a 20000 × 20000 bomb from its header alone, without decoding its 1.6 GB of pixels', async () => {
    const bomb = bombPng(20_000);
    expect(bomb.length).toBeLessThan(3 * 1024 * 1024);
    const before = process.memoryUsage().rss;
    await expect(checkPicture(bomb, 'bomb.png')).rejects.toThrow(/bomb\.png claims 20,000 × 20,000 pixels/);
    // Decoding would allocate 1.6 GB; the refusal allocates nothing of the kind.
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
    expect(20_000 * 20_000).toBeGreaterThan(MAX_PICTURE_PIXELS);
  });

  it('refuses truncated PNG and JPEG files (decoded to the end once)', async () => {
    const png = cardPng(300, 420);
    await expect(checkPicture(truncated(png), 'half.png')).rejects.toThrow(/^half\.png is truncated or corrupt \(/);
    const jpeg = await sharp(png).jpeg().toBuffer();
    await expect(checkPicture(truncated(jpeg, 0.8), 'half.jpg')).rejects.toThrow(/^half\.jpg is truncated or corrupt \(.*premature end/i);
  });

  it('decides the format by content, not by name: a GIF or text named .png is refused, a JPEG named .png is a JPEG', async () => {
    await expect(checkPicture(Buffer.from('GIF89a\x01\x00\x01\x00'), 'card.png')).rejects.toThrow(
      'card.png is not a PNG or JPEG picture: its content is no picture (it starts with 47 49 46 38 39 61 01 00)',
    );
    await expect(checkPicture(Buffer.from('<html>'), 'x.jpg')).rejects.toThrow(/x\.jpg is not a PNG or JPEG picture/);
    await expect(checkPicture(Buffer.alloc(0), 'empty.png')).rejects.toThrow('empty.png is empty, not a PNG or JPEG picture');
    const webp = await sharp(smallPng()).webp().toBuffer();
    await expect(checkPicture(webp, 'card.png')).rejects.toThrow('card.png is not a PNG or JPEG picture: its content is a WebP picture');
    expect(await checkPicture(webp, 'card.png', { kinds: ['png', 'jpeg', 'webp'] })).toMatchObject({ kind: 'webp' });
    const jpeg = await sharp(smallPng()).jpeg().toBuffer();
    expect(await checkPicture(jpeg, 'named.png')).toMatchObject({ kind: 'jpeg' });
  });

  it('refuses a PNG whose header and data disagree (a valid header over another picture)', async () => {
    const png = smallPng(40, 40);
    const liar = Buffer.from(png);
    liar.writeUInt32BE(4000, 16); // IHDR width, CRC left as it was
    await expect(checkPicture(liar, 'liar.png')).rejects.toThrow(/^liar\.png (has a corrupt PNG header|is truncated or corrupt)/);
  });

  it('scales a picture larger than a card needs down to card size, keeping its format and proportions', async () => {
    const big = await sharp(cardPng(630, 880)).resize(3150, 4400).jpeg().toBuffer();
    const checked = await checkPicture(big, 'scan.jpg', { scaleToCard: true });
    expect(checked).toMatchObject({ kind: 'jpeg', scaled: true });
    // 3150 × 4400 is narrower than the box's proportions: its width fills the box.
    expect(checked.width).toBe(CARD_PICTURE_BOX.width);
    expect(checked.height).toBe(Math.round((4400 * CARD_PICTURE_BOX.width) / 3150));
    expect(await sharp(checked.bytes).metadata()).toMatchObject({ format: 'jpeg', width: checked.width, height: checked.height });
  });
});
