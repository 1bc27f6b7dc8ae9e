// "Sacrifice it unless you discard a card / sacrifice a land" (CR 118.12), typed discards as an
// effect ("discard a land card", CR 701.8) and as a cost ("Discard a creature card:", CR 118.3).
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { run } from '../helpers.ts';

const card = (name: string, mana_cost: string, type_line: string, oracle_text: string, extra: Partial<CardDefinition> = {}): CardDefinition => ({ name, mana_cost, type_line, oracle_text, ...extra });
const statuses = (definition: CardDefinition): string[] => compileCard(definition).lines.map((line) => line.status);
const bears = card('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', { power: '2', toughness: '2' });

describe('"unless you [action]" (CR 118.12)', () => {
  const hound = card('Hungry Hound', '{1}{B}', 'Creature — Dog', 'When Hungry Hound enters the battlefield, sacrifice it unless you discard a creature card.', { power: '3', toughness: '3' });
  const cast = (hand: string[], resolveChoice?: boolean) =>
    run({
      cards: [hound, bears],
      you: { hand: [hound.name, ...hand], battlefield: ['Swamp', 'Swamp'] },
      actions: [{ do: 'cast', card: hound.name }, { do: 'resolve' }, { do: 'resolve', ...(resolveChoice === undefined ? {} : { choice: resolveChoice }) }],
    });

  it('CR 118.12: with a creature card in hand, it is discarded and the creature stays', () => {
    expect(statuses(hound)).toEqual(['enforced']);
    const out = cast(['Swamp', bears.name]);
    expect(out.you.battlefield.some((permanent) => permanent.card === hound.name)).toBe(true);
    expect(out.you.graveyard).toEqual([bears.name]);
    expect(out.you.hand).toEqual(['Swamp']);
  });

  it('CR 118.12: with no creature card in hand (only a land), it is sacrificed and nothing is discarded', () => {
    const out = cast(['Swamp']);
    expect(out.you.battlefield.some((permanent) => permanent.card === hound.name)).toBe(false);
    expect(out.you.graveyard).toEqual([hound.name]);
    expect(out.you.hand).toEqual(['Swamp']);
  });

  it('CR 118.12: answering no keeps the card and sacrifices the creature', () => {
    const out = cast([bears.name], false);
    expect(out.you.graveyard).toEqual([hound.name]);
    expect(out.you.hand).toEqual([bears.name]);
  });

  it('CR 118.12: "sacrifice ~ unless you sacrifice a land" sacrifices a land when there is one', () => {
    const drake = card('Land Drake', '{1}{U}', 'Creature — Drake', 'When Land Drake enters the battlefield, sacrifice it unless you sacrifice a land.', { power: '2', toughness: '3' });
    expect(statuses(drake)).toEqual(['enforced']);
    const out = run({ cards: [drake], you: { hand: [drake.name], battlefield: ['Island', 'Island'] }, actions: [{ do: 'cast', card: drake.name }, { do: 'resolve' }, { do: 'resolve' }] });
    expect(out.you.battlefield.map((permanent) => permanent.card)).toEqual(['Island', drake.name]);
    expect(out.you.graveyard).toEqual(['Island']);
  });
});

describe('typed discards (CR 701.8, 118.3)', () => {
  it('CR 701.8: "Then discard two cards unless you discard an artifact card" discards only the artifact card', () => {
    const thirst = card('Thirst for Knowledge', '{2}{U}', 'Instant', 'Draw three cards. Then discard two cards unless you discard an artifact card.');
    expect(statuses(thirst)).toEqual(['enforced']);
    const bauble = card('Mishra\'s Bauble', '{0}', 'Artifact', '');
    const out = run({ cards: [thirst, bauble], you: { hand: [thirst.name], battlefield: ['Island', 'Island', 'Island'], library: ['Island', bauble.name, 'Island'] }, actions: [{ do: 'cast', card: thirst.name }, { do: 'resolve' }] });
    expect(out.you.graveyard.sort()).toEqual([bauble.name, thirst.name].sort());
    expect(out.you.hand).toEqual(['Island', 'Island']);
  });

  it('CR 118.3: "Discard a creature card:" is paid with a creature card, refused with only lands', () => {
    const rats = card('Bone Rats', '{1}{B}', 'Creature — Rat', 'Discard a creature card: Put a +1/+1 counter on Bone Rats.', { power: '1', toughness: '1' });
    expect(statuses(rats)).toEqual(['enforced']);
    const paid = run({ cards: [rats, bears], you: { hand: [bears.name, 'Swamp'], battlefield: [rats.name] }, actions: [{ do: 'activate', card: rats.name, ability: 0 }, { do: 'resolve' }] });
    expect(paid.ok).toBe(true);
    expect(paid.you.graveyard).toEqual([bears.name]);
    expect(paid.you.battlefield[0]!.counters).toEqual({ '+1/+1': 1 });
    const refused = run({ cards: [rats], you: { hand: ['Swamp'], battlefield: [rats.name] }, actions: [{ do: 'activate', card: rats.name, ability: 0 }] });
    expect(refused.ok).toBe(false);
  });
});

describe('"Return a land you control to its owner\'s hand" as a cost (CR 118.3)', () => {
  const drifter = card('Mist Drifter', '{U}', 'Creature — Illusion', "{1}, Return a land you control to its owner's hand: Draw a card.", { power: '1', toughness: '1' });

  it('CR 118.3, 601.2h: the land tapped for the mana goes back to hand; with no land the ability is refused', () => {
    expect(statuses(drifter)).toEqual(['enforced']);
    const paid = run({ cards: [drifter], you: { battlefield: [drifter.name, 'Island'], library: ['Swamp'] }, actions: [{ do: 'activate', card: drifter.name, ability: 0 }, { do: 'resolve' }] });
    expect(paid.ok).toBe(true);
    expect(paid.you.battlefield.map((permanent) => permanent.card)).toEqual([drifter.name]);
    expect(paid.you.hand.sort()).toEqual(['Island', 'Swamp']);
    const refused = run({ cards: [drifter], you: { battlefield: [drifter.name], hand: [], library: ['Swamp'] }, actions: [{ do: 'activate', card: drifter.name, ability: 0 }] });
    expect(refused.ok).toBe(false);
  });
});
