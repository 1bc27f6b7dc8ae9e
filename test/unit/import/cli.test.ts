import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../../app/cli/main.ts';
import { fixture, tempFolder } from '../../support/import.ts';

describe('CLI: import and card', () => {
  let temp: ReturnType<typeof tempFolder>;
  let out: string[];
  let err: string[];
  beforeEach(() => {
    temp = tempFolder();
    out = [];
    err = [];
    vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void out.push(args.join(' ')));
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void err.push(args.join(' ')));
    // Progress goes to stderr; keep the test output clean.
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    vi.stubEnv('PROXYFISH_STARTER_DATA', '0');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    temp.remove();
  });

  const run = (...args: string[]) => main(['node', 'proxyfish', '--home', temp.dir, ...args]);

  it('imports a file and prints the summary on stdout, skipped records with their place', async () => {
    expect(await run('import', fixture('scryfall-cards.json'))).toBe(0);
    const text = out.join('\n');
    expect(text).toContain('Imported "scryfall-cards.json" (a Scryfall bulk file)');
    expect(text).toMatch(/Cards\s+10 added, 0 updated/);
    expect(text).toMatch(/Printings\s+13 added, 0 updated/);
    expect(text).toContain('record 13 "Krosan Tusker // Krosan Tusker": art series card (no rules text)');
  });

  it('prints the summary as JSON with --json and honours --format', async () => {
    expect(await run('import', fixture('cockatrice-v3.xml'), '--format', 'cockatrice', '--json')).toBe(0);
    expect(JSON.parse(out.join('\n'))).toMatchObject({ format: 'cockatrice', cards: { added: 3 } });
  });

  it('fails with one clear line for a missing file, a wrong format or an unknown format name', async () => {
    expect(await run('import', 'nowhere.json')).toBe(2);
    expect(err).toEqual(['proxyfish: no such file: nowhere.json']);
    err.length = 0;
    expect(await run('import', fixture('cockatrice-v3.xml'), '--format', 'scryfall')).toBe(1);
    expect(err[0]).toMatch(/^proxyfish: "cockatrice-v3.xml" was given as scryfall but looks like a Cockatrice cards.xml/);
    expect(await run('import', fixture('cockatrice-v3.xml'), '--format', 'csv')).toBe(2);
  });

  it('shows a card by name, face name or localised name, and suggests a near miss', async () => {
    await run('import', fixture('scryfall-cards.json'));
    out.length = 0;
    expect(await run('card', 'EIS')).toBe(0);
    const text = out.join('\n');
    expect(text).toContain('Fire // Ice  {1}{R} // {1}{U}');
    expect(text).toContain('— Ice  {1}{U}');
    expect(text).toContain('de face 2: Eis — Spontanzauber');
    expect(text).toContain('Source: import (scryfall)');
    expect(text).toMatch(/APC\s+128\s+uncommon\s+en\s+2001-06-04\s+Apocalypse/);

    out.length = 0;
    expect(await run('card', 'krosan', 'tusker', '--json')).toBe(0);
    const [tusker] = JSON.parse(out.join('\n')) as { name: string; keywords: string[]; printings: unknown[]; localizations: { name: string }[] }[];
    expect(tusker).toMatchObject({ name: 'Krosan Tusker', keywords: ['cycling'] });
    expect(tusker!.printings).toHaveLength(3);
    expect(tusker!.localizations[0]!.name).toBe('Colmilludo krosano');

    expect(await run('card', 'Krosan Tuskr')).toBe(1);
    expect(err.at(-1)).toBe('proxyfish: no card named "Krosan Tuskr". Did you mean: "Krosan Tusker"?');
  });
});
