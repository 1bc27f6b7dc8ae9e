// Auras, round 7 (aura7b): control for a turn (CR 613.1b, 611.2a): "When ~ enters the battlefield or
// at the beginning of your upkeep, gain control of enchanted permanent until end of turn. Untap that
// permanent. It gains haste until end of turn." (Frenzied Fugue; CR 603.2: either event triggers it)
// and "At the beginning of your upkeep, untap enchanted land. You gain control of that land until end
// of turn." (Wellspring).
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition as c, run } from '../helpers.ts';

const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const FUGUE = c('Frenzied Fugue Jr', '{3}{R}{R}', 'Enchantment — Aura', 'Enchant permanent\nWhen Frenzied Fugue Jr enters the battlefield or at the beginning of your upkeep, gain control of enchanted permanent until end of turn. Untap that permanent. It gains haste until end of turn.');
const WELLSPRING = c('Wellspring Jr', '{1}{G}{W}', 'Enchantment — Aura', 'Enchant land\nWhen Wellspring Jr enters the battlefield, gain control of enchanted land until end of turn.\nAt the beginning of your upkeep, untap enchanted land. You gain control of that land until end of turn.');

const LANDS = ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Forest', 'Plains'];

describe('aura7b: control until end of turn from an Aura', () => {
  const upkeep = (aura: ReturnType<typeof c>, theirs: string) =>
    run({
      cards: [BEAR, aura],
      phase: 'main2',
      you: { library: ['Island', 'Island'], battlefield: [...LANDS, { card: aura.name, attachedTo: { player: 'opponent', index: 0 } }] },
      opponent: { battlefield: [{ card: theirs, tapped: true }] },
      actions: [{ do: 'next_turn' }, { do: 'resolve_all' }],
    });

  it('CR 603.2, 613.1b: Frenzied Fugue takes the permanent at your upkeep, untapped and with haste', () => {
    expect(compileCard(FUGUE).fullyEnforced).toBe(true);
    const out = upkeep(FUGUE, BEAR.name);
    expect(out.ok).toBe(true);
    const bear = out.you.battlefield.find((entry) => entry.card === BEAR.name)!;
    expect(bear.owner).toBe('opponent');
    expect(bear.tapped).toBe(false);
    expect(out.opponent.battlefield).toEqual([]);
  });

  it('CR 611.2a: Wellspring untaps the land and gives it to you until end of turn, at each of your upkeeps', () => {
    expect(compileCard(WELLSPRING).fullyEnforced).toBe(true);
    const out = upkeep(WELLSPRING, 'Swamp');
    expect(out.ok).toBe(true);
    const swamp = out.you.battlefield.find((entry) => entry.card === 'Swamp')!;
    expect(swamp.owner).toBe('opponent');
    expect(swamp.tapped).toBe(false);
  });
});
