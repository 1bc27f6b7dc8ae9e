// The card facts cache (issue 24): a rules report stores each card's facts in the database and
// the next one reads them; it is never wrong: a card whose text changed is compiled again, and
// facts stored by another rules version are never read (and are deleted).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cardFactsCache, fillCardFactsCache, storedCardFacts } from '../../../app/cards/stored-card-facts.ts';
import { rulesVersion } from '../../../app/cards/rules-version.ts';
import { rulesReport } from '../../../app/cli/commands/rules.ts';
import { deckRulesCoverage } from '../../../app/collection/deck-rules-coverage.ts';
import { loadSavedDeck } from '../../../app/collection/deck-source.ts';
import { CardFactsCache, definitionKey } from '../../../app/db/card-facts-cache.ts';
import { cardDefinitions } from '../../../app/db/card-definitions.ts';
import { CardWriter } from '../../../app/db/card-writer.ts';
import { Services } from '../../../app/services.ts';
import { testCard } from '../../support/cards.ts';

const GIBBERISH = testCard({ name: 'Flibbertigibbet Cache Card', mana_cost: '{1}{U}', type_line: 'Creature — Sprite', power: '1', toughness: '1', oracle_text: 'Flying\nWhenever the moon is full, gnorp the wibble twice.' });
const AURA = testCard({ name: 'Plain Cache Aura', mana_cost: '{U}', type_line: 'Enchantment — Aura', oracle_text: 'Enchant creature\nEnchanted creature has flying.' });

let home: string;
let services: Services;

beforeEach(() => {
  home = mkdtempSync(join(tmpdir(), 'proxyfish-facts-cache-'));
  services = new Services({ home, starterData: false });
  const writer = new CardWriter(services.db);
  services.db.transaction(() => [GIBBERISH, AURA].forEach((card) => writer.upsert(card)))();
});

afterEach(() => {
  services.close();
  rmSync(home, { recursive: true, force: true });
});

const rows = () => services.db.prepare('SELECT definition_key, rules_version, facts FROM card_facts_cache').all() as { definition_key: string; rules_version: string; facts: string }[];
const definitionOf = (name: string) => [...cardDefinitions(services.db)].find((row) => row.definition.name === name)!.definition;
const statuses = async () => (await rulesReport(services, null, undefined, true)).cards.map((card) => [card.name, card.fullyEnforced, card.lines.map((line) => `${line.status} ${line.text}`)]);

/** Overwrites the stored facts of a card: a report that shows them read the cache, not the compiler. */
function plantFacts(name: string, change: (facts: Record<string, unknown>) => void): void {
  const key = definitionKey(definitionOf(name));
  const row = rows().find((stored) => stored.definition_key === key)!;
  const facts = JSON.parse(row.facts) as Record<string, unknown>;
  change(facts);
  services.db.prepare('UPDATE card_facts_cache SET facts = ? WHERE definition_key = ?').run(JSON.stringify(facts), key);
}

describe('the card facts cache', () => {
  it('stores every card a report compiles, with the running rules version, and a later report reads them', async () => {
    const first = await statuses();
    expect(first).toEqual([
      [GIBBERISH.name, false, ['enforced Flying', 'text Whenever the moon is full, gnorp the wibble twice.']],
      [AURA.name, true, ['enforced Enchant creature', 'enforced Enchanted creature has flying.']],
    ]);
    const version = await rulesVersion();
    expect(rows().map((row) => row.rules_version)).toEqual([version, version]);
    expect(await statuses()).toEqual(first);

    plantFacts(GIBBERISH.name, (facts) => (facts.fullyEnforced = true));
    expect((await statuses())[0]![1]).toBe(true);
  });

  it('compiles a card again when its text changed, and keeps the facts of the old text apart', async () => {
    await statuses();
    plantFacts(GIBBERISH.name, (facts) => (facts.fullyEnforced = true));
    new CardWriter(services.db).upsert({ ...GIBBERISH, oracle_text: 'Flying', faces: [{ ...GIBBERISH.faces[0]!, oracle_text: 'Flying' }] });
    expect(definitionOf(GIBBERISH.name).oracle_text).toBe('Flying');

    expect((await statuses())[0]).toEqual([GIBBERISH.name, true, ['enforced Flying']]);
    expect(rows()).toHaveLength(3);
  });

  it('never reads facts another rules version stored, and deletes them when this version opens the cache', async () => {
    // A fresh connection opens the cache anew: the rows are planted before it does.
    services.close();
    services = new Services({ home, starterData: false });
    const wrong = { fullyEnforced: true, unexercised: false, isAura: false, isLand: true, hasCycling: true, lines: [{ text: 'Stale', status: 'enforced', abilities: [] }] };
    const insert = services.db.prepare('INSERT INTO card_facts_cache (definition_key, rules_version, facts) VALUES (?, ?, ?)');
    for (const name of [GIBBERISH.name, AURA.name]) insert.run(definitionKey(definitionOf(name)), 'an older rules version', JSON.stringify(wrong));

    expect(await statuses()).toEqual([
      [GIBBERISH.name, false, ['enforced Flying', 'text Whenever the moon is full, gnorp the wibble twice.']],
      [AURA.name, true, ['enforced Enchant creature', 'enforced Enchanted creature has flying.']],
    ]);
    const version = await rulesVersion();
    expect(rows().every((row) => row.rules_version === version)).toBe(true);
    expect(rows()).toHaveLength(2);
  });

  it('a cache opened for another version starts empty (every card is compiled again)', async () => {
    await statuses();
    const current = await cardFactsCache(services.db);
    expect(current.size()).toBe(2);
    const other = new CardFactsCache(services.db, 'another rules version');
    expect(other.size()).toBe(0);
    expect(other.read([GIBBERISH.name, AURA.name].map((name) => ({ key: definitionKey(definitionOf(name)), definition: definitionOf(name) }))).size).toBe(0);
    expect(rows()).toHaveLength(0);
  });

  it('gives the same facts from the cache as from the compiler, in the order asked, duplicates included', async () => {
    const definitions = [definitionOf(AURA.name), definitionOf(GIBBERISH.name), definitionOf(AURA.name)];
    const compiled = await storedCardFacts(services.db, definitions);
    const stored = await storedCardFacts(services.db, definitions);
    expect(stored).toEqual(compiled);
    expect(stored.map((facts) => facts.name)).toEqual([AURA.name, GIBBERISH.name, AURA.name]);
  });

  it('is filled for every card it lacks by fillCardFactsCache (after an import), and then has nothing to do', async () => {
    expect(await fillCardFactsCache(services.db)).toBe(2);
    expect(rows()).toHaveLength(2);
    expect(await fillCardFactsCache(services.db)).toBe(0);
    new CardWriter(services.db).upsert(testCard({ name: 'Another Cache Card', oracle_text: 'Flying' }));
    expect(await fillCardFactsCache(services.db)).toBe(1);
    expect(rows()).toHaveLength(3);
    // A card whose text changed: its new facts are stored, those of its old text go.
    const oldKey = definitionKey(definitionOf(GIBBERISH.name));
    new CardWriter(services.db).upsert({ ...GIBBERISH, oracle_text: 'Flying', faces: [{ ...GIBBERISH.faces[0]!, oracle_text: 'Flying' }] });
    expect(await fillCardFactsCache(services.db)).toBe(1);
    expect(rows()).toHaveLength(3);
    expect(rows().map((row) => row.definition_key)).not.toContain(oldKey);
  });

  it("serves a deck's coverage line from the cache too", async () => {
    const deck = services.decks.create({ name: 'Cache deck', entries: [{ name: GIBBERISH.name, quantity: 4 }, { name: AURA.name, quantity: 2 }] }).deck;
    const first = await deckRulesCoverage(services.db, loadSavedDeck(services, deck.id));
    expect(rows()).toHaveLength(2);
    plantFacts(AURA.name, (facts) => (facts.fullyEnforced = false));
    const second = await deckRulesCoverage(services.db, loadSavedDeck(services, deck.id));
    expect(first.fullyEnforced).toBe(1);
    expect(second.fullyEnforced).toBe(0);
  });
});
