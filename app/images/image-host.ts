// Where card images may be fetched from: the configured image host only (Scryfall's by default,
// or the `images.baseUrl` setting: a mirror). An address stored with a card (from an imported
// card file, which anyone can write) gives only its path; its own host is never contacted. The
// host must be https without a user name or password, and not a loopback, private or link-local
// address, unless the user allows that on purpose (`images.allowPrivateHost`: a mirror on the
// local network or this machine, and the tests' stand-in host on 127.0.0.1). Names are checked
// as written; a public name that resolves to a private address is not caught here.
import { isIP } from 'node:net';

export const DEFAULT_IMAGE_HOST = 'https://cards.scryfall.io';

export class ImageHostError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageHostError';
  }
}

/** The image host's origin from the setting (empty: Scryfall's), or ImageHostError saying what is wrong with it. */
export function checkImageHost(setting: string, allowPrivate: boolean): URL {
  const text = setting.trim() || DEFAULT_IMAGE_HOST;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ImageHostError(`The image host "${text}" is not an address (like https://mirror.example.org)`);
  }
  if (url.username || url.password) throw new ImageHostError(`The image host ${url.host} must not carry a user name or password`);
  const local = isPrivateHost(url.hostname);
  if (local && !allowPrivate) {
    throw new ImageHostError(`The image host ${url.host} is a loopback or private address; allow private image hosts to use a mirror there`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local && allowPrivate)) {
    throw new ImageHostError(`The image host must be an https address, not ${url.protocol.replace(':', '')} (plain http only for an allowed private mirror)`);
  }
  return url;
}

/** The URL to request for a stored address: its path and query on the image host. */
export function onImageHost(address: string, host: URL): URL {
  const stored = new URL(address);
  const base = host.href.endsWith('/') ? host.href : `${host.href}/`;
  return new URL(stored.pathname.replace(/^\/+/, '') + stored.search, base);
}

/** Loopback, private, link-local, unique-local, unspecified and multicast addresses, and local names. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal') || host.endsWith('.lan')) return true;
  const kind = isIP(host);
  if (kind === 4) return isPrivateV4(host);
  if (kind === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(host);
    if (mapped) return isPrivateV4(mapped[1]!);
    if (/^::ffff:[0-9a-f]{1,4}:[0-9a-f]{1,4}$/.test(host)) return true; // IPv4-mapped, written in hex
    return host === '::' || host === '::1' || /^f[cd]/.test(host) || /^fe[89ab]/.test(host) || /^ff/.test(host);
  }
  return !host.includes('.'); // a single-label name is the local network's
}

function isPrivateV4(host: string): boolean {
  const [a = 0, b = 0] = host.split('.').map(Number);
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    a >= 224 // multicast and reserved
  );
}
