import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '../../../app/api/dispatch.ts';
import type { ImportSummary } from '../../../app/db/import/types.ts';
import type { JobSnapshot } from '../../../app/jobs.ts';
import { Services } from '../../../app/services.ts';
import { fixture, tempFolder } from '../../support/import.ts';

describe('api: cards.import', () => {
  let temp: ReturnType<typeof tempFolder>;
  let services: Services;
  beforeEach(() => {
    temp = tempFolder();
    services = new Services({ home: temp.dir, starterData: false });
  });
  afterEach(() => {
    services.close();
    temp.remove();
  });

  function upload(name: string, content: Buffer): string {
    const begun = services.uploads.begin(name);
    services.uploads.append(begun.id, content);
    return begun.id;
  }

  it('imports an upload as a job whose result is the summary, and removes the upload', async () => {
    const id = upload('cards.xml', readFileSync(fixture('cockatrice-v4.xml')));
    const started = await dispatch(services, 'cards.import', { uploadId: id });
    expect(started).toMatchObject({ ok: true, result: { kind: 'cards.import', state: 'running' } });
    const job = (started as { result: JobSnapshot }).result;
    const done = await services.jobs.wait(job.id);
    expect(done.state).toBe('done');
    const summary = done.result as ImportSummary;
    expect(summary).toMatchObject({ file: 'cards.xml', format: 'cockatrice', cards: { added: 3 } });
    expect(done.progress.done).toBe(done.progress.total);
    expect(() => services.uploads.path(id)).toThrow(/No upload/);
    expect(services.info().cardCount).toBe(3);
  });

  it("fills the card facts cache after the import, in the background, so the first rules report reads them (issue 24)", async () => {
    const id = upload('cards.xml', readFileSync(fixture('cockatrice-v4.xml')));
    const started = await dispatch(services, 'cards.import', { uploadId: id });
    expect((await services.jobs.wait((started as { result: JobSnapshot }).result.id)).state).toBe('done');
    const stored = () => services.db.prepare('SELECT count(*) FROM card_facts_cache').pluck().get();
    await expect.poll(stored, { timeout: 60_000 }).toBe(3);
  });

  it('answers at once, without a job, when the upload is no card data or contradicts the format', async () => {
    const csv = upload('deck.csv', Buffer.from('count,name\n4,Lightning Bolt\n'));
    expect(await dispatch(services, 'cards.import', { uploadId: csv })).toEqual({
      ok: false,
      error: { code: 'failed', message: expect.stringMatching(/"deck.csv" is not a card data file: it looks like a CSV/) },
    });
    const xml = upload('cards.xml', readFileSync(fixture('cockatrice-v3.xml')));
    expect(await dispatch(services, 'cards.import', { uploadId: xml, format: 'mtgjson' })).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('was given as mtgjson but looks like a Cockatrice cards.xml') },
    });
  });

  it('validates its input: an upload id, an optional known format, nothing else (no paths)', async () => {
    expect(await dispatch(services, 'cards.import', { path: '/etc/passwd' })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(await dispatch(services, 'cards.import', { uploadId: 'not-a-uuid' })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    const id = upload('cards.xml', readFileSync(fixture('cockatrice-v3.xml')));
    expect(await dispatch(services, 'cards.import', { uploadId: id, format: 'csv' })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(await dispatch(services, 'cards.import', { uploadId: '6f1c2a5e-8a8e-4b7e-9a51-3c3c8e0f2b11' })).toMatchObject({
      ok: false,
      error: { code: 'failed', message: expect.stringContaining('No upload with id') },
    });
    expect(await dispatch(services, 'cards.update', { type: 'unique_artwork' })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
  });

  it('a cancelled import job ends cancelled and leaves no cards behind', async () => {
    const cards = Array.from({ length: 4000 }, (_v, i) =>
      JSON.stringify({ object: 'card', id: `c${i}`, oracle_id: `o${i}`, name: `Card ${i}`, layout: 'normal', type_line: 'Instant', set: 'tst' }),
    );
    const id = upload('cards.json', Buffer.from(`[${cards.join(',\n')}]`));
    const started = (await dispatch(services, 'cards.import', { uploadId: id })) as { result: JobSnapshot };
    services.jobs.cancel(started.result.id);
    const ended = await services.jobs.wait(started.result.id);
    expect(ended.state).toBe('cancelled');
    expect(services.info().cardCount).toBe(0);
  });
});
