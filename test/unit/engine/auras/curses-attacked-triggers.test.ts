// Auras, round 7 (aura7b): Curses whose attacked trigger has the attacking player act ("Each opponent
// attacking that player untaps …", CR 303.4, 508.1), a named artifact token (CR 111.4), and "unless
// they sacrifice …" in an Aura's upkeep trigger (CR 118.12, 701.17a). Each test plays the card.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition as c, run } from '../helpers.ts';

const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const ELF = c('Llanowar Elves', '{G}', 'Creature — Elf Druid', '{T}: Add {G}.', '1', '1');
const BOUNTY = c('Curse of Bounty Jr', '{1}{G}', 'Enchantment — Aura Curse', 'Enchant player\nWhenever enchanted player is attacked, untap all nonland permanents you control. Each opponent attacking that player untaps all nonland permanents they control.');
const OPULENCE = c('Curse of Opulence Jr', '{R}', 'Enchantment — Aura Curse', 'Enchant player\nWhenever enchanted player is attacked, create a colorless artifact token named Gold. It has "Sacrifice this artifact: Add one mana of any color." Each opponent attacking that player does the same.');
const CURSE_ARTIFACT = c('Curse Artifact Jr', '{2}{B}{B}', 'Enchantment — Aura', "Enchant artifact\nAt the beginning of the upkeep of enchanted artifact's controller, Curse Artifact Jr deals 2 damage to that player unless they sacrifice that artifact.");
const HUNGER = c('Unnatural Hunger Jr', '{3}{B}{B}', 'Enchantment — Aura', "Enchant creature\nEnchanted creature gets +2/+1.\nAt the beginning of the upkeep of enchanted creature's controller, Unnatural Hunger Jr deals damage equal to that creature's power to that player unless they sacrifice another creature.");
const VENGEANCE = c('Curse of Vengeance Jr', '{B}', 'Enchantment — Aura Curse', 'Enchant player\nWhenever enchanted player casts a spell, put a spite counter on Curse of Vengeance Jr.\nWhen enchanted player loses the game, you gain X life and draw X cards, where X is the number of spite counters on Curse of Vengeance Jr.');
const THIRST = c('Curse of Thirst Jr', '{4}{B}', 'Enchantment — Aura Curse', "Enchant player\nAt the beginning of enchanted player's upkeep, Curse of Thirst Jr deals damage to that player equal to the number of Curses attached to them.");
const TORMENT = c('Torment of Scarabs Jr', '{3}{B}', 'Enchantment — Aura Curse', "Enchant player\nAt the beginning of enchanted player's upkeep, that player loses 3 life unless they sacrifice a nonland permanent or discard a card.");
const ROCK = c('Mind Stone', '{2}', 'Artifact', '{T}: Add {C}.');

const attackAfterCasting = (curse: ReturnType<typeof c>, battlefield: unknown[]) =>
  run({
    cards: [BEAR, ELF, curse],
    phase: 'main1',
    you: { hand: [curse.name], battlefield },
    actions: [{ do: 'cast', card: curse.name, targets: ['opponent'] }, { do: 'resolve' }, { do: 'next_phase' }, { do: 'attack', attackers: [BEAR.name] }, { do: 'resolve_all' }],
  });

describe('aura7b: Curses whose attacking player acts (CR 303.4, 508.1)', () => {
  it('"Each opponent attacking that player untaps all nonland permanents they control": the attacker (you) untaps', () => {
    expect(compileCard(BOUNTY).fullyEnforced).toBe(true);
    const out = attackAfterCasting(BOUNTY, [BEAR.name, { card: ELF.name, tapped: true }, 'Forest', 'Forest']);
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.find((entry) => entry.card === ELF.name)!.tapped).toBe(false);
    expect(out.you.battlefield.find((entry) => entry.card === BEAR.name)!.tapped).toBe(false); // the attacker untaps too
    expect(out.you.battlefield.filter((entry) => entry.card === 'Forest' && entry.tapped)).toHaveLength(2); // lands stay tapped
  });

  it('CR 111.4: "create a colorless artifact token named Gold. It has …" — a Gold for you and one more as the attacker', () => {
    expect(compileCard(OPULENCE).fullyEnforced).toBe(true);
    const out = attackAfterCasting(OPULENCE, [BEAR.name, 'Mountain']);
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.filter((entry) => entry.card === 'Gold')).toHaveLength(2);
  });
});

describe('aura7b: "unless they sacrifice …" in an Aura upkeep trigger (CR 118.12, 701.17a)', () => {
  const upkeep = (aura: ReturnType<typeof c>, battlefield: unknown[], choice?: boolean) =>
    run({ cards: [BEAR, ELF, ROCK, aura], phase: 'main2', you: { library: ['Island', 'Island'], battlefield }, actions: [{ do: 'next_turn' }, choice === undefined ? { do: 'resolve_all' } : { do: 'resolve', choice }] });

  it('"~ deals 2 damage to that player unless they sacrifice that artifact": the artifact goes, or the damage is dealt', () => {
    expect(compileCard(CURSE_ARTIFACT).fullyEnforced).toBe(true);
    const sacrificed = upkeep(CURSE_ARTIFACT, [ROCK.name, { card: CURSE_ARTIFACT.name, attachedTo: 0 }]);
    expect(sacrificed.ok).toBe(true);
    expect(sacrificed.you.graveyard.sort()).toEqual([CURSE_ARTIFACT.name, ROCK.name].sort());
    expect(sacrificed.you.life).toBe(20);
    const kept = upkeep(CURSE_ARTIFACT, [ROCK.name, { card: CURSE_ARTIFACT.name, attachedTo: 0 }], false);
    expect(kept.ok).toBe(true);
    expect(kept.you.life).toBe(18);
    expect(kept.you.battlefield.some((entry) => entry.card === ROCK.name)).toBe(true);
  });

  it('"… unless they sacrifice another creature": never the enchanted creature; none other, its power in damage', () => {
    expect(compileCard(HUNGER).fullyEnforced).toBe(true);
    const fed = upkeep(HUNGER, [BEAR.name, { card: HUNGER.name, attachedTo: 0 }, ELF.name]);
    expect(fed.ok).toBe(true);
    expect(fed.you.graveyard).toEqual([ELF.name]);
    expect(fed.you.life).toBe(20);
    const alone = upkeep(HUNGER, [BEAR.name, { card: HUNGER.name, attachedTo: 0 }]);
    expect(alone.ok).toBe(true);
    expect(alone.you.battlefield.some((entry) => entry.card === BEAR.name)).toBe(true);
    expect(alone.you.life).toBe(16); // 2 + 2 from the Aura
  });
});

describe('aura7b: "Whenever enchanted player casts a spell" (CR 601.2i, 303.4)', () => {
  it('a Curse on you counts each spell you cast; one on the goldfish (which casts nothing) does not hear yours', () => {
    expect(compileCard(VENGEANCE).fullyEnforced).toBe(true);
    const cursed = (target: string) =>
      run({
        cards: [ROCK, VENGEANCE],
        phase: 'main1',
        you: { hand: [VENGEANCE.name, ROCK.name], battlefield: ['Swamp', 'Swamp', 'Swamp'] },
        actions: [{ do: 'cast', card: VENGEANCE.name, targets: [target] }, { do: 'resolve' }, { do: 'cast', card: ROCK.name }, { do: 'resolve_all' }],
      });
    const onYou = cursed('you');
    expect(onYou.ok).toBe(true);
    expect(onYou.you.battlefield.find((entry) => entry.card === VENGEANCE.name)!.counters).toEqual({ spite: 1 });
    const onOpponent = cursed('opponent');
    expect(onOpponent.ok).toBe(true);
    expect(onOpponent.you.battlefield.find((entry) => entry.card === VENGEANCE.name)!.counters).toEqual({});
  });
});

describe('aura7b: "the number of Curses attached to them" (CR 303.4)', () => {
  it('counts the Curses on the enchanted player, this one included', () => {
    expect(compileCard(THIRST).fullyEnforced).toBe(true);
    const out = run({
      cards: [THIRST, VENGEANCE],
      phase: 'main2',
      you: { hand: [THIRST.name, VENGEANCE.name], library: ['Island', 'Island'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'] },
      actions: [{ do: 'cast', card: THIRST.name, targets: ['you'] }, { do: 'resolve' }, { do: 'cast', card: VENGEANCE.name, targets: ['opponent'] }, { do: 'resolve' }, { do: 'next_turn' }, { do: 'resolve_all' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.life).toBe(19); // the Curse on the goldfish is not attached to you
    const two = run({
      cards: [THIRST, VENGEANCE],
      phase: 'main2',
      you: { hand: [THIRST.name, VENGEANCE.name], library: ['Island', 'Island'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'] },
      actions: [{ do: 'cast', card: THIRST.name, targets: ['you'] }, { do: 'resolve' }, { do: 'cast', card: VENGEANCE.name, targets: ['you'] }, { do: 'resolve' }, { do: 'next_turn' }, { do: 'resolve_all' }],
    });
    expect(two.ok).toBe(true);
    expect(two.you.life).toBe(18);
  });
});

describe('aura7b: "unless they sacrifice a nonland permanent or discard a card" (CR 118.12)', () => {
  const tormented = (battlefield: string[], hand: string[], choice?: boolean) =>
    run({
      cards: [BEAR, TORMENT],
      phase: 'main2',
      you: { hand: [TORMENT.name, ...hand], library: ['Island', 'Island'], battlefield: [...battlefield, 'Swamp', 'Swamp', 'Swamp', 'Swamp'] },
      actions: [{ do: 'cast', card: TORMENT.name, targets: ['you'] }, { do: 'resolve' }, { do: 'next_turn' }, choice === undefined ? { do: 'resolve_all' } : { do: 'resolve', choice }],
    });

  it('either action spares the life; declining loses 3 life', () => {
    expect(compileCard(TORMENT).fullyEnforced).toBe(true);
    const sacrificed = tormented([BEAR.name], []);
    expect(sacrificed.ok).toBe(true);
    expect(sacrificed.you.life).toBe(20);
    expect(sacrificed.you.graveyard).toHaveLength(1);
    const declined = tormented([BEAR.name], ['Forest'], false);
    expect(declined.ok).toBe(true);
    expect(declined.you.life).toBe(17);
    expect(declined.you.graveyard).toEqual([]);
  });
});
