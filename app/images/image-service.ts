// Card images for the whole app: what is on disk for a printing (the user's own picture, a
// custom card's picture, or a fetched one in the cache), fetching what is missing on demand
// (in the background, one line shared with bulk jobs) or in bulk (a job with progress and
// cancel that resumes where it stopped, because every image is cached as it arrives). Offline,
// fetching stops quietly and everything shows the card's text face instead.
import { join } from 'node:path';
import type { Db } from '../db/connection.ts';
import { throwIfCancelled } from '../jobs.ts';
import type { SettingsStore } from '../settings.ts';
import { DefaultPrintings } from './default-printing.ts';
import { ImageCache } from './image-cache.ts';
import { checkPicture } from './picture-gate.ts';
import { ImageClient, ImageFetchError, splitAddress, type ImageClientOptions } from './image-client.ts';

/** Which of Scryfall's sizes: `display` (normal, 488 × 680) for the screen, `print` (png, 745 × 1040). */
export type ImageUse = 'display' | 'print';

export interface FaceImage {
  face_index: number;
  /** Relative to the data folder's images/ (served to the UI at media/<file>). */
  file: string;
  width: number;
  height: number;
  source: 'local' | 'card' | 'scryfall';
}

/** The URL the renderer loads a stored image from (both transports serve images/ at media/). */
export function mediaUrl(image: Pick<FaceImage, 'file'>): string {
  return `media/${image.file.split('/').map(encodeURIComponent).join('/')}`;
}

export interface FetchFailure {
  printing_id: number;
  url: string;
  message: string;
}

export interface FetchSummary {
  /** Images wanted, fetched now, and found in the cache already. */
  total: number;
  fetched: number;
  cached: number;
  failed: FetchFailure[];
  /** The image host could not be reached: the rest was left for later. */
  offline: boolean;
}

export interface FetchProgress {
  done: number;
  total: number;
  fetched: number;
}

export const IMAGE_SETTINGS = {
  /** The image host (a mirror; the tests' stand-in server). Empty: Scryfall's. Only the path of a stored address is used. */
  baseUrl: 'images.baseUrl',
  /** true: the image host may be a loopback or private address, set on purpose (a local mirror, the tests' stand-in). */
  allowPrivateHost: 'images.allowPrivateHost',
  /** Upper bound of the cache folder in MB. */
  cacheLimitMb: 'images.cacheLimitMb',
  /** false: never fetch (offline use); cached and local images are still shown. */
  fetchEnabled: 'images.fetch',
} as const;

export const DEFAULT_CACHE_LIMIT_MB = 4096;
/** After the host could not be reached, on-demand fetching rests this long. */
const OFFLINE_PAUSE_MS = 60_000;
/** After a bad answer for one picture, that picture (and only it) is not asked for again on demand this long. */
const BAD_ANSWER_PAUSE_MS = 60_000;
const MAX_BACKOFFS = 10_000;

interface AddressRow {
  face_index: number;
  normal: string | null;
  large: string | null;
  png: string | null;
}

interface Wanted {
  printing_id: number;
  face_index: number;
  url: string;
  address: string;
  version: string;
}

export class CardImageService {
  readonly cache: ImageCache;
  readonly client: ImageClient;
  readonly defaults: DefaultPrintings;
  private readonly addresses;
  private readonly locals;
  private readonly cardImage;
  private readonly queued = new Set<string>();
  /** Pictures whose last answer was bad, and until when they are left alone on demand. */
  private readonly backoff = new Map<string, number>();
  private offlineUntil = 0;

  constructor(
    private readonly db: Db,
    /** The data folder's images/. */
    private readonly imagesRoot: string,
    private readonly settings: SettingsStore,
    clientOptions: ImageClientOptions = {},
  ) {
    this.cache = new ImageCache(db, join(imagesRoot, 'cache'), () => this.cacheLimitBytes());
    this.client = new ImageClient({
      baseUrl: () => settings.get<string>(IMAGE_SETTINGS.baseUrl) ?? '',
      allowPrivateHost: () => settings.get<boolean>(IMAGE_SETTINGS.allowPrivateHost) === true,
      ...clientOptions,
    });
    this.defaults = new DefaultPrintings(db);
    this.addresses = db.prepare<[number], AddressRow>('SELECT face_index, normal, large, png FROM printing_images WHERE printing_id = ? ORDER BY face_index');
    this.locals = db.prepare<[number], { face_index: number; file: string; width: number; height: number }>(
      'SELECT face_index, file, width, height FROM local_images WHERE printing_id = ? ORDER BY face_index',
    );
    this.cardImage = db.prepare<[number], string | null>('SELECT image_path FROM printings WHERE id = ?').pluck();
  }

  cacheLimitBytes(): number {
    return (this.settings.get<number>(IMAGE_SETTINGS.cacheLimitMb) ?? DEFAULT_CACHE_LIMIT_MB) * 1024 * 1024;
  }

  fetchEnabled(): boolean {
    return this.settings.get<boolean>(IMAGE_SETTINGS.fetchEnabled) !== false;
  }

  absolute(file: string): string {
    return join(this.imagesRoot, file);
  }

  /** The printing to show for a card: the given one, else the default for the language. */
  printingFor(cardId: number, printingId: number | null, language = 'en'): number | null {
    return printingId ?? this.defaults.of(cardId, language);
  }

  /** The images on disk for a printing's faces, best source first; no network. */
  stored(printingId: number, use: ImageUse): FaceImage[] {
    const faces = new Map<number, FaceImage>();
    for (const local of this.locals.all(printingId)) faces.set(local.face_index, { ...local, file: `local/${local.file}`, source: 'local' });
    const own = this.cardImage.get(printingId);
    if (own && !faces.has(0) && !own.startsWith('/')) faces.set(0, { face_index: 0, file: own, width: 0, height: 0, source: 'card' });
    for (const wanted of this.wantedAddresses(printingId, use)) {
      if (faces.has(wanted.face_index)) continue;
      const cached = this.cache.get(wanted.address);
      if (cached) faces.set(wanted.face_index, { face_index: wanted.face_index, file: `cache/${cached.file}`, width: cached.width, height: cached.height, source: 'scryfall' });
    }
    return [...faces.values()].sort((a, b) => a.face_index - b.face_index);
  }

  /** The images a printing still needs fetched: not cached, or cached at an older version. */
  missing(printingId: number, use: ImageUse): Wanted[] {
    const locals = new Set(this.locals.all(printingId).map((row) => row.face_index));
    return this.wantedAddresses(printingId, use).filter((wanted) => {
      if (locals.has(wanted.face_index)) return false;
      const cached = this.cache.get(wanted.address);
      return !cached || cached.version !== wanted.version;
    });
  }

  /** Fetches every missing image of these printings, in order; each is cached as it arrives. */
  async ensure(
    printingIds: readonly number[],
    use: ImageUse,
    control: { signal?: AbortSignal; onProgress?: (progress: FetchProgress) => void } = {},
  ): Promise<FetchSummary> {
    const unique = [...new Set(printingIds)];
    const all = unique.flatMap((id) => this.wantedAddresses(id, use));
    const todo = unique.flatMap((id) => this.missing(id, use));
    const summary: FetchSummary = { total: all.length, fetched: 0, cached: all.length - todo.length, failed: [], offline: false };
    let done = summary.cached;
    control.onProgress?.({ done, total: summary.total, fetched: 0 });
    if (!this.fetchEnabled()) {
      summary.offline = todo.length > 0;
      return summary;
    }
    for (const wanted of todo) {
      throwIfCancelled(control.signal);
      const outcome = await this.fetchOne(wanted, control.signal);
      if (outcome === 'fetched') summary.fetched += 1;
      else if (outcome === 'offline') {
        summary.offline = true;
        break;
      } else summary.failed.push({ printing_id: wanted.printing_id, url: wanted.url, message: outcome.message });
      done += 1;
      control.onProgress?.({ done, total: summary.total, fetched: summary.fetched });
    }
    return summary;
  }

  /** Queues missing images for fetching in the background (a card shown); never throws. */
  request(printingIds: readonly number[], use: ImageUse): number {
    if (!this.fetchEnabled() || performance.now() < this.offlineUntil) return 0;
    let added = 0;
    for (const id of new Set(printingIds)) {
      for (const wanted of this.missing(id, use)) {
        const key = `${wanted.address}?${wanted.version}`;
        if (this.queued.has(key) || (this.backoff.get(key) ?? 0) > performance.now()) continue;
        this.queued.add(key);
        added += 1;
        void this.fetchOne(wanted).finally(() => this.queued.delete(key));
      }
    }
    return added;
  }

  /** True while an on-demand fetch for this printing is waiting or running. */
  isPending(printingId: number, use: ImageUse): boolean {
    return this.wantedAddresses(printingId, use).some((wanted) => this.queued.has(`${wanted.address}?${wanted.version}`));
  }

  private async fetchOne(wanted: Wanted, signal?: AbortSignal): Promise<'fetched' | 'offline' | Error> {
    if (performance.now() < this.offlineUntil && !signal) return 'offline';
    try {
      const bytes = await this.client.get(wanted.url, signal);
      // The host's answer is someone else's file: through the picture gate before it is stored.
      const picture = await checkPicture(bytes, `the image host's answer for ${wanted.address}`, { scaleToCard: true });
      this.cache.put(wanted.address, wanted.version, picture.bytes);
      this.offlineUntil = 0;
      this.backoff.delete(`${wanted.address}?${wanted.version}`);
      return 'fetched';
    } catch (error) {
      throwIfCancelled(signal);
      if (error instanceof ImageFetchError && error.unreachable) {
        this.offlineUntil = performance.now() + OFFLINE_PAUSE_MS;
        return 'offline';
      }
      // One bad answer (refused picture, error status, redirect off the host, too large, too
      // slow) rests that picture only; every other card still fetches.
      if (this.backoff.size >= MAX_BACKOFFS) this.backoff.clear();
      this.backoff.set(`${wanted.address}?${wanted.version}`, performance.now() + BAD_ANSWER_PAUSE_MS);
      return error instanceof Error ? error : new Error(String(error));
    }
  }

  private wantedAddresses(printingId: number, use: ImageUse): Wanted[] {
    return this.addresses.all(printingId).flatMap((row) => {
      const url = use === 'print' ? (row.png ?? row.large ?? row.normal) : (row.normal ?? row.large ?? row.png);
      if (!url) return [];
      try {
        return [{ printing_id: printingId, face_index: row.face_index, url, ...splitAddress(url) }];
      } catch {
        return []; // not a URL: nothing to fetch
      }
    });
  }
}
