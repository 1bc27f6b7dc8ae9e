// `proxyfish rules`: each card's lines as enforced / partial / text and a summary over the
// database, a search or a deck, with stable JSON field names; and the line counting behind it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CoverageTally, isCycleTriggerLine } from '../../../app/cards/rules-coverage.ts';
import { compileCard } from '../../../app/cards/oracle/compile.ts';
import type { RulesReport } from '../../../app/cli/commands/rules.ts';
import { CardWriter } from '../../../app/db/card-writer.ts';
import { Services } from '../../../app/services.ts';
import { runCliInProcess } from '../../support/cli.ts';
import { testCard } from '../../support/cards.ts';

/** A card whose one line no compiler will ever read: it must be reported as text. */
const GIBBERISH = testCard({ name: 'Flibbertigibbet Test Card', mana_cost: '{1}{U}', type_line: 'Creature — Sprite', power: '1', toughness: '1', oracle_text: 'Flying\nWhenever the moon is full, gnorp the wibble twice.' });
const VANILLA_AURA = testCard({ name: 'Plain Aura Test Card', mana_cost: '{U}', type_line: 'Enchantment — Aura', oracle_text: 'Enchant creature\nEnchanted creature has flying.' });

let home: string;
let deckFile: string;

beforeAll(() => {
  home = mkdtempSync(join(tmpdir(), 'proxyfish-rules-cli-'));
  const services = new Services({ home, starterData: false });
  const writer = new CardWriter(services.db);
  services.db.transaction(() => [GIBBERISH, VANILLA_AURA].forEach((card) => writer.upsert(card)))();
  services.close();
  deckFile = join(home, 'deck.txt');
  writeFileSync(deckFile, `4 ${GIBBERISH.name}\n3 ${VANILLA_AURA.name}\n2 No Such Card Anywhere\n`);
});

afterAll(() => rmSync(home, { recursive: true, force: true }));

const rules = (...args: string[]) => runCliInProcess(home, ['rules', ...args]);

describe('proxyfish rules', () => {
  it('prints each line of each card as enforced or text, then the summary over the database', async () => {
    const { code, out } = await rules();
    expect(code).toBe(0);
    expect(out).toContain(`${GIBBERISH.name} — 1 of 2 lines enforced\n  enforced       Flying\n  text           Whenever the moon is full, gnorp the wibble twice.`);
    expect(out).toContain(`${VANILLA_AURA.name} — fully enforced\n  enforced       Enchant creature\n  enforced       Enchanted creature has flying.`);
    expect(out).toMatch(/Summary over the card database: 2 cards\n {2}cards fully enforced {10}1 of 2 \(50 %\)/);
    expect(out).toContain('Auras fully enforced          1 of 1 (100 %)');
  });

  it('--json has stable field names: scope, summary (cards, lines, cyclingCards, cycleTriggerLines, auras), singleFaced, cards', async () => {
    const { code, out } = await rules('--json');
    expect(code).toBe(0);
    const report = JSON.parse(out) as RulesReport;
    expect(report.scope).toBe('database');
    expect(report.summary).toEqual({
      cards: { total: 2, fullyEnforced: 1, unexercised: 0 },
      lines: { total: 4, enforced: 3, partial: 0, text: 1, unexercised: 0 },
      cyclingCards: { total: 0, fullyEnforced: 0, unexercised: 0 },
      cycleTriggerLines: { total: 0, enforced: 0, partial: 0, text: 0, unexercised: 0 },
      auras: { total: 1, fullyEnforced: 1, unexercised: 0 },
    });
    expect(report.singleFaced).toEqual(report.summary);
    expect(report.cards.map((card) => [card.name, card.fullyEnforced, card.lines.map((line) => line.status)])).toEqual([
      [GIBBERISH.name, false, ['enforced', 'text']],
      [VANILLA_AURA.name, true, ['enforced', 'enforced']],
    ]);
  });

  it('a search query chooses the cards; --summary leaves the cards out', async () => {
    const { code, out } = await rules('t:aura', '--json', '--summary');
    expect(code).toBe(0);
    const report = JSON.parse(out) as RulesReport;
    expect([report.scope, report.query, report.cards, report.summary.cards]).toEqual(['query', 't:aura', [], { total: 1, fullyEnforced: 1, unexercised: 0 }]);
  });

  it('--deck reports the deck\'s cards with their copies, names the cards not fully enforced and the names that match no card', async () => {
    const { code, out } = await rules('--deck', deckFile);
    expect(code).toBe(0);
    expect(out).toContain(`4 ${GIBBERISH.name} — 1 of 2 lines enforced`);
    expect(out).toContain(`3 ${VANILLA_AURA.name} — fully enforced`);
    expect(out).toContain(`Not fully enforced (1 of 2 (50 %)): ${GIBBERISH.name}`);
    expect(out).toContain('Names that match no card: No Such Card Anywhere');
    const json = JSON.parse((await rules('--deck', deckFile, '--json')).out) as RulesReport;
    expect([json.scope, json.summary.cards, json.unresolved]).toEqual(['deck', { total: 2, fullyEnforced: 1, unexercised: 0 }, ['No Such Card Anywhere']]);
  });

  it('bad input: a query and --deck together, an unreadable query, an unknown deck: exit 2 with a message naming it', async () => {
    expect(await rules('t:aura', '--deck', deckFile)).toMatchObject({ code: 2, err: 'proxyfish: give a query or --deck, not both' });
    const badQuery = await rules('mv>=');
    expect(badQuery.code).toBe(2);
    expect(badQuery.err).toMatch(/^proxyfish: invalid query: /);
    expect(await rules('--deck', 'No Such Deck')).toMatchObject({ code: 2, err: 'proxyfish: "No Such Deck" is neither a saved deck nor a decklist file' });
  });
});

describe('coverage counting', () => {
  it('cycle-trigger lines: "When you cycle …", "Whenever you cycle or discard …", "Whenever a player cycles …", "Whenever you cycle ~ or cycle another card …"', () => {
    expect(isCycleTriggerLine('When you cycle Krosan Tusker, you may search your library for a basic land card.')).toBe(true);
    expect(isCycleTriggerLine('Whenever you cycle or discard another card, scry 1.')).toBe(true);
    expect(isCycleTriggerLine('Whenever a player cycles a card, you may draw a card.')).toBe(true);
    expect(isCycleTriggerLine('Whenever you cycle Astral Drift or cycle another card while Astral Drift is on the battlefield, you may exile target creature.')).toBe(true);
    expect(isCycleTriggerLine('Cycling {2}')).toBe(false);
    expect(isCycleTriggerLine('Whenever a creature enters, you may cycle a card.')).toBe(false);
  });

  it('a card whose text says cycling counts among the cycling cards; partial lines count apart from enforced and text ones', () => {
    const tally = new CoverageTally();
    const cycler = compileCard({ name: 'Shore Cycler', mana_cost: '{1}{U}', type_line: 'Creature — Bird', oracle_text: 'Flying\nCycling {2}', power: '1', toughness: '1' });
    tally.add(cycler);
    tally.add({ ...cycler, fullyEnforced: false, lines: [{ text: 'When you cycle Shore Cycler, do something by hand.', status: 'partial', abilities: [] }] });
    expect(tally.result()).toMatchObject({
      cards: { total: 2, fullyEnforced: 1 },
      lines: { total: 3, enforced: 2, partial: 1, text: 0 },
      cyclingCards: { total: 2, fullyEnforced: 1 },
      cycleTriggerLines: { total: 1, enforced: 0, partial: 1, text: 0 },
    });
  });
});
