// Library and hand looks added in round 4 of issue 12, played through the scenario runner: "the
// other" after "one of them", a surveil-like "any number into your graveyard", a kept card put onto
// the battlefield, the top card alone ("If it's a land card, you may reveal it and put it into your
// hand"), and bare looks at a library's top card or a player's hand (CR 401.5, 701.16).
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { definition as c, run } from '../helpers.ts';

const statuses = (definition: CardDefinition): string[] => compileCard(definition).lines.map((line) => line.status);
const SLEIGHT = c('Sleight of Hand', '{U}', 'Sorcery', 'Look at the top two cards of your library. Put one of them into your hand and the other on the bottom of your library.');
const NAGGING = c('Nagging Thoughts', '{1}{U}', 'Sorcery', 'Look at the top two cards of your library. Put one of them into your hand and the other into your graveyard.');
const TAIGAM = c("Taigam's Scheming", '{1}{U}', 'Sorcery', 'Look at the top five cards of your library. Put any number of them into your graveyard and the rest back on top of your library in any order.');
const REJUVENATOR = c('Elvish Rejuvenator', '{2}{G}', 'Creature — Elf Druid', 'When Elvish Rejuvenator enters the battlefield, look at the top five cards of your library. You may put a land card from among them onto the battlefield tapped. Put the rest on the bottom of your library in a random order.', '1', '1');
const STIRRINGS = c('Ancient Stirrings', '{G}', 'Sorcery', 'Look at the top five cards of your library. You may reveal a colorless card from among them and put it into your hand. Then put the rest on the bottom of your library in any order.');
const GREENSEEKER = c('Dryad Greenseeker', '{1}{G}', 'Creature — Dryad', '{T}: Look at the top card of your library. If it\'s a land card, you may reveal it and put it into your hand.', '1', '3');
const REEF = c('Risen Reef', '{1}{G}{U}', 'Creature — Elemental', 'Whenever Risen Reef or another Elemental enters the battlefield under your control, look at the top card of your library. If it\'s a land card, you may put it onto the battlefield tapped. If you don\'t put the card onto the battlefield, put it into your hand.', '1', '1');
const DECEIVER = c('Feral Deceiver', '{3}{G}', 'Creature — Spirit', '{1}: Look at the top card of your library.', '3', '2');
const SPY = c('Dewdrop Spy', '{4}{U}', 'Creature — Faerie Rogue', "Flash\nFlying\nWhen Dewdrop Spy enters the battlefield, look at the top card of target player's library.", '2', '2');
const PEEK = c('Peek', '{U}', 'Instant', "Look at target player's hand.\nDraw a card.");
const BEARS = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const SHAMAN = c('Wolf-Skull Shaman', '{1}{G}', 'Creature — Elf Shaman', 'Kinship — At the beginning of your upkeep, you may look at the top card of your library. If it shares a creature type with Wolf-Skull Shaman, you may reveal it. If you do, create a 2/2 green Wolf creature token.', '2', '2');
const ELF = c('Llanowar Elves', '{G}', 'Creature — Elf Druid', '{T}: Add {G}.', '1', '1');
const DRUID = c('Hermit Druid', '{1}{G}', 'Creature — Human Druid', '{G}, {T}: Reveal cards from the top of your library until you reveal a basic land card. Put that card into your hand and all other cards revealed this way into your graveyard.', '1', '1');
const SEEKER = c('Leap Seeker Jr', '{1}{G}', 'Artifact', '{T}: Reveal cards from the top of your library until you reveal a creature card. Put that card onto the battlefield and the rest on the bottom of your library in a random order.');
const SEAHAWK = c('Screaming Seahawk', '{4}{U}', 'Creature — Bird', 'Flying\nWhen Screaming Seahawk enters the battlefield, you may search your library for a card named Screaming Seahawk, reveal it, and put it into your hand. If you do, shuffle your library.', '2', '2');
const SQUADRON = c('Squadron Hawk', '{1}{W}', 'Creature — Bird', 'Flying\nWhen Squadron Hawk enters the battlefield, you may search your library for up to three cards named Squadron Hawk, reveal them, put them into your hand, then shuffle your library.', '1', '1');
const WORLDLY = c('Worldly Tutor', '{G}', 'Instant', 'Search your library for a creature card and reveal that card. Shuffle your library, then put the card on top of it.');
const COMPANY = c('Collected Company', '{3}{G}', 'Instant', 'Look at the top six cards of your library. Put up to two creature cards with converted mana cost 3 or less from among them onto the battlefield. Put the rest on the bottom of your library in any order.');
const CARDS = [WORLDLY, COMPANY, SEAHAWK, SQUADRON, DRUID, SEEKER, SHAMAN, ELF, SLEIGHT, NAGGING, TAIGAM, REJUVENATOR, STIRRINGS, GREENSEEKER, REEF, DECEIVER, SPY, PEEK, BEARS];
const scenario = (rest: Record<string, unknown>) => run({ cards: CARDS, ...rest });
const islands = (count: number): string[] => Array.from({ length: count }, () => 'Island');

describe('looking at the top cards of your library (CR 401.5)', () => {
  it('CR 401.5: Sleight of Hand keeps one and puts the other on the bottom', () => {
    expect(statuses(SLEIGHT)).toEqual(['enforced']);
    const out = scenario({ you: { hand: [SLEIGHT.name], battlefield: ['Island'], library: [BEARS.name, 'Forest', 'Swamp'] }, actions: [{ do: 'cast', card: SLEIGHT.name }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toEqual([BEARS.name]);
    expect(out.you.library).toEqual(['Swamp', 'Forest']);
  });

  it('CR 401.5: Nagging Thoughts puts the other card into the graveyard', () => {
    expect(statuses(NAGGING)).toEqual(['enforced']);
    const out = scenario({ you: { hand: [NAGGING.name], battlefield: ['Island', 'Island'], library: [BEARS.name, 'Forest', 'Swamp'] }, actions: [{ do: 'cast', card: NAGGING.name }, { do: 'resolve' }] });
    expect(out.you.hand).toEqual([BEARS.name]);
    expect(out.you.graveyard).toEqual(expect.arrayContaining(['Forest', NAGGING.name]));
    expect(out.you.library).toEqual(['Swamp']);
  });

  it('CR 701.42: "any number of them into your graveyard and the rest back on top" keeps them all on top by default, as surveil does', () => {
    expect(statuses(TAIGAM)).toEqual(['enforced']);
    const out = scenario({ you: { hand: [TAIGAM.name], battlefield: ['Island', 'Island'], library: ['Forest', 'Swamp', BEARS.name] }, actions: [{ do: 'cast', card: TAIGAM.name }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.library).toEqual(['Forest', 'Swamp', BEARS.name]);
  });

  it('CR 401.5: Elvish Rejuvenator puts a land card from among them onto the battlefield tapped and the rest on the bottom', () => {
    expect(statuses(REJUVENATOR)).toEqual(['enforced']);
    const out = scenario({ you: { hand: [REJUVENATOR.name], battlefield: ['Forest', 'Swamp', 'Swamp'], library: [BEARS.name, 'Plains', 'Swamp', ...islands(3)] }, actions: [{ do: 'cast', card: REJUVENATOR.name }, { do: 'resolve' }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    const entered = out.you.battlefield.filter((permanent) => permanent.card === 'Plains');
    expect(entered.map((land) => land.tapped)).toEqual([true]);
    expect(out.you.library[0]).toBe('Island');
    expect(out.you.library).toHaveLength(5);
  });

  it('CR 401.5: Ancient Stirrings reads "Then put the rest on the bottom"', () => {
    expect(statuses(STIRRINGS)).toEqual(['enforced']);
  });
});

describe('looking at the top card alone (CR 401.5)', () => {
  it('CR 401.5: Dryad Greenseeker takes the top card only when it is a land card', () => {
    expect(statuses(GREENSEEKER)).toEqual(['enforced']);
    const land = scenario({ you: { battlefield: [GREENSEEKER.name], library: ['Forest', BEARS.name] }, actions: [{ do: 'activate', card: GREENSEEKER.name, ability: 0 }, { do: 'resolve' }] });
    expect(land.ok).toBe(true);
    expect(land.you.hand).toEqual(['Forest']);
    const creature = scenario({ you: { battlefield: [GREENSEEKER.name], library: [BEARS.name, 'Forest'] }, actions: [{ do: 'activate', card: GREENSEEKER.name, ability: 0 }, { do: 'resolve' }] });
    expect(creature.you.hand).toEqual([]);
    expect(creature.you.library).toEqual([BEARS.name, 'Forest']);
  });

  it('CR 401.5: Risen Reef puts a land onto the battlefield tapped, and any other card into the hand', () => {
    expect(statuses(REEF)).toEqual(['enforced']);
    const land = scenario({ you: { hand: [REEF.name], battlefield: ['Forest', 'Island', 'Swamp'], library: ['Plains', BEARS.name] }, actions: [{ do: 'cast', card: REEF.name }, { do: 'resolve' }, { do: 'resolve' }] });
    expect(land.ok).toBe(true);
    expect(land.you.battlefield.filter((permanent) => permanent.card === 'Plains').map((permanent) => permanent.tapped)).toEqual([true]);
    expect(land.you.library).toEqual([BEARS.name]);
    const other = scenario({ you: { hand: [REEF.name], battlefield: ['Forest', 'Island', 'Swamp'], library: [BEARS.name, 'Forest'] }, actions: [{ do: 'cast', card: REEF.name }, { do: 'resolve' }, { do: 'resolve' }] });
    expect(other.you.hand).toEqual([BEARS.name]);
    expect(other.you.library).toEqual(['Forest']);
  });

  it('CR 401.5: a bare look at the top card leaves the library as it is', () => {
    expect(statuses(DECEIVER)).toEqual(['enforced']);
    const out = scenario({ you: { battlefield: [DECEIVER.name, 'Forest'], library: [BEARS.name, 'Forest'] }, actions: [{ do: 'activate', card: DECEIVER.name, ability: 0 }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.library).toEqual([BEARS.name, 'Forest']);
    expect(statuses(SPY)).toEqual(['enforced', 'enforced', 'enforced']);
  });
});

describe("looking at a player's hand", () => {
  it('CR 115.1: Peek targets a player, shows their hand and draws a card', () => {
    expect(statuses(PEEK)).toEqual(['enforced', 'enforced']);
    const out = scenario({ you: { hand: [PEEK.name, BEARS.name], battlefield: ['Island'], library: ['Forest'] }, actions: [{ do: 'cast', card: PEEK.name, targets: ['you'] }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.events.filter((event) => event.type === 'revealed').map((event) => (event as { card: string }).card)).toEqual([BEARS.name]);
    expect(out.you.hand).toEqual([BEARS.name, 'Forest']);
  });
});

describe('kinship (CR 207.2c)', () => {
  const upkeep = [{ do: 'next_phase' }, { do: 'next_phase' }]; // cleanup → untap → upkeep
  const wolves = (out: ReturnType<typeof scenario>) => out.you.battlefield.filter((permanent) => permanent.card === 'Wolf').length;

  it('CR 205.3m: Wolf-Skull Shaman reveals a top card that shares a creature type and creates a Wolf', () => {
    expect(statuses(SHAMAN)).toEqual(['enforced']);
    const out = scenario({ phase: 'cleanup', you: { battlefield: [SHAMAN.name], library: [ELF.name, 'Forest'] }, actions: [...upkeep, { do: 'resolve', choice: true }] });
    expect(out.ok).toBe(true);
    expect(wolves(out)).toBe(1);
    expect(out.events.some((event) => event.type === 'revealed' && event.card === ELF.name)).toBe(true);
    expect(out.you.library).toEqual([ELF.name, 'Forest']);
  });

  it('CR 205.3m: a top card without a shared creature type, or declining, creates nothing', () => {
    const bear = scenario({ phase: 'cleanup', you: { battlefield: [SHAMAN.name], library: [BEARS.name, 'Forest'] }, actions: [...upkeep, { do: 'resolve', choice: true }] });
    expect(wolves(bear)).toBe(0);
    const declined = scenario({ phase: 'cleanup', you: { battlefield: [SHAMAN.name], library: [ELF.name, 'Forest'] }, actions: [...upkeep, { do: 'resolve', choice: false }] });
    expect(wolves(declined)).toBe(0);
  });
});

describe('revealing cards until one is found (CR 701.16a)', () => {
  it('CR 701.16a: Hermit Druid takes the first basic land card and mills the cards revealed before it', () => {
    expect(statuses(DRUID)).toEqual(['enforced']);
    const out = scenario({ you: { battlefield: [DRUID.name, 'Forest'], library: [BEARS.name, 'Island', 'Swamp'] }, actions: [{ do: 'activate', card: DRUID.name, ability: 0 }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toEqual(['Island']);
    expect(out.you.graveyard).toEqual([BEARS.name]);
    expect(out.you.library).toEqual(['Swamp']);
  });

  it('CR 701.16a: the found creature enters the battlefield; the cards revealed before it go to the bottom', () => {
    expect(statuses(SEEKER)).toEqual(['enforced']);
    const out = scenario({ you: { battlefield: [SEEKER.name], library: ['Island', 'Swamp', BEARS.name, 'Forest'] }, actions: [{ do: 'activate', card: SEEKER.name, ability: 0 }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.map((permanent) => permanent.card)).toContain(BEARS.name);
    expect(out.you.library[0]).toBe('Forest');
    expect([...out.you.library.slice(1)].sort()).toEqual(['Island', 'Swamp']);
  });
});

describe('searching for a card with the same name (CR 201.5)', () => {
  it('CR 201.5: Screaming Seahawk finds another Screaming Seahawk, not any other card', () => {
    expect(statuses(SEAHAWK)).toEqual(['enforced', 'enforced']);
    const out = scenario({ you: { hand: [SEAHAWK.name], battlefield: [...islands(5)], library: [BEARS.name, SEAHAWK.name, 'Forest'] }, actions: [{ do: 'cast', card: SEAHAWK.name }, { do: 'resolve' }, { do: 'resolve', choice: true }] });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toEqual([SEAHAWK.name]);
    expect([...out.you.library].sort()).toEqual(['Forest', BEARS.name].sort());
    const none = scenario({ you: { hand: [SEAHAWK.name], battlefield: [...islands(5)], library: [BEARS.name, 'Forest'] }, actions: [{ do: 'cast', card: SEAHAWK.name }, { do: 'resolve' }, { do: 'resolve', choice: true }] });
    expect(none.you.hand).toEqual([]);
  });

  it('CR 201.5: Squadron Hawk finds up to three cards named Squadron Hawk', () => {
    expect(statuses(SQUADRON)).toEqual(['enforced', 'enforced']);
    const out = scenario({ you: { hand: [SQUADRON.name], battlefield: ['Plains', 'Plains'], library: [SQUADRON.name, BEARS.name, SQUADRON.name, 'Forest'] }, actions: [{ do: 'cast', card: SQUADRON.name }, { do: 'resolve' }, { do: 'resolve', choice: true }] });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toEqual([SQUADRON.name, SQUADRON.name]);
    expect(out.you.library).toHaveLength(2);
  });
});

describe('tutors and several kept cards (CR 701.19, 401.5)', () => {
  it('CR 701.19: Worldly Tutor puts the creature card found on top of the shuffled library', () => {
    expect(statuses(WORLDLY)).toEqual(['enforced']);
    const out = scenario({ you: { hand: [WORLDLY.name], battlefield: ['Forest'], library: ['Island', 'Swamp', BEARS.name, 'Forest'] }, actions: [{ do: 'cast', card: WORLDLY.name }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.library[0]).toBe(BEARS.name);
    expect(out.you.library).toHaveLength(4);
  });

  it('CR 401.5: Collected Company puts up to two matching creature cards onto the battlefield', () => {
    expect(statuses(COMPANY)).toEqual(['enforced']);
    const out = scenario({ you: { hand: [COMPANY.name], battlefield: ['Forest', 'Forest', 'Forest', 'Forest'], library: [SEAHAWK.name, BEARS.name, 'Island', ELF.name, BEARS.name, 'Swamp', 'Plains'] }, actions: [{ do: 'cast', card: COMPANY.name }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.map((permanent) => permanent.card).filter((name) => name !== 'Forest')).toEqual([BEARS.name, ELF.name]);
    expect(out.you.library[0]).toBe('Plains');
    expect(out.you.library).toHaveLength(5);
  });
});
