// Round 7, choices: copies of the spell whose casting triggered the ability (CR 707.10, 603.2) and
// token copies of the creature an enters trigger is about (CR 707.2).
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import type { Game } from '../../../../app/engine/turns/game.ts';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition, idOf, table } from '../helpers.ts';

const c = (name: string, type_line: string, oracle_text: string, mana_cost = '', power?: string, toughness?: string): CardDefinition => definition(name, mana_cost, type_line, oracle_text, power, toughness);
const statuses = (card: CardDefinition): string[] => compileCard({ ...card, layout: 'normal' } as never).lines.map((line: { status: string }) => line.status);

const MIRARI = c('Mirari Jr', 'Legendary Artifact', 'Whenever you cast an instant or sorcery spell, you may pay {3}. If you do, copy that spell. You may choose new targets for the copy.', '{5}');
const SWARM = c('Swarm Jr', 'Enchantment', 'Whenever you cast an instant or sorcery spell, you may copy that spell. You may choose new targets for the copy.', '{6}{U}');
const CLOVER = c('Clover Jr', 'Artifact', 'Whenever you cast an instant spell, copy it. You may choose new targets for the copy.', '{2}');
const RIKU = c('Riku Jr', 'Legendary Creature — Human Wizard', "Whenever another nontoken creature enters the battlefield under your control, you may pay {G}{U}. If you do, create a token that's a copy of that creature.", '{2}{G}{U}{R}', '2', '2');
const SHOCK = c('Shock', 'Instant', 'Shock deals 2 damage to any target.', '{R}');
const BEAR = c('Grizzly Bears', 'Creature — Bear', '', '{1}{G}', '2', '2');
const CARDS = [MIRARI, SWARM, CLOVER, RIKU, SHOCK, BEAR];

function shockWith(engine: CardDefinition, mana: number[]): Game {
  const game = table(CARDS, { battlefield: [engine.name], hand: ['Shock'] });
  game.state.players[0].pool = mana;
  expect(game.perform({ do: 'cast', card: idOf(game, 'Shock'), targets: [{ player: 1 }] }).ok).toBe(true);
  return game;
}

const resolveAll = (game: Game, first?: unknown): void => {
  expect(game.perform({ do: 'resolve', ...(first === undefined ? {} : { choice: first }) }).ok).toBe(true);
  while (game.state.stack.length > 0) expect(game.perform({ do: 'resolve' }).ok).toBe(true);
};

describe('"Whenever you cast an instant or sorcery spell, … copy that spell" (CR 707.10)', () => {
  it('reads the lines whole', () => {
    expect(statuses(MIRARI)).toEqual(['enforced']);
    expect(statuses(SWARM)).toEqual(['enforced']);
    expect(statuses(CLOVER)).toEqual(['enforced']);
    expect(statuses(RIKU)).toEqual(['enforced']);
  });

  it('paying {3} copies the spell with its target: the opponent is dealt damage twice', () => {
    const game = shockWith(MIRARI, [0, 0, 0, 1, 0, 3]);
    resolveAll(game, 1);
    expect(game.state.players[1].life).toBe(16);
    expect(game.state.players[0].graveyard.map((id) => game.state.objects[id]!.card.name)).toEqual(['Shock']); // the copy ceases to exist
  });

  it('declining to pay makes no copy', () => {
    const game = shockWith(MIRARI, [0, 0, 0, 1, 0, 3]);
    resolveAll(game, 0);
    expect(game.state.players[1].life).toBe(18);
  });

  it('"you may copy that spell": true copies, no answer declines', () => {
    const yes = shockWith(SWARM, [0, 0, 0, 1, 0, 0]);
    resolveAll(yes, true);
    expect(yes.state.players[1].life).toBe(16);
    const no = shockWith(SWARM, [0, 0, 0, 1, 0, 0]);
    resolveAll(no);
    expect(no.state.players[1].life).toBe(18);
  });

  it('"copy it" always copies; a creature spell does not trigger it', () => {
    const game = shockWith(CLOVER, [0, 0, 0, 1, 0, 0]);
    resolveAll(game);
    expect(game.state.players[1].life).toBe(16);
    const bears = table(CARDS, { battlefield: [CLOVER.name], hand: ['Grizzly Bears'] });
    bears.state.players[0].pool = [0, 0, 0, 0, 1, 1];
    bears.perform({ do: 'cast', card: idOf(bears, 'Grizzly Bears') });
    expect(bears.state.stack).toHaveLength(1);
  });
});

describe('"… create a token that\'s a copy of that creature" in an enters trigger (CR 707.2)', () => {
  it('copies the creature that entered', () => {
    const game = table(CARDS, { battlefield: [RIKU.name], hand: ['Grizzly Bears'] });
    game.state.players[0].pool = [0, 0, 0, 0, 2, 0];
    game.perform({ do: 'cast', card: idOf(game, 'Grizzly Bears') });
    expect(game.perform({ do: 'resolve' }).ok).toBe(true);
    game.state.players[0].pool = [0, 1, 0, 0, 1, 0];
    expect(game.perform({ do: 'resolve', choice: 1 }).ok).toBe(true);
    const bears = game.state.players[0].battlefield.map((id) => game.state.objects[id]!).filter((object) => object.card.name === 'Grizzly Bears');
    expect(bears.map((bear) => bear.token ?? false)).toEqual([false, true]);
  });
});

const DOUBLECAST = c('Doublecast Jr', 'Sorcery', 'When you cast your next instant or sorcery spell this turn, copy that spell. You may choose new targets for the copy.', '{R}');
const HOWL = c('Howl Jr', 'Sorcery', 'When you cast your next instant or sorcery spell this turn, copy that spell. You may choose new targets for the copy.\nRaid — If you attacked with a creature this turn, when you cast your next instant or sorcery spell this turn, copy that spell an additional time. You may choose new targets for the copy.', '{R}');

function afterDoublecast(spell: CardDefinition = DOUBLECAST): Game {
  const game = table([...CARDS, DOUBLECAST, HOWL], { hand: [spell.name, 'Shock', 'Shock', 'Grizzly Bears'] });
  game.state.players[0].pool = [0, 0, 0, 3, 2, 0];
  expect(game.perform({ do: 'cast', card: idOf(game, spell.name) }).ok).toBe(true);
  expect(game.perform({ do: 'resolve' }).ok).toBe(true);
  return game;
}

const shockOpponent = (game: Game): void => {
  expect(game.perform({ do: 'cast', card: idOf(game, 'Shock'), targets: [{ player: 1 }] }).ok).toBe(true);
  resolveAll(game);
};

describe('"When you cast your next instant or sorcery spell this turn, copy that spell" (CR 603.7c, 707.10)', () => {
  it('reads the lines whole', () => {
    expect(statuses(DOUBLECAST)).toEqual(['enforced']);
    expect(statuses(HOWL)).toEqual(['enforced', 'enforced']);
  });

  it('copies the next instant, once: the second one is not copied', () => {
    const game = afterDoublecast();
    shockOpponent(game);
    expect(game.state.players[1].life).toBe(16);
    shockOpponent(game);
    expect(game.state.players[1].life).toBe(14);
  });

  it('a creature spell is not the one it waits for', () => {
    const game = afterDoublecast();
    game.perform({ do: 'cast', card: idOf(game, 'Grizzly Bears') });
    resolveAll(game);
    shockOpponent(game);
    expect(game.state.players[1].life).toBe(16);
  });

  it('is gone at the end of the turn', () => {
    const game = afterDoublecast();
    game.state.turn += 1;
    shockOpponent(game);
    expect(game.state.players[1].life).toBe(18);
  });

  it('raid without an attack: one copy', () => {
    const game = afterDoublecast(HOWL);
    shockOpponent(game);
    expect(game.state.players[1].life).toBe(16);
  });
});
