// "When you control no artifacts, sacrifice ~", "When there are no creatures on the battlefield,
// sacrifice ~" (CR 603.8: state triggers), and "Each other player sacrifices a creature" (CR 701.17a).
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { definition, run } from '../helpers.ts';

const statuses = (card: CardDefinition): string[] => compileCard(card).lines.map((line) => line.status);

const GUARD = definition('Guard Jr', '{1}', 'Creature — Construct', 'When you control no other artifacts, sacrifice Guard Jr.', '2', '2');
const SHELL = definition('Shell Jr', '{1}', 'Artifact', '');
const HERMIT = definition('Hermit Jr', '{B}', 'Enchantment', 'When there are no creatures on the battlefield, sacrifice Hermit Jr.');
const BEAR = definition('Plain Bear', '{1}{G}', 'Creature — Bear', '', '2', '2');
const MURDER = definition('Murder Jr', '{B}', 'Instant', 'Destroy target creature.');
const SHATTER = definition('Shatter Jr', '{R}', 'Instant', 'Destroy target artifact.');
const PACT = definition('Pact Jr', '{B}', 'Sorcery', 'Each other player sacrifices a creature.');
const CARDS = [GUARD, SHELL, HERMIT, BEAR, MURDER, SHATTER, PACT];

describe('state triggers about what is left (CR 603.8)', () => {
  it('reads the forms as enforced', () => {
    expect(statuses(GUARD)).toEqual(['enforced']);
    expect(statuses(HERMIT)).toEqual(['enforced']);
  });

  it('CR 603.8: "When you control no other artifacts": stays while one is left, goes once the last is destroyed', () => {
    const kept = run({ cards: CARDS, you: { battlefield: [GUARD.name, SHELL.name] } , actions: [] });
    expect(kept.you.battlefield.map((permanent) => permanent.card)).toContain(GUARD.name);
    const out = run({ cards: CARDS, you: { battlefield: [GUARD.name, SHELL.name, 'Mountain'], hand: [SHATTER.name] }, actions: [
      { do: 'cast', card: SHATTER.name, targets: [SHELL.name] }, { do: 'resolve' }, { do: 'resolve' },
    ] });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard.sort()).toEqual([GUARD.name, SHATTER.name, SHELL.name].sort());
  });

  it('CR 603.8: "When there are no creatures on the battlefield" counts both battlefields', () => {
    const actions = [{ do: 'cast', card: MURDER.name, targets: [{ name: BEAR.name, player: 'opponent' }] }, { do: 'resolve' }, { do: 'resolve' }];
    const other = run({ cards: CARDS, you: { battlefield: [HERMIT.name, BEAR.name, 'Swamp'], hand: [MURDER.name] }, opponent: { battlefield: [BEAR.name] }, actions });
    expect(other.you.battlefield.map((permanent) => permanent.card)).toContain(HERMIT.name);
    const none = run({ cards: CARDS, you: { battlefield: [HERMIT.name, 'Swamp'], hand: [MURDER.name] }, opponent: { battlefield: [BEAR.name] }, actions });
    expect(none.ok).toBe(true);
    expect(none.you.graveyard).toContain(HERMIT.name);
  });
});

describe('"each other player" (CR 102.1: in a two-player game, your opponent)', () => {
  it('CR 701.17a: "Each other player sacrifices a creature": the opponent does, you do not', () => {
    expect(statuses(PACT)).toEqual(['enforced']);
    const out = run({ cards: CARDS, you: { battlefield: [BEAR.name, 'Swamp'], hand: [PACT.name] }, opponent: { battlefield: [BEAR.name] }, actions: [{ do: 'cast', card: PACT.name }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.opponent.graveyard).toEqual([BEAR.name]);
    expect(out.you.battlefield.map((permanent) => permanent.card)).toContain(BEAR.name);
  });
});
