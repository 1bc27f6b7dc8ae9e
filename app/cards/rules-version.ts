// Which version of the rules code decided a stored card fact (the card facts cache:
// app/db/card-facts-cache.ts). It is derived from the code itself, never a constant someone has
// to bump: a digest of the sources of app/cards/card-facts.ts and everything it imports
// (scripts/rules-version.js says how).
//  - In a bundle (the CLI, browser mode, the Electron app, the pool worker) the digest was taken
//    when the bundles were built, from the very sources they were built from, and esbuild put it
//    in place of __PROXYFISH_RULES_VERSION__ (scripts/bundles.js). Free at run time, and the same
//    in every bundle, so the CLI and the app share one cache in one data folder.
//  - Running from the TypeScript sources (tests, benchmarks, `node --import tsx`) the identifier is
//    not defined; the digest is taken from the sources on disk once per process (about 0.5 s with
//    esbuild, a development dependency, like the worker bundling of app/worker-code.ts). Same
//    sources, same digest as the bundles.
import { fileURLToPath } from 'node:url';

declare const __PROXYFISH_RULES_VERSION__: string | undefined;

let fromSources: Promise<string> | undefined;

export function rulesVersion(): Promise<string> {
  if (typeof __PROXYFISH_RULES_VERSION__ === 'string') return Promise.resolve(__PROXYFISH_RULES_VERSION__);
  if (!fromSources) {
    fromSources = (async () => {
      const script = new URL('../../scripts/rules-version.js', import.meta.url).href;
      const { rulesVersionOfSources } = (await import(script)) as { rulesVersionOfSources(root: string): Promise<string> };
      return rulesVersionOfSources(fileURLToPath(new URL('../../', import.meta.url)));
    })();
    fromSources.catch(() => (fromSources = undefined));
  }
  return fromSources;
}
