// A local HTTP server standing in for Scryfall's image host (cards.scryfall.io): it serves
// the pictures it is given by path, records every request (when, what, which headers) and can
// be told to hold answers back, so tests can check spacing, resuming and cancelling offline.
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface HostRequest {
  path: string;
  /** performance.now() when the request arrived. */
  at: number;
  headers: IncomingHttpHeaders;
}

export interface ImageHost {
  /** http://127.0.0.1:PORT */
  base: string;
  requests: HostRequest[];
  /** Serve these bytes at this path (without the query). */
  serve(path: string, bytes: Buffer): void;
  /** Answer this path yourself (a hostile host: endless bodies, redirects, silence). */
  answer(path: string, handler: (response: ServerResponse) => void): void;
  /** Answers wait for this promise (to catch a job mid-way); null answers at once. */
  hold: Promise<void> | null;
  close(): Promise<void>;
}

export async function startImageHost(): Promise<ImageHost> {
  const files = new Map<string, Buffer>();
  const handlers = new Map<string, (response: ServerResponse) => void>();
  const requests: HostRequest[] = [];
  const host: ImageHost = {
    base: '',
    requests,
    serve: (path, bytes) => void files.set(path, bytes),
    answer: (path, handler) => void handlers.set(path, handler),
    hold: null,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy(); // answers a hostile handler left open
        server.close(() => resolve());
      }),
  };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host');
    requests.push({ path: url.pathname, at: performance.now(), headers: request.headers });
    void (host.hold ?? Promise.resolve()).then(() => {
      const handler = handlers.get(url.pathname);
      if (handler) return handler(response);
      const bytes = files.get(url.pathname);
      if (!bytes) {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
        return;
      }
      const type = url.pathname.endsWith('.png') ? 'image/png' : 'image/jpeg';
      response.writeHead(200, { 'Content-Type': type, 'Content-Length': bytes.length }).end(bytes);
    });
  });
  server.keepAliveTimeout = 1;
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return host;
}
