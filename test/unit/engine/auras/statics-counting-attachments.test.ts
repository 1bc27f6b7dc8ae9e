// Auras, fifth round (aura5): statics that count or look at what else is attached to the enchanted
// creature (CR 303.4, 611.3a): "for each card in its controller's hand", "As long as another Aura is
// attached to enchanted creature", "Enchant creature with another Aura attached to it".
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition as c, run } from '../helpers.ts';

const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const AUTHORITY = c('Righteous Authority Jr', '{W}{U}', 'Enchantment — Aura', "Enchant creature\nEnchanted creature gets +1/+1 for each card in its controller's hand.");
const DIVINITY = c('Face of Divinity Jr', '{2}{W}', 'Enchantment — Aura', 'Enchant creature\nAs long as another Aura is attached to enchanted creature, it has first strike and lifelink.');
const CORONET = c('Daybreak Coronet Jr', '{2}{W}{W}', 'Enchantment — Aura', 'Enchant creature with another Aura attached to it\nEnchanted creature gets +3/+3 and has first strike, vigilance, and lifelink.');
const GROWTH = c('Ancestral Mask Jr', '{2}{G}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets +1/+0.');
const CARDS = [BEAR, AUTHORITY, DIVINITY, CORONET, GROWTH];

describe('what else is attached, and its controller\'s hand (CR 303.4, 611.3a)', () => {
  it('CR 611.3a: "+1/+1 for each card in its controller\'s hand" counts the hand of the enchanted creature\'s controller', () => {
    expect(compileCard(AUTHORITY).fullyEnforced).toBe(true);
    const mine = run({ cards: CARDS, you: { hand: ['Island', 'Island', 'Island'], battlefield: [BEAR.name, { card: AUTHORITY.name, attachedTo: 0 }] }, opponent: { hand: ['Island'] }, actions: [] });
    expect(mine.you.battlefield[0]!.power).toBe(5);
    const theirs = run({ cards: CARDS, you: { hand: ['Island', 'Island', 'Island'], battlefield: [{ card: AUTHORITY.name, attachedTo: { player: 'opponent', index: 0 } }] }, opponent: { hand: ['Island'], battlefield: [BEAR.name] }, actions: [] });
    expect(theirs.opponent.battlefield[0]!.power).toBe(3);
  });

  it('CR 611.3a: "As long as another Aura is attached to enchanted creature, it has first strike and lifelink"', () => {
    expect(compileCard(DIVINITY).fullyEnforced).toBe(true);
    const hit = (battlefield: unknown[]) => run({ cards: CARDS, phase: 'combat', you: { battlefield }, actions: [{ do: 'attack', attackers: [BEAR.name] }] });
    const alone = hit([BEAR.name, { card: DIVINITY.name, attachedTo: 0 }]);
    expect(alone.ok).toBe(true);
    expect(alone.you.life).toBe(20); // no lifelink without another Aura
    const both = hit([BEAR.name, { card: DIVINITY.name, attachedTo: 0 }, { card: GROWTH.name, attachedTo: 0 }]);
    expect(both.ok).toBe(true);
    expect(both.you.life).toBe(23); // lifelink: 3 damage (CR 702.15b)
  });

  it('CR 303.4a, 303.4d: "Enchant creature with another Aura attached to it": a legal target only with another Aura, and it falls off when that Aura goes', () => {
    expect(compileCard(CORONET).fullyEnforced).toBe(true);
    const lands = ['Plains', 'Plains', 'Plains', 'Plains'];
    const bare = run({ cards: CARDS, you: { hand: [CORONET.name], battlefield: [BEAR.name, ...lands] }, actions: [{ do: 'cast', card: CORONET.name, targets: [BEAR.name] }] });
    expect(bare.ok).toBe(false);
    const masked = run({ cards: CARDS, you: { hand: [CORONET.name], battlefield: [BEAR.name, { card: GROWTH.name, attachedTo: 0 }, ...lands] }, actions: [{ do: 'cast', card: CORONET.name, targets: [BEAR.name] }, { do: 'resolve' }] });
    expect(masked.ok).toBe(true);
    expect(masked.you.battlefield[0]!.power).toBe(6);
    const alone = run({ cards: CARDS, you: { hand: ['Plains'], battlefield: [BEAR.name, { card: CORONET.name, attachedTo: 0 }, { card: GROWTH.name, attachedTo: 0 }] }, actions: [{ do: 'move', card: GROWTH.name, to: 'graveyard' }, { do: 'play_land', card: 'Plains' }] });
    expect(alone.ok).toBe(true);
    expect(alone.you.graveyard).toContain(CORONET.name); // CR 704.5m
  });
});

const DEATHS_HOLD = c("Curse of Death's Hold Jr", '{3}{B}{B}', 'Enchantment — Aura Curse', 'Enchant player\nCreatures enchanted player controls get -1/-1.');
const ELF = c('Llanowar Elves', '{G}', 'Creature — Elf Druid', '{T}: Add {G}.', '1', '1');
const GATE = c("Tourach's Gate Jr", '{1}{B}{B}', 'Enchantment — Aura', "Enchant land you control\nAt the beginning of your upkeep, remove a time counter from Tourach's Gate Jr. If there are no time counters on Tourach's Gate Jr, sacrifice it.");

describe('Curses and time counters', () => {
  it('CR 303.4, 613.4c: "Creatures enchanted player controls get -1/-1" shrinks only the cursed player\'s creatures', () => {
    expect(compileCard(DEATHS_HOLD).fullyEnforced).toBe(true);
    const out = run({ cards: [DEATHS_HOLD, BEAR, ELF], you: { hand: [DEATHS_HOLD.name], battlefield: [BEAR.name, 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'] }, opponent: { battlefield: [BEAR.name, ELF.name] }, actions: [{ do: 'cast', card: DEATHS_HOLD.name, targets: ['opponent'] }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.opponent.graveyard).toContain(ELF.name); // 0 toughness (CR 704.5f)
    expect(out.opponent.battlefield.find((entry) => entry.card === BEAR.name)?.power).toBe(1);
    expect(out.you.battlefield.find((entry) => entry.card === BEAR.name)?.power).toBe(2);
  });

  it('CR 608.2c: "If there are no time counters on ~, sacrifice it" after removing the last one', () => {
    expect(compileCard(GATE).fullyEnforced).toBe(true);
    const upkeep = (time: number) => run({ cards: [GATE], phase: 'main2', you: { library: ['Swamp', 'Swamp'], battlefield: ['Swamp', { card: GATE.name, attachedTo: 0, counters: { time } }] }, actions: [{ do: 'next_turn' }, { do: 'resolve_all' }] });
    const last = upkeep(1);
    expect(last.ok).toBe(true);
    expect(last.you.graveyard).toContain(GATE.name);
    const more = upkeep(2);
    expect(more.you.battlefield.find((entry) => entry.card === GATE.name)?.counters).toEqual({ time: 1 });
  });
});
