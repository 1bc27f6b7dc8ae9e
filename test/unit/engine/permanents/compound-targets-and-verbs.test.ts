// Target and verb forms of the tail: compound targets (CR 115.1d), "monocolored" (CR 105.2b),
// "all creatures target player controls", player counters (CR 122.1), losing and winning the game
// (CR 104.2a, 104.3a) and monstrosity X (CR 701.31c).
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { idOf, run, table } from '../helpers.ts';

const card = (name: string, cost: string, type: string, text: string, power?: string, toughness?: string): CardDefinition => ({ name, mana_cost: cost, type_line: type, oracle_text: text, ...(power ? { power, toughness } : {}) });
const statuses = (definition: CardDefinition): string[] => compileCard(definition).lines.map((line) => line.status);

const stomp = card('Stomp and Howl', '{2}{G}', 'Sorcery', 'Destroy target artifact and target enchantment.');
const price = card('Ultimate Price', '{1}{B}', 'Instant', 'Destroy target monocolored creature.');
const invoker = card('Dawnglare Invoker', '{2}{W}', 'Creature — Human Wizard', '{8}: Tap all creatures target player controls.', '2', '1');
const lich = card('Test Lich', '{B}', 'Sorcery', 'You lose the game.');
const poison = card('Test Sting', '{B}', 'Sorcery', 'Destroy target creature. Its controller gets a poison counter.');
const hydra = card('Domesticated Hydra', '{2}{G}', 'Creature — Hydra', '{X}{G}{G}{G}: Monstrosity X.', '3', '3');
const relic = card('Test Relic', '{1}', 'Artifact', '');
const aura = card('Test Pact', '{1}', 'Enchantment', '');
const bears = card('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const gold = card('Test Gold Bear', '{G}{W}', 'Creature — Bear', '', '2', '2');

describe('targets and verbs of the tail', () => {
  it('CR 115.1d: "Destroy target artifact and target enchantment": two targets, both destroyed', () => {
    expect(statuses(stomp)).toEqual(['enforced']);
    const out = run({ cards: [stomp, relic, aura], you: { hand: [stomp.name], battlefield: ['Forest', 'Forest', 'Forest'] }, opponent: { battlefield: [relic.name, aura.name] }, actions: [
      { do: 'cast', card: stomp.name, targets: [{ name: relic.name, player: 'opponent' }, { name: aura.name, player: 'opponent' }] }, { do: 'resolve' },
    ] });
    expect(out.ok).toBe(true);
    expect(out.opponent.graveyard.sort()).toEqual([aura.name, relic.name].sort());
  });

  it('CR 105.2b: "target monocolored creature": a two-colour creature is not one', () => {
    expect(statuses(price)).toEqual(['enforced']);
    const gold2 = run({ cards: [price, gold], you: { hand: [price.name], battlefield: ['Swamp', 'Swamp'] }, opponent: { battlefield: [gold.name] }, actions: [{ do: 'cast', card: price.name, targets: [{ name: gold.name, player: 'opponent' }] }] });
    expect(gold2.ok).toBe(false);
    const mono = run({ cards: [price, bears], you: { hand: [price.name], battlefield: ['Swamp', 'Swamp'] }, opponent: { battlefield: [bears.name] }, actions: [{ do: 'cast', card: price.name, targets: [{ name: bears.name, player: 'opponent' }] }, { do: 'resolve' }] });
    expect(mono.opponent.graveyard).toEqual([bears.name]);
  });

  it('"Tap all creatures target player controls": only that player\'s creatures', () => {
    expect(statuses(invoker)).toEqual(['enforced']);
    const lands = Array.from({ length: 8 }, () => 'Plains');
    const out = run({ cards: [invoker, bears], you: { battlefield: [invoker.name, bears.name, ...lands] }, opponent: { battlefield: [bears.name, bears.name] }, actions: [
      { do: 'activate', card: invoker.name, ability: 0, targets: ['opponent'] }, { do: 'resolve' },
    ] });
    expect(out.ok).toBe(true);
    expect(out.opponent.battlefield.map((permanent) => permanent.tapped)).toEqual([true, true]);
    expect(out.you.battlefield.find((permanent) => permanent.card === bears.name)?.tapped).toBe(false);
  });

  it('CR 104.3a: "You lose the game" ends the game with you as the loser', () => {
    expect(statuses(lich)).toEqual(['enforced']);
    const out = run({ cards: [lich], you: { hand: [lich.name], battlefield: ['Swamp'] }, actions: [{ do: 'cast', card: lich.name }, { do: 'resolve' }] });
    expect(out.gameOver?.loser).toBe('you');
  });

  it('CR 122.1, 608.2h: "Its controller gets a poison counter": the destroyed creature\'s controller', () => {
    expect(statuses(poison)).toEqual(['enforced']);
    const game = table([poison, bears], { hand: [poison.name], battlefield: ['Swamp'] }, { battlefield: [bears.name] });
    expect(game.perform({ do: 'cast', card: idOf(game, poison.name), targets: [{ object: game.state.players[1].battlefield[0]! }] }).ok).toBe(true);
    expect(game.perform({ do: 'resolve' }).ok).toBe(true);
    expect([game.state.players[0].poison ?? 0, game.state.players[1].poison]).toEqual([0, 1]);
  });

  it('CR 701.31c: "Monstrosity X" puts X +1/+1 counters on it', () => {
    expect(statuses(hydra)).toEqual(['enforced']);
    const out = run({ cards: [hydra], you: { battlefield: [hydra.name, 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'] }, actions: [{ do: 'activate', card: hydra.name, ability: 0, x: 2 }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.find((permanent) => permanent.card === hydra.name)?.counters).toEqual({ '+1/+1': 2 });
  });

  it('CR 122.6: "Double the number of +1/+1 counters on ~" puts as many more', () => {
    const solarion = card('Solarion', '{7}', 'Artifact Creature — Construct', '{T}: Double the number of +1/+1 counters on Solarion.', '0', '0');
    expect(statuses(solarion)).toEqual(['enforced']);
    const out = run({ cards: [solarion], you: { battlefield: [{ card: solarion.name, counters: { '+1/+1': 3 } }] }, actions: [{ do: 'activate', card: solarion.name, ability: 0 }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.battlefield[0]?.counters).toEqual({ '+1/+1': 6 });
  });

  it('CR 608.2c: "If it\'s your turn, …" happens on your turn (every turn of a goldfish game is yours)', () => {
    const fated = card('Test Fated', '{R}', 'Instant', "Test Fated deals 1 damage to any target. If it's your turn, draw a card.");
    expect(statuses(fated)).toEqual(['enforced']);
    const out = run({ cards: [fated], you: { hand: [fated.name], battlefield: ['Mountain'], library: ['Island', 'Forest', 'Swamp'] }, actions: [{ do: 'cast', card: fated.name, targets: ['opponent'] }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toEqual(['Island']);
  });

  it('CR 603.4: "if you control two or more Plains, you may create …": only with the Plains, and only if you choose', () => {
    const mage = card('Test Hedge-Mage', '{2}{W}', 'Creature — Kithkin', 'When Test Hedge-Mage enters the battlefield, if you control two or more Plains, you may create a 1/1 white Kithkin Soldier creature token.', '2', '2');
    expect(statuses(mage)).toEqual(['enforced']);
    const yes = run({ cards: [mage], you: { hand: [mage.name], battlefield: ['Plains', 'Plains', 'Plains'] }, actions: [{ do: 'cast', card: mage.name }, { do: 'resolve' }, { do: 'resolve', choice: true }] });
    expect(yes.ok).toBe(true);
    expect(yes.you.battlefield.map((permanent) => permanent.card)).toContain('Kithkin Soldier');
    const fewPlains = run({ cards: [mage], you: { hand: [mage.name], battlefield: ['Plains', 'Mountain', 'Mountain'] }, actions: [{ do: 'cast', card: mage.name }, { do: 'resolve' }, { do: 'resolve', choice: true }] });
    expect(fewPlains.you.battlefield.map((permanent) => permanent.card)).not.toContain('Kithkin Soldier');
  });
});

