// Issue 22: an image host that streams a body forever must be cut promptly without holding
// anything. Fast, it reaches the 20 MB cap (test/integration/hostile-image-host.test.ts); slow,
// it never does, and the time limit of one image (request to last byte, IMAGE_TIMEOUT_MS: 30 s)
// cuts it. Here the limit is set to 0.4 s so the test waits for the condition, not for 30 s.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { IMAGE_TIMEOUT_MS, ImageClient, ImageFetchError } from '../../../app/images/image-client.ts';

let server: Server | null = null;
const sockets = new Set<Socket>();
afterEach(async () => {
  for (const socket of sockets) socket.destroy();
  if (server) await new Promise((resolve) => server!.close(resolve));
  server = null;
});

/** A host that answers 200 and then drips one byte every 20 ms, forever (until the client goes). */
async function drippingHost(): Promise<{ base: string; sent: () => number; closed: Promise<unknown> }> {
  let sent = 0;
  let connectionClosed!: () => void;
  const closed = new Promise<void>((resolve) => (connectionClosed = resolve));
  server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'image/jpeg' });
    const drip = setInterval(() => {
      response.write(Buffer.from([0xff]));
      sent += 1;
    }, 20);
    response.once('close', () => {
      clearInterval(drip);
      connectionClosed();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, sent: () => sent, closed };
}

describe('a download that streams forever', () => {
  it('is cut at the time limit of one image, while timers keep running, and the host sees the connection closed', async () => {
    expect(IMAGE_TIMEOUT_MS).toBe(30_000);
    const host = await drippingHost();
    const client = new ImageClient({ baseUrl: () => host.base, allowPrivateHost: () => true, spacingMs: 0, timeoutMs: 400 });
    let turns = 0;
    const timer = setInterval(() => (turns += 1), 10);
    const error = await client.get(`${host.base}/normal/front/a/b/endless.jpg`).then(
      () => null,
      (caught: unknown) => caught,
    ).finally(() => clearInterval(timer));
    expect(error).toBeInstanceOf(ImageFetchError);
    expect((error as ImageFetchError).message).toBe('/normal/front/a/b/endless.jpg broke off: not complete within 0.4 s');
    expect((error as ImageFetchError).unreachable).toBe(false);
    expect(host.sent()).toBeGreaterThan(0); // it was streaming when it was cut
    expect(turns).toBeGreaterThan(5); // nothing was held meanwhile
    await host.closed; // the client let go of the connection: the host stops dripping
  });
});
