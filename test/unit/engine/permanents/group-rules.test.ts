// Rules for a whole group of permanents: "Creatures your opponents control enter the battlefield
// tapped" (CR 614.1c, 614.12) and "Islands don't untap during their controllers' untap steps" (CR 502.3).
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { run } from '../helpers.ts';

const card = (name: string, cost: string, type: string, text: string, power?: string, toughness?: string): CardDefinition => ({ name, mana_cost: cost, type_line: type, oracle_text: text, ...(power ? { power, toughness } : {}) });
const statuses = (definition: CardDefinition): string[] => compileCard(definition).lines.map((line) => line.status);

const sovereign = card('Imposing Sovereign', '{1}{W}', 'Creature — Human', 'Creatures your opponents control enter the battlefield tapped.', '2', '1');
const rootMaze = card('Root Maze', '{G}', 'Enchantment', 'Artifacts and lands enter the battlefield tapped.');
const choke = card('Choke', '{2}{G}', 'Enchantment', "Islands don't untap during their controllers' untap steps.");
const beastWithin = card('Beast Within', '{2}{G}', 'Instant', 'Destroy target permanent. Its controller creates a 3/3 green Beast creature token.');
const bears = card('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const library = ['Forest', 'Forest', 'Forest', 'Forest'];

describe('group rules (CR 614.12, 502.3)', () => {
  it('CR 614.12: a creature the opponent gets enters tapped; yours do not', () => {
    expect(statuses(sovereign)).toEqual(['enforced']);
    const out = run({ cards: [sovereign, beastWithin, bears], you: { hand: [beastWithin.name], battlefield: [sovereign.name, 'Forest', 'Forest', 'Forest'] }, opponent: { battlefield: [bears.name] }, actions: [
      { do: 'cast', card: beastWithin.name, targets: [{ name: bears.name, player: 'opponent' }] }, { do: 'resolve' },
    ] });
    expect(out.ok).toBe(true);
    expect(out.opponent.battlefield).toMatchObject([{ card: 'Beast', tapped: true }]);
    const mine = run({ cards: [sovereign, bears], you: { hand: [bears.name], battlefield: [sovereign.name, 'Forest', 'Forest'] }, actions: [{ do: 'cast', card: bears.name }, { do: 'resolve' }] });
    expect(mine.you.battlefield.find((permanent) => permanent.card === bears.name)?.tapped).toBe(false);
  });

  it('CR 614.1c: "Artifacts and lands enter the battlefield tapped": your land drop enters tapped', () => {
    expect(statuses(rootMaze)).toEqual(['enforced']);
    const out = run({ cards: [rootMaze], you: { hand: ['Forest'], battlefield: [rootMaze.name] }, actions: [{ do: 'play_land', card: 'Forest' }] });
    expect(out.you.battlefield.find((permanent) => permanent.card === 'Forest')?.tapped).toBe(true);
  });

  it('CR 502.3: "Islands don\'t untap during their controllers\' untap steps": tapped Islands stay tapped, Forests untap', () => {
    expect(statuses(choke)).toEqual(['enforced']);
    const out = run({ cards: [choke], you: { battlefield: [choke.name, { card: 'Island', tapped: true }, { card: 'Forest', tapped: true }], library }, actions: [{ do: 'next_turn' }] });
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.map((permanent) => [permanent.card, permanent.tapped])).toEqual([[choke.name, false], ['Island', true], ['Forest', false]]);
  });
});
