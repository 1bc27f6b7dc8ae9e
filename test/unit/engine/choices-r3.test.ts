// Round 3, choices: tokens with quoted abilities, choices made on resolution, copies, and the
// one-sentence verbs (docs/rules-choices.md).
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../app/engine/card-definition.ts';
import { compileCard } from '../../../app/cards/oracle/compile.ts';
import { definition, run } from './helpers.ts';

const c = (name: string, type_line: string, oracle_text: string, mana_cost = '', power?: string, toughness?: string): CardDefinition => definition(name, mana_cost, type_line, oracle_text, power, toughness);
const statuses = (card: CardDefinition): string[] => compileCard({ ...card, layout: 'normal' } as never).lines.map((line: { status: string }) => line.status);

const SCION = c('Scion Maker', 'Sorcery', 'Create a 1/1 colorless Eldrazi Scion creature token. It has "Sacrifice this creature: Add {C}."', '{B}');
const SPAWN = c('Spawn Maker', 'Sorcery', 'Create two 0/1 colorless Eldrazi Spawn creature tokens. They have "Sacrifice this creature: Add {C}."', '{G}');
const TREASURE = c('Treasure Maker', 'Sorcery', 'Create a colorless Treasure artifact token with "{T}, Sacrifice this artifact: Add one mana of any color."', '{R}');
const WRONG_QUOTE = c('Odd Maker', 'Sorcery', 'Create a 1/1 colorless Eldrazi Scion creature token. It has "Whenever this creature frobnicates, draw a card."', '{B}');

describe('tokens with quoted abilities (CR 111.4, 113.10)', () => {
  it('reads the Scion and Spawn sentences and the full Treasure form whole; an unreadable quote stays partial', () => {
    expect(statuses(SCION)).toEqual(['enforced']);
    expect(statuses(SPAWN)).toEqual(['enforced']);
    expect(statuses(TREASURE)).toEqual(['enforced']);
    expect(statuses(WRONG_QUOTE)).toEqual(['partial']);
  });

  it('CR 111.4: the Scion token has "Sacrifice this creature: Add {C}." and its controller can use it', () => {
    const out = run({ cards: [SCION], phase: 'main1', you: { battlefield: ['Swamp'], hand: [SCION.name] }, actions: [{ do: 'cast', card: SCION.name }, { do: 'resolve' }, { do: 'activate', card: 'Eldrazi Scion', ability: 0 }] });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(out.you.battlefield.map((entry) => entry.card)).toEqual(['Swamp']);
    expect(out.you.manaPool).toBe('{C}');
  });

  it('CR 111.4: "They have" gives the ability to every token the sentence before created', () => {
    const out = run({ cards: [SPAWN], phase: 'main1', you: { battlefield: ['Forest'], hand: [SPAWN.name] }, actions: [{ do: 'cast', card: SPAWN.name }, { do: 'resolve' }, { do: 'activate', card: 'Eldrazi Spawn', ability: 0 }, { do: 'activate', card: 'Eldrazi Spawn', ability: 0 }] });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(out.you.manaPool).toBe('{C}{C}');
  });

  it('the full Treasure form makes a Treasure that sacrifices for one mana of any color', () => {
    const out = run({ cards: [TREASURE], phase: 'main1', you: { battlefield: ['Mountain'], hand: [TREASURE.name] }, actions: [{ do: 'cast', card: TREASURE.name }, { do: 'resolve' }, { do: 'activate', card: 'Treasure', ability: 0, color: 'U' }] });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(out.you.manaPool).toBe('{U}');
    expect(out.you.battlefield.map((entry) => entry.card)).toEqual(['Mountain']);
  });
});
