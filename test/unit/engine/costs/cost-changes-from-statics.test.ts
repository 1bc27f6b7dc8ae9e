// Cost changes read from static abilities (CR 601.2f), through the engine: coloured increases, two
// spell filters joined by "and", "up to", "for each …", the one-mana floor, and a spell's own
// conditional reduction.
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { run } from '../helpers.ts';

const card = (name: string, mana_cost: string, type_line: string, oracle_text: string, extra: Partial<CardDefinition> = {}): CardDefinition => ({ name, mana_cost, type_line, oracle_text, ...extra });
const statuses = (definition: CardDefinition): string[] => compileCard(definition).lines.map((line) => line.status);
const bears = card('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', { power: '2', toughness: '2' });
const bolt = card('Lightning Bolt', '{R}', 'Instant', 'Lightning Bolt deals 3 damage to any target.');

/** Casts `spell` with `lands` on the battlefield beside `permanents`; whether the cast was accepted. */
const casts = (spell: CardDefinition, permanents: CardDefinition[], lands: string[], extraBattlefield: string[] = []): boolean =>
  run({ cards: [spell, ...permanents], you: { hand: [spell.name], battlefield: [...permanents.map((p) => p.name), ...extraBattlefield, ...lands] }, actions: [{ do: 'cast', card: spell.name, ...(spell.name === bolt.name ? { targets: ['opponent'] } : {}) }] }).ok;

describe('cost changes from permanents (CR 601.2f)', () => {
  it('CR 601.2f: "Green spells you cast cost {G} more to cast" adds coloured mana', () => {
    const leech = card('Jade Leech', '{2}{G}{G}', 'Creature — Leech', 'Green spells you cast cost {G} more to cast.', { power: '5', toughness: '5' });
    expect(statuses(leech)).toEqual(['enforced']);
    expect(casts(bears, [leech], ['Forest', 'Forest'])).toBe(false);
    expect(casts(bears, [leech], ['Forest', 'Mountain', 'Mountain'])).toBe(false); // the extra {G} needs green mana
    expect(casts(bears, [leech], ['Forest', 'Forest', 'Mountain'])).toBe(true);
  });

  it('CR 601.2f: "Blue spells and red spells you cast cost {1} less" reduces either colour, not a green spell', () => {
    const familiar = card('Nightscape Familiar', '{1}{B}', 'Creature — Zombie', 'Blue spells and red spells you cast cost {1} less to cast.', { power: '1', toughness: '1' });
    expect(statuses(familiar)).toEqual(['enforced']);
    const shock = card('Fire Elemental', '{3}{R}', 'Creature — Elemental', '', { power: '5', toughness: '4' });
    expect(casts(shock, [familiar], ['Mountain', 'Mountain', 'Mountain'])).toBe(true);
    expect(casts(bears, [familiar], ['Forest'])).toBe(false);
  });

  it('CR 601.2f: "Creature spells you cast cost {1} less to cast for each +1/+1 counter on ~"', () => {
    const animar = card('Animar, Soul of Elements', '{U}{R}{G}', 'Legendary Creature — Elemental', 'Creature spells you cast cost {1} less to cast for each +1/+1 counter on Animar.', { power: '1', toughness: '1' });
    expect(statuses(animar)).toEqual(['enforced']);
    const giant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', { power: '3', toughness: '3' });
    const withCounters = (n: number) =>
      run({ cards: [animar, giant], you: { hand: [giant.name], battlefield: [{ card: animar.name, counters: { '+1/+1': n } }, 'Mountain', 'Mountain'] }, actions: [{ do: 'cast', card: giant.name }] }).ok;
    expect(withCounters(1)).toBe(false);
    expect(withCounters(2)).toBe(true);
  });

  it('CR 601.2f: "cost up to {2} less" takes the whole reduction', () => {
    const gate = card('Planar Gate', '{6}', 'Artifact', 'Creature spells you cast cost up to {2} less to cast.');
    expect(statuses(gate)).toEqual(['enforced']);
    const giant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', { power: '3', toughness: '3' });
    expect(casts(giant, [gate], ['Mountain', 'Mountain'])).toBe(true);
    expect(casts(giant, [gate], ['Mountain'])).toBe(false);
  });

  it('CR 601.2f: an ability reduction that "can\'t reduce … to less than one mana" stops at one', () => {
    const heartstone = card('Heartstone', '{3}', 'Artifact', "Activated abilities of creatures cost {1} less to activate. This effect can't reduce the amount of mana an ability costs to activate to less than one mana.");
    expect(statuses(heartstone)).toEqual(['enforced']);
    const pinger = card('Prodigal Pyromancer', '{2}{R}', 'Creature — Human Wizard', '{1}: Prodigal Pyromancer deals 1 damage to any target.', { power: '1', toughness: '1' });
    const activate = (lands: string[]) => run({ cards: [heartstone, pinger], you: { battlefield: [heartstone.name, pinger.name, ...lands] }, actions: [{ do: 'activate', card: pinger.name, ability: 0, targets: ['opponent'] }] });
    expect(activate([]).ok).toBe(false);
    const paid = activate(['Mountain']);
    expect(paid.ok).toBe(true);
  });

  it('CR 601.2f: "This spell costs {1} less to cast if you control a Wizard"', () => {
    const lightning = card("Wizard's Lightning", '{2}{R}', 'Instant', "This spell costs {2} less to cast if you control a Wizard.\nWizard's Lightning deals 3 damage to any target.");
    expect(statuses(lightning)).toEqual(['enforced', 'enforced']);
    const wizard = card('Merfolk Trickster', '{U}{U}', 'Creature — Merfolk Wizard', '', { power: '2', toughness: '2' });
    const cast = (battlefield: string[]) => run({ cards: [lightning, wizard], you: { hand: [lightning.name], battlefield }, actions: [{ do: 'cast', card: lightning.name, targets: ['opponent'] }] }).ok;
    expect(cast(['Mountain'])).toBe(false);
    expect(cast([wizard.name, 'Mountain'])).toBe(true);
  });
});
