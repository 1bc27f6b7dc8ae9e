// Round 7, choices: a player reveals their hand (or some of it) and you choose a card from it for
// them to discard or for you to exile; "discards all cards with that name" (CR 701.8, 608.2d).
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import type { Game } from '../../../../app/engine/turns/game.ts';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition, idOf, table } from '../helpers.ts';

const c = (name: string, type_line: string, oracle_text: string, mana_cost = '', power?: string, toughness?: string): CardDefinition => definition(name, mana_cost, type_line, oracle_text, power, toughness);
const statuses = (card: CardDefinition): string[] => compileCard({ ...card, layout: 'normal' } as never).lines.map((line: { status: string }) => line.status);

const INQUISITION = c('Inquisition Jr', 'Sorcery', 'Target player reveals their hand. You choose a nonland card from it with converted mana cost 3 or less. That player discards that card.', '{B}');
const CASTIGATE = c('Castigate Jr', 'Sorcery', 'Target opponent reveals their hand. You choose a nonland card from it and exile that card.', '{B}');
const SURGEON = c('Surgeon Jr', 'Sorcery', "Look at target player's hand and choose a card from it. That player discards that card.", '{B}');
const BLACKMAIL = c('Blackmail Jr', 'Sorcery', 'Target player reveals three cards from their hand and you choose one of them. That player discards that card.', '{B}');
const THERAPY = c('Therapy Jr', 'Sorcery', 'Choose a nonland card name. Target player reveals their hand and discards all cards with that name.', '{B}');
const GLIMMER = c('Glimmer Jr', 'Sorcery', 'Target player reveals their hand. You choose a nonland card with converted mana cost X or less from it. That player discards that card.', '{X}{B}');
const BEAR = c('Grizzly Bears', 'Creature — Bear', '', '{1}{G}', '2', '2');
const ELF = c('Llanowar Elves', 'Creature — Elf Druid', '', '{G}', '1', '1');
const WURM = c('Craw Wurm', 'Creature — Wurm', '', '{4}{G}{G}', '6', '4');
const CARDS = [INQUISITION, CASTIGATE, SURGEON, BLACKMAIL, THERAPY, GLIMMER, BEAR, ELF, WURM];
const HAND = ['Forest', 'Craw Wurm', 'Grizzly Bears', 'Llanowar Elves', 'Grizzly Bears'];

const zone = (game: Game, name: 'hand' | 'graveyard' | 'exile'): string[] => game.state.players[1][name].map((id) => game.state.objects[id]!.card.name);

function cast(spell: CardDefinition, choice?: unknown, x?: number): { game: Game; ok: boolean } {
  const game = table(CARDS, { hand: [spell.name] }, { hand: HAND });
  game.state.players[0].pool = [0, 0, 1 + (x ?? 0), 0, 0, 0];
  expect(game.perform({ do: 'cast', card: idOf(game, spell.name), targets: [{ player: 1 }], ...(x === undefined ? {} : { x }) }).ok).toBe(true);
  const ok = game.perform({ do: 'resolve', ...(choice === undefined ? {} : { choice }) }).ok;
  return { game, ok };
}

describe('"You choose a nonland card from it. That player discards that card." (CR 701.8)', () => {
  it('reads the lines whole', () => {
    for (const card of [INQUISITION, CASTIGATE, SURGEON, BLACKMAIL, THERAPY, GLIMMER]) expect(statuses(card)).toEqual(['enforced']);
  });

  it('"with converted mana cost 3 or less": the chosen card is discarded; a bigger one is refused and nothing changes', () => {
    const { game, ok } = cast(INQUISITION, 'Llanowar Elves');
    expect(ok).toBe(true);
    expect(zone(game, 'graveyard')).toEqual(['Llanowar Elves']);
    const refused = cast(INQUISITION, 'Craw Wurm');
    expect(refused.ok).toBe(false);
    expect(zone(refused.game, 'hand')).toEqual(HAND);
    expect(refused.game.state.stack).toHaveLength(1);
    expect(cast(INQUISITION, 'Forest').ok).toBe(false); // a land is no nonland card
  });

  it('without an answer the first matching card is taken', () => {
    expect(zone(cast(INQUISITION).game, 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it('"and exile that card": you exile it', () => {
    const { game } = cast(CASTIGATE, 'Craw Wurm');
    expect(zone(game, 'exile')).toEqual(['Craw Wurm']);
    expect(zone(game, 'graveyard')).toEqual([]);
  });

  it('"Look at target player\'s hand and choose a card from it": any card, a land too', () => {
    const { game } = cast(SURGEON, 'Forest');
    expect(zone(game, 'graveyard')).toEqual(['Forest']);
  });

  it('"reveals three cards … you choose one of them": only the revealed three may be chosen', () => {
    expect(cast(BLACKMAIL, 'Llanowar Elves').ok).toBe(false); // the goldfish shows its first three
    const { game, ok } = cast(BLACKMAIL, 'Craw Wurm');
    expect(ok).toBe(true);
    expect(zone(game, 'graveyard')).toEqual(['Craw Wurm']);
  });

  it('"with converted mana cost X or less" uses the X the spell was cast with', () => {
    expect(cast(GLIMMER, 'Grizzly Bears', 1).ok).toBe(false);
    expect(zone(cast(GLIMMER, 'Grizzly Bears', 2).game, 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it('"discards all cards with that name" after "Choose a nonland card name."', () => {
    const { game, ok } = cast(THERAPY, 'Grizzly Bears');
    expect(ok).toBe(true);
    expect(zone(game, 'graveyard')).toEqual(['Grizzly Bears', 'Grizzly Bears']);
    expect(zone(game, 'hand')).toEqual(['Forest', 'Craw Wurm', 'Llanowar Elves']);
  });
});
