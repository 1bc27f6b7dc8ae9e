// Combat sentences that are no keywords (round 3): attacking / blocking nouns, "at end of combat"
// actions, timing restrictions about being attacked, rules about blocks that a goldfish game can't
// break, and combat-only grants. The goldfish never attacks and never blocks (docs/rules-combat.md).
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../app/engine/card-definition.ts';
import { compileCard } from '../../../app/cards/oracle/compile.ts';
import { run } from './helpers.ts';

const c = (name: string, type_line: string, oracle_text: string, power?: string, toughness?: string, mana_cost = '{R}'): CardDefinition => ({
  name,
  mana_cost,
  type_line,
  oracle_text,
  ...(power !== undefined ? { power, toughness } : {}),
});
const statusOf = (card: CardDefinition, line = 0) => compileCard(card).lines[line]!.status;

const BEAR = c('Plain Bear', 'Creature — Bear', '', '2', '2');
const CHARGER = c('Reckless Charger', 'Creature — Goblin', 'Whenever Reckless Charger attacks, it gets +2/+0 until end of turn.', '2', '2');
const DART = c('Combat Dart', 'Instant', 'Combat Dart deals 2 damage to target attacking or blocking creature.');
const BRACE = c('Brace Jr', 'Instant', 'Target blocking creature gets +2/+2 until end of turn.', undefined, undefined, '{W}');
const SMITE = c('Smite Jr', 'Instant', "Destroy target red creature that's attacking or blocking.", undefined, undefined, '{W}');

const CARDS = [BEAR, CHARGER, DART, BRACE, SMITE];
const scenario = (rest: Record<string, unknown>) => run({ cards: CARDS, phase: 'combat', ...rest });

describe('attacking and blocking creatures as targets (CR 506.4, 509.1g–h)', () => {
  it('reads "target attacking or blocking creature" and "target blocking creature" as enforced', () => {
    expect(statusOf(DART)).toBe('enforced');
    expect(statusOf(BRACE)).toBe('enforced');
    expect(statusOf(SMITE)).toBe('enforced');
  });

  it('CR 506.4: an attacking creature is a legal target; a creature that is not attacking is not', () => {
    const out = scenario({
      you: { battlefield: [CHARGER.name, BEAR.name, 'Mountain', 'Mountain'], hand: [DART.name] },
      actions: [{ do: 'attack', attackers: [CHARGER.name] }, { do: 'cast', card: DART.name, targets: [CHARGER.name] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toContain(CHARGER.name); // 2 damage to the 2/2 attacker
    const notAttacking = scenario({
      you: { battlefield: [CHARGER.name, BEAR.name, 'Mountain'], hand: [DART.name] },
      actions: [{ do: 'attack', attackers: [CHARGER.name] }, { do: 'cast', card: DART.name, targets: [BEAR.name] }],
    });
    expect(notAttacking.ok).toBe(false);
    expect(notAttacking.you.hand).toEqual([DART.name]);
  });

  it('CR 511.3: after combat no creature is attacking, so the spell has no legal target', () => {
    const out = scenario({
      you: { battlefield: [BEAR.name, 'Mountain'], hand: [DART.name] },
      actions: [{ do: 'attack', attackers: [BEAR.name] }, { do: 'next_phase' }, { do: 'cast', card: DART.name, targets: [BEAR.name] }],
    });
    expect(out.ok).toBe(false);
    expect(out.you.battlefield.map((p) => p.card)).toContain(BEAR.name);
  });

  it('CR 509.1g: the goldfish never attacks, so no creature ever blocks: "target blocking creature" finds none', () => {
    const out = scenario({
      you: { battlefield: [CHARGER.name, 'Plains'], hand: [BRACE.name] },
      actions: [{ do: 'attack', attackers: [CHARGER.name] }, { do: 'cast', card: BRACE.name, targets: [CHARGER.name] }],
    });
    expect(out.ok).toBe(false);
  });

  it('"that\'s attacking or blocking" after the noun narrows the same way', () => {
    const out = scenario({
      you: { battlefield: [CHARGER.name, 'Plains'], hand: [SMITE.name] },
      actions: [{ do: 'attack', attackers: [CHARGER.name] }, { do: 'cast', card: SMITE.name, targets: [CHARGER.name] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toContain(CHARGER.name);
  });
});
