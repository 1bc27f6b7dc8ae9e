// Round 6: "Exile ~" and "Exile ~ from your graveyard" as activation costs (CR 602.2, 118.3): the
// second works only while the card is in your graveyard (CR 113.6k), played through the scenario runner.
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { definition as c, run } from '../helpers.ts';

const statuses = (definition: CardDefinition): string[] => compileCard(definition).lines.map((line) => line.status);
const SOUL = c('Soul of Zendikar', '{4}{G}{G}', 'Creature — Avatar', 'Reach\n{3}{G}{G}: Create a 3/3 green Beast creature token.\n{3}{G}{G}, Exile Soul of Zendikar from your graveyard: Create a 3/3 green Beast creature token.', '6', '6');
const WARD = c('Scrying Sheets Jr', '{1}', 'Artifact', '{1}, Exile Scrying Sheets Jr: Shuffle your graveyard into your library.');
const CARDS = [SOUL, WARD];
const scenario = (rest: Record<string, unknown>) => run({ cards: CARDS, ...rest });
const forests = (count: number): string[] => Array.from({ length: count }, () => 'Forest');

describe('exiling the source as a cost (CR 602.2)', () => {
  it('CR 113.6k: "Exile ~ from your graveyard" is activated from the graveyard and exiles the card', () => {
    expect(statuses(SOUL)).toEqual(['enforced', 'enforced', 'enforced']);
    const out = scenario({
      you: { graveyard: [SOUL.name], battlefield: forests(5) },
      actions: [{ do: 'activate', card: { name: SOUL.name, zone: 'graveyard' }, ability: 1 }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.exile).toEqual([SOUL.name]);
    expect(out.you.graveyard).toEqual([]);
    expect(out.you.battlefield.filter((permanent) => permanent.card.includes('Beast'))).toHaveLength(1);
  });

  it('CR 113.6k: the graveyard ability cannot be activated while the card is on the battlefield', () => {
    const out = scenario({
      you: { battlefield: [SOUL.name, ...forests(5)] },
      actions: [{ do: 'activate', card: SOUL.name, ability: 1 }],
    });
    expect(out.ok).toBe(false);
    expect(out.you.battlefield.some((permanent) => permanent.card === SOUL.name)).toBe(true);
  });

  it('CR 602.2: "Exile ~" exiles the permanent as the cost, and the ability still resolves', () => {
    expect(statuses(WARD)).toEqual(['enforced']);
    const out = scenario({
      you: { battlefield: [WARD.name, 'Island'], graveyard: ['Swamp', 'Forest'], library: ['Plains'] },
      actions: [{ do: 'activate', card: WARD.name, ability: 0 }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.exile).toEqual([WARD.name]);
    expect(out.you.graveyard).toEqual([]);
    expect(out.you.library).toHaveLength(3);
  });
});

const GHOUL = c('Scrapheap Ghoul Jr', '{2}{B}', 'Creature — Zombie', '{1}, Exile two cards from your graveyard: Scrapheap Ghoul Jr gets +1/+1 until end of turn.', '2', '2');

describe('exiling cards from your graveyard as a cost (CR 118.3)', () => {
  it('CR 118.3: "Exile two cards from your graveyard" exiles them as the ability is activated', () => {
    expect(statuses(GHOUL)).toEqual(['enforced']);
    const out = run({ cards: [GHOUL], you: { battlefield: [GHOUL.name, 'Swamp'], graveyard: ['Forest', 'Island', 'Plains'] }, actions: [{ do: 'activate', card: GHOUL.name, ability: 0 }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.exile).toHaveLength(2);
    expect(out.you.graveyard).toHaveLength(1);
  });

  it('CR 602.2b: with too few cards in the graveyard the activation is refused and nothing changes', () => {
    const out = run({ cards: [GHOUL], you: { battlefield: [GHOUL.name, 'Swamp'], graveyard: ['Forest'] }, actions: [{ do: 'activate', card: GHOUL.name, ability: 0 }] });
    expect(out.ok).toBe(false);
    expect(out.you.graveyard).toEqual(['Forest']);
    expect(out.you.exile).toEqual([]);
  });
});
