// More verbs of the Oracle grammar (CR 701 keyword actions, mana added by spells, library looks,
// activation timing), played through the scenario runner. Each test names the rule it checks.
import { describe, expect, it } from 'vitest';
import { card } from '../../../fixtures/engine/cards.ts';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { run } from '../helpers.ts';

const BEARS = card('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');

describe('mana added by a spell (CR 106.4)', () => {
  const ritual = card('Dark Ritual', '{B}', 'Instant', 'Add {B}{B}{B}.');
  const giant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3', '3');
  const fiend = card('Big Fiend', '{2}{B}{B}', 'Creature — Horror', '', '4', '4');

  it('CR 106.4: Dark Ritual adds {B}{B}{B} to the pool on resolution, and the pool pays the next spell', () => {
    expect(compileCard(ritual).fullyEnforced).toBe(true);
    const out = run({ cards: [ritual, fiend], you: { hand: [ritual.name, fiend.name], battlefield: ['Swamp', 'Swamp'] }, actions: [{ do: 'cast', card: ritual.name }, { do: 'resolve' }, { do: 'cast', card: fiend.name }] });
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.filter((entry) => entry.card === 'Swamp' && !entry.tapped)).toHaveLength(0);
    expect(out.you.manaPool).toBe('');
    expect(out.stack[0]?.source).toBe(fiend.name);
  });

  it('CR 106.4: "Add {R} for each creature you control" counts on resolution', () => {
    const hymn = card('Battle Hymn', '{1}{R}{R}', 'Instant', 'Add {R} for each creature you control.');
    const out = run({ cards: [hymn, BEARS], you: { hand: [hymn.name], battlefield: ['Mountain', 'Mountain', 'Mountain', BEARS.name, BEARS.name] }, actions: [{ do: 'cast', card: hymn.name }, { do: 'resolve' }] });
    expect(out.you.manaPool).toBe('{R}{R}');
  });

  it('CR 106.4: "Add three mana of any one color" takes the colour the hand needs, or the one named', () => {
    const spell = card('Colour Song', '{2}{G}', 'Instant', 'Add three mana of any one color.');
    const byDefault = run({ cards: [spell, giant], you: { hand: [spell.name, giant.name], battlefield: ['Forest', 'Forest', 'Forest'] }, actions: [{ do: 'cast', card: spell.name }, { do: 'resolve' }] });
    expect(byDefault.you.manaPool).toBe('{R}{R}{R}');
    const named = run({ cards: [spell, giant], you: { hand: [spell.name, giant.name], battlefield: ['Forest', 'Forest', 'Forest'] }, actions: [{ do: 'cast', card: spell.name }, { do: 'resolve', choice: 'U' }] });
    expect(named.you.manaPool).toBe('{U}{U}{U}');
  });

  it('CR 500.4: mana a spell added empties at the end of the step', () => {
    const out = run({ cards: [ritual], you: { hand: [ritual.name], battlefield: ['Swamp'] }, actions: [{ do: 'cast', card: ritual.name }, { do: 'resolve' }, { do: 'next_phase' }] });
    expect(out.you.manaPool).toBe('');
  });
});

describe('looking at and revealing the top of your library (CR 401.5, 701.16)', () => {
  const library = ['Island', BEARS.name, 'Forest', 'Swamp', 'Mountain'];

  it('CR 401.5: "Look at the top three cards … put one of them into your hand and the rest on the bottom in any order"', () => {
    const impulse = card('Peek Ahead', '{U}', 'Instant', 'Look at the top three cards of your library. Put one of them into your hand and the rest on the bottom of your library in any order.');
    expect(compileCard(impulse).fullyEnforced).toBe(true);
    const out = run({ cards: [impulse, BEARS], you: { hand: [impulse.name], battlefield: ['Island'], library }, actions: [{ do: 'cast', card: impulse.name }, { do: 'resolve' }] });
    expect(out.you.hand).toEqual(['Island']);
    expect(out.you.library).toEqual(['Swamp', 'Mountain', BEARS.name, 'Forest']);
  });

  it('CR 701.16: "You may reveal a creature card from among them and put it into your hand. Put the rest on the bottom in a random order"', () => {
    const seek = card('Seek Beasts', '{G}', 'Sorcery', 'Look at the top four cards of your library. You may reveal a creature card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.');
    expect(compileCard(seek).fullyEnforced).toBe(true);
    const out = run({ seed: 3, cards: [seek, BEARS], you: { hand: [seek.name], battlefield: ['Forest'], library }, actions: [{ do: 'cast', card: seek.name }, { do: 'resolve' }] });
    expect(out.you.hand).toEqual([BEARS.name]);
    expect(out.you.library[0]).toBe('Mountain');
    expect([...out.you.library.slice(1)].sort()).toEqual(['Forest', 'Island', 'Swamp']);
  });

  it('CR 701.16: "Reveal the top four cards … Put all land cards revealed this way into your hand and the rest into your graveyard"', () => {
    const dig = card('Land Dig', '{2}{G}', 'Sorcery', 'Reveal the top four cards of your library. Put all land cards revealed this way into your hand and the rest into your graveyard.');
    expect(compileCard(dig).fullyEnforced).toBe(true);
    const out = run({ cards: [dig, BEARS], you: { hand: [dig.name], battlefield: ['Forest', 'Forest', 'Forest'], library }, actions: [{ do: 'cast', card: dig.name }, { do: 'resolve' }] });
    expect(out.you.hand).toEqual(['Island', 'Forest', 'Swamp']);
    expect(out.you.graveyard).toContain(BEARS.name);
    expect(out.events.filter((event) => event.type === 'revealed')).toHaveLength(4);
  });

  it('CR 401.5: "put one of them into your hand, and exile the rest" (Browse)', () => {
    const browse = card('Browse Lite', '{U}', 'Sorcery', 'Look at the top five cards of your library, put one of them into your hand, and exile the rest.');
    const out = run({ cards: [browse, BEARS], you: { hand: [browse.name], battlefield: ['Island'], library }, actions: [{ do: 'cast', card: browse.name }, { do: 'resolve' }] });
    expect(out.you.hand).toEqual(['Island']);
    expect(out.you.exile).toHaveLength(4);
  });
});

describe('keyword actions on counters (CR 701)', () => {
  it('CR 701.27a: proliferate gives each of your permanents with +1/+1 counters another one', () => {
    const spread = card('Spread', '{1}{G}', 'Sorcery', 'Proliferate.');
    expect(compileCard(spread).fullyEnforced).toBe(true);
    const out = run({ cards: [spread, BEARS], you: { hand: [spread.name], battlefield: ['Forest', 'Forest', { card: BEARS.name, counters: { '+1/+1': 2 } }, BEARS.name] }, actions: [{ do: 'cast', card: spread.name }, { do: 'resolve' }] });
    const bears = out.you.battlefield.filter((entry) => entry.card === BEARS.name);
    expect(bears.map((entry) => entry.counters['+1/+1'] ?? 0)).toEqual([3, 0]);
  });

  it('CR 701.43a: adapt puts counters only on a creature that has no +1/+1 counters', () => {
    const adapter = card('Adapter', '{G}', 'Creature — Beast', '{1}: Adapt 2.', '1', '1');
    const out = run({ cards: [adapter], you: { battlefield: ['Forest', 'Forest', adapter.name] }, actions: [{ do: 'activate', card: adapter.name, ability: 0 }, { do: 'resolve' }, { do: 'activate', card: adapter.name, ability: 0 }, { do: 'resolve' }] });
    expect(out.you.battlefield.find((entry) => entry.card === adapter.name)).toMatchObject({ power: 3, toughness: 3 });
  });

  it('CR 701.32a: support 2 on a permanent puts a +1/+1 counter on each of up to two OTHER target creatures', () => {
    const supporter = card('Supporter', '{1}{W}', 'Creature — Human', 'When Supporter enters the battlefield, support 2.', '1', '1');
    expect(compileCard(supporter).fullyEnforced).toBe(true);
    const out = run({ cards: [supporter, BEARS], you: { hand: [supporter.name], battlefield: ['Plains', 'Plains', BEARS.name] }, actions: [{ do: 'cast', card: supporter.name }, { do: 'resolve_all' }] });
    expect(out.you.battlefield.find((entry) => entry.card === BEARS.name)?.counters['+1/+1']).toBe(1);
    expect(out.you.battlefield.find((entry) => entry.card === supporter.name)?.counters['+1/+1'] ?? 0).toBe(0);
  });
});

describe('when a spell may be cast or an ability activated (CR 601.3, 602.5b)', () => {
  it('CR 601.3: "Cast this spell only during combat" is refused in a main phase and allowed in combat', () => {
    const pump = card('Combat Pump', '{G}', 'Instant', 'Cast this spell only during combat.\nTarget creature gets +3/+3 until end of turn.');
    expect(compileCard(pump).fullyEnforced).toBe(true);
    const main = run({ cards: [pump, BEARS], you: { hand: [pump.name], battlefield: ['Forest', BEARS.name] }, actions: [{ do: 'cast', card: pump.name, targets: [BEARS.name] }] });
    expect(main.ok).toBe(false);
    expect(main.error?.message).toMatch(/only during combat/);
    expect(main.you.hand).toEqual([pump.name]);
    const combat = run({ phase: 'combat', cards: [pump, BEARS], you: { hand: [pump.name], battlefield: ['Forest', BEARS.name] }, actions: [{ do: 'cast', card: pump.name, targets: [BEARS.name] }, { do: 'resolve' }] });
    expect(combat.ok).toBe(true);
    expect(combat.you.battlefield.find((entry) => entry.card === BEARS.name)).toMatchObject({ power: 5 });
  });

  it('CR 602.5b: "Activate only during your turn, before attackers are declared" works in main 1 and is refused in main 2', () => {
    const retainer = card('Retainer', '{2}', 'Artifact', '{1}: You gain 1 life. Activate only during your turn, before attackers are declared.');
    expect(compileCard(retainer).fullyEnforced).toBe(true);
    const early = run({ cards: [retainer], you: { battlefield: ['Plains', retainer.name] }, actions: [{ do: 'activate', card: retainer.name, ability: 0 }, { do: 'resolve' }] });
    expect(early.you.life).toBe(21);
    const late = run({ phase: 'main2', cards: [retainer], you: { battlefield: ['Plains', retainer.name] }, actions: [{ do: 'activate', card: retainer.name, ability: 0 }] });
    expect(late.ok).toBe(false);
    expect(late.error?.message).toMatch(/before attackers/);
  });

  it('CR 602.5b: "Any player may activate this ability": at a goldfish table that is you, so the ability works as usual', () => {
    const hydra = card('Open Hydra', '{1}{G}', 'Creature — Hydra', '{3}: Put a +1/+1 counter on Open Hydra. Any player may activate this ability.', '0', '0');
    expect(compileCard(hydra).fullyEnforced).toBe(true);
  });
});

describe('"it" after an effect put permanents onto the battlefield, and delayed actions on them (CR 603.7, 611.2a)', () => {
  const giant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3', '3');
  const breach = card('Breach', '{R}', 'Instant', 'You may put a creature card from your hand onto the battlefield. That creature gains haste. Sacrifice that creature at the beginning of the next end step.');

  it('CR 603.7a: the creature put onto the battlefield gains haste, attacks, and is sacrificed at the next end step', () => {
    expect(compileCard(breach).fullyEnforced).toBe(true);
    const out = run({
      cards: [breach, giant, BEARS],
      you: { hand: [breach.name, BEARS.name, giant.name], battlefield: ['Mountain'] },
      actions: [{ do: 'cast', card: breach.name }, { do: 'resolve', choice: true }, { do: 'next_phase' }, { do: 'attack', attackers: [giant.name] }],
    });
    expect(out.ok).toBe(true);
    expect(out.opponent.life).toBe(17); // haste: it attacked the turn it came (CR 702.10)
    const later = run({
      cards: [breach, giant, BEARS],
      you: { hand: [breach.name, BEARS.name, giant.name], battlefield: ['Mountain'] },
      actions: [{ do: 'cast', card: breach.name }, { do: 'resolve', choice: true }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'resolve' }], // the delayed trigger on the stack
    });
    expect(later.phase).toBe('end');
    expect(later.you.graveyard).toContain(giant.name);
    expect(later.you.hand).toEqual([BEARS.name]);
  });

  it('CR 603.7a: "Create a 3/1 red Elemental creature token with haste. Exile it at the beginning of the next end step."', () => {
    const spark = card('Spark Token', '{R}', 'Sorcery', 'Create a 3/1 red Elemental creature token with haste. Exile it at the beginning of the next end step.');
    expect(compileCard(spark).fullyEnforced).toBe(true);
    const out = run({ cards: [spark], you: { hand: [spark.name], battlefield: ['Mountain'] }, actions: [{ do: 'cast', card: spark.name }, { do: 'resolve' }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'resolve' }] });
    expect(out.phase).toBe('end');
    expect(out.you.battlefield.map((entry) => entry.card)).toEqual(['Mountain']);
  });

  it('CR 400.7: a delayed action forgets a permanent that left and came back (a new object)', () => {
    const out = run({
      cards: [breach, giant],
      you: { hand: [breach.name, giant.name], battlefield: ['Mountain'] },
      actions: [{ do: 'cast', card: breach.name }, { do: 'resolve', choice: true }, { do: 'move', card: { name: giant.name, zone: 'battlefield', index: 0 }, to: 'hand' }, { do: 'move', card: giant.name, to: 'battlefield' }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.phase).toBe('end');
    expect(out.you.battlefield.map((entry) => entry.card)).toContain(giant.name);
  });
});

describe('"as long as" statics (CR 611.3a) and ability words (CR 207.2c)', () => {
  const bodyOf = (out: ReturnType<typeof run>, name: string) => out.you.battlefield.find((entry) => entry.card === name);

  it('CR 207.2c, 611.3a: "Threshold — ~ gets +1/+1 as long as seven or more cards are in your graveyard" follows the graveyard', () => {
    const ape = card('Werebear Cub', '{1}{G}', 'Creature — Bear', 'Threshold — Werebear Cub gets +1/+1 as long as seven or more cards are in your graveyard.', '2', '2');
    expect(compileCard(ape).fullyEnforced).toBe(true);
    const six = run({ cards: [ape], you: { battlefield: [ape.name], graveyard: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'] }, actions: [] });
    expect(bodyOf(six, ape.name)).toMatchObject({ power: 2, toughness: 2 });
    const seven = run({ cards: [ape], you: { battlefield: [ape.name], graveyard: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island'] }, actions: [] });
    expect(bodyOf(seven, ape.name)).toMatchObject({ power: 3, toughness: 3 });
  });

  it('CR 611.3a: "As long as you control a Forest, ~ gets +2/+2 and has trample" stops when the Forest leaves', () => {
    const lurker = card('Forest Lurker', '{2}{G}', 'Creature — Beast', 'As long as you control a Forest, Forest Lurker gets +2/+2 and has trample.', '1', '1');
    expect(compileCard(lurker).fullyEnforced).toBe(true);
    const out = run({ cards: [lurker], you: { battlefield: ['Forest', lurker.name] }, actions: [] });
    expect(bodyOf(out, lurker.name)).toMatchObject({ power: 3, toughness: 3 });
    const gone = run({ cards: [lurker], you: { battlefield: ['Forest', lurker.name] }, actions: [{ do: 'move', card: 'Forest', to: 'graveyard' }] });
    expect(bodyOf(gone, lurker.name)).toMatchObject({ power: 1, toughness: 1 });
  });

  it('CR 611.3a: "Hellbent — ~ gets +2/+0 as long as you have no cards in hand"', () => {
    const rat = card('Hellbent Rat', '{B}', 'Creature — Rat', 'Hellbent — Hellbent Rat gets +2/+0 as long as you have no cards in hand.', '1', '1');
    expect(bodyOf(run({ cards: [rat], you: { battlefield: [rat.name] }, actions: [] }), rat.name)).toMatchObject({ power: 3 });
    expect(bodyOf(run({ cards: [rat], you: { battlefield: [rat.name], hand: ['Swamp'] }, actions: [] }), rat.name)).toMatchObject({ power: 1 });
  });

  it('CR 207.2c: "Landfall — Whenever a land enters the battlefield under your control, ~ gets +2/+2 until end of turn"', () => {
    const cub = card('Landfall Cub', '{1}{G}', 'Creature — Cat', 'Landfall — Whenever a land enters the battlefield under your control, Landfall Cub gets +2/+2 until end of turn.', '2', '2');
    expect(compileCard(cub).fullyEnforced).toBe(true);
    const out = run({ cards: [cub], you: { battlefield: [cub.name], hand: ['Forest'] }, actions: [{ do: 'play_land', card: 'Forest' }, { do: 'resolve_all' }] });
    expect(bodyOf(out, cub.name)).toMatchObject({ power: 4, toughness: 4 });
  });
});

describe('"its controller" and "its power" of a target that has left (CR 608.2h)', () => {
  it('CR 608.2h: Swords to Plowshares exiles the creature and its controller gains life equal to its power as it last existed', () => {
    const swords = card('Swords to Plowshares', '{W}', 'Instant', 'Exile target creature. Its controller gains life equal to its power.');
    const giant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3', '3');
    expect(compileCard(swords).fullyEnforced).toBe(true);
    const out = run({ cards: [swords, giant], you: { hand: [swords.name], battlefield: ['Plains'] }, opponent: { battlefield: [giant.name] }, actions: [{ do: 'cast', card: swords.name }, { do: 'resolve' }] }); // the default target: the opponent's creature
    expect(out.ok).toBe(true);
    expect(out.opponent.battlefield).toHaveLength(0);
    expect(out.opponent.life).toBe(23);
    expect(out.you.life).toBe(20);
  });
});

describe('"Activate only if …" (CR 602.5b)', () => {
  it('CR 602.5b: "Activate only if seven or more cards are in your graveyard" is refused with six and allowed with seven', () => {
    const monk = card('Threshold Monk', '{1}{W}', 'Creature — Human Monk', '{1}: You gain 2 life. Activate only if seven or more cards are in your graveyard.', '1', '1');
    expect(compileCard(monk).fullyEnforced).toBe(true);
    const six = run({ cards: [monk], you: { battlefield: ['Plains', monk.name], graveyard: Array(6).fill('Island') }, actions: [{ do: 'activate', card: monk.name, ability: 0 }] });
    expect(six.ok).toBe(false);
    expect(six.error?.message).toMatch(/condition/);
    expect(six.you.battlefield.find((entry) => entry.card === 'Plains')?.tapped).toBe(false);
    const seven = run({ cards: [monk], you: { battlefield: ['Plains', monk.name], graveyard: Array(7).fill('Island') }, actions: [{ do: 'activate', card: monk.name, ability: 0 }, { do: 'resolve' }] });
    expect(seven.you.life).toBe(22);
  });
});

describe('a player reveals their hand and discards the card you choose (CR 701.16, 701.9)', () => {
  const duress = card('Duress', '{B}', 'Sorcery', 'Target opponent reveals their hand. You choose a noncreature, nonland card from it. That player discards that card.');
  const thoughtseize = card('Thoughtseize', '{B}', 'Sorcery', 'Target player reveals their hand. You choose a nonland card from it. That player discards that card. You lose 2 life.');

  it('CR 701.9: against the goldfish, which holds no hand, Duress resolves and reveals nothing', () => {
    expect(compileCard(duress).fullyEnforced).toBe(true);
    const out = run({ cards: [duress], you: { hand: [duress.name, 'Swamp'], battlefield: ['Swamp'] }, actions: [{ do: 'cast', card: duress.name }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toEqual(['Swamp']);
    expect(out.events.some((event) => event.type === 'revealed')).toBe(false);
  });

  it('CR 701.9: aimed at yourself, Thoughtseize reveals your hand and discards the first nonland card, and you lose 2 life', () => {
    expect(compileCard(thoughtseize).fullyEnforced).toBe(true);
    const out = run({ cards: [thoughtseize, BEARS], you: { hand: [thoughtseize.name, 'Swamp', BEARS.name], battlefield: ['Swamp'] }, actions: [{ do: 'cast', card: thoughtseize.name, targets: ['you'] }, { do: 'resolve' }] });
    expect(out.you.hand).toEqual(['Swamp']);
    expect(out.you.graveyard).toEqual([BEARS.name, thoughtseize.name]);
    expect(out.you.life).toBe(18);
  });
});

describe('characteristic-defining power and toughness (CR 604.3, 613.4a)', () => {
  it('CR 604.3: "~\'s power and toughness are each equal to the number of creatures you control" counts itself and changes as creatures come', () => {
    const crusade = card('Crowd Beast', '{2}{G}', 'Creature — Beast', "Crowd Beast's power and toughness are each equal to the number of creatures you control.", '*', '*');
    expect(compileCard(crusade).fullyEnforced).toBe(true);
    const out = run({ cards: [crusade, BEARS], you: { battlefield: [crusade.name, BEARS.name, BEARS.name] }, actions: [] });
    expect(out.you.battlefield.find((entry) => entry.card === crusade.name)).toMatchObject({ power: 3, toughness: 3 });
  });

  it('CR 604.3: "power is equal to … and its toughness is equal to that number plus 1" (Tarmogoyf\'s shape), also in the graveyard count', () => {
    const goyf = card('Grave Goyf', '{1}{G}', 'Creature — Lhurgoyf', "Grave Goyf's power is equal to the number of creature cards in all graveyards and its toughness is equal to that number plus 1.", '*', '1+*');
    expect(compileCard(goyf).fullyEnforced).toBe(true);
    const out = run({ cards: [goyf, BEARS], you: { battlefield: [goyf.name], graveyard: [BEARS.name, 'Forest', BEARS.name] }, actions: [] });
    expect(out.you.battlefield.find((entry) => entry.card === goyf.name)).toMatchObject({ power: 2, toughness: 3 });
    const empty = run({ cards: [goyf], you: { battlefield: [goyf.name] }, actions: [] });
    expect(empty.you.battlefield.find((entry) => entry.card === goyf.name)).toMatchObject({ power: 0, toughness: 1 });
  });
});

describe('heroic and "All … creatures" statics', () => {
  it('CR 603.2, 207.2c: "Heroic — Whenever you cast a spell that targets ~, put a +1/+1 counter on ~" fires only when it is targeted', () => {
    const hero = card('Heroic Hoplite', '{1}{W}', 'Creature — Human Soldier', 'Heroic — Whenever you cast a spell that targets Heroic Hoplite, put a +1/+1 counter on Heroic Hoplite.', '1', '1');
    const pump = card('Small Pump', '{W}', 'Instant', 'Target creature gets +1/+1 until end of turn.');
    expect(compileCard(hero).fullyEnforced).toBe(true);
    const out = run({ cards: [hero, pump, BEARS], you: { hand: [pump.name, pump.name], battlefield: ['Plains', 'Plains', hero.name, BEARS.name] }, actions: [{ do: 'cast', card: pump.name, targets: [hero.name] }, { do: 'resolve_all' }, { do: 'cast', card: pump.name, targets: [BEARS.name] }, { do: 'resolve_all' }] });
    expect(out.you.battlefield.find((entry) => entry.card === hero.name)?.counters['+1/+1']).toBe(1);
  });

  it('CR 613.4c: "All Sliver creatures get +1/+1" reaches every Sliver, the opponent\'s too', () => {
    const sliver = card('Muscle Sliver', '{1}{G}', 'Creature — Sliver', 'All Sliver creatures get +1/+1.', '1', '1');
    expect(compileCard(sliver).fullyEnforced).toBe(true);
    const out = run({ cards: [sliver], you: { battlefield: [sliver.name, sliver.name] }, opponent: { battlefield: [sliver.name] }, actions: [] });
    expect(out.you.battlefield.map((entry) => entry.power)).toEqual([4, 4]); // three Slivers: +3/+3 each
    expect(out.opponent.battlefield[0]).toMatchObject({ power: 4 });
  });
});

describe('protection from a card type (CR 702.16)', () => {
  it('CR 702.16b, 702.16e: "Protection from artifacts": an artifact can\'t target it and its damage is prevented; a red spell still can', () => {
    const knight = card('Artifact Ward Knight', '{1}{W}', 'Creature — Human Knight', 'Protection from artifacts', '2', '2');
    const rod = card('Zap Rod', '{1}', 'Artifact', '{T}: Zap Rod deals 1 damage to any target.');
    const shock = card('Shock', '{R}', 'Instant', 'Shock deals 2 damage to any target.');
    expect(compileCard(knight).fullyEnforced).toBe(true);
    const rodded = run({ cards: [knight, rod], you: { battlefield: [rod.name, knight.name] }, actions: [{ do: 'activate', card: rod.name, ability: 0, targets: [knight.name] }] });
    expect(rodded.ok).toBe(false);
    const shocked = run({ cards: [knight, shock], you: { hand: [shock.name], battlefield: ['Mountain', knight.name] }, actions: [{ do: 'cast', card: shock.name, targets: [knight.name] }, { do: 'resolve' }] });
    expect(shocked.you.graveyard).toContain(knight.name);
  });
});

describe('"that player" in a combat-damage trigger (CR 510.2, 603.2)', () => {
  it('CR 603.2: "Whenever ~ deals combat damage to a player, that player loses 2 life" takes it from the player it damaged', () => {
    const biter = card('Ankle Biter', '{1}{B}', 'Creature — Rat', 'Whenever Ankle Biter deals combat damage to a player, that player loses 2 life.', '1', '1');
    expect(compileCard(biter).fullyEnforced).toBe(true);
    const out = run({ phase: 'combat', cards: [biter], you: { battlefield: [biter.name] }, actions: [{ do: 'attack', attackers: [biter.name] }, { do: 'resolve_all' }] });
    expect(out.ok).toBe(true);
    expect(out.opponent.life).toBe(17);
    expect(out.you.life).toBe(20);
  });
});
