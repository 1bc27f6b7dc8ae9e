// `proxyfish rules 'o:cycl'` on the starter data: each cycling card not fully enforced is listed
// with the line the engine keeps as text and the rule family that line waits for (issue 25),
// in the text output and in --json (lines[].waitsFor).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RulesReport } from '../../../app/cli/commands/rules.ts';
import { waitsFor } from '../../../app/cards/waits-for.ts';
import { Services } from '../../../app/services.ts';
import { runCliInProcess } from '../../support/cli.ts';

const NEW_PERSPECTIVES = 'As long as you have seven or more cards in hand, you may pay {0} rather than pay cycling costs.';
const GAVI_DRAW = 'Whenever you draw your second card each turn, create a 2/2 red and white Dinosaur Cat creature token.';
const SARCOPHAGUS_CAST = 'You may cast nonland cards with cycling from your graveyard.';
const SARCOPHAGUS_EXILE = "If a card with cycling would be put into your graveyard from anywhere and it wasn't cycled, exile it instead.";

let home: string;

beforeAll(() => {
  home = mkdtempSync(join(tmpdir(), 'proxyfish-waits-for-'));
  new Services({ home }).close(); // the starter data loads into the new data folder
});

afterAll(() => rmSync(home, { recursive: true, force: true }));

describe("proxyfish rules 'o:cycl': the rule each line waits for", () => {
  it("lists Gavi's draw trigger (CR 603.2) with its line; New Perspectives, Shark Typhoon and Gavi's {0} (CR 118.9, 107.3a), Abandoned Sarcophagus and Unpredictable Cyclone (CR 601.3, 614.1a, 614.11) are enforced and not listed", async () => {
    const { code, out } = await runCliInProcess(home, ['rules', 'o:cycl']);
    expect(code).toBe(0);
    expect(out).not.toContain(`New Perspectives: '`); // enforced since the cost families (CR 118.9)
    expect(out).not.toContain(`Shark Typhoon: '`); // enforced: X in the cycling cost (CR 107.3a)
    expect(out).toContain(`Gavi, Nest Warden: '${GAVI_DRAW}' — waits for CR 603.2: trigger events counted within a turn`);
    expect(out).not.toContain("Gavi, Nest Warden: 'You may pay {0}"); // enforced (CR 118.9: the first card cycled each turn)
    expect(out).toMatch(new RegExp(`\n  enforced +${SARCOPHAGUS_CAST.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\n`));
    expect(out).toMatch(new RegExp(`\n  enforced +${SARCOPHAGUS_EXILE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\n`));
    expect(out).not.toMatch(/Abandoned Sarcophagus: '/);
    expect(out).not.toMatch(/Unpredictable Cyclone: '/);
    // The status column is as wide as its longest word ("not exercised"), so any run of spaces.
    expect(out).toMatch(new RegExp(`\n  text +${GAVI_DRAW.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} — waits for CR 603\\.2`));
    expect(out).not.toMatch(/Zenith Flare: '/); // fully enforced: not in the closing list
  });

  it('--json carries waitsFor on the lines that are not enforced, and only there', async () => {
    const { code, out } = await runCliInProcess(home, ['rules', 'o:cycl', '--json']);
    expect(code).toBe(0);
    const report = JSON.parse(out) as RulesReport;
    const perspectives = report.cards.find((card) => card.name === 'New Perspectives')!;
    expect(perspectives.lines.find((line) => line.text === NEW_PERSPECTIVES)).toMatchObject({ status: 'enforced' });
    const sarcophagus = report.cards.find((card) => card.name === 'Abandoned Sarcophagus')!;
    expect(sarcophagus.lines.find((line) => line.text === SARCOPHAGUS_CAST)).toMatchObject({ status: 'enforced' });
    const gavi = report.cards.find((card) => card.name === 'Gavi, Nest Warden')!;
    expect(gavi.lines.find((line) => line.text === GAVI_DRAW)).toMatchObject({ status: 'text', waitsFor: { rules: 'CR 603.2' } });
    for (const line of report.cards.flatMap((card) => card.lines)) if (line.status === 'enforced') expect(line.waitsFor, line.text).toBeUndefined();
  });

  it('Rielle (CR 603.2c), Muraganda Petroglyphs (CR 113.6) and Case of the Gorgon\'s Kiss (CR 719) wait for nothing: fully enforced', async () => {
    const { code, out } = await runCliInProcess(home, ['rules', 'set:iko or set:fut or set:mkm', '--json']);
    expect(code).toBe(0);
    const report = JSON.parse(out) as RulesReport;
    for (const name of ['Rielle, the Everwise', 'Muraganda Petroglyphs', "Case of the Gorgon's Kiss"]) {
      const card = report.cards.find((each) => each.name === name);
      expect(card, name).toBeDefined();
      expect(card!.lines.filter((line) => line.status !== 'enforced').map((line) => line.text), name).toEqual([]);
    }
  });

  it('names a rule for every line the 2019 cards matching o:cycl keep open (none "not named yet")', () => {
    const open: [string, string][] = [
      ['Turn target creature with a morph ability face down.', 'CR 708'],
      ['Madness {R}, cycling {1}{R}, kicker {2}{R}, flashback {3}{R}, buyback {4}{R}', 'CR 601.2b, 702.27, 702.34, 702.35'],
      ['Gain control of all permanents you own. (This effect lasts indefinitely.)', 'CR 613.1b'],
      ["Return Cycle of Life to its owner's hand: Target creature you cast this turn has base power and toughness 0/1 until your next upkeep. At the beginning of your next upkeep, put a +1/+1 counter on that creature.", 'CR 613.4b, 603.7'],
      ['Target creature gets +3/+3 until end of turn. Exile Cyclical Evolution with three time counters on it.', 'CR 702.62'],
      ['At the beginning of your upkeep, put a wind counter on Cyclone, then sacrifice Cyclone unless you pay {G} for each wind counter on it. If you pay, Cyclone deals damage equal to the number of wind counters on it to each creature and each player.', 'CR 118.12'],
      ["When Cyclone Sire dies, you may put three +1/+1 counters on target land you control. If you do, that land becomes a 0/0 Elemental creature with haste that's still a land.", 'CR 613.1d, 613.4b'],
      ['When Cyclopean Giant dies, target land becomes a Swamp. Exile Cyclopean Giant.', 'CR 305.7'],
      ['When Cyclopean Tomb is put into a graveyard from the battlefield, at the beginning of each of your upkeeps for the rest of the game, remove all mire counters from a land that a mire counter was put onto with Cyclopean Tomb but that a mire counter has not been removed from with Cyclopean Tomb.', 'CR 603.7'],
      ['Exile all artifacts, creatures, and lands from the battlefield, all cards from all graveyards, and all cards from all hands.', 'CR 406.3'],
      ['Whenever an opponent casts a spell, counter that spell and put a depletion counter on Decree of Silence. If there are three or more depletion counters on Decree of Silence, sacrifice it.', 'CR 601.2'],
      ['If a creature you control attacks, Ekundu Cyclops also attacks if able.', 'CR 508.1d'],
      ["Target creature gets -1/-1 until end of turn. If it's a Cyclops, destroy it.", 'CR 205.3'],
      ['Target creature gets +3/+3 until end of turn. It gets an additional +2/+2 until end of turn for each card named Growth Cycle in your graveyard.', 'CR 201.2'],
      ["As long as you've cast an instant or sorcery spell this turn, Piston-Fist Cyclops can attack as though it didn't have defender.", 'CR 702.3b'],
      ['Rampaging Cyclops gets -2/-0 as long as two or more creatures are blocking it.', 'CR 509.1'],
      ["Whenever Scion of Darkness deals combat damage to a player, you may put target creature card from that player's graveyard onto the battlefield under your control.", 'CR 115.1, 510.3'],
      ['At the beginning of your upkeep, if a player has more life than each other player, the player with the most life gains control of Wild Dogs.', 'CR 613.1b'],
    ];
    for (const [line, rules] of open) expect(waitsFor(line)?.rules, line).toBe(rules);
  });

  it('names no rule for a line it does not know, rather than a guessed one', () => {
    expect(waitsFor('Whenever the moon is full, gnorp the wibble twice.')).toBeUndefined();
    expect(waitsFor('If a cycling ability of another nonland card would cause you to draw a card, instead exile cards from the top of your library until …')?.rules).toBe('CR 614.11, 121.6');
  });
});
