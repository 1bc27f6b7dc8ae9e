// The pages outside the app that a link in it may open in the system browser: card pages on
// Scryfall and Gatherer. Everything else a page tries to open stays closed.
const EXTERNAL_LINK_HOSTS = new Set(['scryfall.com', 'www.scryfall.com', 'gatherer.wizards.com']);

export function allowExternalLink(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return parsed.protocol === 'https:' && EXTERNAL_LINK_HOSTS.has(parsed.hostname) && parsed.username === '' && parsed.password === '';
}
