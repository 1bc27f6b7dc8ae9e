// Tokens whose number or size is an X (CR 107.3): "create an X/X … token" (the spell's X, CR
// 107.3a, or the X the text defines, CR 107.3c) and "create X 1/1 … tokens, where X is …". The X is
// counted as the effect resolves; a permanent that left reads as it last existed (CR 608.2h).
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/engine/index.ts';
import { definition, run } from '../helpers.ts';

const SLIME = definition('Slime Molding', '{X}{G}', 'Sorcery', 'Create an X/X green Ooze creature token.');
const GENESIS = definition('Gelatinous Genesis', '{X}{X}{G}', 'Sorcery', 'Create X X/X green Ooze creature tokens.');
const KRENKO = definition('Krenko, Mob Boss', '{2}{R}{R}', 'Legendary Creature — Goblin Warrior', '{T}: Create X 1/1 red Goblin creature tokens, where X is the number of Goblins you control.', '3', '3');
const GOBLIN = definition('Raging Goblin', '{R}', 'Creature — Goblin Berserker', 'Haste', '1', '1');
const SKULKER = definition('Chasm Skulker', '{2}{U}', 'Creature — Squid Horror', 'Whenever you draw a card, put a +1/+1 counter on Chasm Skulker.\nWhen Chasm Skulker dies, create X 1/1 blue Squid creature tokens with islandwalk, where X is the number of +1/+1 counters on Chasm Skulker.', '0', '0');
const BOLT = definition('Lightning Bolt', '{R}', 'Instant', 'Lightning Bolt deals 3 damage to any target.');
const CARDS = [SLIME, GENESIS, KRENKO, GOBLIN, SKULKER, BOLT];

const forests = (count: number): string[] => Array.from({ length: count }, () => 'Forest');
const tokens = (out: ReturnType<typeof run>, name: string) => out.you.battlefield.filter((entry) => entry.card === name).map((entry) => `${entry.power}/${entry.toughness}`);
const play = (you: Record<string, unknown>, actions: Record<string, unknown>[]) => run({ cards: CARDS, turn: 2, phase: 'main1', you, actions: [...actions, { do: 'resolve_all' }] });

describe('tokens counted or sized by X (CR 107.3)', () => {
  it('compiles each of these lines as enforced', () => {
    for (const card of CARDS) expect(compileCard(card).lines.every((line) => line.status === 'enforced'), card.name).toBe(true);
  });

  it('CR 107.3a: Slime Molding cast for X = 3 makes one 3/3 Ooze', () => {
    const out = play({ hand: ['Slime Molding'], battlefield: forests(4) }, [{ do: 'cast', card: 'Slime Molding', x: 3 }]);
    expect(out.ok).toBe(true);
    expect(tokens(out, 'Ooze')).toEqual(['3/3']);
  });

  it('CR 107.3a: Gelatinous Genesis for X = 2 makes two 2/2 Oozes (the same X counts and sizes)', () => {
    const out = play({ hand: ['Gelatinous Genesis'], battlefield: forests(5) }, [{ do: 'cast', card: 'Gelatinous Genesis', x: 2 }]);
    expect(out.ok).toBe(true);
    expect(tokens(out, 'Ooze')).toEqual(['2/2', '2/2']);
  });

  it('CR 107.3c: Krenko counts the Goblins you control as its ability resolves', () => {
    const out = play({ battlefield: ['Krenko, Mob Boss', 'Raging Goblin', 'Raging Goblin'] }, [{ do: 'activate', card: 'Krenko, Mob Boss', ability: 0 }]);
    expect(out.ok).toBe(true);
    expect(tokens(out, 'Goblin')).toEqual(['1/1', '1/1', '1/1']);
  });

  it('CR 608.2h, 603.10a: Chasm Skulker counts the counters it had as it died', () => {
    const out = play({ hand: ['Lightning Bolt'], battlefield: [{ card: 'Chasm Skulker', counters: { '+1/+1': 2 } }, 'Mountain'] }, [{ do: 'cast', card: 'Lightning Bolt', targets: ['Chasm Skulker'] }]);
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toContain('Chasm Skulker');
    expect(tokens(out, 'Squid')).toEqual(['1/1', '1/1']);
  });
});
