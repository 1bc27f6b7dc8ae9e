// "Update card data": asks Scryfall's bulk-data index where today's file of the chosen type is,
// downloads it with a conditional request (the ETag and Last-Modified of the last import are
// remembered in settings) so an unchanged file is not downloaded again, then imports it. The
// api's base URL is configurable so tests can stand a local server in for Scryfall.
import { randomUUID } from 'node:crypto';
import { createWriteStream, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { APP_VERSION } from '../../services.ts';
import { CancelledError, errorMessage } from '../../jobs.ts';
import type { SettingsStore } from '../../settings.ts';
import type { Db } from '../connection.ts';
import { importFile } from './driver.ts';
import { ImportError, type ImportProgress, type ImportSummary } from './types.ts';

export const BULK_TYPES = ['oracle_cards', 'default_cards', 'all_cards'] as const;
export type BulkType = (typeof BULK_TYPES)[number];

export const DEFAULT_SCRYFALL_API = 'https://api.scryfall.com';

/** The api base: PROXYFISH_SCRYFALL_API when set (tests, mirrors), else Scryfall's. */
export function scryfallApiBase(env: NodeJS.ProcessEnv = process.env): string {
  return env.PROXYFISH_SCRYFALL_API?.trim() || DEFAULT_SCRYFALL_API;
}

/** Scryfall asks every client for a User-Agent naming it and an Accept header. */
const HEADERS = {
  'User-Agent': `Proxyfish/${APP_VERSION} (offline card database; card data importer)`,
  Accept: 'application/json;q=0.9,*/*;q=0.8',
};

export interface UpdateProgress {
  stage: 'index' | 'download' | 'import';
  /** While importing: reading the file, or saving the cards into the card database. */
  phase?: ImportProgress['phase'];
  bytesRead: number;
  bytesTotal: number | null;
  records: number;
}

export interface UpdateOptions {
  type: BulkType;
  /** Where the downloaded file is kept while it is imported (removed afterwards). */
  downloadDir: string;
  apiBase?: string;
  signal?: AbortSignal;
  onProgress?: (progress: UpdateProgress) => void;
}

export interface UpdateResult {
  type: BulkType;
  /** 'unchanged': the server answered 304 Not Modified, nothing was downloaded or imported. */
  status: 'unchanged' | 'imported';
  downloadUri: string;
  updatedAt: string | null;
  bytesDownloaded: number;
  summary: ImportSummary | null;
}

/** What the last successful update of a type remembered, for the next conditional request. */
export interface RememberedDownload {
  downloadUri: string;
  etag: string | null;
  lastModified: string | null;
  importedAt: string;
}

export function rememberedKey(type: BulkType): string {
  return `cardData.update.${type.replace(/_(\w)/g, (_match, letter: string) => letter.toUpperCase())}`;
}

export async function updateCardData(db: Db, settings: SettingsStore, options: UpdateOptions): Promise<UpdateResult> {
  const base = (options.apiBase ?? scryfallApiBase()).replace(/\/+$/, '');
  const report = (progress: Partial<UpdateProgress> & Pick<UpdateProgress, 'stage'>) =>
    options.onProgress?.({ bytesRead: 0, bytesTotal: null, records: 0, ...progress });

  report({ stage: 'index' });
  const indexUrl = `${base}/bulk-data`;
  const index = await request(indexUrl, {}, options.signal);
  if (!index.ok) throw new ImportError(`Scryfall's bulk-data index (${indexUrl}) answered ${index.status} ${index.statusText}`.trim());
  const entry = findEntry(await readJson(index, indexUrl), options.type, indexUrl);
  const downloadUri = new URL(entry.download_uri, `${base}/`).toString();

  const remembered = settings.get<RememberedDownload>(rememberedKey(options.type));
  const conditional: Record<string, string> = {};
  // A new download URI is a new file; the validators of the old one say nothing about it.
  if (remembered && remembered.downloadUri === downloadUri) {
    if (remembered.etag) conditional['If-None-Match'] = remembered.etag;
    if (remembered.lastModified) conditional['If-Modified-Since'] = remembered.lastModified;
  }
  const response = await request(downloadUri, conditional, options.signal);
  const updatedAt = entry.updated_at ?? null;
  if (response.status === 304) {
    await response.body?.cancel();
    return { type: options.type, status: 'unchanged', downloadUri, updatedAt, bytesDownloaded: 0, summary: null };
  }
  if (!response.ok || !response.body) {
    throw new ImportError(`Downloading ${downloadUri} failed: ${response.status} ${response.statusText}`.trim());
  }

  const file = join(options.downloadDir, `${randomUUID()}-scryfall-${options.type}.json`);
  try {
    const length = Number(response.headers.get('content-length'));
    const bytesTotal = Number.isFinite(length) && length > 0 ? length : typeof entry.size === 'number' ? entry.size : null;
    let bytesRead = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        bytesRead += chunk.length;
        report({ stage: 'download', bytesRead, bytesTotal });
        callback(null, chunk);
      },
    });
    try {
      await pipeline(
        Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
        counter,
        createWriteStream(file),
        ...(options.signal ? [{ signal: options.signal }] : []),
      );
    } catch (error) {
      if (options.signal?.aborted) throw new CancelledError();
      throw new ImportError(`Downloading ${downloadUri} failed after ${bytesRead} bytes: ${errorMessage(error)}`);
    }
    const validators: RememberedDownload = {
      downloadUri,
      etag: response.headers.get('etag'),
      lastModified: response.headers.get('last-modified'),
      importedAt: new Date().toISOString(),
    };
    const summary = await importFile(db, file, {
      format: 'scryfall',
      name: `scryfall-${options.type}.json`,
      ...(options.signal ? { signal: options.signal } : {}),
      onProgress: (progress) => report({ stage: 'import', ...progress }),
      // Remembered in the import's own transaction: a failed import leaves no validators behind,
      // so the next update downloads the file again.
      beforeCommit: () => settings.set(rememberedKey(options.type), validators),
    });
    return { type: options.type, status: 'imported', downloadUri, updatedAt, bytesDownloaded: bytesRead, summary };
  } finally {
    rmSync(file, { force: true });
  }
}

async function request(url: string, extra: Record<string, string>, signal: AbortSignal | undefined): Promise<Response> {
  try {
    return await fetch(url, { headers: { ...HEADERS, ...extra }, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (signal?.aborted) throw new CancelledError();
    const cause = (error as { cause?: unknown }).cause;
    throw new ImportError(`Cannot reach ${new URL(url).origin} (${errorMessage(cause ?? error)}): are you online?`);
  }
}

async function readJson(response: Response, url: string): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw new ImportError(`${url} did not answer with JSON`);
  }
}

interface BulkEntry {
  type: string;
  download_uri: string;
  updated_at?: string;
  size?: number;
}

function findEntry(index: unknown, type: BulkType, url: string): BulkEntry {
  const data = typeof index === 'object' && index !== null ? (index as { data?: unknown }).data : undefined;
  if (!Array.isArray(data)) throw new ImportError(`${url} is not Scryfall's bulk-data index (no "data" list)`);
  const entry = data.find(
    (candidate): candidate is BulkEntry =>
      typeof candidate === 'object' && candidate !== null && candidate.type === type && typeof candidate.download_uri === 'string',
  );
  if (!entry) throw new ImportError(`Scryfall's bulk-data index has no "${type}" file`);
  return entry;
}
