// Filters and conditions of the tail: "as long as you control another Vampire" (CR 611.3a; "another"
// is not the source), "Zombie tokens you control have …" and "nontoken" (CR 111.1).
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { hasKeyword } from '../../../../app/engine/rules/characteristics.ts';
import { idOf, run, table } from '../helpers.ts';

const card = (name: string, cost: string, type: string, text: string, power?: string, toughness?: string): CardDefinition => ({ name, mana_cost: cost, type_line: type, oracle_text: text, ...(power ? { power, toughness } : {}) });
const statuses = (definition: CardDefinition): string[] => compileCard(definition).lines.map((line) => line.status);

const crusader = card('Markov Crusader', '{4}{B}', 'Creature — Vampire Knight', 'Markov Crusader has haste as long as you control another Vampire.', '4', '4');
const vampire = card('Test Vampire', '{B}', 'Creature — Vampire', '', '1', '1');
const twins = card('Dreadhorde Twins', '{3}{R}', 'Creature — Zombie Jackal Warrior', 'Zombie tokens you control have trample.', '2', '2');
const maker = card('Test Army', '{B}', 'Sorcery', 'Create a 2/2 black Zombie creature token.');
const zombie = card('Test Zombie', '{1}{B}', 'Creature — Zombie', '', '2', '2');
const harpist = card('Devout Harpist', '{W}', 'Creature — Human', '{T}: Destroy target Aura attached to a creature.', '1', '1');
const weight = card('Test Weight', '{B}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets -1/-1.');
const growth = card('Test Growth', '{G}', 'Enchantment — Aura', 'Enchant land');

describe('"another" in conditions, tokens in filters', () => {
  it('CR 611.3a: "as long as you control another Vampire": itself does not count; a second Vampire does', () => {
    expect(statuses(crusader)).toEqual(['enforced']);
    const alone = table([crusader], { battlefield: [crusader.name] });
    expect(hasKeyword(alone.state, alone.state.objects[idOf(alone, crusader.name, 'battlefield')]!, 'haste')).toBe(false);
    const paired = table([crusader, vampire], { battlefield: [crusader.name, vampire.name] });
    expect(hasKeyword(paired.state, paired.state.objects[idOf(paired, crusader.name, 'battlefield')]!, 'haste')).toBe(true);
  });

  it('CR 111.1: "Zombie tokens you control have trample": a Zombie token has it, a Zombie card does not', () => {
    expect(statuses(twins)).toEqual(['enforced']);
    const game = table([twins, maker, zombie], { hand: [maker.name], battlefield: [twins.name, zombie.name, 'Swamp'] });
    expect(game.perform({ do: 'cast', card: idOf(game, maker.name) }).ok).toBe(true);
    expect(game.perform({ do: 'resolve' }).ok).toBe(true);
    const token = game.state.players[0].battlefield.map((id) => game.state.objects[id]!).find((object) => object.token)!;
    expect(hasKeyword(game.state, token, 'trample')).toBe(true);
    expect(hasKeyword(game.state, game.state.objects[idOf(game, zombie.name, 'battlefield')]!, 'trample')).toBe(false);
  });

  it('CR 303.4: "target Aura attached to a creature": not an Aura on a land', () => {
    expect(statuses(harpist)).toEqual(['enforced']);
    const you = { battlefield: [harpist.name, 'Grizzly Bears', { card: weight.name, attachedTo: 1 }, 'Forest', { card: growth.name, attachedTo: 3 }] };
    const bears = card('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
    const onLand = run({ cards: [harpist, bears, weight, growth], you, actions: [{ do: 'activate', card: harpist.name, ability: 0, targets: [growth.name] }] });
    expect(onLand.ok).toBe(false);
    const onCreature = run({ cards: [harpist, bears, weight, growth], you, actions: [{ do: 'activate', card: harpist.name, ability: 0, targets: [weight.name] }, { do: 'resolve' }] });
    expect(onCreature.ok).toBe(true);
    expect(onCreature.you.graveyard).toEqual([weight.name]);
  });
});
