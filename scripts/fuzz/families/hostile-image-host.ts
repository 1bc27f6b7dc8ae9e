// A hostile image host: a stand-in server on 127.0.0.1 inside the fuzzer (allowed by the
// explicit images.allowPrivateHost setting; no other address is ever contacted) that answers
// each request badly in one of many ways: an endless chunked body, a huge stated length, a
// redirect off the host (refused before any request goes there) or in a loop, a slow or
// dripping answer, a hostile picture, an error status, a connection cut. The server fetches
// from it on demand (images.forCards) and in bulk (images.fetch jobs) while it is asked every
// 100 ms whether it still answers; a good answer now and then must still be stored.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { fixture, sendFile, type Family, type FuzzContext } from '../family.ts';
import type { Random } from '../random.ts';
import { hostilePicture } from './pictures.ts';

const NAME = 'hostile-host';
/** The fixture card with Scryfall image addresses (imported once). */
const CARD = 'Krosan Tusker';

type Behaviour = (response: ServerResponse, random: Random) => Promise<void> | void;

const BEHAVIOURS: Record<string, Behaviour> = {
  'endless chunked body': (response) => {
    response.writeHead(200, { 'Content-Type': 'image/jpeg' });
    const chunk = Buffer.alloc(256 * 1024, 0xff);
    let open = true;
    let sent = 0;
    response.once('close', () => (open = false));
    const pump = () => {
      while (open && sent < 256 * 1024 * 1024) {
        sent += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', pump);
      }
      response.end();
    };
    pump();
  },
  'huge stated length': (response) => void response.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': String(5 * 1024 * 1024 * 1024) }).end(),
  'redirect off host': (response, random) => void response.writeHead(random.pick([301, 302, 307, 308]), { Location: random.pick(['http://127.0.0.2:9/x.jpg', 'https://example.invalid/x.jpg', '//127.0.0.3/x.png']) }).end(),
  'redirect loop': (response) => void response.writeHead(302, { Location: '/loop/again.jpg' }).end(),
  'slow answer': async (response, random) => {
    await new Promise((resolve) => setTimeout(resolve, random.int(500, 2500)));
    response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(Buffer.from([0xff, 0xd8, 0xff]));
  },
  'dripping body': async (response, random) => {
    response.writeHead(200, { 'Content-Type': 'image/png' });
    for (let i = random.int(5, 20); i > 0 && !response.destroyed; i--) {
      response.write(Buffer.from([0x89]));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    response.end();
  },
  'error status': (response, random) => void response.writeHead(random.pick([400, 403, 404, 429, 500, 503])).end('no'),
  'connection cut': (response) => void response.socket?.destroy(),
  'garbage headers': (response) => void response.socket?.end('HTTP/1.1 200 OK\r\nContent-Length: x\r\n\r\nnot an answer'),
};

interface Host {
  base: string;
  next: (response: ServerResponse) => Promise<void> | void;
}

let host: Host | null = null;
let ready = false;

async function startHost(): Promise<Host> {
  const sockets = new Set<Socket>();
  const state: Host = { base: '', next: (response) => void response.writeHead(404).end() };
  const server = createServer((_request, response) => void Promise.resolve(state.next(response)).catch(() => response.destroy()));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  state.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}

let withImage: { card_id: number; printing_id: number } | null = null;

/** The host, the settings pointing at it, and the fixture's printing with image addresses. */
async function setUp(context: FuzzContext): Promise<{ card_id: number; printing_id: number } | null> {
  host ??= await startHost();
  if (!ready) {
    await context.target.api(NAME, 'images.settings.set', { baseUrl: host.base, allowPrivateHost: true, fetch: true });
    await sendFile(context, NAME, 'default-cards.json', Buffer.from(fixture('import/scryfall-cards.json')), 'cards.import', (uploadId) => ({ uploadId }));
    ready = true;
  }
  // Other families may point the setting elsewhere; point it back.
  await context.target.api(NAME, 'images.settings.set', { baseUrl: host.base, allowPrivateHost: true, fetch: true });
  if (withImage) return withImage;
  const found = await context.target.api(NAME, 'cards.search', { query: `!"${CARD}"`, limit: 10 });
  for (const card of (found.json as { result?: { results?: { id: number }[] } } | null)?.result?.results ?? []) {
    const choices = await context.target.api(NAME, 'images.printings', { card_id: card.id });
    const printing = (choices.json as { result?: { printings?: { printing_id: number; hasImage: boolean }[] } } | null)?.result?.printings?.find((choice) => choice.hasImage);
    if (printing) return (withImage = { card_id: card.id, printing_id: printing.printing_id });
  }
  return null;
}

export const hostileImageHost: Family = {
  name: NAME,
  async send(context) {
    const { random, target } = context;
    const printing = await setUp(context);
    if (!printing || !host) return;
    let kind: string;
    if (random.chance(0.35)) {
      const picture = await hostilePicture(random);
      kind = `answers ${picture.kind}`;
      host.next = (response) => void response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(picture.bytes);
    } else {
      kind = random.pick(Object.keys(BEHAVIOURS));
      const behaviour = BEHAVIOURS[kind]!;
      host.next = (response) => behaviour(response, random);
    }
    await target.api(NAME, 'images.clearCache', {});
    const cards = [printing];
    await target.whileResponsive(NAME, kind, async () => {
      // Mostly bulk: on demand, a picture whose last answer was bad rests a minute (by design).
      if (random.chance(0.75)) {
        const answer = await target.api(NAME, 'images.fetch', { target: { cards }, use: random.pick(['display', 'print']) }, `images.fetch (${kind})`);
        await target.finishJob(NAME, `images.fetch (${kind})`, answer);
      } else {
        await target.api(NAME, 'images.forCards', { cards, use: random.pick(['display', 'print']) }, `images.forCards (${kind})`);
        await new Promise((resolve) => setTimeout(resolve, 300)); // the background fetch runs meanwhile
      }
    });
    // Other families print and fetch too: between inputs the host just has nothing (404).
    host.next = (response) => void response.writeHead(404).end();
  },
};
