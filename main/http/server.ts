// Browser mode: the same api as Electron IPC, served on 127.0.0.1 only. Every api request
// must carry the per-launch token; Host and Origin are checked so that another web page (or a
// DNS-rebinding attack) cannot reach it. The renderer's files are served from the same origin.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { open, type FileHandle } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { dispatch } from '../../app/api/dispatch.ts';
import type { ApiResponse } from '../../app/api/contract.ts';
import type { Services } from '../../app/services.ts';
import { realPathInside } from '../real-path.ts';
import { SECURITY_HEADERS } from '../security.ts';

export const MAX_BODY_BYTES = 8 * 1024 * 1024;
/**
 * Images under /media/ are loaded by <img>, which cannot send the api token; the page gets this
 * cookie instead. It holds a separate, read-only media credential that only /media/ accepts:
 * the api token itself is never read from a cookie (cookies are not scoped by port, so any
 * other local server's page on 127.0.0.1 would send it along).
 */
export const MEDIA_COOKIE = 'proxyfish_media';

export interface ApiServerOptions {
  services: Services;
  /** 0 picks a random free port. */
  port?: number;
  /** The built renderer (dist/renderer); without it only the api is served. */
  staticDir?: string;
  token?: string;
  /** Where unexpected errors are logged (stderr by default); answers never carry them. */
  log?: (message: string) => void;
}

export interface ApiServer {
  url: string;
  /** The URL to open: the token travels in the fragment, which browsers never send or log. */
  launchUrl: string;
  token: string;
  port: number;
  close(): Promise<void>;
}

export async function startApiServer(options: ApiServerOptions): Promise<ApiServer> {
  const token = options.token ?? randomBytes(24).toString('base64url');
  const credentials: Credentials = { api: token, media: randomBytes(24).toString('base64url') };
  const log = options.log ?? ((message: string) => console.error(message));
  const server = createServer((request, response) => {
    handle(request, response, options, credentials, server).catch((error: unknown) => {
      // The details go to the log; the answer says only that it failed (no paths, no stack).
      log(`Proxyfish: ${request.method ?? ''} ${request.url ?? ''} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!response.headersSent) sendJson(response, 500, apiError('failed', 'Internal error: the request could not be completed'));
      else response.destroy();
    });
  });
  server.headersTimeout = 30_000;
  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolvePromise());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}/`;
  return {
    url,
    launchUrl: `${url}#token=${token}`,
    token,
    port,
    close: () => new Promise((resolveClose) => {
      server.closeAllConnections();
      server.close(() => resolveClose());
    }),
  };
}

interface Credentials {
  /** The launch token: the whole api, only as an Authorization header. */
  api: string;
  /** The media cookie's value: reading /media/ and nothing else. */
  media: string;
}

async function handle(
  request: IncomingMessage,
  response: ServerResponse,
  options: ApiServerOptions,
  credentials: Credentials,
  server: Server,
): Promise<void> {
  const port = (server.address() as AddressInfo).port;
  const allowedHosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
  if (!allowedHosts.has(request.headers.host ?? '')) {
    return sendText(response, 403, 'Forbidden: unexpected Host header');
  }
  const origin = request.headers.origin;
  if (origin !== undefined && !allowedHosts.has(origin.replace(/^http:\/\//, ''))) {
    return sendText(response, 403, 'Forbidden: foreign Origin');
  }
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);

  if (url.pathname.startsWith('/api/')) {
    if (!hasApiToken(request, credentials)) return sendJson(response, 401, unauthorised());
    if (request.method !== 'POST') return sendJson(response, 405, apiError('invalid_input', 'Use POST'));
    if (!(request.headers['content-type'] ?? '').startsWith('application/json')) {
      return sendJson(response, 415, apiError('invalid_input', 'The body must be application/json'));
    }
    const body = await readBody(request);
    if (body === null) return sendJson(response, 413, apiError('invalid_input', `The body is larger than ${MAX_BODY_BYTES} bytes`));
    let input: unknown;
    try {
      input = body.length === 0 ? {} : JSON.parse(body.toString('utf8'));
    } catch {
      return sendJson(response, 400, apiError('invalid_input', 'The body is not valid JSON'));
    }
    const rawCommand = url.pathname.slice('/api/'.length);
    const command = safeDecode(rawCommand);
    if (command === null) return sendJson(response, 404, { ok: false, error: { code: 'unknown_command', message: `Unknown command "${rawCommand}"` } });
    const result = await dispatch(options.services, command, input);
    // An authenticated client may load images under /media/ with this cookie (an <img> cannot
    // send a header). SameSite=Strict keeps other sites from using it.
    response.setHeader('Set-Cookie', `${MEDIA_COOKIE}=${credentials.media}; HttpOnly; SameSite=Strict; Path=/media/`);
    return sendJson(response, statusFor(result), result);
  }

  if (url.pathname.startsWith('/media/')) {
    if (!hasApiToken(request, credentials) && !hasMediaCookie(request, credentials)) return sendText(response, 401, 'Unauthorised');
    return sendFile(response, options.services.paths.images, url.pathname.slice('/media/'.length));
  }

  // Finished exports (proxy PDFs, PNGs, the MakePlayingCards zip): the renderer fetches them with its token and saves them as a
  // download. Only files directly under exports/ are served, never a path that leaves it.
  if (url.pathname.startsWith('/exports/')) {
    if (!hasApiToken(request, credentials)) return sendText(response, 401, 'Unauthorised');
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendText(response, 405, 'Method not allowed');
    const raw = url.pathname.slice('/exports/'.length);
    const name = safeDecode(raw);
    if (name === null || name === '' || /[/\\]/.test(name) || name.startsWith('.')) return sendText(response, 404, 'Not found');
    return sendFile(response, options.services.paths.exports, raw, undefined, { 'Content-Disposition': `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"` });
  }

  if (request.method !== 'GET' && request.method !== 'HEAD') return sendText(response, 405, 'Method not allowed');
  if (!options.staticDir) return sendText(response, 404, 'The renderer is not built: run npm run build:renderer');
  const relative = url.pathname === '/' ? 'index.html' : url.pathname.slice(1);
  return sendFile(response, options.staticDir, relative, 'index.html');
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** The api token, presented the one way it is accepted: `Authorization: Bearer <token>`. */
function hasApiToken(request: IncomingMessage, credentials: Credentials): boolean {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') === true && sameSecret(header.slice('Bearer '.length), credentials.api);
}

function hasMediaCookie(request: IncomingMessage, credentials: Credentials): boolean {
  const presented = readCookie(request, MEDIA_COOKIE);
  return presented !== undefined && sameSecret(presented, credentials.media);
}

function sameSecret(presented: string, secret: string): boolean {
  const a = Buffer.from(presented);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

function readCookie(request: IncomingMessage, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

function readBody(request: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    request.on('end', () => resolveBody(tooLarge ? null : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function statusFor(result: ApiResponse): number {
  if (result.ok) return 200;
  return { unknown_command: 404, invalid_input: 400, failed: 422 }[result.error.code];
}

function unauthorised(): ApiResponse {
  return apiError('failed', 'Unauthorised: this api needs the token printed when Proxyfish started');
}

function apiError(code: 'invalid_input' | 'failed', message: string): ApiResponse {
  return { ok: false, error: { code, message } };
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
};

/**
 * Serves a file under root; a path that would leave root is a 404, never a read elsewhere.
 * The file is opened before anything is answered and streamed from that open handle, so a
 * file that is unreadable, a folder, or gone by now is a 404, and a read that fails half-way
 * (a disk error) ends this one response instead of the server.
 */
async function sendFile(response: ServerResponse, root: string, relative: string, fallback?: string, headers: Record<string, string> = {}): Promise<void> {
  const base = resolve(root);
  const decoded = safeDecode(relative);
  if (decoded === null) return sendText(response, 404, 'Not found');
  const file = resolve(base, normalize(decoded));
  if (file !== base && !file.startsWith(base + sep)) return sendText(response, 404, 'Not found');
  let served = file;
  const real = await realPathInside(base, file);
  let opened = real ? await openRegularFile(real) : null;
  if (!opened && fallback) {
    served = join(base, fallback);
    opened = await openRegularFile(served);
  }
  if (!opened) return sendText(response, 404, 'Not found');
  response.writeHead(200, {
    ...SECURITY_HEADERS,
    'Content-Type': CONTENT_TYPES[extname(served).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': String(opened.size),
    'Cache-Control': 'no-cache',
    ...headers,
  });
  // pipeline closes the file and destroys the response on an error of either side.
  pipeline(opened.handle.createReadStream(), response, () => undefined);
}

/** An open handle on a regular file and its size, or null when there is no readable file. */
async function openRegularFile(file: string): Promise<{ handle: FileHandle; size: number } | null> {
  let handle: FileHandle;
  try {
    handle = await open(file, 'r');
  } catch {
    return null;
  }
  try {
    const stats = await handle.stat();
    if (stats.isFile()) return { handle, size: stats.size };
  } catch {
    // Unreadable: answered like a missing file.
  }
  await handle.close();
  return null;
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
}

function sendText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
  response.end(text);
}
