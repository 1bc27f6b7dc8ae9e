// Fetches card images over HTTP the way Scryfall asks (https://scryfall.com/docs/api):
// a descriptive User-Agent and an Accept header on every request, and a pause of 100 ms after
// each request ends before the next one starts (Scryfall asks for 50–100 ms; never more than
// 10 a second). One client serves the whole process, so on-demand and
// bulk fetches share the spacing. Requests go only to the image host (image-host.ts): a stored
// address gives its path, never its host; redirects are followed only within the image host;
// a body is cut off at MAX_IMAGE_BYTES while it streams in, whether or not it said its length.
import { APP_VERSION } from '../services.ts';
import { checkImageHost, ImageHostError, onImageHost } from './image-host.ts';

/** Read when a request is made (services.ts imports this module, so not at load time). */
export function userAgent(): string {
  return `Proxyfish/${APP_VERSION} (desktop proxy printer and playtester; fetches card images for offline use)`;
}
export const IMAGE_ACCEPT = 'image/jpeg, image/png;q=0.9, */*;q=0.1';
/** Scryfall: 50–100 ms between requests; we take the polite end. */
export const DEFAULT_SPACING_MS = 100;
/** One image, from the request to its last byte: a body that streams forever (slowly, under the size cap) is cut here. */
export const IMAGE_TIMEOUT_MS = 30_000;
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
const MAX_REDIRECTS = 5;
/**
 * Errors before any answer that come from the host's answer to this one request (the connection
 * was made, then reset or answered with garbage), not from a host that cannot be reached at
 * all: they rest that picture only, not all fetching (see image-service.ts).
 */
const BAD_ANSWER_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_HEADERS_OVERFLOW', 'UND_ERR_BODY_TIMEOUT']);

export class ImageFetchError extends Error {
  constructor(
    message: string,
    /** True when the host could not be reached at all (offline), not a bad (or slow) answer. */
    readonly unreachable: boolean,
  ) {
    super(message);
    this.name = 'ImageFetchError';
  }
}

export interface ImageClientOptions {
  /** The image host ("https://mirror.example.org"); empty: Scryfall's. */
  baseUrl?: () => string;
  /** True when the user allows a loopback or private image host on purpose (a local mirror). */
  allowPrivateHost?: () => boolean;
  spacingMs?: number;
  /** The time limit of one image, request to last byte (IMAGE_TIMEOUT_MS). */
  timeoutMs?: number;
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
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;
  private readonly now: () => number;

  constructor(private readonly options: ImageClientOptions = {}) {
    this.spacingMs = options.spacingMs ?? DEFAULT_SPACING_MS;
    this.timeoutMs = options.timeoutMs ?? IMAGE_TIMEOUT_MS;
    this.fetchImpl = options.fetch ?? fetch;
    this.now = options.now ?? (() => performance.now());
  }

  /** The image host in force; ImageFetchError when the setting is not acceptable. */
  host(): URL {
    try {
      return checkImageHost(this.options.baseUrl?.() ?? '', this.options.allowPrivateHost?.() ?? false);
    } catch (error) {
      if (error instanceof ImageHostError) throw new ImageFetchError(error.message, false);
      throw error;
    }
  }

  /** The URL actually requested for a stored address: its path on the image host. */
  resolve(url: string): string {
    return onImageHost(url, this.host()).toString();
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
    const host = this.host();
    let target = onImageHost(url, host);
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const stop = signal ? AbortSignal.any([signal, timeout]) : timeout;
    for (let redirects = 0; ; redirects += 1) {
      const response = await this.send(target, stop, signal);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel().catch(() => undefined);
        const next = new URL(location, target);
        if (next.origin !== host.origin) throw new ImageFetchError(`${target.pathname}: the image host redirected to another host (${next.host}); only ${host.host} is used`, false);
        if (redirects >= MAX_REDIRECTS) throw new ImageFetchError(`${target.pathname}: more than ${MAX_REDIRECTS} redirects`, false);
        target = next;
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new ImageFetchError(`${target.pathname} answered ${response.status} ${response.statusText}`, false);
      }
      return this.readCapped(response, target, signal);
    }
  }

  /** One request, no redirect followed; an error before any answer is "unreachable" only when the host is. */
  private async send(target: URL, stop: AbortSignal, signal?: AbortSignal): Promise<Response> {
    try {
      return await this.fetchImpl(target, { headers: { 'User-Agent': userAgent(), Accept: IMAGE_ACCEPT }, signal: stop, redirect: 'manual' });
    } catch (error) {
      signal?.throwIfAborted();
      const cause = (error as { cause?: { code?: string } }).cause;
      const timedOut = (error as Error).name === 'TimeoutError';
      const code = cause?.code ?? '';
      const badAnswer = timedOut || BAD_ANSWER_CODES.has(code) || code.startsWith('HPE_');
      const why = timedOut ? `no answer within ${this.timeoutMs / 1000} s` : code || (cause as Error | undefined)?.message || (error as Error).message;
      throw new ImageFetchError(`${badAnswer ? `${target.pathname}: a bad answer from` : 'could not reach'} ${target.host}: ${why}`, !badAnswer);
    }
  }

  /** The body, cut off at MAX_IMAGE_BYTES as it streams in (a chunked answer states no length). */
  private async readCapped(response: Response, target: URL, signal?: AbortSignal): Promise<Buffer> {
    const tooLarge = () => new ImageFetchError(`${target.pathname} is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`, false);
    if (Number(response.headers.get('content-length') ?? 0) > MAX_IMAGE_BYTES) {
      await response.body?.cancel().catch(() => undefined);
      throw tooLarge();
    }
    if (!response.body) return Buffer.alloc(0);
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > MAX_IMAGE_BYTES) {
          await reader.cancel().catch(() => undefined);
          throw tooLarge();
        }
        chunks.push(value);
      }
    } catch (error) {
      if (error instanceof ImageFetchError) throw error;
      signal?.throwIfAborted();
      const why = (error as Error).name === 'TimeoutError' ? `not complete within ${this.timeoutMs / 1000} s` : (error as Error).message;
      throw new ImageFetchError(`${target.pathname} broke off: ${why}`, false);
    }
    return Buffer.concat(chunks, size);
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
