// Round 6: looking at (and exiling from) the top of ANOTHER player's library (CR 401.5), and the
// top X cards of your library "where X is …" (CR 107.3), played through the scenario runner.
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { definition as c, run } from '../helpers.ts';

const statuses = (definition: CardDefinition): string[] => compileCard(definition).lines.map((line) => line.status);
const SPY = c('Orcish Spy', '{R}', 'Creature — Orc Rogue', "{T}: Look at the top three cards of target player's library.", '1', '1');
const SEALED = c('Sealed Fate', '{X}{U}{B}', 'Sorcery', "Look at the top X cards of target opponent's library. Exile one of those cards and put the rest back on top of that player's library in any order.");
const CRUEL = c('Cruel Fate', '{4}{U}', 'Sorcery', "Look at the top five cards of target opponent's library. Put one of those cards into that player's graveyard and the rest on top of their library in any order.");
const CHARM = c('Dimir Charm Jr', '{U}{B}', 'Instant', "Look at the top three cards of target player's library. Put one back and the rest into that player's graveyard.");
const INFORMANT = c('Lurking Informant', '{1}{U/B}', 'Creature — Human Rogue', "{2}, {T}: Look at the top card of target player's library. You may put that card into that player's graveyard.", '1', '2');
const ASHIOK = c('Mindreaver Jr', '{U}{U}', 'Sorcery', "Exile the top three cards of target opponent's library.");
const FACT = c('Thirst of Artifice', '{2}{U}', 'Sorcery', 'Look at the top X cards of your library, where X is the number of artifacts you control. Put one of those cards into your hand and the rest on the bottom of your library in any order.');
const STONE = c('Mind Stone', '{2}', 'Artifact', '{T}: Add {C}.');
const BEARS = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const CARDS = [SPY, SEALED, CRUEL, CHARM, INFORMANT, ASHIOK, FACT, STONE, BEARS];
const scenario = (rest: Record<string, unknown>) => run({ cards: CARDS, ...rest });
const OPPONENT_LIBRARY = ['Forest', 'Swamp', BEARS.name, 'Island', 'Plains'];
const revealed = (events: readonly { type: string; card?: string }[]): string[] => events.flatMap((event) => (event.type === 'revealed' && event.card !== undefined ? [event.card] : []));

describe("looking at another player's library (CR 401.5)", () => {
  it('CR 401.5: Orcish Spy shows you the top three cards of the target library and leaves them in order', () => {
    expect(statuses(SPY)).toEqual(['enforced']);
    const out = scenario({
      you: { battlefield: [SPY.name] },
      opponent: { library: OPPONENT_LIBRARY },
      actions: [{ do: 'activate', card: SPY.name, ability: 0, targets: ['opponent'] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(revealed(out.events)).toEqual(['Forest', 'Swamp', BEARS.name]);
    expect(out.opponent.library).toEqual(OPPONENT_LIBRARY);
  });

  it('CR 401.5: Sealed Fate exiles one of the top X cards of the target opponent\'s library', () => {
    expect(statuses(SEALED)).toEqual(['enforced']);
    const out = scenario({
      you: { hand: [SEALED.name], battlefield: ['Island', 'Swamp', 'Island', 'Island'] },
      opponent: { library: OPPONENT_LIBRARY },
      actions: [{ do: 'cast', card: SEALED.name, x: 2, targets: ['opponent'] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.opponent.exile).toEqual(['Forest']);
    expect(out.opponent.library).toEqual(OPPONENT_LIBRARY.slice(1));
  });

  it("CR 401.5: Cruel Fate puts one of the five seen cards into that player's graveyard", () => {
    expect(statuses(CRUEL)).toEqual(['enforced']);
    const out = scenario({
      you: { hand: [CRUEL.name], battlefield: ['Island', 'Island', 'Island', 'Island', 'Island'] },
      opponent: { library: OPPONENT_LIBRARY },
      actions: [{ do: 'cast', card: CRUEL.name, targets: ['opponent'] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.opponent.graveyard).toEqual(['Forest']);
    expect(revealed(out.events)).toHaveLength(5);
  });

  it("CR 401.5: \"Put one back and the rest into that player's graveyard\" mills all but one of the three", () => {
    expect(statuses(CHARM)).toEqual(['enforced']);
    const out = scenario({
      you: { hand: [CHARM.name], battlefield: ['Island', 'Swamp'] },
      opponent: { library: OPPONENT_LIBRARY },
      actions: [{ do: 'cast', card: CHARM.name, targets: ['opponent'] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.opponent.graveyard).toHaveLength(2);
    expect(out.opponent.library).toHaveLength(3);
  });

  it("CR 401.5: Lurking Informant may put the top card of the target library into that player's graveyard", () => {
    expect(statuses(INFORMANT)).toEqual(['enforced']);
    const out = scenario({
      you: { battlefield: [INFORMANT.name, 'Island', 'Island'] },
      opponent: { library: OPPONENT_LIBRARY },
      actions: [{ do: 'activate', card: INFORMANT.name, ability: 0, targets: ['opponent'] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.opponent.graveyard).toEqual(['Forest']);
  });

  it("CR 406.3: exiling the top three cards of the target opponent's library", () => {
    expect(statuses(ASHIOK)).toEqual(['enforced']);
    const out = scenario({
      you: { hand: [ASHIOK.name], battlefield: ['Island', 'Island'] },
      opponent: { library: OPPONENT_LIBRARY },
      actions: [{ do: 'cast', card: ASHIOK.name, targets: ['opponent'] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.opponent.exile).toEqual(['Forest', 'Swamp', BEARS.name]);
  });
});

describe('the top X cards of your library, where X is a count (CR 107.3)', () => {
  it('CR 107.3: X is the number of artifacts you control as the spell resolves', () => {
    expect(statuses(FACT)).toEqual(['enforced']);
    const out = scenario({
      you: { hand: [FACT.name], battlefield: ['Island', 'Island', 'Island', STONE.name, STONE.name], library: [BEARS.name, 'Forest', 'Swamp', 'Plains'] },
      actions: [{ do: 'cast', card: FACT.name }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toEqual([BEARS.name]);
    expect(out.you.library).toEqual(['Swamp', 'Plains', 'Forest']);
  });
});
