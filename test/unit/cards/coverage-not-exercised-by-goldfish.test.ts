// Issue 26: lines a goldfish game never reaches (the goldfish opponent never attacks and never
// blocks) get their own coverage status, "not exercised", and do not count as enforced.
import { describe, expect, it } from 'vitest';
import { CoverageTally, formatSummary } from '../../../app/cards/rules-coverage.ts';
import { compileCard } from '../../../app/cards/oracle/compile.ts';
import type { CardDefinition } from '../../../app/engine/state/card-definition.ts';

const creature = (oracle_text: string, name = 'Test Card'): CardDefinition => ({ name, mana_cost: '{1}{W}', type_line: 'Creature — Soldier', oracle_text, power: '2', toughness: '2' });
const statuses = (definition: CardDefinition) => compileCard(definition).lines.map((line) => line.status);

describe('lines a goldfish game never exercises', () => {
  it.each([
    ['CR 509.1i: a block trigger', 'Whenever Test Card blocks, it gets +1/+1 until end of turn.'],
    ['CR 509.3: a "becomes blocked" trigger', 'Whenever Test Card becomes blocked, it gets +1/+1 until end of turn.'],
    ["CR 509.1b: \"can't block\"", "Test Card can't block."],
    ['CR 508.1: "whenever a creature attacks you"', 'Whenever a creature attacks you, you gain 1 life.'],
    ['CR 509.1g: "target blocking creature"', '{T}: Destroy target blocking creature.'],
  ])('%s is not exercised, and the card is not fully enforced', (_rule, line) => {
    const card = compileCard(creature(`Vigilance\n${line}`));
    expect(card.lines.map((report) => report.status)).toEqual(['enforced', 'unexercised']);
    expect(card.fullyEnforced).toBe(false);
    expect(card.unexercised).toBe(true);
  });

  it('a line the goldfish does reach stays enforced: "attacks or blocks", "attacking creature", a bonus with "can\'t block"', () => {
    expect(statuses(creature('Whenever Test Card attacks or blocks, it gets +1/+1 until end of turn.'))).toEqual(['enforced']);
    expect(statuses(creature('{T}: Destroy target attacking creature.'))).toEqual(['enforced']);
    expect(statuses(creature("Test Card gets +1/+1 and can't block."))).not.toContain('unexercised');
  });

  it('a card with a line by hand is not fully enforced and not counted as "not exercised" either', () => {
    const card = compileCard(creature("Test Card can't block.\nWhenever the moon is full, gnorp the wibble twice."));
    expect([card.fullyEnforced, card.unexercised]).toEqual([false, false]);
  });

  it('the summary counts such cards and lines apart from the enforced ones', () => {
    const tally = new CoverageTally();
    tally.add(compileCard(creature("Flying\nTest Card can't block.")));
    tally.add(compileCard(creature('Flying', 'Plain Flyer')));
    const summary = tally.result();
    expect(summary.cards).toEqual({ total: 2, fullyEnforced: 1, unexercised: 1 });
    expect(summary.lines).toEqual({ total: 3, enforced: 2, partial: 0, text: 0, unexercised: 1 });
    expect(formatSummary(summary)).toContain('not exercised by goldfish     1 of 2 (50 %)');
  });
});
