// Auras, seventh round (aura7a): "Whenever you gain life, put that many +1/+1 counters on this
// creature" granted by Sunbond, and the same "that much / that many" in any gain-life trigger: the
// amount is the life just gained (CR 119.9, 603.2, 608.2h).
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition as c, run } from '../helpers.ts';

const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const SUNBOND = c('Sunbond', '{3}{W}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature has "Whenever you gain life, put that many +1/+1 counters on this creature."');
const SALVE = c('Healing Salve Jr', '{W}', 'Instant', 'You gain 3 life.');
const VAMPIRE = c('Sanguine Jr', '{2}{B}', 'Creature — Vampire', 'Whenever you gain life, target opponent loses that much life.', '1', '1');
const CARDS = [BEAR, SUNBOND, SALVE, VAMPIRE];

describe('"that much" / "that many" after "Whenever you gain life" (CR 608.2h)', () => {
  it('Sunbond: gaining 3 life puts three +1/+1 counters on the enchanted creature', () => {
    expect(compileCard(SUNBOND).fullyEnforced).toBe(true);
    const out = run({ cards: CARDS, you: { hand: [SALVE.name], battlefield: ['Plains', BEAR.name, { card: SUNBOND.name, attachedTo: 1 }] }, actions: [{ do: 'cast', card: SALVE.name }, { do: 'resolve_all' }] });
    expect(out.ok).toBe(true);
    expect(out.you.life).toBe(23);
    const bear = out.you.battlefield.find((permanent) => permanent.card === BEAR.name)!;
    expect(bear.counters).toEqual({ '+1/+1': 3 });
    expect(bear.power).toBe(5);
  });

  it('"target opponent loses that much life": the opponent loses the 3 life you gained', () => {
    expect(compileCard(VAMPIRE).fullyEnforced).toBe(true);
    const out = run({ cards: CARDS, you: { hand: [SALVE.name], battlefield: ['Plains', VAMPIRE.name] }, actions: [{ do: 'cast', card: SALVE.name }, { do: 'resolve_all' }] });
    expect(out.ok).toBe(true);
    expect(out.opponent.life).toBe(17);
  });
});
