import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '../../../app/api/dispatch.ts';
import type { Services } from '../../../app/services.ts';
import { temporaryServices } from '../../support/services.ts';

describe('uploads', () => {
  let services: Services;
  let dispose: () => void;
  beforeEach(() => ({ services, dispose } = temporaryServices()));
  afterEach(() => dispose());

  it('assemble a file from base64 chunks inside the data folder', async () => {
    const begun = await dispatch(services, 'uploads.begin', { name: '../../etc/cards.json' });
    if (!begun.ok) throw new Error(begun.error.message);
    const { id, path } = begun.result as { id: string; path: string };
    expect(path.startsWith(services.paths.uploads)).toBe(true);
    await dispatch(services, 'uploads.append', { id, base64: Buffer.from('[{"name":').toString('base64') });
    const last = await dispatch(services, 'uploads.append', { id, base64: Buffer.from('"Opt"}]').toString('base64') });
    expect(last).toMatchObject({ ok: true, result: { bytes: 16 } });
    expect(readFileSync(services.uploads.path(id), 'utf8')).toBe('[{"name":"Opt"}]');
  });

  it('reject chunks that are not base64 and uploads that do not exist', async () => {
    expect(await dispatch(services, 'uploads.append', { id: '00000000-0000-4000-8000-000000000000', base64: 'AAAA' })).toMatchObject({
      ok: false,
      error: { code: 'failed', message: expect.stringContaining('No upload') },
    });
    const begun = await dispatch(services, 'uploads.begin', { name: 'a.json' });
    if (!begun.ok) throw new Error(begun.error.message);
    const { id } = begun.result as { id: string };
    expect(await dispatch(services, 'uploads.append', { id, base64: 'not base64!' })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
  });
});

describe('exports', () => {
  let services: Services;
  let dispose: () => void;
  beforeEach(() => ({ services, dispose } = temporaryServices()));
  afterEach(() => dispose());

  it('reads a finished export in chunks, and only plain file names under exports/', async () => {
    const { writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    writeFileSync(join(services.paths.exports, 'deck.pdf'), 'pdf-bytes');
    expect(await dispatch(services, 'exports.read', { fileName: 'deck.pdf' })).toEqual({
      ok: true,
      result: { size: 9, base64: Buffer.from('pdf-bytes').toString('base64'), nextOffset: null },
    });
    expect(await dispatch(services, 'exports.read', { fileName: 'deck.pdf', offset: 4 })).toMatchObject({ ok: true, result: { base64: Buffer.from('bytes').toString('base64') } });
    for (const fileName of ['../proxyfish.sqlite', '.hidden', 'a/b.pdf']) {
      expect(await dispatch(services, 'exports.read', { fileName })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    }
  });
});
