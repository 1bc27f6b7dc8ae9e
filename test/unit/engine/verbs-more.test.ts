// More verbs of the Oracle grammar (CR 701 keyword actions, mana added by spells, library looks,
// activation timing), played through the scenario runner. Each test names the rule it checks.
import { describe, expect, it } from 'vitest';
import { card } from '../../fixtures/engine/cards.ts';
import { compileCard } from '../../../app/cards/oracle/compile.ts';
import { run } from './helpers.ts';

const BEARS = card('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');

describe('mana added by a spell (CR 106.4)', () => {
  const ritual = card('Dark Ritual', '{B}', 'Instant', 'Add {B}{B}{B}.');
  const giant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3', '3');
  const fiend = card('Big Fiend', '{2}{B}{B}', 'Creature — Horror', '', '4', '4');

  it('CR 106.4: Dark Ritual adds {B}{B}{B} to the pool on resolution, and the pool pays the next spell', () => {
    expect(compileCard(ritual).fullyEnforced).toBe(true);
    const out = run({ cards: [ritual, fiend], you: { hand: [ritual.name, fiend.name], battlefield: ['Swamp', 'Swamp'] }, actions: [{ do: 'cast', card: ritual.name }, { do: 'resolve' }, { do: 'cast', card: fiend.name }] });
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.filter((entry) => entry.card === 'Swamp' && !entry.tapped)).toHaveLength(0);
    expect(out.you.manaPool).toBe('');
    expect(out.stack[0]?.source).toBe(fiend.name);
  });

  it('CR 106.4: "Add {R} for each creature you control" counts on resolution', () => {
    const hymn = card('Battle Hymn', '{1}{R}{R}', 'Instant', 'Add {R} for each creature you control.');
    const out = run({ cards: [hymn, BEARS], you: { hand: [hymn.name], battlefield: ['Mountain', 'Mountain', 'Mountain', BEARS.name, BEARS.name] }, actions: [{ do: 'cast', card: hymn.name }, { do: 'resolve' }] });
    expect(out.you.manaPool).toBe('{R}{R}');
  });

  it('CR 106.4: "Add three mana of any one color" takes the colour the hand needs, or the one named', () => {
    const spell = card('Colour Song', '{2}{G}', 'Instant', 'Add three mana of any one color.');
    const byDefault = run({ cards: [spell, giant], you: { hand: [spell.name, giant.name], battlefield: ['Forest', 'Forest', 'Forest'] }, actions: [{ do: 'cast', card: spell.name }, { do: 'resolve' }] });
    expect(byDefault.you.manaPool).toBe('{R}{R}{R}');
    const named = run({ cards: [spell, giant], you: { hand: [spell.name, giant.name], battlefield: ['Forest', 'Forest', 'Forest'] }, actions: [{ do: 'cast', card: spell.name }, { do: 'resolve', choice: 'U' }] });
    expect(named.you.manaPool).toBe('{U}{U}{U}');
  });

  it('CR 500.4: mana a spell added empties at the end of the step', () => {
    const out = run({ cards: [ritual], you: { hand: [ritual.name], battlefield: ['Swamp'] }, actions: [{ do: 'cast', card: ritual.name }, { do: 'resolve' }, { do: 'next_phase' }] });
    expect(out.you.manaPool).toBe('');
  });
});
