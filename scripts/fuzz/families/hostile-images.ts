// Hostile pictures at every entry the UI has: dropped on a card (images.importForCard), a custom
// card's picture, the card back, a custom-set file with the picture embedded, a picture folder.
// Each is sent while the server is asked every 100 ms whether it still answers (a bomb decoded
// on the request thread would freeze it), and afterwards a picture stored before must still be
// there and served.
import { sendFile, upload, type Family, type FuzzContext } from '../family.ts';
import { hostilePicture, knownCard } from './pictures.ts';

const NAME = 'hostile-images';
const ENTRIES = ['drop', 'custom card', 'card back', 'custom set', 'folder'] as const;

let baseline = false;

/** A good picture stored for the known card before any hostile one, checked after each. */
async function storeBaseline(context: FuzzContext, printingId: number): Promise<void> {
  if (baseline) return;
  const { cardPng } = await import('../../../test/support/png-image.ts');
  await sendFile(context, NAME, 'baseline.png', cardPng(186, 260), 'images.importForCard', (uploadId) => ({ uploadId, printing_id: printingId }));
  baseline = true;
}

async function stillThere(context: FuzzContext, card: { cardId: number; printingId: number }, label: string): Promise<void> {
  const shown = await context.target.api(NAME, 'images.forCards', { cards: [{ card_id: card.cardId, printing_id: card.printingId }] });
  const url = (shown.json as { result?: { cards?: { faces?: { url: string }[] }[] } } | null)?.result?.cards?.[0]?.faces?.[0]?.url;
  if (!url) return context.target.lost(NAME, label, 'the card has no stored picture any more');
  const served = await context.target.raw(NAME, 'media', { path: url });
  if (served.status !== 200) context.target.lost(NAME, label, `its picture ${url} answered ${served.status}`);
}

export const hostileImages: Family = {
  name: NAME,
  async send(context) {
    const { random, target } = context;
    const card = await knownCard(context, NAME);
    if (!card) return;
    await storeBaseline(context, card.printingId);
    const picture = await hostilePicture(random);
    const entry = random.pick(ENTRIES);
    const label = `${entry}: ${picture.kind}`;
    await target.whileResponsive(NAME, label, async () => {
      if (entry === 'drop') {
        await sendFile(context, NAME, picture.name, picture.bytes, 'images.importForCard', (uploadId) => ({ uploadId, printing_id: card.printingId }));
      } else if (entry === 'custom card') {
        const fields = { name: `Fuzzed Picture ${random.int(1, 1000)}`, type_line: 'Creature — Fish', mana_cost: '{U}', power: '1', toughness: '1' };
        await sendFile(context, NAME, picture.name, picture.bytes, 'customCards.create', (uploadId) => ({ card: fields, image: { uploadId } }));
      } else if (entry === 'card back') {
        await sendFile(context, NAME, picture.name, picture.bytes, 'print.backImage.set', (uploadId) => ({ uploadId }));
      } else if (entry === 'custom set') {
        const file = {
          format: 'proxyfish-custom-cards',
          version: 1,
          cards: [{ name: 'Fuzzed Set Card', type_line: 'Sorcery', mana_cost: '{1}', image: { media_type: random.pick(['image/png', 'image/jpeg', 'image/webp']), base64: picture.bytes.toString('base64') } }],
        };
        await sendFile(context, NAME, 'set.json', Buffer.from(JSON.stringify(file)), 'customCards.importJson', (uploadId) => ({ uploadId }));
      } else {
        const files = [];
        for (let index = random.int(1, 3); index > 0; index--) {
          const id = await upload(context, NAME, picture.name, picture.bytes);
          if (id) files.push({ uploadId: id, path: random.pick([`Llanowar Elves.${picture.name.split('.').pop()}`, `M10/${picture.name}`, picture.name]) });
        }
        if (files.length > 0) await target.api(NAME, 'images.importFolder', { files }, `images.importFolder ${picture.kind}`);
      }
    });
    await stillThere(context, card, label);
  },
};
