// A hostile image host, played by a stand-in HTTP server on 127.0.0.1 (allowed by the explicit
// images.allowPrivateHost setting; nothing else is ever contacted): an endless chunked body is
// cut off at the size cap, a redirect off the host is refused, a stored address is fetched only
// by its path on the configured host, a picture the host sends passes the picture gate, the
// base-URL setting is checked, and one bad answer rests only that picture.
import type { ServerResponse } from 'node:http';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '../../app/api/dispatch.ts';
import { CardWriter } from '../../app/db/card-writer.ts';
import { ImageClient } from '../../app/images/image-client.ts';
import { IMAGE_SETTINGS } from '../../app/images/image-service.ts';
import type { JobSnapshot } from '../../app/jobs.ts';
import { testCard, testPrinting } from '../support/cards.ts';
import { liarPng } from '../support/hostile-pictures.ts';
import { imageWorld, scryfallUrl, type ImageWorld } from '../support/image-cards.ts';
import { waitFor } from '../support/wait-for.ts';

let world: ImageWorld;
beforeEach(async () => {
  world = await imageWorld();
}, 60_000);
afterEach(async () => world.dispose());

const pathOf = (name: string) => {
  const index = ['Lightning Bolt', 'Counterspell', 'Dark Ritual', 'Giant Growth', 'Swords to Plowshares'].indexOf(name);
  return new URL(scryfallUrl('normal', `${index}${index}aa0000-0000-0000-0000-00000000000${index}`)).pathname;
};

async function fetchOne(name: string) {
  const result = await dispatch(world.services, 'images.fetch', { target: { cards: [{ card_id: world.cards.get(name)!, printing_id: null }] } });
  if (!result.ok) throw new Error(result.error.message);
  return world.services.jobs.wait((result.result as JobSnapshot).id);
}

function cachedFiles(): string[] {
  try {
    return readdirSync(join(world.services.paths.images, 'cache'));
  } catch {
    return [];
  }
}

describe('a hostile image host', () => {
  it('an endless chunked body (no Content-Length) is cut off at 20 MB while it streams, and nothing is stored', async () => {
    let sent = 0;
    world.host.answer(pathOf('Lightning Bolt'), (response: ServerResponse) => {
      response.writeHead(200, { 'Content-Type': 'image/jpeg' }); // chunked: no length said
      const chunk = Buffer.alloc(1024 * 1024, 0xff);
      let open = true;
      response.once('close', () => (open = false));
      const pump = () => {
        while (open && sent < 2 * 1024 * 1024 * 1024) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
      };
      pump();
    });
    const done = await fetchOne('Lightning Bolt');
    expect(done.result).toMatchObject({ fetched: 0, offline: false, failed: [{ message: expect.stringContaining('is larger than 20 MB') }] });
    expect(sent).toBeLessThan(64 * 1024 * 1024); // cut off, not read to the 2 GB end
    expect(cachedFiles()).toEqual([]);
  }, 60_000);

  it('a redirect to another host is refused; one within the image host is followed', async () => {
    world.host.answer(pathOf('Lightning Bolt'), (response) => void response.writeHead(302, { Location: 'http://127.0.0.2:8/evil.jpg' }).end());
    const off = await fetchOne('Lightning Bolt');
    expect(off.result).toMatchObject({
      fetched: 0,
      failed: [{ message: expect.stringContaining('the image host redirected to another host (127.0.0.2:8); only 127.0.0.1') }],
    });
    expect(cachedFiles()).toEqual([]);
    world.host.answer(pathOf('Counterspell'), (response) => void response.writeHead(301, { Location: pathOf('Dark Ritual') }).end());
    const within = await fetchOne('Counterspell');
    expect(within.result).toMatchObject({ fetched: 1, failed: [] });
    expect(world.host.requests.map((request) => request.path)).toEqual([pathOf('Lightning Bolt'), pathOf('Counterspell'), pathOf('Dark Ritual')]);
  });

  it('an address stored with a card is fetched only by its path, on the image host, never as written', async () => {
    const id = 'ee000000-0000-0000-0000-00000000000e';
    const written = `http://127.0.0.2:8/normal/front/e/e/${id}.jpg?1`;
    new CardWriter(world.services.db).upsert(
      testCard({ name: 'Planted', printings: [testPrinting({ external_id: id, set_code: 'tst', collector_number: '99', images: [{ face_index: 0, normal: written, large: null, png: null }] })] }),
    );
    const cardId = world.services.db.prepare("SELECT id FROM cards WHERE name = 'Planted'").pluck().get() as number;
    await dispatch(world.services, 'images.forCards', { cards: [{ card_id: cardId, printing_id: null }] });
    await waitFor(() => world.host.requests.length === 1, 'the request for the planted address');
    expect(world.host.requests[0]!.path).toBe(`/normal/front/e/e/${id}.jpg`); // on the stand-in, not 127.0.0.2
    // With no host set, Scryfall's is the host, whatever a card file says.
    const client = new ImageClient({ baseUrl: () => '' });
    expect(client.resolve(written)).toBe(`https://cards.scryfall.io/normal/front/e/e/${id}.jpg?1`);
  });

  it("a picture the host sends passes the picture gate: the 69-byte liar PNG is refused and not stored", async () => {
    world.host.serve(pathOf('Giant Growth'), liarPng());
    const done = await fetchOne('Giant Growth');
    expect(done.result).toMatchObject({ fetched: 0, failed: [{ message: expect.stringMatching(/answer for \/normal\/.*claims 2,147,483,648 × 2,147,483,648 pixels/) }] });
    expect(cachedFiles()).toEqual([]);
  });

  it('one bad answer rests that picture only: other cards shown right after still fetch, the bad one is not asked again', async () => {
    world.host.answer(pathOf('Lightning Bolt'), (response) => void response.writeHead(500).end('boom'));
    const card = (name: string) => ({ card_id: world.cards.get(name)!, printing_id: null });
    await dispatch(world.services, 'images.forCards', { cards: [card('Lightning Bolt')] });
    await waitFor(() => !world.services.images.isPending(world.printings.get('Lightning Bolt')!, 'display'), 'the bad answer');
    await dispatch(world.services, 'images.forCards', { cards: [card('Lightning Bolt'), card('Counterspell')] });
    await waitFor(() => world.services.images.cache.status().images === 1, "Counterspell's picture");
    const paths = world.host.requests.map((request) => request.path);
    expect(paths).toEqual([pathOf('Lightning Bolt'), pathOf('Counterspell')]);
  });
});

describe('the image host setting', () => {
  const set = (input: Record<string, unknown>) => dispatch(world.services, 'images.settings.set', input);

  it('takes https hosts only, without credentials, and no loopback or private address unless allowed on purpose', async () => {
    await set({ baseUrl: '', allowPrivateHost: false });
    for (const [baseUrl, message] of [
      ['http://mirror.example.org', 'The image host must be an https address, not http'],
      ['https://user:secret@mirror.example.org', 'The image host mirror.example.org must not carry a user name or password'],
      ['https://127.0.0.1:4000', 'The image host 127.0.0.1:4000 is a loopback or private address'],
      ['https://10.1.2.3', 'The image host 10.1.2.3 is a loopback or private address'],
      ['https://192.168.0.7', 'is a loopback or private address'],
      ['https://[::1]:4000', 'The image host [::1]:4000 is a loopback or private address'],
      ['https://localhost', 'is a loopback or private address'],
      ['ftp://mirror.example.org', 'must be an https address'],
      ['not an address', 'The image host "not an address" is not an address'],
    ] as const) {
      const result = await set({ baseUrl });
      expect(result, baseUrl).toMatchObject({ ok: false, error: { message: expect.stringContaining(message) } });
    }
    expect(world.services.settings.get(IMAGE_SETTINGS.baseUrl)).toBe(''); // nothing refused was kept
    expect(await set({ baseUrl: 'https://mirror.example.org' })).toMatchObject({ ok: true, result: { baseUrl: 'https://mirror.example.org' } });
    expect(await set({ baseUrl: 'http://127.0.0.1:4000', allowPrivateHost: true })).toMatchObject({ ok: true, result: { allowPrivateHost: true } });
  });
});
