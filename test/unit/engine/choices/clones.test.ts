// Round 5, choices: clones, "You may have ~ enter the battlefield as a copy of any creature on the
// battlefield[, except …]" (CR 707.2, 707.9b, 614.1c; docs/rules-choices.md).
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition, idOf, table } from '../helpers.ts';
import { powerOf, toughnessOf, hasKeyword } from '../../../../app/engine/rules/characteristics.ts';
import { typesOf } from '../../../../app/engine/rules/attached.ts';

const c = (name: string, type_line: string, oracle_text: string, mana_cost = '', power?: string, toughness?: string): CardDefinition => definition(name, mana_cost, type_line, oracle_text, power, toughness);
const statuses = (card: CardDefinition): string[] => compileCard({ ...card, layout: 'normal' } as never).lines.map((line: { status: string }) => line.status);
const ISLAND = c('Island', 'Basic Land — Island', '({T}: Add {U}.)');
const BEAR = c('Grizzly Bears', 'Creature — Bear', '', '{1}{G}', '2', '2');
const GIANT = c('Hill Giant', 'Creature — Giant', '', '{3}{R}', '3', '3');
const ELF = c('Elvish Visionary', 'Creature — Elf Shaman', 'When Elvish Visionary enters the battlefield, draw a card.', '{1}{G}', '1', '1');
const CLONE = c('Clone', 'Creature — Shapeshifter', 'You may have Clone enter the battlefield as a copy of any creature on the battlefield.', '{3}{U}', '0', '0');
const TWIN = c('Quick Twin', 'Creature — Shapeshifter', 'You may have Quick Twin enter the battlefield as a copy of any creature on the battlefield, except it has haste.', '{1}{U}', '0', '0');
const SMALL = c('Small Copy', 'Creature — Shapeshifter', "You may have Small Copy enter the battlefield as a copy of any creature on the battlefield, except it's 1/1.", '{1}{U}', '0', '0');
const NINJA = c('Ninja Copy', 'Creature — Human Ninja', "You may have Ninja Copy enter the battlefield as a copy of any creature on the battlefield, except it's a Ninja in addition to its other creature types.", '{1}{U}', '0', '0');
const library = Array.from({ length: 5 }, () => 'Island');
const islands = (count: number) => Array.from({ length: count }, () => 'Island');

describe('clones: "enter the battlefield as a copy of" (CR 707.2, 614.1c)', () => {
  it('reads the clone lines whole, with their exceptions', () => {
    for (const card of [CLONE, TWIN, SMALL, NINJA]) expect(statuses(card)).toEqual(['enforced']);
    expect(statuses(c('Odd Copy', 'Creature — Shapeshifter', 'You may have Odd Copy enter the battlefield as a copy of any creature on the battlefield, except it has "Whenever this creature becomes blocked, flip a coin."', '{1}{U}', '0', '0'))).toEqual(['text']);
  });

  it('CR 707.2: the clone takes the chosen creature\'s copiable values, and the copy\'s enters trigger fires', () => {
    const game = table([CLONE, BEAR, GIANT, ELF, ISLAND], { battlefield: ['Grizzly Bears', 'Elvish Visionary', ...islands(4)], hand: [CLONE.name], library });
    const id = idOf(game, CLONE.name);
    game.perform({ do: 'cast', card: id });
    expect(game.perform({ do: 'resolve', choice: 'Elvish Visionary' }).ok).toBe(true);
    const clone = game.state.objects[id]!;
    expect(clone.card.name).toBe('Elvish Visionary');
    expect(powerOf(game.state, clone)).toBe(1);
    game.perform({ do: 'resolve' }); // its own "draw a card" (CR 603.6a)
    expect(game.state.players[0].hand).toHaveLength(1);
  });

  it('without an answer the engine copies the creature with the greatest mana value; leaving the battlefield it is Clone again (CR 400.7)', () => {
    const game = table([CLONE, BEAR, GIANT, ISLAND], { battlefield: ['Grizzly Bears', 'Hill Giant', ...islands(4)], hand: [CLONE.name], library });
    const id = idOf(game, CLONE.name);
    game.perform({ do: 'cast', card: id });
    game.perform({ do: 'resolve' });
    expect(game.state.objects[id]!.card.name).toBe('Hill Giant');
    expect(toughnessOf(game.state, game.state.objects[id]!)).toBe(3);
    game.state.objects[id]!.damage = 3;
    game.settle();
    expect(game.state.objects[id]!.zone).toBe('graveyard');
    expect(game.state.objects[id]!.card.name).toBe('Clone');
  });

  it('declining (false) it enters as itself, a 0/0 that dies (CR 704.5f); an unknown name is refused and nothing changes', () => {
    const game = table([CLONE, BEAR, ISLAND], { battlefield: ['Grizzly Bears', ...islands(4)], hand: [CLONE.name], library });
    const id = idOf(game, CLONE.name);
    game.perform({ do: 'cast', card: id });
    expect(game.perform({ do: 'resolve', choice: 'Hill Giant' }).ok).toBe(false);
    expect(game.state.objects[id]!.zone).toBe('stack');
    expect(game.perform({ do: 'resolve', choice: false }).ok).toBe(true);
    expect(game.state.objects[id]!.zone).toBe('graveyard');
  });

  it('CR 707.9b: the exceptions are part of the copy (haste, 1/1, a Ninja in addition)', () => {
    const game = table([TWIN, SMALL, NINJA, GIANT, ISLAND], { battlefield: ['Hill Giant', ...islands(6)], hand: [TWIN.name, SMALL.name, NINJA.name], library });
    const [twin, small, ninja] = [TWIN, SMALL, NINJA].map((card) => idOf(game, card.name));
    for (const id of [twin, small, ninja]) {
      game.perform({ do: 'cast', card: id! });
      game.perform({ do: 'resolve', choice: 'Hill Giant' });
    }
    expect(hasKeyword(game.state, game.state.objects[twin!]!, 'haste')).toBe(true);
    expect([powerOf(game.state, game.state.objects[small!]!), toughnessOf(game.state, game.state.objects[small!]!)]).toEqual([1, 1]);
    expect(typesOf(game.state.objects[ninja!]!).subtypes).toEqual(['Giant', 'Ninja']);
    expect(game.state.objects[ninja!]!.card.name).toBe('Hill Giant');
  });

  it('CR 707.3: a token copy of a clone copies what the clone copied', () => {
    const MAKER = c('Copy Maker', 'Sorcery', "Create a token that's a copy of target creature you control.", '{U}');
    const game = table([CLONE, BEAR, MAKER, ISLAND], { battlefield: ['Grizzly Bears', ...islands(5)], hand: [CLONE.name, MAKER.name], library });
    const id = idOf(game, CLONE.name);
    game.perform({ do: 'cast', card: id });
    game.perform({ do: 'resolve', choice: 'Grizzly Bears' });
    game.perform({ do: 'cast', card: idOf(game, MAKER.name), targets: [{ object: id }] });
    game.perform({ do: 'resolve' });
    const token = game.state.objects.find((object) => object.token)!;
    expect(token.card.name).toBe('Grizzly Bears');
  });
});

describe('"it" after a token copy is the token (CR 707.2, 603.7)', () => {
  it('CR 603.7: Kiki-Jiki\'s "Sacrifice it at the beginning of the next end step" sacrifices the hasty copy, not the creature it copied', () => {
    const KIKI = c('Kiki Jr', 'Creature — Goblin Shaman', "Haste\n{T}: Create a token that's a copy of target nonlegendary creature you control, except it has haste. Sacrifice it at the beginning of the next end step.", '{2}{R}{R}{R}', '2', '2');
    const game = table([KIKI, BEAR], { battlefield: [KIKI.name, 'Grizzly Bears'], library });
    const bear = idOf(game, 'Grizzly Bears', 'battlefield');
    expect(game.perform({ do: 'activate', card: idOf(game, KIKI.name, 'battlefield'), ability: 0, targets: [{ object: bear }] })).toEqual({ ok: true });
    game.perform({ do: 'resolve' });
    const token = game.state.objects.find((object) => object.token && object.zone === 'battlefield')!;
    expect(token.card.name).toBe('Grizzly Bears');
    expect(hasKeyword(game.state, token, 'haste')).toBe(true);
    while (game.state.phase !== 'end') game.perform({ do: 'next_phase' });
    while (game.state.stack.length > 0) game.perform({ do: 'resolve' });
    expect(token.zone).not.toBe('battlefield');
    expect(game.state.objects[bear]!.zone).toBe('battlefield');
  });
});

describe('token copies with exceptions, "~ becomes a copy of" (CR 707.9b, 707.2, 514.2)', () => {
  const ARTISTRY = c('Artistry Jr', 'Sorcery', "Create a token that's a copy of target creature, except it's an artifact in addition to its other types.", '{U}');
  const SCARAB = c('Scarab Jr', 'Sorcery', "Create a token that's a copy of target creature, except it's a 4/4 black Zombie.", '{U}');
  const STAGE = c('Stage Jr', 'Land', '{T}: Add {C}.\n{2}, {T}: Stage Jr becomes a copy of target land, except it has this ability.');
  const MIRROR = c('Mirror Jr', 'Artifact', '{2}: Mirror Jr becomes a copy of target artifact, creature, enchantment, or land until end of turn.', '{3}');

  it('reads the lines whole', () => {
    for (const card of [ARTISTRY, SCARAB, MIRROR]) expect(statuses(card)).toEqual(['enforced']);
    expect(statuses(STAGE)).toEqual(['enforced', 'enforced']);
  });

  it('CR 707.9b: the token is the copy with the exception (an artifact in addition; a 4/4 black Zombie)', () => {
    const game = table([ARTISTRY, SCARAB, BEAR, ISLAND], { battlefield: ['Grizzly Bears', ...islands(2)], hand: [ARTISTRY.name, SCARAB.name], library });
    const bear = idOf(game, BEAR.name, 'battlefield');
    for (const spell of [ARTISTRY, SCARAB]) {
      game.perform({ do: 'cast', card: idOf(game, spell.name), targets: [{ object: bear }] });
      game.perform({ do: 'resolve' });
    }
    const [artifact, zombie] = game.state.objects.filter((object) => object.token);
    expect(artifact!.card.types.types).toEqual(['Creature', 'Artifact']);
    expect(artifact!.card.name).toBe('Grizzly Bears');
    expect([zombie!.card.power, zombie!.card.toughness, zombie!.card.colors, zombie!.card.types.subtypes]).toEqual([4, 4, ['B'], ['Zombie']]);
  });

  it('CR 707.2: the land becomes a copy of the target and keeps the ability; leaving the battlefield it is itself again', () => {
    const FOREST = c('Forest', 'Basic Land — Forest', '({T}: Add {G}.)');
    const game = table([STAGE, FOREST, ISLAND], { battlefield: ['Stage Jr', 'Forest', ...islands(2)], library });
    const stage = idOf(game, STAGE.name, 'battlefield');
    expect(game.perform({ do: 'activate', card: stage, ability: 1, targets: [{ object: idOf(game, 'Forest', 'battlefield') }] }).ok).toBe(true);
    game.perform({ do: 'resolve' });
    const object = game.state.objects[stage]!;
    expect(object.card.name).toBe('Forest');
    expect(object.card.types.subtypes).toEqual(['Forest']);
    expect(object.card.activated.map((ability) => ability.text)).toHaveLength(2); // {T}: Add {G}, and this ability
    expect(object.card.lines.every((line) => line.status === 'enforced')).toBe(true);
    game.perform({ do: 'next_turn' });
    expect(object.card.name).toBe('Forest'); // not "until end of turn"
  });

  it('CR 514.2: "until end of turn" ends in the cleanup step', () => {
    const game = table([MIRROR, GIANT, ISLAND], { battlefield: ['Mirror Jr', 'Hill Giant', ...islands(2)], library });
    const mirror = idOf(game, MIRROR.name, 'battlefield');
    expect(game.perform({ do: 'activate', card: mirror, ability: 0, targets: [{ object: idOf(game, GIANT.name, 'battlefield') }] }).ok).toBe(true);
    game.perform({ do: 'resolve' });
    expect(powerOf(game.state, game.state.objects[mirror]!)).toBe(3);
    game.perform({ do: 'next_turn' });
    expect(game.state.objects[mirror]!.card.name).toBe('Mirror Jr');
    expect(game.state.objects[mirror]!.copiedFrom).toBeNull();
  });
});
