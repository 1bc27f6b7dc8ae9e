// Card images for the UI: which image to show for each card (fetched ones start downloading in
// the background and come back as pending until they are there), the bulk fetch as a job, the
// cache's size and clearing it, the image settings, the printings of a card to choose art
// from, and the user's own pictures (a folder, or one picture dropped on a card).
import { z } from 'zod';
import type { Services } from '../../services.ts';
import { setEntryPrinting } from '../../images/deck-art.ts';
import { printingsFor } from '../../images/fetch-targets.ts';
import { checkImageHost } from '../../images/image-host.ts';
import { IMAGE_SETTINGS, mediaUrl, type ImageUse } from '../../images/image-service.ts';
import { importSingleImage, importUploadedFolder } from '../../images/local-images.ts';
import { printingChoices } from '../../images/printing-choices.ts';
import { defineCommand } from '../contract.ts';

const id = z.number().int().positive();
const use = z.enum(['display', 'print']).default('display');
const cardRef = z.object({ card_id: id, printing_id: id.nullable().default(null) }).strict();

export interface CardImages {
  card_id: number;
  printing_id: number | null;
  /**
   * Per face that has one: the URL the page loads it from (media/…). Fetched and imported
   * pictures (media/cache/, media/local/) show the whole card; a custom card's picture
   * (media/custom/) is the art in its frame.
   */
  faces: { face_index: number; url: string; width: number; height: number }[];
  /** Still being fetched: ask again shortly. */
  pending: boolean;
}

export function imagesForCards(services: Services, cards: readonly { card_id: number; printing_id: number | null }[], purpose: ImageUse, language: string): CardImages[] {
  const images = services.images;
  const wanted = cards.map((card) => ({ card, printing: images.printingFor(card.card_id, card.printing_id, language) }));
  images.request(
    wanted.flatMap(({ printing }) => (printing === null ? [] : [printing])),
    purpose,
  );
  return wanted.map(({ card, printing }) => {
    const faces = printing === null ? [] : images.stored(printing, purpose);
    return {
      card_id: card.card_id,
      printing_id: printing,
      faces: faces.map((face) => ({ face_index: face.face_index, url: mediaUrl(face), width: face.width, height: face.height })),
      pending: printing !== null && images.isPending(printing, purpose),
    };
  });
}

const target = z.union([
  z.object({ deck: z.union([id, z.string().min(1).max(200)]) }).strict(),
  z.object({ query: z.string().min(1).max(2000) }).strict(),
  z.object({ collection: z.literal(true) }).strict(),
  z.object({ cards: z.array(cardRef).min(1).max(5000) }).strict(),
]);

export const imageCommands = {
  'images.forCards': defineCommand({
    summary: 'The stored image of each card (its chosen or default printing); missing ones are fetched in the background (pending).',
    input: z.object({ cards: z.array(cardRef).max(500), use, lang: z.string().max(10).default('en') }).strict(),
    run: (services, input) => ({ cards: imagesForCards(services, input.cards, input.use, input.lang) }),
  }),
  'images.forGame': defineCommand({
    summary: "The images of the named cards on a goldfish table: the deck's chosen printings, else the default ones.",
    input: z.object({ game: z.string().min(1).max(40), names: z.array(z.string().min(1).max(200)).max(500), lang: z.string().max(10).default('en') }).strict(),
    run: (services, input) => {
      const refs = input.names.flatMap((name) => {
        const ref = services.goldfish.cardRef(input.game, name);
        const resolved = ref ? { card_id: ref.cardId, printing_id: ref.printingId } : services.resolver.resolve({ name });
        if (!resolved) return [];
        return [{ name, card: 'card_id' in resolved ? resolved : { card_id: resolved.cardId, printing_id: null } }];
      });
      const images = imagesForCards(services, refs.map((ref) => ref.card), 'display', input.lang);
      return { cards: refs.map((ref, index) => ({ name: ref.name, ...images[index]! })) };
    },
  }),
  'images.fetch': defineCommand({
    summary: 'Fetch the images of a deck, a search, the collection or some cards into the cache, as a job (progress, cancel; resumes without refetching).',
    input: z.object({ target, use, lang: z.string().max(10).default('en') }).strict(),
    run: (services, input) => {
      const { label, printings } = printingsFor(services, input.target, input.lang);
      return services.jobs.start('images.fetch', async ({ signal, report }) => {
        report({ stage: `Fetching images: ${label}`, done: 0, total: null });
        return services.images.ensure(printings, input.use, { signal, onProgress: ({ done, total }) => report({ done, total }) });
      });
    },
  }),
  'images.status': defineCommand({
    summary: "The image cache's size, its limit, and the image settings.",
    input: z.object({}).strict(),
    run: (services) => status(services),
  }),
  'images.clearCache': defineCommand({
    summary: 'Delete every fetched image (your own imported pictures stay).',
    input: z.object({}).strict(),
    run: (services) => {
      services.images.cache.clear();
      return status(services);
    },
  }),
  'images.settings.set': defineCommand({
    summary: "Change the image host (empty: Scryfall's; https, no credentials; a loopback or private one only with allowPrivateHost), the cache limit in MB, and whether images are fetched at all.",
    input: z
      .object({
        baseUrl: z.string().max(2000).optional(),
        allowPrivateHost: z.boolean().optional(),
        cacheLimitMb: z.number().int().min(50).max(1024 * 1024).optional(),
        fetch: z.boolean().optional(),
      })
      .strict(),
    run: (services, input) => {
      const allowPrivate = input.allowPrivateHost ?? services.settings.get<boolean>(IMAGE_SETTINGS.allowPrivateHost) === true;
      // Checked before anything is saved: a refused host leaves every setting as it was.
      checkImageHost(input.baseUrl ?? services.settings.get<string>(IMAGE_SETTINGS.baseUrl) ?? '', allowPrivate);
      if (input.allowPrivateHost !== undefined) services.settings.set(IMAGE_SETTINGS.allowPrivateHost, input.allowPrivateHost);
      if (input.baseUrl !== undefined) services.settings.set(IMAGE_SETTINGS.baseUrl, input.baseUrl.trim());
      if (input.cacheLimitMb !== undefined) services.settings.set(IMAGE_SETTINGS.cacheLimitMb, input.cacheLimitMb);
      if (input.fetch !== undefined) services.settings.set(IMAGE_SETTINGS.fetchEnabled, input.fetch);
      services.images.cache.trim();
      return status(services);
    },
  }),
  'images.printings': defineCommand({
    summary: 'Every printing of a card to choose the art from, best first, with its thumbnail where stored.',
    input: z.object({ card_id: id, lang: z.string().max(10).default('en') }).strict(),
    run: (services, input) => ({ printings: printingChoices(services, input.card_id, input.lang) }),
  }),
  'images.setDeckPrinting': defineCommand({
    summary: "Choose the printing (and so the picture) of a deck's card; kept with the deck.",
    input: z.object({ deck: id, entry: id, printing_id: id }).strict(),
    run: (services, input) => {
      setEntryPrinting(services, input.deck, input.entry, input.printing_id);
      return services.decks.get(input.deck);
    },
  }),
  'images.importFolder': defineCommand({
    summary: 'Import a folder of your own pictures, uploaded file by file with each path inside the folder; returns the match report.',
    input: z.object({ files: z.array(z.object({ uploadId: z.uuid(), path: z.string().min(1).max(1000) }).strict()).min(1).max(5000) }).strict(),
    run: async (services, input) => {
      try {
        const files = input.files.map((entry) => ({ file: services.uploads.path(entry.uploadId), path: entry.path }));
        return await importUploadedFolder(services, files);
      } finally {
        for (const entry of input.files) services.uploads.discard(entry.uploadId);
      }
    },
  }),
  'images.importForCard': defineCommand({
    summary: "Use an uploaded picture for one printing's face (a picture dropped on a card).",
    input: z.object({ uploadId: z.uuid(), printing_id: id, face_index: z.number().int().min(0).max(3).default(0) }).strict(),
    run: async (services, input) => {
      try {
        const upload = services.uploads.get(input.uploadId);
        return await importSingleImage(services, upload.path, input.printing_id, input.face_index, upload.name);
      } finally {
        services.uploads.discard(input.uploadId); // a refused picture leaves nothing on disk either
      }
    },
  }),
};

function status(services: Services) {
  const images = services.images;
  return {
    cache: images.cache.status(),
    baseUrl: services.settings.get<string>(IMAGE_SETTINGS.baseUrl) ?? '',
    allowPrivateHost: services.settings.get<boolean>(IMAGE_SETTINGS.allowPrivateHost) === true,
    fetch: images.fetchEnabled(),
    local: services.db.prepare('SELECT count(*) FROM local_images').pluck().get() as number,
  };
}
