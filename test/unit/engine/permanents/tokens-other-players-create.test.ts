// Tokens another player creates ("Target opponent creates …", "Its controller creates …", CR 111.2:
// the player who creates a token controls it) and tokens created tapped (CR 110.5b).
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { run } from '../helpers.ts';

const card = (name: string, cost: string, type: string, text: string, power?: string, toughness?: string): CardDefinition => ({ name, mana_cost: cost, type_line: type, oracle_text: text, ...(power ? { power, toughness } : {}) });
const statuses = (definition: CardDefinition): string[] => compileCard(definition).lines.map((line) => line.status);

const beastWithin = card('Beast Within', '{2}{G}', 'Instant', 'Destroy target permanent. Its controller creates a 3/3 green Beast creature token.');
const horror = card('Hunted Horror', '{B}{B}', 'Creature — Horror', 'Trample\nWhen Hunted Horror enters the battlefield, target opponent creates two 3/3 green Centaur creature tokens with protection from black.', '7', '7');
const overseer = card('Test Overseer', '{2}{B}', 'Sorcery', 'Create a tapped 2/2 black Zombie creature token.');
const bears = card('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const forests = ['Forest', 'Forest', 'Forest'];

describe('tokens created by another player, and tapped tokens (CR 111.2, 110.5b)', () => {
  it('CR 111.2, 608.2h: "Its controller creates a 3/3 Beast": the destroyed permanent\'s controller gets it', () => {
    expect(statuses(beastWithin)).toEqual(['enforced']);
    const theirs = run({ cards: [beastWithin, bears], you: { hand: [beastWithin.name], battlefield: forests }, opponent: { battlefield: [bears.name] }, actions: [
      { do: 'cast', card: beastWithin.name, targets: [{ name: bears.name, player: 'opponent' }] }, { do: 'resolve' },
    ] });
    expect(theirs.ok).toBe(true);
    expect(theirs.opponent.battlefield.map((permanent) => permanent.card)).toEqual(['Beast']);
    expect(theirs.you.battlefield.map((permanent) => permanent.card)).not.toContain('Beast');
    const mine = run({ cards: [beastWithin, bears], you: { hand: [beastWithin.name], battlefield: [...forests, bears.name] }, actions: [
      { do: 'cast', card: beastWithin.name, targets: [bears.name] }, { do: 'resolve' },
    ] });
    expect(mine.you.battlefield.map((permanent) => permanent.card)).toContain('Beast');
  });

  it('CR 111.2: "target opponent creates two 3/3 Centaurs": the opponent controls both', () => {
    expect(statuses(horror)).toEqual(['enforced', 'enforced']);
    const out = run({ cards: [horror], you: { hand: [horror.name], battlefield: ['Swamp', 'Swamp'] }, actions: [{ do: 'cast', card: horror.name }, { do: 'resolve' }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.opponent.battlefield.map((permanent) => permanent.card)).toEqual(['Centaur', 'Centaur']);
  });

  it('CR 110.5b: "Create a tapped 2/2 black Zombie creature token" enters tapped', () => {
    expect(statuses(overseer)).toEqual(['enforced']);
    const out = run({ cards: [overseer], you: { hand: [overseer.name], battlefield: ['Swamp', 'Swamp', 'Swamp'] }, actions: [{ do: 'cast', card: overseer.name }, { do: 'resolve' }] });
    expect(out.you.battlefield.find((permanent) => permanent.card === 'Zombie')).toMatchObject({ tapped: true });
  });
});
