// Sentence forms added in round 3 of issue 12, each played through the scenario runner: "each get"
// after a plural subject, "on the bottom of its owner's library", "to the battlefield tapped" from
// the graveyard, and a counterspell's "exile it instead" rider.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition as c, run } from '../helpers.ts';

const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const ELF = c('Llanowar Elves', '{G}', 'Creature — Elf Druid', '{T}: Add {G}.', '1', '1');
const PRESS = c('Press the Advantage', '{2}{G}{G}', 'Instant', 'Up to two target creatures each get +2/+2 and gain trample until end of turn.');
const STRIKE = c('Synchronized Strike', '{2}{G}', 'Instant', 'Untap up to two target creatures. They each get +2/+2 until end of turn.');
const STROKE = c('Banishing Stroke', '{5}{W}', 'Instant', "Put target artifact, creature, or enchantment on the bottom of its owner's library.");
const VESSEL = c('Vessel of Endless Rest', '{3}', 'Artifact', "When Vessel of Endless Rest enters the battlefield, put target card from a graveyard on the bottom of its owner's library.\n{T}: Add one mana of any color.");
const SKELETON = c('Reassembling Skeleton', '{1}{B}', 'Creature — Skeleton Warrior', '{1}{B}: Return Reassembling Skeleton from your graveyard to the battlefield tapped.', '1', '1');
const DISSIPATE = c('Dissipate', '{1}{U}{U}', 'Instant', "Counter target spell. If that spell is countered this way, exile it instead of putting it into its owner's graveyard.");
// Spell Crumple without its last sentence (a spell that puts itself on the bottom is not read yet).
const CRUMPLE = c('Spell Crumple Jr', '{1}{U}{U}', 'Instant', "Counter target spell. If that spell is countered this way, put it on the bottom of its owner's library instead of into that player's graveyard.");
const BOLT = c('Lightning Bolt', '{R}', 'Instant', 'Lightning Bolt deals 3 damage to any target.');
const WALL = c('Wall of Stone Jr', '{1}{R}', 'Creature — Wall', 'Defender\n{1}: Wall of Stone Jr loses defender until end of turn.', '3', '3');
const HOLD = c('Hold Back Jr', '{W}', 'Instant', "Target creature can't attack or block this turn.");
const RAIDER = c('Mardu Raider Jr', '{1}{R}', 'Creature — Human Warrior', 'Raid — Mardu Raider Jr enters the battlefield with a +1/+1 counter on it if you attacked with a creature this turn.', '2', '2');
const CONVERGER = c('Converge Elemental Jr', '{2}{G}', 'Creature — Elemental', 'Converge — Converge Elemental Jr enters the battlefield with a +1/+1 counter on it for each color of mana spent to cast it.', '1', '1');
const REVOLTER = c('Narnam Renegade Jr', '{G}', 'Creature — Elf Warrior', 'Revolt — Narnam Renegade Jr enters the battlefield with a +1/+1 counter on it if a permanent you controlled left the battlefield this turn.', '1', '2');
const MURDER = c('Murder', '{1}{B}{B}', 'Instant', 'Destroy target creature.');
const CULTIVATE = c('Cultivate', '{2}{G}', 'Sorcery', 'Search your library for up to two basic land cards, reveal those cards, and put one onto the battlefield tapped and the other into your hand, then shuffle your library.');
const EXPLORE = c('Skyshroud Claim', '{3}{G}', 'Sorcery', 'Search your library for up to two Forest cards and put them onto the battlefield. Then shuffle your library.');
const TUTOR = c('Vampiric Tutor', '{B}', 'Instant', 'Search your library for a card, then shuffle your library and put that card on top of it. You lose 2 life.');
const CARDS = [CULTIVATE, EXPLORE, TUTOR, REVOLTER, MURDER, RAIDER, CONVERGER, WALL, HOLD, BEAR, ELF, PRESS, STRIKE, STROKE, VESSEL, SKELETON, DISSIPATE, BOLT, CRUMPLE];
const scenario = (rest: Record<string, unknown>) => run({ cards: CARDS, ...rest });
const onField = (name: string, index = 0) => ({ name, zone: 'battlefield', index });

describe('round 3 sentence forms', () => {
  it('CR 608.2c: "up to two target creatures each get +2/+2 and gain trample" pumps both targets', () => {
    expect(compileCard(PRESS).fullyEnforced).toBe(true);
    const out = scenario({
      you: { hand: [PRESS.name], battlefield: [BEAR.name, ELF.name, 'Forest', 'Forest', 'Forest', 'Forest'] },
      actions: [{ do: 'cast', card: PRESS.name, targets: [onField(BEAR.name), onField(ELF.name)] }, { do: 'resolve' }],
    });
    const pt = (name: string) => out.you.battlefield.find((entry) => entry.card === name)!;
    expect([pt(BEAR.name).power, pt(BEAR.name).toughness]).toEqual([4, 4]);
    expect([pt(ELF.name).power, pt(ELF.name).toughness]).toEqual([3, 3]);
  });

  it('CR 608.2c: "Untap up to two target creatures. They each get +2/+2" untaps and pumps the same two', () => {
    expect(compileCard(STRIKE).fullyEnforced).toBe(true);
    const out = scenario({
      you: { hand: [STRIKE.name], battlefield: [{ card: BEAR.name, tapped: true }, ELF.name, 'Forest', 'Forest', 'Forest'] },
      actions: [{ do: 'cast', card: STRIKE.name, targets: [onField(BEAR.name), onField(ELF.name)] }, { do: 'resolve' }],
    });
    const bear = out.you.battlefield.find((entry) => entry.card === BEAR.name)!;
    expect(bear.tapped).toBe(false);
    expect(bear.power).toBe(4);
  });

  it('CR 401.1: "on the bottom of its owner\'s library" puts the permanent under the library', () => {
    expect(compileCard(STROKE).fullyEnforced).toBe(true);
    const out = scenario({
      you: { hand: [STROKE.name], battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains'], library: ['Island'] },
      opponent: { battlefield: [BEAR.name], library: ['Swamp', 'Swamp'] },
      actions: [{ do: 'cast', card: STROKE.name, targets: [{ ...onField(BEAR.name), player: 'opponent' }] }, { do: 'resolve' }],
    });
    expect(out.opponent.battlefield).toHaveLength(0);
    expect(out.opponent.library).toEqual(['Swamp', 'Swamp', BEAR.name]);
  });

  it('CR 401.1: "put target card from a graveyard on the bottom of its owner\'s library"', () => {
    expect(compileCard(VESSEL).fullyEnforced).toBe(true);
    const out = scenario({
      you: { hand: [VESSEL.name], battlefield: ['Island', 'Island', 'Island'], library: ['Island'], graveyard: [BOLT.name] },
      actions: [{ do: 'cast', card: VESSEL.name }, { do: 'resolve' }, { do: 'resolve' }],
    });
    expect(out.you.graveyard).toEqual([]);
    expect(out.you.library).toEqual(['Island', BOLT.name]);
  });

  it('CR 110.5b: "return ~ from your graveyard to the battlefield tapped" — it enters tapped', () => {
    expect(compileCard(SKELETON).fullyEnforced).toBe(true);
    const out = scenario({
      you: { graveyard: [SKELETON.name], battlefield: ['Swamp', 'Swamp'] },
      actions: [{ do: 'activate', card: { name: SKELETON.name, zone: 'graveyard', index: 0 }, ability: 0 }, { do: 'resolve' }],
    });
    const skeleton = out.you.battlefield.find((entry) => entry.card === SKELETON.name)!;
    expect(skeleton.tapped).toBe(true);
    expect(out.you.graveyard).toEqual([]);
  });

  it('CR 614.1a, 701.5: "If that spell is countered this way, exile it instead" — the countered spell goes to exile', () => {
    expect(compileCard(DISSIPATE).fullyEnforced).toBe(true);
    const out = scenario({
      you: { hand: [BOLT.name, DISSIPATE.name], battlefield: ['Mountain', 'Island', 'Island', 'Island'] },
      actions: [{ do: 'cast', card: BOLT.name, targets: ['opponent'] }, { do: 'cast', card: DISSIPATE.name, targets: [{ stack: 0 }] }, { do: 'resolve' }],
    });
    expect(out.stack).toHaveLength(0);
    expect(out.you.exile).toEqual([BOLT.name]);
    expect(out.you.graveyard).toEqual([DISSIPATE.name]);
    expect(out.opponent.life).toBe(20);
  });

  it('CR 614.1a: a Spell Crumple-like counter puts the countered spell on the bottom of its owner\'s library', () => {
    expect(compileCard(CRUMPLE).fullyEnforced).toBe(true);
    const out = scenario({
      you: { hand: [BOLT.name, CRUMPLE.name], battlefield: ['Mountain', 'Island', 'Island', 'Island'], library: ['Forest'] },
      actions: [{ do: 'cast', card: BOLT.name, targets: ['opponent'] }, { do: 'cast', card: CRUMPLE.name, targets: [{ stack: 0 }] }, { do: 'resolve' }],
    });
    expect(out.you.library).toEqual(['Forest', BOLT.name]);
    expect(out.you.graveyard).toEqual([CRUMPLE.name]);
  });

  it('CR 613.1f: "loses defender until end of turn" — the Wall may attack this turn', () => {
    expect(compileCard(WALL).fullyEnforced).toBe(true);
    const before = scenario({ phase: 'combat', you: { battlefield: [WALL.name, 'Mountain'] }, actions: [{ do: 'attack', attackers: [WALL.name] }] });
    expect(before.error?.message).toMatch(/defender/);
    const after = scenario({ phase: 'combat', you: { battlefield: [WALL.name, 'Mountain'] }, actions: [{ do: 'activate', card: WALL.name, ability: 0 }, { do: 'resolve' }, { do: 'attack', attackers: [WALL.name] }] });
    expect(after.ok).toBe(true);
    expect(after.opponent.life).toBe(17);
  });

  it('CR 508.1c: "can\'t attack or block this turn" stops the creature from attacking', () => {
    expect(compileCard(HOLD).fullyEnforced).toBe(true);
    const out = scenario({ phase: 'combat', you: { hand: [HOLD.name], battlefield: [BEAR.name, 'Plains'] }, actions: [{ do: 'cast', card: HOLD.name, targets: [onField(BEAR.name)] }, { do: 'resolve' }, { do: 'attack', attackers: [BEAR.name] }] });
    expect(out.error).toMatchObject({ action: 2 });
    expect(out.error?.message).toMatch(/can't attack/);
    expect(out.opponent.life).toBe(20);
  });

  it('CR 614.1c: raid — "enters with a +1/+1 counter on it if you attacked with a creature this turn"', () => {
    expect(compileCard(RAIDER).fullyEnforced).toBe(true);
    const counters = (out: ReturnType<typeof run>) => out.you.battlefield.find((entry) => entry.card === RAIDER.name)?.counters?.['+1/+1'] ?? 0;
    const quiet = scenario({ you: { hand: [RAIDER.name], battlefield: ['Mountain', 'Mountain'] }, actions: [{ do: 'cast', card: RAIDER.name }, { do: 'resolve' }] });
    expect(counters(quiet)).toBe(0);
    const raided = scenario({
      phase: 'combat',
      you: { hand: [RAIDER.name], battlefield: [BEAR.name, 'Mountain', 'Mountain'] },
      actions: [{ do: 'attack', attackers: [BEAR.name] }, { do: 'next_phase' }, { do: 'cast', card: RAIDER.name }, { do: 'resolve' }],
    });
    expect(raided.ok).toBe(true);
    expect(counters(raided)).toBe(1);
  });

  it('CR 614.1c: converge — one +1/+1 counter for each colour of mana spent to cast it', () => {
    expect(compileCard(CONVERGER).fullyEnforced).toBe(true);
    const counters = (out: ReturnType<typeof run>) => out.you.battlefield.find((entry) => entry.card === CONVERGER.name)?.counters?.['+1/+1'] ?? 0;
    const three = scenario({ you: { hand: [CONVERGER.name], battlefield: ['Forest', 'Island', 'Plains'] }, actions: [{ do: 'cast', card: CONVERGER.name }, { do: 'resolve' }] });
    expect(counters(three)).toBe(3);
    const one = scenario({ you: { hand: [CONVERGER.name], battlefield: ['Forest', 'Forest', 'Forest'] }, actions: [{ do: 'cast', card: CONVERGER.name }, { do: 'resolve' }] });
    expect(counters(one)).toBe(1);
  });

  it('revolt — "if a permanent you controlled left the battlefield this turn" (a condition checked as it enters)', () => {
    expect(compileCard(REVOLTER).fullyEnforced).toBe(true);
    const counters = (out: ReturnType<typeof run>) => out.you.battlefield.find((entry) => entry.card === REVOLTER.name)?.counters?.['+1/+1'] ?? 0;
    const quiet = scenario({ you: { hand: [REVOLTER.name], battlefield: ['Forest'] }, actions: [{ do: 'cast', card: REVOLTER.name }, { do: 'resolve' }] });
    expect(counters(quiet)).toBe(0);
    const revolt = scenario({
      you: { hand: [MURDER.name, REVOLTER.name], battlefield: [BEAR.name, 'Swamp', 'Swamp', 'Swamp', 'Forest'] },
      actions: [{ do: 'cast', card: MURDER.name, targets: [onField(BEAR.name)] }, { do: 'resolve' }, { do: 'cast', card: REVOLTER.name }, { do: 'resolve' }],
    });
    expect(revolt.ok).toBe(true);
    expect(counters(revolt)).toBe(1);
    // The opponent's permanent leaving is not "a permanent you controlled".
    const theirs = scenario({
      you: { hand: [MURDER.name, REVOLTER.name], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Forest'] },
      opponent: { battlefield: [BEAR.name] },
      actions: [{ do: 'cast', card: MURDER.name, targets: [{ ...onField(BEAR.name), player: 'opponent' }] }, { do: 'resolve' }, { do: 'cast', card: REVOLTER.name }, { do: 'resolve' }],
    });
    expect(counters(theirs)).toBe(0);
  });

  it('CR 701.19: Cultivate finds two basic lands: the first onto the battlefield tapped, the other into the hand', () => {
    expect(compileCard(CULTIVATE).fullyEnforced).toBe(true);
    const base = { you: { hand: [CULTIVATE.name], battlefield: ['Forest', 'Forest', 'Forest'], library: [BEAR.name, 'Island', 'Forest', 'Plains'] } };
    const byDefault = scenario({ ...base, actions: [{ do: 'cast', card: CULTIVATE.name }, { do: 'resolve' }] });
    expect(byDefault.you.battlefield.filter((entry) => entry.card === 'Island').map((entry) => entry.tapped)).toEqual([true]);
    expect(byDefault.you.hand).toEqual(['Forest']);
    expect(byDefault.you.library).toHaveLength(2);
    const chosen = scenario({ ...base, actions: [{ do: 'cast', card: CULTIVATE.name }, { do: 'resolve', choice: ['Plains', 'Island'] }] });
    expect(chosen.you.battlefield.some((entry) => entry.card === 'Plains' && entry.tapped)).toBe(true);
    expect(chosen.you.hand).toEqual(['Island']);
    const wrong = scenario({ ...base, actions: [{ do: 'cast', card: CULTIVATE.name }, { do: 'resolve', choice: ['Plains', BEAR.name] }] });
    expect(wrong.error).toMatchObject({ action: 1 });
    expect(wrong.stack).toHaveLength(1); // the rejected answer changes nothing
  });

  it('CR 701.19: "up to two Forest cards … onto the battlefield" finds two copies of the same name', () => {
    expect(compileCard(EXPLORE).fullyEnforced).toBe(true);
    const out = scenario({
      you: { hand: [EXPLORE.name], battlefield: ['Forest', 'Forest', 'Forest', 'Forest'], library: ['Forest', 'Island', 'Forest'] },
      actions: [{ do: 'cast', card: EXPLORE.name }, { do: 'resolve', choice: ['Forest', 'Forest'] }],
    });
    expect(out.you.battlefield.filter((entry) => entry.card === 'Forest')).toHaveLength(6);
    expect(out.you.library).toEqual(['Island']);
  });

  it('CR 701.19, 701.20: Vampiric Tutor shuffles, then puts the found card on top', () => {
    expect(compileCard(TUTOR).fullyEnforced).toBe(true);
    const out = scenario({
      you: { hand: [TUTOR.name], battlefield: ['Swamp'], library: ['Island', 'Island', 'Island', BEAR.name, 'Island'] },
      actions: [{ do: 'cast', card: TUTOR.name }, { do: 'resolve', choice: BEAR.name }],
    });
    expect(out.you.library[0]).toBe(BEAR.name);
    expect(out.you.library).toHaveLength(5);
    expect(out.you.life).toBe(18);
  });
});
