// `npm run check:engines` (the first step of `npm test`): every installed package that the app
// needs at run time (the production part of package-lock.json) must support every Node
// version that package.json's "engines" declares, or the declaration is not true. Development
// tools are not checked: they never run on a user's machine.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';

const root = join(import.meta.dirname, '..');

/** The runtime packages whose declared Node range does not cover `declared`. */
export function engineMismatches(projectRoot = root) {
  const { engines } = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8'));
  const declared = engines?.node;
  if (!declared || !semver.validRange(declared)) return [{ name: 'package.json', version: '', needs: 'an "engines.node" range', declared: String(declared) }];
  const lock = JSON.parse(readFileSync(join(projectRoot, 'package-lock.json'), 'utf8'));
  const mismatches = [];
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    if (path === '' || entry.dev || entry.devOptional) continue;
    const manifestFile = join(projectRoot, path, 'package.json');
    // Optional platform packages of other systems are not installed.
    if (!existsSync(manifestFile)) continue;
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const needs = manifest.engines?.node;
    if (typeof needs !== 'string' || needs.trim() === '' || needs.trim() === '*') continue;
    if (!semver.validRange(needs) || !semver.subset(declared, needs)) mismatches.push({ name: manifest.name, version: manifest.version, needs, declared });
  }
  return mismatches;
}

if (process.argv[1] === import.meta.filename) {
  const mismatches = engineMismatches();
  for (const { name, version, needs, declared } of mismatches) {
    console.error(`engines: ${name}@${version} needs Node ${needs}, but package.json declares ${declared}`);
  }
  if (mismatches.length > 0) process.exit(1);
  console.log('engines: every runtime dependency supports the declared Node range');
}
