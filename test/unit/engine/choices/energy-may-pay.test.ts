// Round 4, choices: "you may pay {E}{E}. If you do, …" (energy), … (docs/rules-choices.md).
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition, idOf, table } from '../helpers.ts';
import { colorsOf, typesOf } from '../../../../app/engine/rules/attached.ts';

const c = (name: string, type_line: string, oracle_text: string, mana_cost = '', power?: string, toughness?: string): CardDefinition => definition(name, mana_cost, type_line, oracle_text, power, toughness);
const statuses = (card: CardDefinition): string[] => compileCard({ ...card, layout: 'normal' } as never).lines.map((line: { status: string }) => line.status);
const ISLAND = c('Island', 'Basic Land — Island', '({T}: Add {U}.)');

describe('"You may pay {E}{E}. If you do, …" (CR 107.14)', () => {
  const SIPHON = c('Siphon Jr', 'Sorcery', 'You may pay {E}{E}. If you do, draw two cards.', '{U}');
  const library = Array.from({ length: 5 }, () => 'Island');

  it('reads the sentence pair whole', () => {
    expect(statuses(SIPHON)).toEqual(['enforced']);
  });

  it('CR 107.14: paying spends two energy counters and the rest happens', () => {
    const game = table([SIPHON, ISLAND], { battlefield: ['Island'], hand: [SIPHON.name], library });
    game.state.players[0].energy = 3;
    expect(game.perform({ do: 'cast', card: idOf(game, SIPHON.name) }).ok).toBe(true);
    expect(game.perform({ do: 'resolve', choice: true }).ok).toBe(true);
    expect(game.state.players[0].energy).toBe(1);
    expect(game.state.players[0].hand).toHaveLength(2);
  });

  it('without enough energy the payment is refused and nothing changes', () => {
    const game = table([SIPHON, ISLAND], { battlefield: ['Island'], hand: [SIPHON.name], library });
    game.state.players[0].energy = 1;
    game.perform({ do: 'cast', card: idOf(game, SIPHON.name) });
    const refused = game.perform({ do: 'resolve', choice: true });
    expect(refused.ok).toBe(false);
    expect(game.state.players[0].energy).toBe(1);
    expect(game.state.players[0].hand).toHaveLength(0);
    expect(game.perform({ do: 'resolve', choice: false }).ok).toBe(true);
    expect(game.state.players[0].hand).toHaveLength(0);
  });
});

describe('"becomes the basic land type / creature type of your choice until end of turn" (CR 305.7, 205.1b, 613.1d)', () => {
  const TERRAIN = c('Terrain Jr', 'Instant', 'Target land becomes the basic land type of your choice until end of turn.', '{U}');
  const SHIFTER = c('Shifter Jr', 'Creature — Shapeshifter', '{1}: Shifter Jr becomes the creature type of your choice until end of turn.', '{1}{U}', '1', '1');
  const FOREST = c('Forest', 'Basic Land — Forest', '({T}: Add {G}.)');

  it('reads both sentences whole', () => {
    expect(statuses(TERRAIN)).toEqual(['enforced']);
    expect(statuses(SHIFTER)).toEqual(['enforced']);
  });

  it('CR 305.7: the land has only the chosen type and its mana ability until the cleanup step', () => {
    const game = table([TERRAIN, ISLAND, FOREST], { battlefield: ['Island', 'Forest'], hand: [TERRAIN.name] });
    const forest = idOf(game, 'Forest', 'battlefield');
    expect(game.perform({ do: 'cast', card: idOf(game, TERRAIN.name), targets: [{ object: forest }] }).ok).toBe(true);
    expect(game.perform({ do: 'resolve', choice: 'swamp' }).ok).toBe(true);
    expect(game.perform({ do: 'activate', card: forest, ability: 0 }).ok).toBe(true);
    expect(game.state.players[0].pool).toEqual([0, 0, 1, 0, 0, 0]); // W U B R G C: black, not green
    game.perform({ do: 'next_turn' });
    expect(game.state.objects[forest]!.landTypes).toBeUndefined();
  });

  it('a choice that is no basic land type is refused and nothing changes', () => {
    const game = table([TERRAIN, ISLAND, FOREST], { battlefield: ['Island', 'Forest'], hand: [TERRAIN.name] });
    const forest = idOf(game, 'Forest', 'battlefield');
    game.perform({ do: 'cast', card: idOf(game, TERRAIN.name), targets: [{ object: forest }] });
    const refused = game.perform({ do: 'resolve', choice: 'Wastes' });
    expect(refused.ok).toBe(false);
    expect(game.state.stack).toHaveLength(1);
  });

  it('CR 205.1b: the creature type replaces its creature types until end of turn', () => {
    const game = table([SHIFTER, ISLAND], { battlefield: ['Island', SHIFTER.name] });
    const shifter = idOf(game, SHIFTER.name, 'battlefield');
    expect(game.perform({ do: 'activate', card: shifter, ability: 0 }).ok).toBe(true);
    expect(game.perform({ do: 'resolve', choice: 'elf' }).ok).toBe(true);
    expect(typesOf(game.state.objects[shifter]!).subtypes).toEqual(['Elf']);
    game.perform({ do: 'next_turn' });
    expect(typesOf(game.state.objects[shifter]!).subtypes).toEqual(['Shapeshifter']);
  });

  it('CR 105.3: "becomes the color of your choice" sets its colour until end of turn', () => {
    const LENS = c('Lens Jr', 'Artifact', '{T}: Target permanent becomes the color of your choice until end of turn.', '{2}');
    const game = table([LENS, SHIFTER], { battlefield: ['Lens Jr', SHIFTER.name] });
    const shifter = idOf(game, SHIFTER.name, 'battlefield');
    expect(statuses(LENS)).toEqual(['enforced']);
    expect(game.perform({ do: 'activate', card: idOf(game, LENS.name, 'battlefield'), ability: 0, targets: [{ object: shifter }] }).ok).toBe(true);
    expect(game.perform({ do: 'resolve', choice: 'red' }).ok).toBe(true);
    expect(colorsOf(game.state.objects[shifter]!)).toEqual(['R']);
    game.perform({ do: 'next_turn' });
    expect(colorsOf(game.state.objects[shifter]!)).toEqual(['U']);
  });
});

describe('"Flip a coin. If you lose the flip, …" (CR 705)', () => {
  const CRYPT = c('Crypt Jr', 'Instant', 'Flip a coin. If you lose the flip, Crypt Jr deals 3 damage to you.', '{R}');
  const MOUNTAIN = c('Mountain', 'Basic Land — Mountain', '({T}: Add {R}.)');

  it('reads the lose-only form whole', () => {
    expect(statuses(CRYPT)).toEqual(['enforced']);
  });

  it('CR 705.2: over many seeds the player loses 3 life exactly when the flip is lost, never otherwise', () => {
    const lives = new Set<number>();
    for (let seed = 1; seed <= 12; seed += 1) {
      const game = table([CRYPT, MOUNTAIN], { battlefield: ['Mountain'], hand: [CRYPT.name] });
      game.state.rng = seed;
      game.perform({ do: 'cast', card: idOf(game, CRYPT.name) });
      expect(game.perform({ do: 'resolve' }).ok).toBe(true);
      lives.add(game.state.players[0].life);
    }
    expect([...lives].sort()).toEqual([17, 20]);
  });

  it('"You may flip a coin." asks first; declining flips nothing', () => {
    const GOO = c('Goo Jr', 'Sorcery', 'You may flip a coin. If you win the flip, you gain 5 life. If you lose the flip, you lose 5 life.', '{R}');
    expect(statuses(GOO)).toEqual(['enforced']);
    const game = table([GOO, MOUNTAIN], { battlefield: ['Mountain'], hand: [GOO.name] });
    const rng = game.state.rng;
    game.perform({ do: 'cast', card: idOf(game, GOO.name) });
    expect(game.perform({ do: 'resolve', choice: false }).ok).toBe(true);
    expect(game.state.players[0].life).toBe(20);
    expect(game.state.rng).toBe(rng);
    const flipped = table([GOO, MOUNTAIN], { battlefield: ['Mountain'], hand: [GOO.name] });
    flipped.perform({ do: 'cast', card: idOf(flipped, GOO.name) });
    expect(flipped.perform({ do: 'resolve', choice: true }).ok).toBe(true);
    expect([15, 25]).toContain(flipped.state.players[0].life);
  });
});

