// The starter cards written by hand (scripts/starter/hand-authored.ts): every real card names the
// public source its text was checked against and its set code, is in the built cards.json, and
// compiles: its mana cost parses and its cycling line is enforced (CR 702.29a).
import { describe, expect, it } from 'vitest';
import { parseManaCost } from '../../../app/cards/mana-symbols.ts';
import { compileCard } from '../../../app/cards/oracle/compile.ts';
import { cardDefinitions } from '../../../app/db/card-definitions.ts';
import { openDatabase } from '../../../app/db/connection.ts';
import { StarterData } from '../../../app/db/starter-data.ts';
import { HAND_AUTHORED } from '../../../scripts/starter/hand-authored.ts';

const db = openDatabase(':memory:');
new StarterData(db).ensureLoaded();
const compiled = new Map([...cardDefinitions(db)].map(({ definition }) => [definition.name, compileCard(definition)]));
const setCodes = new Map(
  (db.prepare('SELECT c.name, p.set_code FROM cards c JOIN printings p ON p.card_id = c.id').all() as { name: string; set_code: string }[]).map((row) => [row.name, row.set_code]),
);

describe('hand-authored starter cards', () => {
  for (const card of HAND_AUTHORED) {
    it(`${card.name}: has a source, a set code, and compiles`, () => {
      expect(card.checked_against.trim().length, 'checked_against').toBeGreaterThan(10);
      expect(card.set_code).toMatch(/^[a-z0-9]{3,5}$/i);
      if (card.source === 'import') {
        expect(card.collector_number, 'collector number of a real printing').toMatch(/^\d+$/);
        expect(card.released_at, 'release date of a real printing').toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      expect(() => parseManaCost(card.mana_cost)).not.toThrow();
      expect(setCodes.get(card.name), 'in assets/starter/cards.json with its set code').toBe(card.set_code);
      const lines = compiled.get(card.name)!.lines;
      expect(lines.map((line) => line.text).join('\n')).toBe(card.oracle_text);
      for (const line of lines.filter((each) => /^Cycling \{/.test(each.text))) expect(line.status, line.text).toBe('enforced');
    });
  }

  it('carries the Ikoria cycling cards and their payoffs with their IKO printing', () => {
    const ikoria = HAND_AUTHORED.filter((card) => card.set_code === 'iko').map((card) => card.name);
    expect(ikoria).toEqual(expect.arrayContaining(['Shark Typhoon', 'Zenith Flare', 'Flourishing Fox', 'Drannith Stinger', 'Drannith Healer', 'Valiant Rescuer', 'Rielle, the Everwise', 'Zirda, the Dawnwaker', 'Unpredictable Cyclone']));
    expect(HAND_AUTHORED.find((card) => card.name === 'Zenith Flare')).toMatchObject({ mana_cost: '{2}{R}{W}', type_line: 'Instant', collector_number: '217' });
  });
});
