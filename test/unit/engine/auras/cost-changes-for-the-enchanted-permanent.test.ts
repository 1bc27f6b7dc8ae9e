// Auras, seventh round (aura7a): cost changes for the enchanted permanent's activated abilities —
// "Activated abilities of enchanted creature cost {3} more to activate" (Oppressive Rays),
// "Enchanted artifact's activated abilities cost {2} less to activate. This effect can't reduce …
// to less than one mana." (Power Artifact) (CR 601.2f, 602.2b).
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition as c, run } from '../helpers.ts';

const FIREBREATHER = c('Shivan Firebreather Jr', '{2}{R}', 'Creature — Dragon', '{1}: Shivan Firebreather Jr gets +1/+0 until end of turn.', '2', '2');
const RAYS = c('Oppressive Rays', '{W}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature can\'t attack or block unless its controller pays {3}.\nActivated abilities of enchanted creature cost {3} more to activate.');
const JAR = c('Jar of Letters', '{1}', 'Artifact', '{3}: Draw a card.');
const POWER_ARTIFACT = c('Power Artifact', '{U}{U}', 'Enchantment — Aura', 'Enchant artifact\nEnchanted artifact\'s activated abilities cost {2} less to activate. This effect can\'t reduce the amount of mana an ability costs to activate to less than one mana.');
const CARDS = [FIREBREATHER, RAYS, JAR, POWER_ARTIFACT];

describe('cost changes for the enchanted permanent\'s abilities (CR 601.2f)', () => {
  it('Oppressive Rays: the enchanted creature\'s {1} ability costs {4}', () => {
    expect(compileCard(RAYS).fullyEnforced).toBe(true);
    const lands = ['Mountain', 'Mountain', 'Mountain'];
    const short = run({ cards: CARDS, you: { battlefield: [...lands, FIREBREATHER.name, { card: RAYS.name, attachedTo: 3 }] }, actions: [{ do: 'activate', card: FIREBREATHER.name, ability: 0 }] });
    expect(short.ok).toBe(false);
    const paid = run({ cards: CARDS, you: { battlefield: [...lands, 'Mountain', FIREBREATHER.name, { card: RAYS.name, attachedTo: 4 }] }, actions: [{ do: 'activate', card: FIREBREATHER.name, ability: 0 }, { do: 'resolve' }] });
    expect(paid.ok).toBe(true);
    expect(paid.you.battlefield.filter((permanent) => permanent.card === 'Mountain').every((land) => land.tapped)).toBe(true);
    expect(paid.you.battlefield.find((permanent) => permanent.card === FIREBREATHER.name)?.power).toBe(3);
  });

  it('Oppressive Rays: another creature\'s abilities cost what they say', () => {
    const out = run({ cards: CARDS, you: { battlefield: ['Mountain', FIREBREATHER.name, FIREBREATHER.name, { card: RAYS.name, attachedTo: 1 }] }, actions: [{ do: 'activate', card: { name: FIREBREATHER.name, index: 1 }, ability: 0 }] });
    expect(out.ok).toBe(true);
  });

  it('Power Artifact: the enchanted artifact\'s {3} ability costs {1}', () => {
    expect(compileCard(POWER_ARTIFACT).fullyEnforced).toBe(true);
    const out = run({ cards: CARDS, you: { library: ['Island'], battlefield: ['Island', JAR.name, { card: POWER_ARTIFACT.name, attachedTo: 1 }] }, actions: [{ do: 'activate', card: JAR.name, ability: 0 }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toEqual(['Island']);
  });
});
