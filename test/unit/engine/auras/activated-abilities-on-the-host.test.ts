// Auras, round 7 (aura7c): what Auras' activated abilities do to the permanent they enchant —
// "Prevent the next 1 damage that would be dealt to enchanted creature this turn" (CR 615.7) and
// "Enchanted land becomes a legendary 8/12 Spirit creature" (CR 205.4a, 613.1d). Each test plays
// the card through the engine.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { typesOf } from '../../../../app/engine/rules/attached.ts';
import { definition as c, idOf, run, table } from '../helpers.ts';

const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const SHOCK = c('Shock Jr', '{R}', 'Instant', 'Shock Jr deals 2 damage to any target.');
const FYLGJA = c('Fylgja Jr', '{W}', 'Enchantment — Aura', 'Enchant creature\nFylgja Jr enters the battlefield with four healing counters on it.\nRemove a healing counter from Fylgja Jr: Prevent the next 1 damage that would be dealt to enchanted creature this turn.\n{2}{W}: Put a healing counter on Fylgja Jr.');
const REALM = c('Genju of the Realm Jr', '{W}{U}{B}{R}{G}', 'Legendary Enchantment — Aura', "Enchant land\n{2}: Enchanted land becomes a legendary 8/12 Spirit creature with trample until end of turn. It's still a land.\nWhen enchanted land is put into a graveyard, you may return Genju of the Realm Jr from your graveyard to your hand.");

const COILS = c('Coils of the Medusa Jr', '{1}{B}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets +1/-1.\nSacrifice Coils of the Medusa Jr: Destroy all non-Wall creatures blocking enchanted creature.');

const PLUMES = c('Plumes of Peace Jr', '{1}{W}{U}', 'Enchantment — Aura', "Enchant creature\nEnchanted creature doesn't untap during its controller's untap step.\nForecast — {W}{U}, Reveal Plumes of Peace Jr from your hand: Tap target creature. (Activate this ability only during your upkeep and only once each turn.)");

const LIONS = c('Savannah Lions', '{W}', 'Creature — Cat', '', '2', '1');
const CHOSEN = c("Nature's Chosen Jr", '{G}', 'Enchantment — Aura', 'Enchant creature you control\n{0}: Untap enchanted creature. Activate this ability only during your turn and only once each turn.\nTap enchanted creature: Untap target artifact, creature, or land. Activate this ability only if enchanted creature is white and is untapped and only once each turn.');

describe('aura7c: activated abilities of Auras', () => {
  it('CR 602.5b: "Activate this ability only if enchanted creature is white and is untapped and only once each turn"', () => {
    expect(compileCard(CHOSEN).fullyEnforced).toBe(true);
    const untap = (host: string, times: number) => run({
      cards: [BEAR, LIONS, CHOSEN],
      you: { battlefield: [host, { card: CHOSEN.name, attachedTo: 0 }, { card: 'Forest', tapped: true }, { card: 'Plains', tapped: true }] },
      actions: Array.from({ length: times }, () => [{ do: 'activate', card: CHOSEN.name, ability: 1, targets: ['Forest'] }, { do: 'resolve' }]).flat(),
    });
    const white = untap(LIONS.name, 1);
    expect(white.ok).toBe(true);
    expect(white.you.battlefield.find((entry) => entry.card === 'Forest')!.tapped).toBe(false);
    expect(white.you.battlefield.find((entry) => entry.card === LIONS.name)!.tapped).toBe(true);
    expect(untap(BEAR.name, 1).ok).toBe(false); // not white
    expect(untap(LIONS.name, 2).ok).toBe(false); // tapped now, and once each turn
  });

  it('CR 702.57a: Forecast works from the hand, only during your upkeep and only once each turn', () => {
    expect(compileCard(PLUMES).fullyEnforced).toBe(true);
    const upkeep = (actions: unknown[]) => run({
      cards: [BEAR, PLUMES],
      phase: 'upkeep',
      you: { hand: [PLUMES.name], battlefield: ['Plains', 'Island', 'Plains', 'Island'] },
      opponent: { battlefield: [BEAR.name, BEAR.name] },
      actions,
    });
    const once = upkeep([{ do: 'activate', card: PLUMES.name, ability: 0, targets: [BEAR.name] }, { do: 'resolve' }]);
    expect(once.ok).toBe(true);
    expect(once.you.hand).toEqual([PLUMES.name]); // revealed, not spent
    expect(once.opponent.battlefield.map((entry) => entry.tapped)).toEqual([true, false]);
    const twice = upkeep([{ do: 'activate', card: PLUMES.name, ability: 0, targets: [BEAR.name] }, { do: 'resolve' }, { do: 'activate', card: PLUMES.name, ability: 0, targets: [BEAR.name] }]);
    expect(twice.ok).toBe(false);
    expect(twice.error?.action).toBe(2);
    const main = run({ cards: [BEAR, PLUMES], you: { hand: [PLUMES.name], battlefield: ['Plains', 'Island'] }, opponent: { battlefield: [BEAR.name] }, actions: [{ do: 'activate', card: PLUMES.name, ability: 0, targets: [BEAR.name] }] });
    expect(main.ok).toBe(false);
    expect(main.opponent.battlefield[0]!.tapped).toBe(false);
  });

  it('CR 509.1g: "Destroy all non-Wall creatures blocking enchanted creature" destroys only blockers (none outside a block)', () => {
    expect(compileCard(COILS).fullyEnforced).toBe(true);
    const out = run({
      cards: [BEAR, COILS],
      you: { battlefield: [BEAR.name, { card: COILS.name, attachedTo: 0 }] },
      opponent: { battlefield: [BEAR.name] },
      actions: [{ do: 'activate', card: COILS.name, ability: 0 }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toEqual([COILS.name]);
    expect(out.opponent.battlefield.map((entry) => entry.card)).toEqual([BEAR.name]);
    expect(out.you.battlefield.map((entry) => entry.card)).toEqual([BEAR.name]);
  });

  it('CR 615.7: "Prevent the next 1 damage that would be dealt to enchanted creature this turn" shields the host', () => {
    expect(compileCard(FYLGJA).fullyEnforced).toBe(true);
    const setup = (actions: unknown[]) => run({
      cards: [BEAR, SHOCK, FYLGJA],
      you: { hand: [SHOCK.name], battlefield: [BEAR.name, { card: FYLGJA.name, attachedTo: 0, counters: { healing: 4 } }, 'Mountain'] },
      actions: [...actions, { do: 'cast', card: SHOCK.name, targets: [BEAR.name] }, { do: 'resolve_all' }],
    });
    const shielded = setup([{ do: 'activate', card: FYLGJA.name, ability: 0 }, { do: 'resolve' }]);
    expect(shielded.ok).toBe(true);
    const bear = shielded.you.battlefield.find((entry) => entry.card === BEAR.name);
    expect(bear).toBeDefined();
    expect(shielded.you.battlefield.find((entry) => entry.card === FYLGJA.name)!.counters).toEqual({ healing: 3 });
    const bare = setup([]);
    expect(bare.ok).toBe(true);
    expect(bare.you.graveyard).toContain(BEAR.name);
  });

  it('CR 205.4a, 613.1d: "becomes a legendary 8/12 Spirit creature with trample until end of turn" animates the land, legendary', () => {
    expect(compileCard(REALM).fullyEnforced).toBe(true);
    const out = run({
      cards: [REALM],
      you: { battlefield: ['Plains', { card: REALM.name, attachedTo: 0 }, 'Island', 'Island'] },
      actions: [{ do: 'activate', card: REALM.name, ability: 0 }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    const plains = out.you.battlefield.find((entry) => entry.card === 'Plains')!;
    expect([plains.power, plains.toughness]).toEqual([8, 12]);
    const game = table([REALM], { battlefield: ['Plains', { card: REALM.name, attachedTo: 0 }, 'Island', 'Island'] });
    expect(game.perform({ do: 'activate', card: idOf(game, REALM.name, 'battlefield'), ability: 0 }).ok).toBe(true);
    expect(game.perform({ do: 'resolve' }).ok).toBe(true);
    const land = game.state.objects[idOf(game, 'Plains', 'battlefield')]!;
    expect(typesOf(land).supertypes).toContain('Legendary');
    expect(typesOf(land).types).toEqual(expect.arrayContaining(['Land', 'Creature']));
  });
});
