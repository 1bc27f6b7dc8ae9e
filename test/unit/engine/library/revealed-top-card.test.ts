// Round 7: "Reveal the top card of your library. If it's a land card, put it onto the battlefield.
// Otherwise, put that card into your hand." (CR 701.16), played through the scenario runner.
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { definition as c, run } from '../helpers.ts';

const statuses = (definition: CardDefinition): string[] => compileCard(definition).lines.map((line) => line.status);
const ORACLE = c('Oracle Jr', '{G}{U}', 'Creature — Snake Elf Druid', "When Oracle Jr enters the battlefield, reveal the top card of your library. If it's a land card, put it onto the battlefield. Otherwise, put that card into your hand.", '1', '1');
const WILD = c('Wild Call Jr', '{2}{G}{G}', 'Enchantment', "{2}{G}{G}: Reveal the top card of your library. If it's a creature card, put it onto the battlefield. Otherwise, put it into your graveyard.");
const EMPATH = c('Empath Jr', '{3}{G}', 'Creature — Elf Shaman', "When Empath Jr enters the battlefield, reveal the top card of your library. If it's a creature card, put it into your hand.", '2', '2');
const BEAR = c('Bear Jr', '{1}{G}', 'Creature — Bear', '', '2', '2');
const CARDS = [ORACLE, WILD, EMPATH, BEAR];
const scenario = (rest: Record<string, unknown>) => run({ cards: CARDS, ...rest });
const names = (permanents: readonly { card: string }[]): string[] => permanents.map((permanent) => permanent.card);

describe('the revealed top card goes where its type says (CR 701.16)', () => {
  it('CR 701.16: a revealed land goes onto the battlefield; anything else into your hand', () => {
    expect(statuses(ORACLE)).toEqual(['enforced']);
    const cast = [{ do: 'cast', card: ORACLE.name }, { do: 'resolve' }, { do: 'resolve' }];
    const land = scenario({ you: { battlefield: ['Forest', 'Island'], hand: [ORACLE.name], library: ['Island', BEAR.name] }, actions: cast });
    expect(land.error?.message ?? 'ok').toBe('ok');
    expect(names(land.you.battlefield)).toEqual(['Forest', 'Island', ORACLE.name, 'Island']);
    expect(land.you.library).toEqual([BEAR.name]);
    const spell = scenario({ you: { battlefield: ['Forest', 'Island'], hand: [ORACLE.name], library: [BEAR.name, 'Island'] }, actions: cast });
    expect(spell.you.hand).toEqual([BEAR.name]);
    expect(spell.you.library).toEqual(['Island']);
  });

  it('CR 701.16: "Otherwise, put it into your graveyard" mills a card that does not match', () => {
    expect(statuses(WILD)).toEqual(['enforced']);
    const activate = [{ do: 'activate', card: WILD.name, ability: 0 }, { do: 'resolve' }];
    const creature = scenario({ you: { battlefield: [WILD.name, 'Forest', 'Forest', 'Forest', 'Forest'], library: [BEAR.name] }, actions: activate });
    expect(creature.error?.message ?? 'ok').toBe('ok');
    expect(names(creature.you.battlefield)).toContain(BEAR.name);
    const other = scenario({ you: { battlefield: [WILD.name, 'Forest', 'Forest', 'Forest', 'Forest'], library: ['Swamp'] }, actions: activate });
    expect(other.you.graveyard).toEqual(['Swamp']);
  });

  it('CR 701.16: without "Otherwise", a card that does not match stays on top', () => {
    expect(statuses(EMPATH)).toEqual(['enforced']);
    const out = scenario({ you: { battlefield: ['Forest', 'Forest', 'Forest', 'Forest'], hand: [EMPATH.name], library: ['Swamp', BEAR.name] }, actions: [{ do: 'cast', card: EMPATH.name }, { do: 'resolve' }, { do: 'resolve' }] });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(out.you.library).toEqual(['Swamp', BEAR.name]);
    expect(out.you.hand).toEqual([]);
  });
});
