// Fetches card images over HTTP the way Scryfall asks (https://scryfall.com/docs/api):
// a descriptive User-Agent and an Accept header on every request, and a pause of 100 ms after
// each request ends before the next one starts (Scryfall asks for 50–100 ms; never more than
// 10 a second). One client serves the whole process, so on-demand and
// bulk fetches share the spacing. The host is a setting: stored addresses keep Scryfall's host,
// and a configured base address replaces it (a mirror, or the tests' stand-in server).
import { APP_VERSION } from '../services.ts';

/** Read when a request is made (services.ts imports this module, so not at load time). */
export function userAgent(): string {
  return `Proxyfish/${APP_VERSION} (desktop proxy printer and playtester; fetches card images for offline use)`;
}
export const IMAGE_ACCEPT = 'image/jpeg, image/png;q=0.9, */*;q=0.1';
/** Scryfall: 50–100 ms between requests; we take the polite end. */
export const DEFAULT_SPACING_MS = 100;
const TIMEOUT_MS = 30_000;
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

export class ImageFetchError extends Error {
  constructor(
    message: string,
    /** True when the host could not be reached at all (offline), not a bad answer. */
    readonly unreachable: boolean,
  ) {
    super(message);
    this.name = 'ImageFetchError';
  }
}

export interface ImageClientOptions {
  /** Replaces the origin of every address ("http://127.0.0.1:4000"); empty keeps the stored host. */
  baseUrl?: () => string;
  spacingMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/** An address split into what identifies the image (its path) and its version (the query). */
export function splitAddress(url: string): { address: string; version: string } {
  const parsed = new URL(url);
  return { address: parsed.pathname, version: parsed.search.replace(/^\?/, '') };
}

export class ImageClient {
  private lastEnd = -Infinity;
  /** Requests run one after another; this is the tail of the line. */
  private line: Promise<unknown> = Promise.resolve();
  private readonly spacingMs: number;
  private readonly fetchImpl: typeof fetch;
  private readonly now: () => number;

  constructor(private readonly options: ImageClientOptions = {}) {
    this.spacingMs = options.spacingMs ?? DEFAULT_SPACING_MS;
    this.fetchImpl = options.fetch ?? fetch;
    this.now = options.now ?? (() => performance.now());
  }

  /** The URL actually requested for a stored address. */
  resolve(url: string): string {
    const base = this.options.baseUrl?.().trim();
    if (!base) return url;
    const parsed = new URL(url);
    return new URL(parsed.pathname + parsed.search, base.endsWith('/') ? base : `${base}/`).toString();
  }

  /** Fetches one image, waiting its turn; rejects with ImageFetchError. */
  get(url: string, signal?: AbortSignal): Promise<Buffer> {
    const turn = this.line.then(() => this.fetchNow(url, signal));
    this.line = turn.catch(() => undefined);
    return turn;
  }

  private async fetchNow(url: string, signal?: AbortSignal): Promise<Buffer> {
    signal?.throwIfAborted();
    const wait = this.lastEnd + this.spacingMs - this.now();
    if (wait > 0) await delay(wait, signal);
    try {
      return await this.request(url, signal);
    } finally {
      this.lastEnd = this.now();
    }
  }

  private async request(url: string, signal?: AbortSignal): Promise<Buffer> {
    const target = this.resolve(url);
    let response: Response;
    try {
      const timeout = AbortSignal.timeout(TIMEOUT_MS);
      response = await this.fetchImpl(target, {
        headers: { 'User-Agent': userAgent(), Accept: IMAGE_ACCEPT },
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        redirect: 'follow',
      });
    } catch (error) {
      signal?.throwIfAborted();
      throw new ImageFetchError(`could not reach ${new URL(target).host}: ${(error as Error).message}`, true);
    }
    if (!response.ok) throw new ImageFetchError(`${target} answered ${response.status} ${response.statusText}`, false);
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > MAX_IMAGE_BYTES) throw new ImageFetchError(`${target} is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`, false);
    try {
      return Buffer.from(await response.arrayBuffer());
    } catch (error) {
      signal?.throwIfAborted();
      throw new ImageFetchError(`${target} broke off: ${(error as Error).message}`, true);
    }
  }
}

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
