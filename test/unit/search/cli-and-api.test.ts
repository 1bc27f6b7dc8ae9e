import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatch } from '../../../app/api/dispatch.ts';
import { CardWriter } from '../../../app/db/card-writer.ts';
import { Services } from '../../../app/services.ts';
import { runCliInProcess } from '../../support/cli.ts';
import { FIXTURE_CARDS } from '../../support/search-fixture.ts';
import { testCard } from '../../support/cards.ts';
import { MAX_LIMIT } from '../../../app/db/search/card-search.ts';

let home: string;

beforeAll(() => {
  home = mkdtempSync(join(tmpdir(), 'proxyfish-search-cli-'));
  const services = new Services({ home, starterData: false });
  const writer = new CardWriter(services.db);
  services.db.transaction(() => FIXTURE_CARDS.forEach((card) => writer.upsert(card)))();
  services.close();
});

afterAll(() => rmSync(home, { recursive: true, force: true }));

const cli = (...args: string[]) => runCliInProcess(home, args);

describe('proxyfish search', () => {
  it('--json prints one array with the fields scripts rely on', async () => {
    const { code, out } = await cli('search', '--json', 'keyword:swampcycling');
    expect(code).toBe(0);
    const results = JSON.parse(out) as Record<string, unknown>[];
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      name: 'Twisted Abomination', mana_cost: '{5}{B}', type_line: 'Creature — Zombie Mutant', power: '5', toughness: '3',
      colors: ['B'], set: 'ons', lang: 'en',
    });
    expect(results[0]!.oracle_text).toContain('Swampcycling {2}');
  });

  it('--limit caps the results; the text output says how many there are', async () => {
    const json = await cli('search', '--json', '--limit', '2', 't:creature');
    expect(JSON.parse(json.out)).toHaveLength(2);
    const text = await cli('search', '--limit', '2', 't:creature');
    expect(text.out.split('\n').at(-1)).toBe('2 of 9 cards, from number 1');
  });

  it('--limit 0 and --all print every result, past the 5,000 a single page holds', async () => {
    const bulkHome = mkdtempSync(join(tmpdir(), 'proxyfish-search-all-'));
    try {
      const services = new Services({ home: bulkHome, starterData: false });
      const writer = new CardWriter(services.db);
      const bulk = Array.from({ length: MAX_LIMIT + 7 }, (_, i) =>
        testCard({ name: `Bulk Golem ${String(i).padStart(5, '0')}`, mana_cost: '{1}', type_line: 'Artifact Creature — Golem', oracle_text: '', power: '1', toughness: '1' }),
      );
      services.db.transaction(() => bulk.forEach((card) => writer.upsert(card)))();
      services.close();
      const run = (...args: string[]) => runCliInProcess(bulkHome, args);
      for (const flags of [['--limit', '0'], ['--all']]) {
        const { code, out } = await run('search', '--json', ...flags, 't:golem');
        expect(code).toBe(0);
        const names = (JSON.parse(out) as { name: string }[]).map((card) => card.name);
        expect(names).toHaveLength(MAX_LIMIT + 7);
        expect(new Set(names).size).toBe(MAX_LIMIT + 7);
      }
      const rest = await run('search', '--json', '--all', '--offset', String(MAX_LIMIT), 't:golem');
      expect((JSON.parse(rest.out) as unknown[]).length).toBe(7);
    } finally {
      rmSync(bulkHome, { recursive: true, force: true });
    }
  }, 60_000);

  it('--limit above the page size without --all is refused, naming 0 for all', async () => {
    const { code, err } = await cli('search', '--json', '--limit', String(MAX_LIMIT + 1), 't:creature');
    expect(code).toBe(2);
    expect(err).toContain(`--limit must be a whole number from 0 to ${MAX_LIMIT}`);
    expect(err).toContain('0 for all');
  });

  it('an invalid query exits 2 with what and where on stderr', async () => {
    const { code, out, err } = await cli('search', 'tx:creature');
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toBe('proxyfish: invalid query: unknown operator "tx:" at 1');
    expect((await cli('search', '--limit', 'many', 'bolt')).code).toBe(2);
  });
});

describe('cards.* api commands', () => {
  it('cards.search returns a page, or queryError for a query it cannot read', async () => {
    const services = new Services({ home, starterData: false });
    try {
      const found = await dispatch(services, 'cards.search', { query: 'blitzschlag', lang: 'de' });
      expect(found).toMatchObject({ ok: true, result: { total: 1, queryError: null, results: [{ name: 'Lightning Bolt' }] } });
      const bad = await dispatch(services, 'cards.search', { query: 'c:purple' });
      expect(bad).toMatchObject({ ok: true, result: { total: 0, results: [], queryError: { message: 'unknown colour "purple" at 3', position: 3, length: 6 } } });
      const invalid = await dispatch(services, 'cards.search', { query: 'x', limit: -1 });
      expect(invalid).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    } finally {
      services.close();
    }
  });

  it('cards.get and cards.suggest', async () => {
    const services = new Services({ home, starterData: false });
    try {
      const suggestions = await dispatch(services, 'cards.suggest', { text: 'kros' });
      expect(suggestions).toMatchObject({ ok: true, result: [{ name: 'Krosan Tusker' }] });
      const id = (suggestions as { result: { id: number }[] }).result[0]!.id;
      expect(await dispatch(services, 'cards.get', { id })).toMatchObject({ ok: true, result: { name: 'Krosan Tusker', keywords: ['cycling'] } });
      expect(await dispatch(services, 'cards.get', { id: 987_654 })).toMatchObject({ ok: false, error: { message: 'No card with id 987654' } });
    } finally {
      services.close();
    }
  });
});
