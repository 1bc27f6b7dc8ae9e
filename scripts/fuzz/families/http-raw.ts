// The transport itself: malformed requests of every kind a local page or script could send:
// no token or a wrong one, wrong methods and content types, bodies that are not JSON or not
// objects, percent-encoding that does not decode, path traversal on the media, export and
// static routes, and headers with a foreign Origin or Host.
import type { Family } from '../family.ts';
import { HOSTILE_STRINGS, PROTOTYPE_KEYS, randomJson, type Random } from '../random.ts';
import type { RawRequest } from '../target.ts';

const PATHS = [
  'api/%ZZ',
  'api/%',
  'api/',
  'api/cards.search/extra',
  'api/..%2f..%2fetc%2fpasswd',
  ...PROTOTYPE_KEYS.map((key) => `api/${key}`),
  'api/system.info',
  'api/cards.search',
  'media/../../etc/passwd',
  'media/%2e%2e/%2e%2e/etc/passwd',
  'media/x%00.png',
  'exports/../proxyfish.db',
  'exports/%2e%2e%2fproxyfish.db',
  'exports/nope.pdf',
  '../../../../etc/passwd',
  '%2e%2e/%2e%2e/etc/passwd',
  'index.html',
  'assets/%ZZ',
  '?token=x',
  '//evil.example/',
];

function body(random: Random): string | Uint8Array {
  const kind = random.int(0, 6);
  if (kind === 0) return '';
  if (kind === 1) return '{';
  if (kind === 2) return JSON.stringify(randomJson(random, 3));
  if (kind === 3) return random.bytes(random.int(1, 512));
  if (kind === 4) return '{"a":'.repeat(random.int(100, 5000));
  if (kind === 5) return `{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}`;
  return random.pick(HOSTILE_STRINGS);
}

function request(random: Random): RawRequest {
  const path = random.pick(PATHS);
  const method = random.pick(['GET', 'POST', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH']);
  const headers: Record<string, string> = {};
  const contentType = random.pick(['application/json', 'application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', '']);
  if (contentType) headers['content-type'] = contentType;
  if (random.chance(0.15)) headers.origin = random.pick(['http://evil.example', 'null', 'http://127.0.0.1:1', 'file://']);
  if (random.chance(0.1)) headers.cookie = random.pick(['proxyfish_media=wrong', 'proxyfish_media=', 'a=b; proxyfish_media']);
  const withoutToken = random.chance(0.2);
  if (!withoutToken && random.chance(0.1)) headers.authorization = random.pick(['Bearer ', 'Bearer wrong', 'Basic abc', 'Bearer ' + 'x'.repeat(5000)]);
  const sendsBody = method !== 'GET' && method !== 'HEAD';
  return { method, path, headers, withoutToken, ...(sendsBody ? { body: body(random) } : {}) };
}

export const httpRaw: Family = {
  name: 'http-raw',
  async send({ random, target }) {
    const sent = request(random);
    await target.raw('http-raw', `${sent.method} /${sent.path}`, sent);
  },
};
