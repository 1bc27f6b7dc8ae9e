// Auras, third round: triggered and activated abilities of Auras about the permanent they enchant
// (CR 303.4), the Theros Ordeals, Auras that return from the graveyard attached to a creature
// (CR 303.4f) and "becomes the target" triggers. Each test plays the card through the scenario runner.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../app/cards/oracle/compile.ts';
import { definition as c, run } from './helpers.ts';

const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const GENJU = c('Genju of the Cedars Jr', '{G}', 'Enchantment — Aura — Spirit', 'Enchant Forest\n{2}: Enchanted Forest becomes a 4/4 green Spirit creature until end of turn. It\'s still a land.\nWhen enchanted Forest is put into a graveyard, you may return Genju of the Cedars Jr from your graveyard to your hand.');
const ORDEAL = c('Ordeal of Heliod Jr', '{1}{W}', 'Enchantment — Aura', 'Enchant creature\nWhenever enchanted creature attacks, put a +1/+1 counter on it. Then if it has three or more +1/+1 counters on it, sacrifice Ordeal of Heliod Jr.\nWhen you sacrifice Ordeal of Heliod Jr, you gain 10 life.');
const DISENCHANT = c('Disenchant', '{1}{W}', 'Instant', 'Destroy target artifact or enchantment.');
const CARDS = [BEAR, GENJU, ORDEAL, DISENCHANT];
const scenario = (rest: Record<string, unknown>) => run({ cards: CARDS, ...rest });
const entry = (out: ReturnType<typeof run>, name: string) => out.you.battlefield.find((found) => found.card === name)!;

describe('activated abilities of an Aura about the enchanted permanent (CR 303.4, 602)', () => {
  it('CR 611.2, 613.1: "{2}: Enchanted Forest becomes a 4/4 green Spirit creature until end of turn" animates the land it enchants', () => {
    expect(compileCard(GENJU).fullyEnforced).toBe(true);
    const out = scenario({
      you: { battlefield: ['Forest', { card: GENJU.name, attachedTo: 0 }, 'Plains', 'Plains'] },
      actions: [{ do: 'activate', card: GENJU.name, ability: 0 }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    const forest = entry(out, 'Forest');
    expect([forest.power, forest.toughness]).toEqual([4, 4]);
  });
});

describe('the Theros Ordeals (CR 701.17a, 603.10a, 608.2c)', () => {
  const attackWith = (counters: number) => scenario({
    phase: 'combat',
    you: { life: 20, battlefield: [{ card: BEAR.name, counters: { '+1/+1': counters } }, { card: ORDEAL.name, attachedTo: 0 }] },
    actions: [{ do: 'attack', attackers: [BEAR.name] }, { do: 'resolve' }],
  });

  it('CR 608.2c: the attack puts a counter on the enchanted creature; with fewer than three the Ordeal stays', () => {
    expect(compileCard(ORDEAL).fullyEnforced).toBe(true);
    const out = attackWith(1);
    expect(out.ok).toBe(true);
    expect(entry(out, BEAR.name).counters).toEqual({ '+1/+1': 2 });
    expect(out.you.battlefield.map((found) => found.card)).toContain(ORDEAL.name);
    expect(out.you.life).toBe(20);
  });

  it('CR 701.17a: the third counter sacrifices the Ordeal, and "When you sacrifice ~" triggers from the graveyard', () => {
    const out = attackWith(2);
    expect(out.ok).toBe(true);
    expect(entry(out, BEAR.name).counters).toEqual({ '+1/+1': 3 });
    expect(out.you.graveyard).toContain(ORDEAL.name);
    expect(out.stack.length).toBe(1);
    const resolved = scenario({
      phase: 'combat',
      you: { life: 20, battlefield: [{ card: BEAR.name, counters: { '+1/+1': 2 } }, { card: ORDEAL.name, attachedTo: 0 }] },
      actions: [{ do: 'attack', attackers: [BEAR.name] }, { do: 'resolve' }, { do: 'resolve' }],
    });
    expect(resolved.you.life).toBe(30);
  });

  it('CR 701.17a: an Ordeal that is destroyed rather than sacrificed gains nothing', () => {
    const out = scenario({
      you: { life: 20, hand: [DISENCHANT.name], battlefield: [BEAR.name, { card: ORDEAL.name, attachedTo: 0 }, 'Plains', 'Plains'] },
      actions: [{ do: 'cast', card: DISENCHANT.name, targets: [ORDEAL.name] }, { do: 'resolve_all' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toContain(ORDEAL.name);
    expect(out.you.life).toBe(20);
  });
});
