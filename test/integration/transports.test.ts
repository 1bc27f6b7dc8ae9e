// Both transports carry the same api: the same command gives the same result over IPC (with a
// stand-in for Electron's ipcMain) and over the local HTTP server; HTTP refuses callers without
// the launch token, from a foreign Origin, or under a foreign Host name.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerApiIpc, type IpcInvokeEvent, type IpcMainLike } from '../../main/ipc.ts';
import { INVOKE_CHANNEL } from '../../main/channels.ts';
import { MAX_BODY_BYTES, startApiServer, type ApiServer } from '../../main/http/server.ts';
import { CONTENT_SECURITY_POLICY } from '../../main/security.ts';
import { Services } from '../../app/services.ts';

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
    server = await startApiServer({ services, staticDir });
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
});
