// Round 5, choices: "Choose a color." / "Choose a creature type." as a sentence of its own, read by
// "of the chosen color", "of that type" (CR 608.2d; docs/rules-choices.md).
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition, idOf, table } from '../helpers.ts';
import { hasKeyword } from '../../../../app/engine/rules/characteristics.ts';

const c = (name: string, type_line: string, oracle_text: string, mana_cost = '', power?: string, toughness?: string): CardDefinition => definition(name, mana_cost, type_line, oracle_text, power, toughness);
const statuses = (card: CardDefinition): string[] => compileCard({ ...card, layout: 'normal' } as never).lines.map((line: { status: string }) => line.status);
const ISLAND = c('Island', 'Basic Land — Island', '({T}: Add {U}.)');
const BEAR = c('Grizzly Bears', 'Creature — Bear', '', '{1}{G}', '2', '2');
const ELF = c('Llanowar Elves', 'Creature — Elf Druid', '', '{G}', '1', '1');
const GOBLIN = c('Raging Goblin', 'Creature — Goblin Berserker', '', '{R}', '1', '1');
const DEMISE = c('Demise Jr', 'Sorcery', 'Choose a color. Demise Jr deals 2 damage to each creature of the chosen color.', '{U}');
const MELODY = c('Melody Jr', 'Sorcery', 'Choose a creature type. Draw a card for each permanent you control of that type.', '{U}');
const library = Array.from({ length: 6 }, () => 'Island');

describe('"Choose a color. / Choose a creature type." on resolution (CR 608.2d)', () => {
  it('reads the sentence pairs whole', () => {
    expect(statuses(DEMISE)).toEqual(['enforced']);
    expect(statuses(MELODY)).toEqual(['enforced']);
  });

  it('the chosen colour is what "of the chosen color" means: only the green creatures are dealt damage', () => {
    const game = table([DEMISE, BEAR, GOBLIN, ISLAND], { battlefield: ['Grizzly Bears', 'Raging Goblin', 'Island'], hand: [DEMISE.name], library });
    game.perform({ do: 'cast', card: idOf(game, DEMISE.name) });
    expect(game.perform({ do: 'resolve', choice: 'green' }).ok).toBe(true);
    expect(game.state.objects[idOf(game, BEAR.name, 'graveyard')]).toBeDefined();
    expect(idOf(game, GOBLIN.name, 'battlefield')).toBeGreaterThanOrEqual(0);
  });

  it('a bad answer is refused and nothing changes', () => {
    const game = table([DEMISE, BEAR, ISLAND], { battlefield: ['Grizzly Bears', 'Island'], hand: [DEMISE.name], library });
    game.perform({ do: 'cast', card: idOf(game, DEMISE.name) });
    expect(game.perform({ do: 'resolve', choice: 'purple' }).ok).toBe(false);
    expect(game.state.stack).toHaveLength(1);
  });

  it('"of that type" counts the permanents of the chosen creature type; without an answer, your most common type', () => {
    const game = table([MELODY, ELF, GOBLIN, ISLAND], { battlefield: ['Llanowar Elves', 'Llanowar Elves', 'Raging Goblin', 'Island'], hand: [MELODY.name, MELODY.name], library });
    const [first, second] = game.state.players[0].hand;
    game.perform({ do: 'cast', card: first! });
    expect(game.perform({ do: 'resolve', choice: 'Goblin' }).ok).toBe(true);
    expect(game.state.players[0].hand).toHaveLength(2); // the other Melody and one card
    game.state.players[0].pool = [0, 1, 0, 0, 0, 0];
    game.perform({ do: 'cast', card: second! });
    game.perform({ do: 'resolve' });
    expect(game.state.players[0].hand).toHaveLength(3); // two Elves
  });
});

describe('"As ~ enters the battlefield, choose a card name" and its locks (CR 201.3)', () => {
  const MAGE = c('Mage Jr', 'Creature — Human Wizard', 'As Mage Jr enters the battlefield, choose a nonland card name.\nSpells with the chosen name can\'t be cast.', '{U}', '2', '2');
  const NEEDLE = c('Needle Jr', 'Artifact', "As Needle Jr enters the battlefield, choose a card name.\nActivated abilities of sources with the chosen name can't be activated unless they're mana abilities.", '{1}');
  const PRISM = c('Prism Jr', 'Artifact', '{T}: Add {U}.\n{1}, {T}: Draw a card.', '{1}');

  it('reads the lines whole', () => {
    expect(statuses(MAGE)).toEqual(['enforced', 'enforced']);
    expect(statuses(NEEDLE)).toEqual(['enforced', 'enforced']);
  });

  it('a spell with the chosen name can\'t be cast (you too), and the refusal changes nothing; other spells can', () => {
    const game = table([MAGE, BEAR, ELF, ISLAND], { battlefield: ['Island', 'Island', 'Island'], hand: [MAGE.name, BEAR.name, ELF.name], library });
    game.perform({ do: 'cast', card: idOf(game, MAGE.name) });
    expect(game.perform({ do: 'resolve', choice: 'Grizzly Bears' }).ok).toBe(true);
    game.state.players[0].pool = [0, 0, 0, 0, 3, 0];
    const refused = game.perform({ do: 'cast', card: idOf(game, BEAR.name) });
    expect(refused.ok).toBe(false);
    expect(game.state.players[0].pool).toEqual([0, 0, 0, 0, 3, 0]);
    expect(game.perform({ do: 'cast', card: idOf(game, ELF.name) }).ok).toBe(true);
  });

  it('activated abilities of a source with the chosen name can\'t be activated, its mana abilities can', () => {
    const game = table([NEEDLE, PRISM, ISLAND], { battlefield: ['Prism Jr', 'Island', 'Island'], hand: [NEEDLE.name], library });
    game.perform({ do: 'cast', card: idOf(game, NEEDLE.name) });
    expect(game.perform({ do: 'resolve', choice: 'Prism Jr' }).ok).toBe(true);
    const prism = idOf(game, PRISM.name, 'battlefield');
    expect(game.perform({ do: 'activate', card: prism, ability: 1 }).ok).toBe(false);
    expect(game.perform({ do: 'activate', card: prism, ability: 0 }).ok).toBe(true);
  });

  it('without an answer the engine names one of the opponent\'s cards (none here: nothing is locked)', () => {
    const game = table([MAGE, BEAR, ISLAND], { battlefield: ['Island', 'Island', 'Island'], hand: [MAGE.name, BEAR.name], library });
    game.perform({ do: 'cast', card: idOf(game, MAGE.name) });
    game.perform({ do: 'resolve' });
    game.state.players[0].pool = [0, 0, 0, 0, 2, 0];
    expect(game.perform({ do: 'cast', card: idOf(game, BEAR.name) }).ok).toBe(true);
  });
});

describe('"with the chosen name" in a filter (CR 201.3)', () => {
  const BANNER = c('Banner Jr', 'Enchantment', 'As Banner Jr enters the battlefield, choose a card name.\nCreatures you control with the chosen name have haste.', '{U}');

  it('reads the lines whole; only the creatures with the chosen name have haste', () => {
    expect(statuses(BANNER)).toEqual(['enforced', 'enforced']);
    const game = table([BANNER, BEAR, ELF, ISLAND], { battlefield: ['Island', 'Grizzly Bears', 'Llanowar Elves'], hand: [BANNER.name], library });
    game.perform({ do: 'cast', card: idOf(game, BANNER.name) });
    game.perform({ do: 'resolve', choice: 'Grizzly Bears' });
    expect(hasKeyword(game.state, game.state.objects[idOf(game, BEAR.name, 'battlefield')]!, 'haste')).toBe(true);
    expect(hasKeyword(game.state, game.state.objects[idOf(game, ELF.name, 'battlefield')]!, 'haste')).toBe(false);
  });
});
