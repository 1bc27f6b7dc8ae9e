// Round 7, choices: searches for a card by name, in the library or in several zones at once
// (the planeswalker-deck cards; CR 201.2, 400.1, 701.19).
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import type { Game } from '../../../../app/engine/turns/game.ts';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition, idOf, table } from '../helpers.ts';

const c = (name: string, type_line: string, oracle_text: string, mana_cost = '', power?: string, toughness?: string): CardDefinition => definition(name, mana_cost, type_line, oracle_text, power, toughness);
const statuses = (card: CardDefinition): string[] => compileCard({ ...card, layout: 'normal' } as never).lines.map((line: { status: string }) => line.status);

const OUTBURST = c('Outburst Jr', 'Sorcery', 'Search your library and/or graveyard for a card named Grizzly Bears, reveal it, and put it into your hand. If you search your library this way, shuffle it.', '{R}');
const AID = c('Aid Jr', 'Enchantment', 'When Aid Jr enters the battlefield, you may search your library and/or graveyard for a card named Grizzly Bears, reveal it, and put it into your hand. If you search your library this way, shuffle it.', '{W}');
const GATE = c('Gate Jr', 'Artifact', "{T}: Search your graveyard, hand, and/or library for a card named Grizzly Bears and put it onto the battlefield. If you search your library this way, shuffle it.", '{1}');
const WITCH = c('Witch Jr', 'Creature — Human Wizard', '{T}: Search your library for a card named Festering Newt or Grizzly Bears, put it onto the battlefield tapped, then shuffle your library.', '{B}', '1', '1');
const BEAR = c('Grizzly Bears', 'Creature — Bear', '', '{1}{G}', '2', '2');
const ELF = c('Llanowar Elves', 'Creature — Elf Druid', '', '{G}', '1', '1');
const CARDS = [OUTBURST, AID, GATE, WITCH, BEAR, ELF];

const count = (game: Game, zone: 'hand' | 'library' | 'graveyard' | 'battlefield', name: string): number => game.state.players[0][zone].filter((id) => game.state.objects[id]!.card.name === name).length;
const order = (game: Game): string[] => game.state.players[0].library.map((id) => game.state.objects[id]!.card.name);

function castOutburst(you: Record<string, unknown>, choice?: unknown): { game: Game; ok: boolean; before: string[] } {
  const game = table(CARDS, { hand: [OUTBURST.name], ...you });
  game.state.players[0].pool = [0, 0, 0, 1, 0, 0];
  const before = order(game);
  game.perform({ do: 'cast', card: idOf(game, OUTBURST.name) });
  const ok = game.perform({ do: 'resolve', ...(choice === undefined ? {} : { choice }) }).ok;
  return { game, ok, before };
}

const LIBRARY = Array.from({ length: 12 }, (_, index) => (index === 9 ? 'Grizzly Bears' : 'Llanowar Elves'));

describe('"Search your library and/or graveyard for a card named …" (CR 701.19)', () => {
  it('reads the planeswalker-deck lines and the named tutors whole', () => {
    expect(statuses(OUTBURST)).toEqual(['enforced']);
    expect(statuses(AID)).toEqual(['enforced']);
    expect(statuses(GATE)).toEqual(['enforced']);
    expect(statuses(WITCH)).toEqual(['enforced']);
  });

  it('by default finds the card in the library, puts it into your hand and shuffles the library', () => {
    const { game, ok } = castOutburst({ library: LIBRARY, graveyard: ['Grizzly Bears'] });
    expect(ok).toBe(true);
    expect(count(game, 'hand', 'Grizzly Bears')).toBe(1);
    expect(count(game, 'library', 'Grizzly Bears')).toBe(0);
    expect(count(game, 'graveyard', 'Grizzly Bears')).toBe(1);
  });

  it('"graveyard" takes it from the graveyard and leaves the library unsearched, so unshuffled', () => {
    const { game, ok, before } = castOutburst({ library: LIBRARY, graveyard: ['Grizzly Bears'] }, 'graveyard');
    expect(ok).toBe(true);
    expect(count(game, 'hand', 'Grizzly Bears')).toBe(1);
    expect(count(game, 'graveyard', 'Grizzly Bears')).toBe(0);
    expect(order(game)).toEqual(before);
  });

  it('with none in the library the graveyard one is found', () => {
    const { game } = castOutburst({ library: ['Llanowar Elves'], graveyard: ['Grizzly Bears'] });
    expect(count(game, 'hand', 'Grizzly Bears')).toBe(1);
  });

  it('an answer it cannot follow is refused and nothing changes', () => {
    const { game, ok } = castOutburst({ library: LIBRARY }, 'graveyard');
    expect(ok).toBe(false);
    expect(game.state.stack).toHaveLength(1);
    expect(castOutburst({ library: LIBRARY }, 'Llanowar Elves').ok).toBe(false);
    expect(castOutburst({ library: LIBRARY }, 'exile').ok).toBe(false);
  });

  it('"you may" in an enters trigger: false declines', () => {
    const game = table(CARDS, { hand: [AID.name], library: LIBRARY });
    game.state.players[0].pool = [1, 0, 0, 0, 0, 0];
    game.perform({ do: 'cast', card: idOf(game, AID.name) });
    game.perform({ do: 'resolve' });
    expect(game.perform({ do: 'resolve', choice: false }).ok).toBe(true);
    expect(count(game, 'hand', 'Grizzly Bears')).toBe(0);
    expect(count(game, 'library', 'Grizzly Bears')).toBe(1);
  });

  it('"your graveyard, hand, and/or library … onto the battlefield": "hand" puts the card from your hand', () => {
    const game = table(CARDS, { battlefield: [GATE.name], hand: ['Grizzly Bears'], library: LIBRARY });
    game.perform({ do: 'activate', card: idOf(game, GATE.name, 'battlefield'), ability: 0 });
    expect(game.perform({ do: 'resolve', choice: 'hand' }).ok).toBe(true);
    expect(count(game, 'battlefield', 'Grizzly Bears')).toBe(1);
    expect(count(game, 'hand', 'Grizzly Bears')).toBe(0);
    expect(count(game, 'library', 'Grizzly Bears')).toBe(1);
  });

  it('"a card named A or B": either name is found, tapped', () => {
    const game = table(CARDS, { battlefield: [WITCH.name], library: ['Llanowar Elves', 'Grizzly Bears'] });
    game.perform({ do: 'activate', card: idOf(game, WITCH.name, 'battlefield'), ability: 0 });
    expect(game.perform({ do: 'resolve' }).ok).toBe(true);
    const bear = game.state.objects[idOf(game, 'Grizzly Bears', 'battlefield')]!;
    expect(bear.tapped).toBe(true);
    expect(count(game, 'library', 'Llanowar Elves')).toBe(1);
  });
});
