// Both transports carry the same api: the same command gives the same result over IPC (with a
// stand-in for Electron's ipcMain) and over the local HTTP server; HTTP refuses callers without
// the launch token, from a foreign Origin, or under a foreign Host name.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerApiIpc, type IpcInvokeEvent, type IpcMainLike } from '../../main/ipc.ts';
import { INVOKE_CHANNEL } from '../../main/channels.ts';
import { MAX_BODY_BYTES, MEDIA_COOKIE, startApiServer, type ApiServer } from '../../main/http/server.ts';
import { CONTENT_SECURITY_POLICY } from '../../main/security.ts';
import { Services } from '../../app/services.ts';
import type { JobSnapshot } from '../../app/jobs.ts';

class FakeIpcMain implements IpcMainLike {
  readonly handlers = new Map<string, (event: IpcInvokeEvent, ...args: unknown[]) => Promise<unknown>>();
  handle(channel: string, listener: (event: IpcInvokeEvent, ...args: unknown[]) => Promise<unknown>) {
    this.handlers.set(channel, listener);
  }
  removeHandler(channel: string) {
    this.handlers.delete(channel);
  }
  invoke(url: string, ...args: unknown[]) {
    const handler = this.handlers.get(INVOKE_CHANNEL);
    if (!handler) throw new Error('no handler registered');
    return handler({ senderFrame: { url } }, ...args);
  }
}

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function raw(server: ApiServer, path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: server.port, path, method: options.method ?? 'POST', headers: options.headers },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        // A response the server cut off half-way (a failed read) ends as an error here.
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

describe('api transports', () => {
  let home: string;
  let services: Services;
  let server: ApiServer;
  const ipc = new FakeIpcMain();
  const logged: string[] = [];
  const appUrl = 'app://proxyfish/index.html';

  const authorised = (extra: Record<string, string> = {}) => ({
    'Content-Type': 'application/json',
    Authorization: `Bearer ${server.token}`,
    ...extra,
  });

  beforeAll(async () => {
    home = mkdtempSync(join(tmpdir(), 'proxyfish-transport-'));
    const staticDir = join(home, 'static');
    mkdirSync(staticDir);
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(join(home, 'secret.txt'), 'do not serve');
    services = new Services({ home });
    server = await startApiServer({ services, staticDir, log: (message) => logged.push(message) });
    registerApiIpc(ipc, services, (url) => url.startsWith('app://proxyfish/'));
  });

  afterAll(async () => {
    await server.close();
    services.close();
    rmSync(home, { recursive: true, force: true });
  });

  it('listens on 127.0.0.1 only', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  it('gives the same result for the same command over IPC and HTTP', async () => {
    await ipc.invoke(appUrl, 'settings.set', { key: 'ui.theme', value: 'dark' });
    const overIpc = await ipc.invoke(appUrl, 'settings.get', {});
    const overHttp = await raw(server, '/api/settings.get', { headers: authorised(), body: '{}' });
    expect(overHttp.status).toBe(200);
    expect(JSON.parse(overHttp.body)).toEqual(overIpc);
    expect(overIpc).toMatchObject({ ok: true, result: { 'ui.theme': 'dark' } });

    const invalidIpc = await ipc.invoke(appUrl, 'settings.set', { key: 7 });
    const invalidHttp = await raw(server, '/api/settings.set', { headers: authorised(), body: '{"key":7}' });
    expect(invalidHttp.status).toBe(400);
    expect(JSON.parse(invalidHttp.body)).toEqual(invalidIpc);
  });

  it('IPC refuses calls from a page that is not the app', async () => {
    const response = await ipc.invoke('https://evil.example/', 'system.info', {});
    expect(response).toMatchObject({ ok: false, error: { message: expect.stringContaining('untrusted page') } });
  });

  it('HTTP answers 401 without the token or with a wrong one', async () => {
    const missing = await raw(server, '/api/system.info', { headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(missing.status).toBe(401);
    const wrong = await raw(server, '/api/system.info', { headers: authorised({ Authorization: 'Bearer nope' }), body: '{}' });
    expect(wrong.status).toBe(401);
  });

  it('HTTP answers 403 to a foreign Origin even with the token', async () => {
    const response = await raw(server, '/api/system.info', { headers: authorised({ Origin: 'https://evil.example' }), body: '{}' });
    expect(response.status).toBe(403);
    const sameOrigin = await raw(server, '/api/system.info', { headers: authorised({ Origin: `http://127.0.0.1:${server.port}` }), body: '{}' });
    expect(sameOrigin.status).toBe(200);
  });

  it('HTTP answers 403 to a foreign Host header (DNS rebinding)', async () => {
    const response = await raw(server, '/api/system.info', { headers: authorised({ Host: `evil.example:${server.port}` }), body: '{}' });
    expect(response.status).toBe(403);
  });

  it('HTTP rejects GET on the api, non-JSON bodies, malformed JSON and oversized bodies', async () => {
    expect((await raw(server, '/api/system.info', { method: 'GET', headers: authorised() })).status).toBe(405);
    expect((await raw(server, '/api/system.info', { headers: authorised({ 'Content-Type': 'text/plain' }), body: '{}' })).status).toBe(415);
    expect((await raw(server, '/api/system.info', { headers: authorised(), body: '{nope' })).status).toBe(400);
    const huge = await raw(server, '/api/system.info', { headers: authorised(), body: 'x'.repeat(MAX_BODY_BYTES + 1) });
    expect(huge.status).toBe(413);
  });

  it('serves the renderer with the CSP and never a file outside its folder', async () => {
    const index = await raw(server, '/', { method: 'GET' });
    expect(index.status).toBe(200);
    expect(index.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    const escape = await raw(server, '/..%2Fsecret.txt', { method: 'GET' });
    expect(escape.body).not.toContain('do not serve');
  });

  it('serves media only to a caller with the token', async () => {
    writeFileSync(join(services.paths.images, 'a.png'), 'png-bytes');
    expect((await raw(server, '/media/a.png', { method: 'GET' })).status).toBe(401);
    const ok = await raw(server, '/media/a.png', { method: 'GET', headers: { Authorization: `Bearer ${server.token}` } });
    expect(ok).toMatchObject({ status: 200, body: 'png-bytes' });
  });

  it('/media/ refuses a symlink planted inside images/ that resolves outside it; one that stays inside is served', async () => {
    writeFileSync(join(home, 'private.txt'), 'outside images');
    symlinkSync(join(home, 'private.txt'), join(services.paths.images, 'planted.png'));
    writeFileSync(join(services.paths.images, 'inside.png'), 'inside bytes');
    symlinkSync(join(services.paths.images, 'inside.png'), join(services.paths.images, 'alias.png'));
    const bearer = { Authorization: `Bearer ${server.token}` };
    const planted = await raw(server, '/media/planted.png', { method: 'GET', headers: bearer });
    expect(planted.status).toBe(404);
    expect(planted.body).not.toContain('outside images');
    expect(await raw(server, '/media/alias.png', { method: 'GET', headers: bearer })).toMatchObject({ status: 200, body: 'inside bytes' });
  });

  it('serves finished exports only to a caller with the token, only from exports/, as a download', async () => {
    writeFileSync(join(services.paths.exports, 'deck.pdf'), '%PDF-bytes');
    writeFileSync(join(services.paths.home, 'outside.pdf'), 'not an export');
    const bearer = { Authorization: `Bearer ${server.token}` };
    expect((await raw(server, '/exports/deck.pdf', { method: 'GET' })).status).toBe(401);
    expect((await raw(server, '/exports/deck.pdf', { method: 'GET', headers: { Authorization: 'Bearer wrong-token' } })).status).toBe(401);
    const ok = await raw(server, '/exports/deck.pdf', { method: 'GET', headers: bearer });
    expect(ok).toMatchObject({ status: 200, body: '%PDF-bytes' });
    expect(ok.headers['content-type']).toBe('application/pdf');
    expect(ok.headers['content-disposition']).toBe('attachment; filename="deck.pdf"');
    for (const path of [
      '/exports/..%2foutside.pdf',
      '/exports/%2e%2e%2foutside.pdf',
      '/exports/..%5coutside.pdf',
      '/exports/%252e%252e%252foutside.pdf',
      '/exports/..%2fproxyfish.sqlite',
      '/exports/%E0%A4%A',
      '/exports/',
      '/exports/missing.pdf',
    ]) {
      const refused = await raw(server, path, { method: 'GET', headers: bearer });
      expect(refused.status, path).toBe(404);
      expect(refused.body).not.toContain('not an export');
    }
    expect((await raw(server, '/exports/deck.pdf', { method: 'POST', headers: bearer })).status).toBe(405);
  });

  it('serves the MakePlayingCards zip as a zip download, never its folder or a file inside it', async () => {
    mkdirSync(join(services.paths.exports, 'deck-mpc'), { recursive: true });
    writeFileSync(join(services.paths.exports, 'deck-mpc', 'cards.xml'), '<order/>');
    writeFileSync(join(services.paths.exports, 'deck-mpc.zip'), 'PK-bytes');
    const bearer = { Authorization: `Bearer ${server.token}` };
    const zip = await raw(server, '/exports/deck-mpc.zip', { method: 'GET', headers: bearer });
    expect(zip).toMatchObject({ status: 200, body: 'PK-bytes' });
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toBe('attachment; filename="deck-mpc.zip"');
    for (const path of ['/exports/deck-mpc', '/exports/deck-mpc%2fcards.xml', '/exports/deck-mpc/cards.xml']) {
      expect((await raw(server, path, { method: 'GET', headers: bearer })).status, path).toBe(404);
    }
  });

  /** POSTs a command with the token and returns its parsed answer and status. */
  async function call<T = unknown>(command: string, input: unknown = {}): Promise<{ status: number; answer: { ok: boolean; result?: T; error?: { code: string; message: string } } }> {
    const response = await raw(server, `/api/${command}`, { headers: authorised(), body: JSON.stringify(input) });
    return { status: response.status, answer: JSON.parse(response.body) };
  }

  it('answers a command name that is not valid URL encoding with 404 naming it, not a 500', async () => {
    const response = await raw(server, '/api/%ZZ', { headers: authorised(), body: '{}' });
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body)).toEqual({ ok: false, error: { code: 'unknown_command', message: 'Unknown command "%ZZ"' } });
    expect(response.body).not.toContain('URIError');
  });

  it('never puts a path of the data folder into an error answer; it names the user\'s file instead', async () => {
    const empty = services.uploads.begin('empty.json');
    const answers = [
      await call('cards.import', { uploadId: empty.id }),
      await call('exports.read', { fileName: 'missing.pdf' }),
      await call('print.backImage.set', { uploadId: '00000000-0000-4000-8000-000000000000' }),
    ];
    expect(answers[0]!.answer.error!.message).toContain('empty.json');
    expect(answers[1]!.answer.error!.message).toContain('missing.pdf');
    for (const { status, answer } of answers) {
      expect(status).toBe(422);
      expect(answer.ok).toBe(false);
      expect(answer.error!.message).not.toContain(home);
      expect(answer.error!.message).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-empty/);
    }
  });

  it('gives images a separate media cookie that works on /media/ only; the api token is never taken from a cookie', async () => {
    writeFileSync(join(services.paths.images, 'cookie.png'), 'png-by-cookie');
    writeFileSync(join(services.paths.exports, 'cookie.pdf'), '%PDF-cookie');
    const answered = await raw(server, '/api/system.info', { headers: authorised(), body: '{}' });
    const setCookie = String(answered.headers['set-cookie']);
    const media = new RegExp(`${MEDIA_COOKIE}=([^;]+)`).exec(setCookie)?.[1];
    expect(media).toBeDefined();
    expect(media).not.toBe(server.token);
    expect(setCookie).toContain('Path=/media/');
    const withMedia = { Cookie: `${MEDIA_COOKIE}=${media}` };
    expect(await raw(server, '/media/cookie.png', { method: 'GET', headers: withMedia })).toMatchObject({ status: 200, body: 'png-by-cookie' });
    expect((await raw(server, '/api/system.info', { headers: { 'Content-Type': 'application/json', ...withMedia }, body: '{}' })).status).toBe(401);
    expect((await raw(server, '/exports/cookie.pdf', { method: 'GET', headers: withMedia })).status).toBe(401);
    // The launch token in a cookie opens nothing: not the api, not exports, not media.
    const withToken = { Cookie: `${MEDIA_COOKIE}=${server.token}` };
    expect((await raw(server, '/api/system.info', { headers: { 'Content-Type': 'application/json', ...withToken }, body: '{}' })).status).toBe(401);
    expect((await raw(server, '/exports/cookie.pdf', { method: 'GET', headers: withToken })).status).toBe(401);
    expect((await raw(server, '/media/cookie.png', { method: 'GET', headers: withToken })).status).toBe(401);
  });

  it('answers 404 for a folder or a dangling link where a file is expected, and keeps serving', async () => {
    const bearer = { Authorization: `Bearer ${server.token}` };
    mkdirSync(join(services.paths.images, 'folder.png'));
    symlinkSync(join(home, 'gone.png'), join(services.paths.images, 'dangling.png'));
    expect((await raw(server, '/media/folder.png', { method: 'GET', headers: bearer })).status).toBe(404);
    expect((await raw(server, '/media/dangling.png', { method: 'GET', headers: bearer })).status).toBe(404);
    expect((await raw(server, '/api/system.info', { headers: authorised(), body: '{}' })).status).toBe(200);
  });

  it.runIf(process.getuid?.() !== 0)('answers 404 for an unreadable file (chmod 000) and keeps serving', async () => {
    const file = join(services.paths.exports, 'locked.pdf');
    writeFileSync(file, '%PDF-locked');
    chmodSync(file, 0o000);
    expect((await raw(server, '/exports/locked.pdf', { method: 'GET', headers: { Authorization: `Bearer ${server.token}` } })).status).toBe(404);
    expect((await raw(server, '/api/system.info', { headers: authorised(), body: '{}' })).status).toBe(200);
  });

  // /proc/self/mem is a regular file that opens fine and fails on the first read (EIO): a real
  // read error in the middle of serving a file, as a failing disk gives.
  it.runIf(existsSync('/proc/self/mem'))('survives a read error while streaming a file and keeps serving', async () => {
    symlinkSync('/proc/self/mem', join(services.paths.images, 'failing.png'));
    const outcome = await raw(server, '/media/failing.png', { method: 'GET', headers: { Authorization: `Bearer ${server.token}` } }).then(
      (response) => response.body,
      (error: Error) => error.message,
    );
    expect(outcome).not.toContain('png');
    expect((await raw(server, '/api/system.info', { headers: authorised(), body: '{}' })).status).toBe(200);
  });

  it('survives a PDF export cancelled part-way through and leaves no .part file', async () => {
    services.printQueue.replace({ title: 'Cancel me', items: [{ name: 'Street Wraith', quantity: 400, card_id: null, printing_id: null }] });
    const started = await call<JobSnapshot>('print.export', {});
    expect(started.status).toBe(200);
    const id = started.answer.result!.id;
    const partFile = () => readdirSync(services.paths.exports).find((name) => name.endsWith('.part'));
    // Wait until the job has written pages into its .part file, then cancel it over HTTP.
    await expect
      .poll(
        async () => {
          const part = partFile();
          const job = (await call<JobSnapshot>('jobs.get', { id })).answer.result!;
          return job.progress.done > 9 && part !== undefined && statSync(join(services.paths.exports, part)).size > 0;
        },
        { timeout: 30_000, interval: 10 },
      )
      .toBe(true);
    expect((await call('jobs.cancel', { id })).status).toBe(200);
    await services.jobs.wait(id);
    expect((await call<JobSnapshot>('jobs.get', { id })).answer.result!.state).toBe('cancelled');
    expect((await call('system.info')).status).toBe(200);
    expect(partFile()).toBeUndefined();
  });
});
