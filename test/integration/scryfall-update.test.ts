// The "update card data" flow against a local HTTP server on 127.0.0.1 standing in for
// Scryfall: it serves a bulk-data index and a small gzipped bulk file, honours conditional
// requests, and records every request so the test can check the headers that were sent.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../app/db/connection.ts';
import { rememberedKey, updateCardData } from '../../app/db/import/scryfall-update.ts';
import { SettingsStore } from '../../app/settings.ts';
import { fixture, tableState, tempFolder } from '../support/import.ts';

const ETAG = '"bulk-v1"';
const LAST_MODIFIED = 'Tue, 01 Oct 2019 09:00:00 GMT';

interface Seen {
  path: string;
  headers: IncomingHttpHeaders;
  status: number;
}

describe('update card data from Scryfall (local stand-in server)', () => {
  let server: Server;
  let base: string;
  let seen: Seen[] = [];
  let body = gzipSync(readFileSync(fixture('scryfall-cards.json')));
  let indexStatus = 200;
  const temp = tempFolder();

  beforeAll(async () => {
    server = createServer((request, response) => {
      const path = request.url ?? '';
      const answer = (status: number, headers: Record<string, string | number>, content?: Buffer | string) => {
        seen.push({ path, headers: request.headers, status });
        response.writeHead(status, headers);
        response.end(content);
      };
      if (path === '/bulk-data') {
        if (indexStatus !== 200) return answer(indexStatus, {}, 'down for maintenance');
        const index = {
          object: 'list',
          has_more: false,
          data: [
            { object: 'bulk_data', type: 'oracle_cards', download_uri: `${base}/file/oracle-cards.json`, updated_at: '2019-10-01T09:00:00+00:00' },
            { object: 'bulk_data', type: 'default_cards', download_uri: `${base}/file/default-cards.json.gz`, updated_at: '2019-10-01T09:00:00+00:00', size: body.length },
          ],
        };
        return answer(200, { 'content-type': 'application/json' }, JSON.stringify(index));
      }
      if (path === '/file/default-cards.json.gz') {
        if (request.headers['if-none-match'] === ETAG) return answer(304, { etag: ETAG });
        return answer(200, { 'content-type': 'application/gzip', 'content-length': body.length, etag: ETAG, 'last-modified': LAST_MODIFIED }, body);
      }
      return answer(404, {}, 'not found');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    temp.remove();
  });

  let db: Db;
  let settings: SettingsStore;
  beforeEach(() => {
    db = openDatabase(':memory:');
    settings = new SettingsStore(db);
    seen = [];
    indexStatus = 200;
    body = gzipSync(readFileSync(fixture('scryfall-cards.json')));
  });

  const update = () => updateCardData(db, settings, { type: 'default_cards', apiBase: base, downloadDir: temp.dir });

  it('downloads and imports the chosen file, then sends conditional headers, gets 304 and imports nothing', async () => {
    const first = await update();
    expect(first).toMatchObject({ status: 'imported', type: 'default_cards', bytesDownloaded: body.length, summary: { cards: { added: 10 } } });
    expect(seen.map((request) => [request.path, request.status])).toEqual([
      ['/bulk-data', 200],
      ['/file/default-cards.json.gz', 200],
    ]);
    for (const request of seen) {
      expect(request.headers['user-agent']).toMatch(/^Proxyfish\/\d/);
      expect(request.headers.accept).toContain('application/json');
    }
    expect(seen[1]!.headers['if-none-match']).toBeUndefined();
    expect(settings.get(rememberedKey('default_cards'))).toMatchObject({ etag: ETAG, lastModified: LAST_MODIFIED });

    const state = tableState(db);
    seen = [];
    const second = await update();
    expect(second).toMatchObject({ status: 'unchanged', bytesDownloaded: 0, summary: null });
    expect(seen[1]).toMatchObject({ path: '/file/default-cards.json.gz', status: 304 });
    expect(seen[1]!.headers['if-none-match']).toBe(ETAG);
    expect(seen[1]!.headers['if-modified-since']).toBe(LAST_MODIFIED);
    expect(tableState(db)).toEqual(state);
  });

  it('remembers nothing when the downloaded file fails to import, so the next update downloads it again', async () => {
    body = gzipSync(readFileSync(fixture('scryfall-cards.json'))).subarray(0, 300);
    await expect(update()).rejects.toThrow(/truncated or damaged gzip file/);
    expect(settings.get(rememberedKey('default_cards'))).toBeUndefined();
    expect(db.prepare('SELECT count(*) FROM cards').pluck().get()).toBe(0);
  });

  it('says clearly when the index is unavailable, the type is unknown or the server cannot be reached', async () => {
    indexStatus = 503;
    await expect(update()).rejects.toThrow(/bulk-data index \(http:\/\/127\.0\.0\.1:\d+\/bulk-data\) answered 503/);
    indexStatus = 200;
    await expect(updateCardData(db, settings, { type: 'all_cards', apiBase: base, downloadDir: temp.dir })).rejects.toThrow(
      `Scryfall's bulk-data index has no "all_cards" file`,
    );
    await expect(updateCardData(db, settings, { type: 'default_cards', apiBase: 'http://127.0.0.1:9', downloadDir: temp.dir })).rejects.toThrow(
      /Cannot reach http:\/\/127\.0\.0\.1:9 .*are you online\?/,
    );
  });
});
