// Issue 22: showing a board with thousands of "Enchanted creature gets +1/+1" Auras was quadratic:
// each creature's power and toughness read the statics of every permanent (8,000 permanents: 6 s).
// A board that is only read (a scenario's output, a table's view) now indexes the sources of
// +N/+N once: Auras and Equipment by the permanent they are attached to (CR 303.4, 301.5), lords
// and emblems (CR 114.4) in one list. Counted, not timed: how often the cards' statics are read
// while the board is shown, for a board and one twice its size.
import { describe, expect, it } from 'vitest';
import { gameFromScenario } from '../../../../app/engine/scenario/run.ts';
import { scenarioOutput } from '../../../../app/engine/scenario/output.ts';
import { hasKeyword, readingBoard } from '../../../../app/engine/rules/characteristics.ts';
import { definition as c } from '../helpers.ts';

const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const MIGHT = c('Bench Might', '{G}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets +1/+1.');
const WINGS = c('Bench Wings', '{U}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets +0/+1 and has flying.');
const LORD = c('Bench Lord', '{1}{W}', 'Creature — Human', 'Other creatures you control get +1/+0.', '1', '1');
const CARDS = [BEAR, MIGHT, WINGS, LORD];

/** `pairs` bears, each with its own +1/+1 Aura; the statics reads while the output is made. */
function show(pairs: number, extra: unknown[] = []) {
  const battlefield = [...extra, ...Array.from({ length: pairs }, (_, index) => [BEAR.name, { card: MIGHT.name, attachedTo: extra.length + 2 * index }]).flat()];
  const { game } = gameFromScenario({ cards: CARDS, you: { battlefield }, actions: [] });
  let reads = 0;
  for (const card of new Set(game.state.objects.map((object) => object.card))) {
    const statics = card.statics;
    Object.defineProperty(card, 'statics', {
      configurable: true,
      get: () => {
        reads += 1;
        return statics;
      },
    });
  }
  const output = scenarioOutput(game, null);
  return { reads, output, game };
}

describe('showing a board of Auras (CR 303.4: an Aura modifies the object it enchants)', () => {
  it('reads each card\'s statics a number of times that grows with the board, not with its square', () => {
    const small = show(200).reads;
    const large = show(400).reads;
    expect(small).toBeGreaterThan(0);
    // Twice the board: about twice the reads (quadratic would be four times).
    expect(large).toBeLessThanOrEqual(small * 2.2);
  });

  it('still gives each creature its own Aura\'s bonus, a lord\'s to the others, and an Aura\'s keyword to its host only', () => {
    const { output, game } = show(3, [LORD.name, BEAR.name, { card: WINGS.name, attachedTo: 1 }]);
    const state = game.state;
    const flying = readingBoard(state, () => state.players[0].battlefield.map((id) => hasKeyword(state, state.objects[id]!, 'flying')));
    expect(flying.slice(0, 4)).toEqual([false, true, false, false]);
    expect(flying.filter(Boolean)).toHaveLength(1);
    const permanents = output.you.battlefield;
    expect(permanents[0]).toMatchObject({ card: LORD.name, power: 1, toughness: 1 }); // "other creatures"
    expect(permanents[1]).toMatchObject({ card: BEAR.name, power: 3, toughness: 3 }); // lord +1/+0, Wings +0/+1
    const enchanted = permanents.filter((permanent, index) => permanent.card === BEAR.name && index > 2);
    expect(enchanted).toHaveLength(3);
    for (const bear of enchanted) expect(bear).toMatchObject({ power: 4, toughness: 3 }); // 2/2, Might +1/+1, lord +1/+0
  });
});
