// Fetching card images from a stand-in for Scryfall's image host: spacing and headers as
// Scryfall asks, progress, cancel and resume without refetching, refetch only when the bulk
// data's version stamp changes, one file per distinct picture, and quiet fallback offline.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatch } from '../../../app/api/dispatch.ts';
import { main } from '../../../app/cli/main.ts';
import { CardWriter } from '../../../app/db/card-writer.ts';
import { IMAGE_SETTINGS } from '../../../app/images/image-service.ts';
import type { JobSnapshot } from '../../../app/jobs.ts';
import { testCard, testPrinting } from '../../support/cards.ts';
import { imageUris, imageWorld, IMAGE_CARD_NAMES, type ImageWorld } from '../../support/image-cards.ts';
import { waitFor } from '../../support/wait-for.ts';

let world: ImageWorld;
beforeEach(async () => {
  world = await imageWorld();
}, 60_000);
afterEach(async () => world.dispose());

async function call<T>(command: string, input: unknown): Promise<T> {
  const result = await dispatch(world.services, command as never, input);
  if (!result.ok) throw new Error(`${command}: ${result.error.message}`);
  return result.result as T;
}

function deckOfAll() {
  return world.services.decks.create({
    name: 'Images',
    entries: [...IMAGE_CARD_NAMES, 'Delver of Secrets'].map((name) => ({ name, quantity: 4 })),
  });
}

describe('fetching images for a deck', () => {
  it('fetches each image once, spaced at least 50 ms apart, with a User-Agent and Accept header, reporting progress', async () => {
    const deck = deckOfAll();
    const job = await call<JobSnapshot>('images.fetch', { target: { deck: deck.deck.id } });
    const seen: number[] = [];
    const poll = setInterval(() => seen.push(world.services.jobs.get(job.id).progress.done), 5);
    const done = await world.services.jobs.wait(job.id);
    clearInterval(poll);
    expect(done.state).toBe('done');
    // 5 cards + 2 faces of Delver: 7 images.
    expect(done.result).toMatchObject({ total: 7, fetched: 7, cached: 0, failed: [], offline: false });
    expect(done.progress).toMatchObject({ done: 7, total: 7 });
    expect(new Set(seen).size).toBeGreaterThan(2); // progress moved while it ran
    const requests = world.host.requests;
    expect(requests).toHaveLength(7);
    for (const request of requests) {
      expect(request.headers['user-agent']).toMatch(/^Proxyfish\/\d+\.\d+\.\d+ \(/);
      expect(request.headers.accept).toMatch(/image\/jpeg/);
      expect(request.path).toMatch(/^\/normal\/(front|back)\//);
    }
    for (let index = 1; index < requests.length; index += 1) {
      expect(requests[index]!.at - requests[index - 1]!.at).toBeGreaterThanOrEqual(49.5); // Scryfall: 50–100 ms apart, ≤ 10/s
    }
    // Delver's back is the same picture as Lightning Bolt's: stored once.
    const status = world.services.images.cache.status();
    expect(status).toMatchObject({ images: 7, files: 6 });
    expect(readdirSync(world.services.images.cache.folder)).toHaveLength(6);
  });

  it('can be cancelled mid-way and resumes without fetching again what it already has', async () => {
    const deck = deckOfAll();
    let release!: () => void;
    world.host.hold = new Promise((resolve) => (release = resolve));
    const job = await call<JobSnapshot>('images.fetch', { target: { deck: deck.deck.id } });
    await waitFor(() => world.host.requests.length === 1, 'the first request');
    release();
    world.host.hold = null;
    await waitFor(() => world.services.jobs.get(job.id).progress.done >= 3, 'three images');
    await call('jobs.cancel', { id: job.id });
    const cancelled = await world.services.jobs.wait(job.id);
    expect(cancelled.state).toBe('cancelled');
    const kept = world.services.images.cache.status().images;
    expect(kept).toBeGreaterThanOrEqual(3);
    expect(kept).toBeLessThan(7);
    const before = world.host.requests.map((request) => request.path);
    const cachedBefore = new Set(before.filter((path) => world.services.images.cache.get(path) !== null));
    expect(cachedBefore.size).toBe(kept);

    const again = await call<JobSnapshot>('images.fetch', { target: { deck: deck.deck.id } });
    const resumed = await world.services.jobs.wait(again.id);
    expect(resumed.result).toMatchObject({ total: 7, cached: kept, fetched: 7 - kept });
    const after = world.host.requests.slice(before.length).map((request) => request.path);
    expect(after).toHaveLength(7 - kept);
    for (const path of after) expect(cachedBefore.has(path)).toBe(false);
    expect(world.services.images.cache.status().images).toBe(7);
  });

  it('fetches an image again only when the bulk data gives it a new version stamp', async () => {
    const bolt = world.printings.get('Lightning Bolt')!;
    await world.services.images.ensure([bolt], 'display');
    await world.services.images.ensure([bolt], 'display');
    expect(world.host.requests).toHaveLength(1);
    // A new import of the same printing with a new timestamp in its address.
    const id = world.services.db.prepare('SELECT external_id FROM printings WHERE id = ?').pluck().get(bolt) as string;
    new CardWriter(world.services.db).upsert(
      testCard({ name: 'Lightning Bolt', printings: [testPrinting({ external_id: id, set_code: 'tst', collector_number: '1', images: [imageUris(id, 0, '1700000000')] })] }),
    );
    const summary = await world.services.images.ensure([bolt], 'display');
    expect(summary).toMatchObject({ fetched: 1, cached: 0 });
    expect(world.host.requests).toHaveLength(2);
    expect(world.services.images.cache.get(world.host.requests[1]!.path)?.version).toBe('1700000000');
  });

  it('shows cached images, fetches missing ones in the background on demand, and says pending meanwhile', async () => {
    const cards = [{ card_id: world.cards.get('Counterspell')!, printing_id: null }];
    const first = await call<{ cards: { pending: boolean; faces: unknown[] }[] }>('images.forCards', { cards });
    expect(first.cards[0]).toMatchObject({ pending: true, faces: [] });
    await waitFor(() => world.services.images.cache.status().images === 1, 'the on-demand fetch');
    const second = await call<{ cards: { pending: boolean; faces: { url: string; width: number }[] }[] }>('images.forCards', { cards });
    expect(second.cards[0]!.pending).toBe(false);
    expect(second.cards[0]!.faces[0]).toMatchObject({ url: expect.stringMatching(/^media\/cache\/[0-9a-f]{64}\.jpg$/), width: 488 });
    expect(existsSync(join(world.services.paths.images, second.cards[0]!.faces[0]!.url.slice('media/'.length)))).toBe(true);
  });

  it('offline: the job ends without an error, says it was offline, and cards show no image rather than failing', async () => {
    world.services.settings.set(IMAGE_SETTINGS.baseUrl, 'http://127.0.0.1:9'); // nothing listens there
    const deck = deckOfAll();
    const job = await call<JobSnapshot>('images.fetch', { target: { deck: deck.deck.id } });
    const done = await world.services.jobs.wait(job.id);
    expect(done.state).toBe('done');
    expect(done.result).toMatchObject({ fetched: 0, offline: true });
    const shown = await call<{ cards: { faces: unknown[] }[] }>('images.forCards', { cards: [{ card_id: world.cards.get('Dark Ritual')!, printing_id: null }] });
    expect(shown.cards[0]!.faces).toEqual([]);
  });
});

describe('proxyfish images', () => {
  it('fetches a deck\'s images, then a search\'s, and shows the cache', async () => {
    deckOfAll();
    const output: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((line: string) => void output.push(line));
    try {
      expect(await main(['node', 'proxyfish', '--home', world.home, 'images', 'fetch', '--deck', 'Images'])).toBe(0);
      expect(output.at(-1)).toBe('7 images: 7 fetched, 0 already stored, 0 failed');
      expect(await main(['node', 'proxyfish', '--home', world.home, 'images', 'fetch', 'Lightning'])).toBe(0);
      expect(output.at(-1)).toBe('1 images: 0 fetched, 1 already stored, 0 failed');
      expect(await main(['node', 'proxyfish', '--home', world.home, 'images', 'status', '--json'])).toBe(0);
      expect(JSON.parse(output.at(-1)!)).toMatchObject({ cache: { images: 7, files: 6 }, baseUrl: world.host.base, fetch: true });
    } finally {
      spy.mockRestore();
    }
    expect(world.host.requests).toHaveLength(7);
  });
});

describe('the image cache', () => {
  it('stays under its size limit by dropping the least recently used images, and clears', async () => {
    const ids = IMAGE_CARD_NAMES.map((name) => world.printings.get(name)!);
    await world.services.images.ensure(ids, 'display');
    const full = world.services.images.cache.status();
    expect(full.images).toBe(5);
    // Use Lightning Bolt again, then shrink the limit to about two images.
    world.services.images.stored(ids[0]!, 'display');
    const perImage = full.bytes / full.files;
    world.services.settings.set(IMAGE_SETTINGS.cacheLimitMb, (2.5 * perImage) / 1024 / 1024);
    world.services.images.cache.trim();
    const trimmed = world.services.images.cache.status();
    expect(trimmed.bytes).toBeLessThanOrEqual(trimmed.limitBytes);
    expect(trimmed.images).toBe(2);
    expect(world.services.images.stored(ids[0]!, 'display')).toHaveLength(1); // the one used last stayed
    expect(readdirSync(world.services.images.cache.folder)).toHaveLength(2);
    const cleared = await call<{ cache: { images: number; bytes: number } }>('images.clearCache', {});
    expect(cleared.cache).toMatchObject({ images: 0, bytes: 0 });
    expect(readdirSync(world.services.images.cache.folder)).toHaveLength(0);
  });
});
