// Activation restrictions (CR 602.5b): "no more than twice each turn", formidable's total power,
// counters on the permanent, an exact hand size, and a restriction every mode of a modal ability
// repeats, each checked by activating the card through the engine.
import { describe, expect, it } from 'vitest';
import { compileCard, gameFromScenario, type CardDefinition } from '../../../../app/engine/index.ts';
import { run } from '../helpers.ts';

const card = (name: string, cost: string, type: string, text: string, power?: string, toughness?: string): CardDefinition => ({ name, mana_cost: cost, type_line: type, oracle_text: text, ...(power ? { power, toughness } : {}) });
const statuses = (definition: CardDefinition): string[] => compileCard(definition).lines.map((line) => line.status);
const activate = (name: string) => ({ do: 'activate', card: name, ability: 0 });

const pitImp = card('Pit Imp', '{B}', 'Creature — Imp', 'Flying\n{B}: Pit Imp gets +1/+0 until end of turn. Activate this ability no more than twice each turn.', '0', '1');
const beastbreaker = card('Atarka Beastbreaker', '{1}{G}', 'Creature — Human Warrior', 'Formidable — {4}{G}: Atarka Beastbreaker gets +4/+4 until end of turn. Activate this ability only if creatures you control have total power 8 or greater.', '2', '2');
const giant = card('Big Giant', '{5}', 'Creature — Giant', '', '6', '6');
const shrine = card('Luxa River Shrine', '{1}', 'Artifact', '{1}, {T}: You gain 1 life. Put a brick counter on Luxa River Shrine.\n{T}: You gain 2 life. Activate this ability only if there are three or more brick counters on Luxa River Shrine.');
const library = card('Library of Alexandria', '', 'Land', '{T}: Add {C}.\n{T}: Draw a card. Activate this ability only if you have exactly seven cards in hand.');
const egg = card('Triassic Egg', '{4}', 'Artifact', '{3}, {T}: Put a hatchling counter on Triassic Egg.\nSacrifice Triassic Egg: Choose one —\n• You may put a creature card from your hand onto the battlefield. Activate this ability only if two or more hatchling counters are on Triassic Egg.\n• Return target creature card from your graveyard to the battlefield. Activate this ability only if two or more hatchling counters are on Triassic Egg.');

describe('how often and when an ability may be activated (CR 602.5b)', () => {
  it('CR 602.5b: "no more than twice each turn": the third activation is refused, the next turn counts afresh', () => {
    expect(statuses(pitImp)).toEqual(['enforced', 'enforced']);
    const swamps = ['Swamp', 'Swamp', 'Swamp', 'Swamp'];
    const twice = run({ cards: [pitImp], you: { battlefield: [pitImp.name, ...swamps] }, actions: [activate(pitImp.name), { do: 'resolve' }, activate(pitImp.name), { do: 'resolve' }] });
    expect(twice.you.battlefield[0]).toMatchObject({ power: 2 });
    const third = run({ cards: [pitImp], you: { battlefield: [pitImp.name, ...swamps] }, actions: [activate(pitImp.name), activate(pitImp.name), activate(pitImp.name)] });
    expect(third.ok).toBe(false);
    expect(third.error?.message).toContain('no more than 2 times each turn');
    const nextTurn = run({ cards: [pitImp], you: { battlefield: [pitImp.name, ...swamps], library: ['Swamp'] }, actions: [activate(pitImp.name), activate(pitImp.name), { do: 'resolve_all' }, { do: 'next_turn' }, activate(pitImp.name), { do: 'resolve' }] });
    expect(nextTurn.ok).toBe(true);
    expect(nextTurn.you.battlefield[0]).toMatchObject({ power: 1 });
  });

  it('CR 602.5b: formidable: only while the creatures you control have total power 8 or greater', () => {
    expect(statuses(beastbreaker)).toEqual(['enforced']);
    const forests = ['Forest', 'Forest', 'Forest', 'Forest', 'Forest'];
    const weak = run({ cards: [beastbreaker], you: { battlefield: [beastbreaker.name, ...forests] }, actions: [activate(beastbreaker.name)] });
    expect(weak.ok).toBe(false);
    expect(weak.error?.message).toContain("isn't met");
    const strong = run({ cards: [beastbreaker, giant], you: { battlefield: [beastbreaker.name, giant.name, ...forests] }, actions: [activate(beastbreaker.name), { do: 'resolve' }] });
    expect(strong.ok).toBe(true);
    expect(strong.you.battlefield[0]).toMatchObject({ power: 6, toughness: 6 });
  });

  it('CR 602.5b: "only if there are three or more brick counters on ~"', () => {
    expect(statuses(shrine)).toEqual(['enforced', 'enforced']);
    const withCounters = (count: number) => run({ cards: [shrine], you: { battlefield: [{ card: shrine.name, counters: { brick: count } }] }, actions: [{ do: 'activate', card: shrine.name, ability: 1 }, { do: 'resolve' }] });
    expect(withCounters(2).ok).toBe(false);
    const three = withCounters(3);
    expect(three.ok).toBe(true);
    expect(three.you.life).toBe(22);
  });

  it('CR 602.5b: "only if you have exactly seven cards in hand"', () => {
    expect(statuses(library)).toEqual(['enforced', 'enforced']);
    const hand = (size: number) => Array.from({ length: size }, () => 'Island');
    const six = run({ cards: [library], you: { battlefield: [library.name], hand: hand(6), library: ['Swamp'] }, actions: [{ do: 'activate', card: library.name, ability: 1 }] });
    expect(six.ok).toBe(false);
    const seven = run({ cards: [library], you: { battlefield: [library.name], hand: hand(7), library: ['Swamp'] }, actions: [{ do: 'activate', card: library.name, ability: 1 }, { do: 'resolve' }] });
    expect(seven.ok).toBe(true);
    expect(seven.you.hand).toHaveLength(8);
  });

  it('CR 602.5b: "only if ~\'s power is 4 or greater" reads its power now, counters included', () => {
    const trainee = card('Bloodshot Trainee', '{3}{R}', 'Creature — Goblin Warrior', "{T}: Bloodshot Trainee deals 4 damage to target creature. Activate this ability only if Bloodshot Trainee's power is 4 or greater.", '2', '3');
    const ogre = card('Hill Ogre', '{3}{R}', 'Creature — Ogre', '', '3', '3');
    expect(statuses(trainee)).toEqual(['enforced']);
    const shoot = (counters: number) => run({ cards: [trainee, ogre], turn: 2, you: { battlefield: [{ card: trainee.name, counters: { '+1/+1': counters } }] }, opponent: { battlefield: [ogre.name] }, actions: [{ do: 'activate', card: trainee.name, ability: 0, targets: [ogre.name] }, { do: 'resolve' }] });
    expect(shoot(1).ok).toBe(false);
    expect(shoot(2).opponent.graveyard).toEqual([ogre.name]);
  });

  it('CR 602.5b, 508.1: "only if ~ is attacking": refused before it attacks, allowed once it does', () => {
    const gerrard = card('Gerrard Capashen', '{3}{W}{W}', 'Legendary Creature — Human Soldier', '{3}{W}: Tap target creature. Activate this ability only if Gerrard Capashen is attacking.', '3', '4');
    const ogre = card('Hill Ogre', '{3}{R}', 'Creature — Ogre', '', '3', '3');
    expect(statuses(gerrard)).toEqual(['enforced']);
    const plains = ['Plains', 'Plains', 'Plains', 'Plains'];
    const tap = { do: 'activate', card: gerrard.name, ability: 0, targets: [ogre.name] };
    const idle = run({ cards: [gerrard, ogre], phase: 'combat', turn: 2, you: { battlefield: [gerrard.name, ...plains] }, opponent: { battlefield: [ogre.name] }, actions: [tap] });
    expect(idle.ok).toBe(false);
    const attacking = run({ cards: [gerrard, ogre], phase: 'combat', turn: 2, you: { battlefield: [gerrard.name, ...plains] }, opponent: { battlefield: [ogre.name] }, actions: [{ do: 'attack', attackers: [gerrard.name] }, tap, { do: 'resolve' }] });
    expect(attacking.ok).toBe(true);
    expect(attacking.opponent.battlefield[0]).toMatchObject({ tapped: true });
  });

  it('CR 602.5b, 700.2: a restriction every mode repeats is the whole ability\'s (Triassic Egg)', () => {
    expect(statuses(egg)).toEqual(['enforced', 'enforced', 'enforced', 'enforced']);
    const bears = card('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
    const hatch = (count: number) => {
      const { game } = gameFromScenario({ cards: [egg, bears], you: { battlefield: [{ card: egg.name, counters: { hatchling: count } }], graveyard: [bears.name] } });
      const eggId = game.state.players[0].battlefield[0]!;
      const inGraveyard = game.state.players[0].graveyard[0]!;
      const result = game.perform({ do: 'activate', card: eggId, ability: 1, modes: [1], targets: [{ object: inGraveyard }] });
      if (result.ok) game.perform({ do: 'resolve' });
      return { result, game, inGraveyard };
    };
    expect(hatch(1).result.ok).toBe(false);
    const two = hatch(2);
    expect(two.result).toEqual({ ok: true });
    expect(two.game.object(two.inGraveyard).zone).toBe('battlefield');
  });
});

describe('"Remove a +1/+1 counter from ~" as a cost (CR 118.3, 602.2b)', () => {
  const triskelion = card('Triskelion', '{6}', 'Artifact Creature — Construct', 'Triskelion enters the battlefield with three +1/+1 counters on it.\nRemove a +1/+1 counter from Triskelion: It deals 1 damage to any target.', '1', '1');

  it('CR 118.3: the counter is removed as the cost is paid; with none left the ability is refused', () => {
    expect(statuses(triskelion)).toEqual(['enforced', 'enforced']);
    const once = run({ cards: [triskelion], you: { battlefield: [{ card: triskelion.name, counters: { '+1/+1': 1 } }] }, actions: [{ do: 'activate', card: triskelion.name, ability: 0, targets: ['opponent'] }, { do: 'resolve' }] });
    expect(once.ok).toBe(true);
    expect(once.opponent.life).toBe(19);
    expect(once.you.battlefield[0]).toMatchObject({ power: 1, counters: {} });
    const twice = run({ cards: [triskelion], you: { battlefield: [{ card: triskelion.name, counters: { '+1/+1': 1 } }] }, actions: [{ do: 'activate', card: triskelion.name, ability: 0, targets: ['opponent'] }, { do: 'activate', card: triskelion.name, ability: 0, targets: ['opponent'] }] });
    expect(twice.ok).toBe(false);
  });
});
