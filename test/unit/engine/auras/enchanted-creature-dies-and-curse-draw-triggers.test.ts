// Auras, fourth round (aura4t): "When enchanted creature dies" effects that use the creature's power
// or toughness as it last existed on the battlefield (CR 608.2h, 603.10a), and Curse triggers on the
// enchanted player's draws and creatures (CR 303.4, 603.2). Each test plays the card.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition as c, eventsOf, run } from '../helpers.ts';

const MURDER = c('Murder', '{1}{B}{B}', 'Instant', 'Destroy target creature.');
const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const WALL = c('Wall of Wood', '{G}', 'Creature — Wall', 'Defender', '0', '3');
// The Aura's own bonus counts: the creature's power / toughness as it last existed (CR 608.2h).
const REWARDS = c('Rewards of Diversity Jr', '{2}{W}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets +1/+2.\nWhen enchanted creature dies, you gain X life and draw X cards, where X is its toughness.');
const ARMY = c('Martyr Aura Jr', '{1}{W}', 'Enchantment — Aura', 'Enchant creature\nWhen enchanted creature dies, create X 1/1 white Soldier creature tokens, where X is its power.');
const DRAIN = c('Soul Drain Jr', '{1}{B}', 'Enchantment — Aura', 'Enchant creature\nWhen enchanted creature dies, target player loses X life and you gain X life, where X is its power.');
const BOND = c('Creature Bond Jr', '{1}{U}', 'Enchantment — Aura', "Enchant creature\nWhen enchanted creature dies, Creature Bond Jr deals damage equal to that creature's toughness to the creature's controller.");
const LOSS = c('Mortal Wound Jr', '{B}', 'Enchantment — Aura', "Enchant creature\nWhen enchanted creature dies, that creature's controller loses life equal to its toughness.");
const WISDOM = c("Curse of Fool's Wisdom Jr", '{4}{B}', 'Enchantment — Aura Curse', 'Enchant player\nWhenever enchanted player draws a card, they lose 2 life and you gain 2 life.');
const POSSESSION = c('Psychic Possession Jr', '{2}{U}{U}', 'Enchantment — Aura', 'Enchant player\nWhenever enchanted opponent draws a card, you may draw a card.');
const TRESPASSER = c("Trespasser's Curse Jr", '{1}{B}', 'Enchantment — Aura Curse', "Enchant player\nWhenever a creature enters the battlefield under enchanted player's control, that player loses 1 life and you gain 1 life.");
const DIVINATION = c('Divination', '{2}{U}', 'Sorcery', 'Draw two cards.');
const VOICE = c("Veteran's Voice Jr", '{R}', 'Enchantment — Aura', 'Enchant creature you control\nTap enchanted creature: Target creature other than the creature tapped this way gets +2/+1 until end of turn. Activate this ability only if enchanted creature is untapped.');
const PRIDE = c('Kjeldoran Pride Jr', '{1}{W}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets +1/+2.\n{2}{U}: Attach Kjeldoran Pride Jr to target creature other than enchanted creature.');
const OTHER_BEAR = c('Runeclaw Bear', '{1}{G}', 'Creature — Bear', '', '2', '2');
const AUTHORITY = c('Righteous Authority Jr', '{W}{U}', 'Enchantment — Aura', "Enchant creature\nAt the beginning of the draw step of enchanted creature's controller, that player draws an additional card.");
const RESEARCH = c('Private Research Jr', '{U}', 'Enchantment — Aura', 'Enchant creature\nWhen enchanted creature dies, draw a card for each page counter on Private Research Jr.');
const INCENDIARY = c('Incendiary Jr', '{R}', 'Enchantment — Aura', 'Enchant creature\nWhen enchanted creature dies, Incendiary Jr deals X damage to any target, where X is the number of fuse counters on Incendiary Jr.');
const CARDS = [RESEARCH, INCENDIARY, AUTHORITY, VOICE, PRIDE, OTHER_BEAR, MURDER, BEAR, WALL, REWARDS, ARMY, DRAIN, BOND, LOSS, WISDOM, POSSESSION, TRESPASSER, DIVINATION];
const SWAMPS = ['Swamp', 'Swamp', 'Swamp'];

const killing = (creature: string, aura: string, extra: Record<string, unknown> = {}) =>
  run({
    cards: CARDS,
    you: { hand: [MURDER.name], library: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains'], battlefield: [creature, { card: aura, attachedTo: 0 }, ...SWAMPS] },
    actions: [{ do: 'cast', card: MURDER.name, targets: [creature] }, { do: 'resolve_all', ...extra }],
  });

describe('"When enchanted creature dies, …, where X is its power / toughness" (CR 608.2h)', () => {
  it('CR 608.2h: X is the toughness the creature had on the battlefield, the Aura\'s own +1/+2 included', () => {
    expect(compileCard(REWARDS).fullyEnforced).toBe(true);
    const out = killing(BEAR.name, REWARDS.name);
    expect(out.ok).toBe(true);
    expect(out.you.life).toBe(24); // toughness 2 + 2
    expect(out.you.hand).toHaveLength(4);
  });

  it('CR 608.2h: "create X 1/1 white Soldier creature tokens, where X is its power"', () => {
    expect(compileCard(ARMY).fullyEnforced).toBe(true);
    const out = killing(BEAR.name, ARMY.name);
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.filter((entry) => entry.card === 'Soldier')).toHaveLength(2);
  });

  it('CR 608.2h: a 0-power creature makes X zero', () => {
    const out = killing(WALL.name, ARMY.name);
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.filter((entry) => entry.card === 'Soldier')).toHaveLength(0);
  });

  it('CR 608.2h: "target player loses X life and you gain X life, where X is its power": both amounts are the power', () => {
    expect(compileCard(DRAIN).fullyEnforced).toBe(true);
    const out = killing(BEAR.name, DRAIN.name, { targets: ['opponent'] });
    expect(out.ok).toBe(true);
    expect([out.you.life, out.opponent.life]).toEqual([22, 18]);
  });
});

describe('"When enchanted creature dies, … counters on ~" (CR 608.2h)', () => {
  const dying = (aura: string, counters: Record<string, number>) =>
    run({
      cards: CARDS,
      you: { hand: [MURDER.name], library: ['Plains', 'Plains', 'Plains', 'Plains'], battlefield: [BEAR.name, { card: aura, attachedTo: 0, counters }, ...SWAMPS] },
      actions: [{ do: 'cast', card: MURDER.name, targets: [BEAR.name] }, { do: 'resolve_all' }],
    });

  it('CR 608.2h: "draw a card for each page counter on ~" counts the counters the Aura had on the battlefield', () => {
    expect(compileCard(RESEARCH).fullyEnforced).toBe(true);
    const out = dying(RESEARCH.name, { page: 3 });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toHaveLength(3);
    expect(out.you.graveyard).toContain(RESEARCH.name);
  });

  it('CR 608.2h: "~ deals X damage to any target, where X is the number of fuse counters on ~"', () => {
    expect(compileCard(INCENDIARY).fullyEnforced).toBe(true);
    const out = dying(INCENDIARY.name, { fuse: 4 });
    expect(out.ok).toBe(true);
    expect(out.opponent.life).toBe(16);
  });
});

describe('"When enchanted creature dies, … equal to its toughness" (CR 608.2h)', () => {
  it('CR 608.2h: "that creature\'s controller loses life equal to its toughness"', () => {
    expect(compileCard(LOSS).fullyEnforced).toBe(true);
    const out = killing(WALL.name, LOSS.name);
    expect(out.ok).toBe(true);
    expect(out.you.life).toBe(17);
  });

  it('CR 608.2h: "~ deals damage equal to that creature\'s toughness to the creature\'s controller": the Aura in the graveyard is the source', () => {
    expect(compileCard(BOND).fullyEnforced).toBe(true);
    const out = killing(WALL.name, BOND.name);
    expect(out.ok).toBe(true);
    expect(out.you.life).toBe(17);
    expect(out.you.graveyard).toEqual(expect.arrayContaining([WALL.name, BOND.name]));
  });
});

describe('Curse triggers on what the enchanted player does (CR 303.4, 603.2)', () => {
  it('CR 603.2: "Whenever enchanted player draws a card, they lose 2 life and you gain 2 life" triggers once per card drawn', () => {
    expect(compileCard(WISDOM).fullyEnforced).toBe(true);
    const out = run({
      cards: CARDS,
      you: { library: ['Island', 'Island', 'Island'], hand: [WISDOM.name, DIVINATION.name], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Island', 'Island', 'Island'] },
      actions: [{ do: 'cast', card: WISDOM.name, targets: ['you'] }, { do: 'resolve' }, { do: 'cast', card: DIVINATION.name }, { do: 'resolve_all' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.life).toBe(20); // lost 2 twice and gained 2 twice: you are both players
    expect(out.you.hand).toHaveLength(2);
    expect(eventsOf(out, 'life').map((event) => event.delta)).toEqual([-2, 2, -2, 2]);
  });

  it('CR 603.2: a Curse on the goldfish never triggers on your draws', () => {
    const out = run({
      cards: CARDS,
      you: { library: ['Island', 'Island', 'Island'], hand: [POSSESSION.name, DIVINATION.name], battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island'] },
      actions: [{ do: 'cast', card: POSSESSION.name, targets: ['opponent'] }, { do: 'resolve' }, { do: 'cast', card: DIVINATION.name }, { do: 'resolve_all' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toHaveLength(2);
  });

  it('CR 603.2: "Whenever enchanted opponent draws a card, you may draw a card" on the player who draws', () => {
    expect(compileCard(POSSESSION).fullyEnforced).toBe(true);
    const out = run({
      cards: CARDS,
      you: { library: ['Island', 'Island', 'Island', 'Island', 'Island'], hand: [POSSESSION.name, DIVINATION.name], battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island'] },
      actions: [
        { do: 'cast', card: POSSESSION.name, targets: ['you'] },
        { do: 'resolve' },
        { do: 'cast', card: DIVINATION.name },
        { do: 'resolve' },
        { do: 'resolve', choice: true },
        { do: 'resolve', choice: true },
        { do: 'resolve_all' }, // the draws of the triggers trigger again: declined
      ],
    });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toHaveLength(4); // two drawn, and one for each of them
  });

  it('CR 603.2: "Whenever a creature enters the battlefield under enchanted player\'s control, that player loses 1 life and you gain 1 life"', () => {
    expect(compileCard(TRESPASSER).fullyEnforced).toBe(true);
    const out = run({
      cards: CARDS,
      you: { hand: [TRESPASSER.name, BEAR.name], battlefield: ['Swamp', 'Swamp', 'Forest', 'Forest'] },
      opponent: { life: 20 },
      actions: [{ do: 'cast', card: TRESPASSER.name, targets: ['you'] }, { do: 'resolve' }, { do: 'cast', card: BEAR.name }, { do: 'resolve' }, { do: 'resolve_all' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.life).toBe(20); // loses 1, gains 1
    expect(eventsOf(out, 'life').map((event) => event.delta)).toEqual([-1, 1]);
  });
});

describe('"target creature other than enchanted creature" (CR 115.1, 303.4)', () => {
  const entry = (out: ReturnType<typeof run>, name: string) => out.you.battlefield.find((found) => found.card === name)!;

  it('CR 115.1: "Target creature other than the creature tapped this way gets +2/+1" pumps another creature and can\'t target the enchanted one', () => {
    expect(compileCard(VOICE).fullyEnforced).toBe(true);
    const base = { cards: CARDS, you: { battlefield: [BEAR.name, { card: VOICE.name, attachedTo: 0 }, OTHER_BEAR.name] } };
    const out = run({ ...base, actions: [{ do: 'activate', card: VOICE.name, ability: 0, targets: [OTHER_BEAR.name] }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(entry(out, BEAR.name).tapped).toBe(true);
    expect([entry(out, OTHER_BEAR.name).power, entry(out, OTHER_BEAR.name).toughness]).toEqual([4, 3]);
    const self = run({ ...base, actions: [{ do: 'activate', card: VOICE.name, ability: 0, targets: [BEAR.name] }] });
    expect(self.ok).toBe(false);
    expect(entry(self, BEAR.name).tapped).toBe(false);
  });

  it('CR 701.3a: "Attach ~ to target creature other than enchanted creature" moves the Aura, and can\'t target its own creature', () => {
    expect(compileCard(PRIDE).fullyEnforced).toBe(true);
    const base = { cards: CARDS, you: { battlefield: [BEAR.name, { card: PRIDE.name, attachedTo: 0 }, OTHER_BEAR.name, 'Island', 'Island', 'Island'] } };
    const out = run({ ...base, actions: [{ do: 'activate', card: PRIDE.name, ability: 0, targets: [OTHER_BEAR.name] }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect([entry(out, OTHER_BEAR.name).power, entry(out, OTHER_BEAR.name).toughness]).toEqual([3, 4]);
    expect([entry(out, BEAR.name).power, entry(out, BEAR.name).toughness]).toEqual([2, 2]);
    const self = run({ ...base, actions: [{ do: 'activate', card: PRIDE.name, ability: 0, targets: [BEAR.name] }] });
    expect(self.ok).toBe(false);
  });
});

describe("steps of enchanted creature's controller (CR 504.2, 603.2)", () => {
  it('CR 504.2: "At the beginning of the draw step of enchanted creature\'s controller, that player draws an additional card" after the draw', () => {
    expect(compileCard(AUTHORITY).fullyEnforced).toBe(true);
    const out = run({
      cards: CARDS,
      you: { library: ['Island', 'Island', 'Island'], battlefield: [BEAR.name, { card: AUTHORITY.name, attachedTo: 0 }] },
      actions: [{ do: 'next_turn' }, { do: 'resolve_all' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toHaveLength(2);
    const unattached = run({ cards: CARDS, you: { library: ['Island', 'Island', 'Island'], battlefield: [BEAR.name, AUTHORITY.name] }, actions: [{ do: 'next_turn' }, { do: 'resolve_all' }] });
    expect(unattached.you.hand).toHaveLength(1);
  });
});
