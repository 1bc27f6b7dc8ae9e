import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatch } from '../../../app/api/dispatch.ts';
import { CardWriter } from '../../../app/db/card-writer.ts';
import { Services } from '../../../app/services.ts';
import { runCliInProcess } from '../../support/cli.ts';
import { FIXTURE_CARDS } from '../../support/search-fixture.ts';

let home: string;

beforeAll(() => {
  home = mkdtempSync(join(tmpdir(), 'proxyfish-search-cli-'));
  const services = new Services({ home, starterData: false });
  const writer = new CardWriter(services.db);
  services.db.transaction(() => FIXTURE_CARDS.forEach((card) => writer.upsert(card)))();
  services.close();
});

afterAll(() => rmSync(home, { recursive: true, force: true }));

function cli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  return runCliInProcess(args, { home });
}

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
