// Round 5 zone changes played through the scenario runner: flicker (exile, then return under its
// owner's or your control, CR 400.7 / 610.3), a graveyard shuffled into its library (CR 701.20a)
// and cards from the hand shuffled into the library ("then draw that many cards").
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { definition as c, run } from '../helpers.ts';

const statuses = (definition: CardDefinition): string[] => compileCard(definition).lines.map((line) => line.status);
const BLINK = c('Momentary Blink', '{1}{W}', 'Instant', "Exile target creature you control, then return it to the battlefield under its owner's control.");
const CLOUDSHIFT = c('Cloudshift', '{W}', 'Instant', 'Exile target creature you control, then return that card to the battlefield under your control.');
const REMINISCE = c('Reminisce', '{2}{U}', 'Sorcery', 'Target player shuffles their graveyard into their library.');
const WHIRLPOOL = c('Whirlpool Rider', '{1}{U}', 'Creature — Merfolk', 'When Whirlpool Rider enters the battlefield, shuffle the cards from your hand into your library, then draw that many cards.', '1', '1');
const WINDS = c('Winds of Change', '{R}', 'Sorcery', 'Each player shuffles the cards from their hand into their library, then draws that many cards.');
const BEARS = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const WALL = c('Wall of Omens', '{1}{W}', 'Creature — Wall', 'Defender\nWhen Wall of Omens enters the battlefield, draw a card.', '0', '4');
const BRAINSTORM = c('Brainstorm', '{U}', 'Instant', 'Draw three cards, then put two cards from your hand on top of your library in any order.');
const AMASS = c('Amass the Components', '{3}{U}', 'Sorcery', 'Draw three cards, then put a card from your hand on the bottom of your library.');
const IDOL = c('Jinxed Idol', '{2}', 'Artifact', "At the beginning of your upkeep, Jinxed Idol deals 2 damage to you.\nSacrifice a creature: Target opponent gains control of Jinxed Idol.");
const SOLDIER = c('Soldier of Fortune', '{R}', 'Creature — Human Mercenary', '{R}, {T}: Target player shuffles their library.', '1', '1');
const CRUMPLE = c('Spell Crumple', '{1}{U}{U}', 'Instant', "Counter target spell. If that spell is countered this way, put it on the bottom of its owner's library instead of into that player's graveyard. Put Spell Crumple on the bottom of its owner's library.");
const PEACE = c('Rest in Peace', '{1}{W}', 'Enchantment', 'When Rest in Peace enters the battlefield, exile all cards from all graveyards.');
// The older printed trigger alone (the replacement form is life/static-life-rules.test.ts's).
const COLOSSUS = c('Darksteel Colossus', '{11}', 'Artifact Creature — Golem', "Trample, indestructible\nWhen Darksteel Colossus is put into a graveyard from anywhere, shuffle it into its owner's library.", '11', '11');
const TITAN = c('Kozilek, Butcher of Truth', '{10}', 'Legendary Creature — Eldrazi', 'When Kozilek, Butcher of Truth is put into a graveyard from anywhere, its owner shuffles their graveyard into their library.', '12', '12');
const MILL = c('Tome Scour Jr', '{U}', 'Sorcery', 'Put the top two cards of your library into your graveyard.');
const RELIC = c('Relic Jr', '{1}', 'Artifact', '{T}: Target player exiles a card from their graveyard.');
const CARDS = [RELIC, COLOSSUS, TITAN, MILL, BLINK, CLOUDSHIFT, REMINISCE, WHIRLPOOL, WINDS, BEARS, WALL, BRAINSTORM, AMASS, IDOL, SOLDIER, CRUMPLE, PEACE];
const scenario = (rest: Record<string, unknown>) => run({ cards: CARDS, ...rest });

describe('flicker (CR 400.7, 610.3)', () => {
  it('CR 400.7: Momentary Blink returns the creature as a new object, untapped and undamaged, and its enters trigger fires', () => {
    expect(statuses(BLINK)).toEqual(['enforced']);
    const out = scenario({
      you: { hand: [BLINK.name], battlefield: ['Plains', 'Plains', { card: WALL.name, tapped: true, damage: 2 }], library: ['Island', 'Island'] },
      actions: [{ do: 'cast', card: BLINK.name, targets: [WALL.name] }, { do: 'resolve' }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    const wall = out.you.battlefield.find((permanent) => permanent.card === WALL.name)!;
    expect(wall.tapped).toBe(false);
    expect(out.you.hand).toEqual(['Island']); // Wall of Omens' enters trigger drew a card
    expect(out.you.exile).toEqual([]);
  });

  it('CR 610.3: Cloudshift returns the card under your control', () => {
    expect(statuses(CLOUDSHIFT)).toEqual(['enforced']);
    const out = scenario({ you: { hand: [CLOUDSHIFT.name], battlefield: ['Plains', { card: BEARS.name, tapped: true }] }, actions: [{ do: 'cast', card: CLOUDSHIFT.name, targets: [BEARS.name] }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.find((permanent) => permanent.card === BEARS.name)?.tapped).toBe(false);
    expect(out.you.graveyard).toEqual([CLOUDSHIFT.name]);
  });
});

describe('graveyards and hands shuffled into libraries (CR 701.20a)', () => {
  it("CR 701.20a: Reminisce shuffles the target player's graveyard into their library", () => {
    expect(statuses(REMINISCE)).toEqual(['enforced']);
    const out = scenario({ you: { hand: [REMINISCE.name], battlefield: ['Island', 'Island', 'Island'], graveyard: [BEARS.name, 'Forest'], library: ['Island'] }, actions: [{ do: 'cast', card: REMINISCE.name, targets: ['you'] }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toEqual([REMINISCE.name]);
    expect([...out.you.library].sort()).toEqual(['Forest', BEARS.name, 'Island']);
  });

  it('CR 701.20a: Whirlpool Rider shuffles your hand into your library, then draws as many cards', () => {
    expect(statuses(WHIRLPOOL)).toEqual(['enforced']);
    const out = scenario({ you: { hand: [WHIRLPOOL.name, BEARS.name, 'Forest'], battlefield: ['Island', 'Island'], library: [] }, actions: [{ do: 'cast', card: WHIRLPOOL.name }, { do: 'resolve' }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect([...out.you.hand].sort()).toEqual(['Forest', BEARS.name]);
    expect(out.you.library).toEqual([]);
  });

  it('CR 701.20a: Winds of Change: each player draws as many cards as they shuffled in', () => {
    expect(statuses(WINDS)).toEqual(['enforced']);
    const out = scenario({ you: { hand: [WINDS.name, BEARS.name], battlefield: ['Mountain'], library: ['Island', 'Island'] }, opponent: { library: ['Swamp'] }, actions: [{ do: 'cast', card: WINDS.name }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toHaveLength(1);
    expect(out.you.library).toHaveLength(2);
    expect(out.opponent.hand).toEqual([]);
    expect(out.opponent.library).toEqual(['Swamp']);
  });
});

describe('cards from the hand onto the library (CR 401.4)', () => {
  it('CR 401.4: Brainstorm draws three, then puts two cards from your hand on top of your library', () => {
    expect(statuses(BRAINSTORM)).toEqual(['enforced']);
    const out = scenario({ you: { hand: [BRAINSTORM.name, 'Forest'], battlefield: ['Island'], library: ['Island', 'Swamp', BEARS.name, 'Plains'] }, actions: [{ do: 'cast', card: BRAINSTORM.name }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toHaveLength(2);
    expect(out.you.library).toHaveLength(3);
    expect(out.you.library.at(-1)).toBe('Plains');
    expect(out.you.graveyard).toEqual([BRAINSTORM.name]);
  });

  it('CR 401.4: Amass the Components puts one card from your hand on the bottom of your library', () => {
    expect(statuses(AMASS)).toEqual(['enforced']);
    const out = scenario({ you: { hand: [AMASS.name], battlefield: ['Island', 'Island', 'Island', 'Island'], library: ['Island', 'Swamp', BEARS.name, 'Plains'] }, actions: [{ do: 'cast', card: AMASS.name }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toEqual(['Island', 'Swamp']);
    expect(out.you.library).toEqual(['Plains', BEARS.name]);
  });
});

describe('other library and graveyard lines', () => {
  it('CR 613.1b: Jinxed Idol: target opponent gains control of it', () => {
    expect(statuses(IDOL)).toEqual(['enforced', 'enforced']);
    const out = scenario({ you: { battlefield: [IDOL.name, BEARS.name] }, actions: [{ do: 'activate', card: IDOL.name, ability: 0, targets: ['opponent'] }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.map((permanent) => permanent.card)).toEqual([]);
    expect(out.opponent.battlefield.map((permanent) => permanent.card)).toEqual([IDOL.name]);
  });

  it("CR 701.20a: Soldier of Fortune shuffles the target player's library", () => {
    expect(statuses(SOLDIER)).toEqual(['enforced']);
    const out = scenario({ you: { battlefield: [SOLDIER.name, 'Mountain'] }, opponent: { library: ['Island', 'Swamp'] }, actions: [{ do: 'activate', card: SOLDIER.name, ability: 0, targets: ['opponent'] }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.events.filter((event) => event.type === 'shuffled')).toHaveLength(1);
  });

  it("CR 401.4: Spell Crumple puts itself on the bottom of its owner's library", () => {
    expect(statuses(CRUMPLE)).toEqual(['enforced']);
    const out = scenario({ you: { hand: [BEARS.name, CRUMPLE.name], battlefield: ['Island', 'Island', 'Island', 'Forest', 'Forest'], library: ['Swamp'] }, actions: [{ do: 'cast', card: BEARS.name }, { do: 'cast', card: CRUMPLE.name, targets: [{ stack: 0 }] }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.library).toEqual(['Swamp', BEARS.name, CRUMPLE.name]);
    expect(out.you.graveyard).toEqual([]);
  });

  it('CR 406.1: Rest in Peace exiles every card from every graveyard', () => {
    expect(statuses(PEACE)).toEqual(['enforced']);
    const out = scenario({ you: { hand: [PEACE.name], battlefield: ['Plains', 'Plains'], graveyard: [BEARS.name] }, opponent: { graveyard: ['Swamp'] }, actions: [{ do: 'cast', card: PEACE.name }, { do: 'resolve' }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toEqual([]);
    expect(out.opponent.graveyard).toEqual([]);
    expect(out.you.exile).toEqual([BEARS.name]);
    expect(out.opponent.exile).toEqual(['Swamp']);
  });
});

describe('"When ~ is put into a graveyard from anywhere" (CR 603.6c)', () => {
  it('CR 603.6c: a milled card with the trigger shuffles itself back into its owner\'s library', () => {
    expect(statuses(COLOSSUS).at(-1)).toBe('enforced');
    const out = scenario({ you: { hand: [MILL.name], battlefield: ['Island'], library: [COLOSSUS.name, 'Swamp', 'Plains'] }, actions: [{ do: 'cast', card: MILL.name }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.stack.map((item) => item.source)).toEqual([COLOSSUS.name]);
    const resolved = scenario({ you: { hand: [MILL.name], battlefield: ['Island'], library: [COLOSSUS.name, 'Swamp', 'Plains'] }, actions: [{ do: 'cast', card: MILL.name }, { do: 'resolve' }, { do: 'resolve' }] });
    expect(resolved.you.graveyard).toEqual(['Swamp', MILL.name]);
    expect([...resolved.you.library].sort()).toEqual([COLOSSUS.name, 'Plains']);
  });

  it('CR 603.3a: the titan\'s owner shuffles their graveyard into their library', () => {
    expect(statuses(TITAN)).toEqual(['enforced']);
    const out = scenario({ you: { hand: [MILL.name], battlefield: ['Island'], graveyard: [BEARS.name], library: [TITAN.name, 'Swamp', 'Plains'] }, actions: [{ do: 'cast', card: MILL.name }, { do: 'resolve' }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toEqual([]); // the sorcery was already in the graveyard when the trigger resolved
    expect([...out.you.library].sort()).toEqual([BEARS.name, TITAN.name, MILL.name, 'Plains', 'Swamp'].sort());
  });
});

describe('a player exiles a card of their choice (CR 406.1)', () => {
  it("CR 406.1: the target player exiles a card from their graveyard (by default the newest)", () => {
    expect(statuses(RELIC)).toEqual(['enforced']);
    const out = scenario({ you: { battlefield: [RELIC.name] }, opponent: { graveyard: ['Swamp', BEARS.name] }, actions: [{ do: 'activate', card: RELIC.name, ability: 0, targets: ['opponent'] }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.opponent.graveyard).toEqual(['Swamp']);
    expect(out.opponent.exile).toEqual([BEARS.name]);
  });
});
