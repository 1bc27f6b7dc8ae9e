// Replacement effects on where a card goes (CR 614.1a, 614.6), played by the cards' real Oracle
// text from the starter data: Rest in Peace ("If a card or token would be put into a graveyard
// from anywhere, exile it instead") and Abandoned Sarcophagus ("If a card with cycling would be
// put into your graveyard from anywhere and it wasn't cycled, exile it instead").
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { replacementKinds, replacementOf } from '../../../../app/engine/rules/replacements.ts';
import { starterCard } from '../../../fixtures/engine/starter-cards.ts';
import { eventsOf, run } from '../helpers.ts';

const REST = starterCard('Rest in Peace');
const SARCOPHAGUS = starterCard('Abandoned Sarcophagus');
const SOJOURNERS = starterCard('Jund Sojourners'); // "When you cycle Jund Sojourners or it dies, you may have it deal 1 damage to any target."
const BLAST = starterCard('Solar Blast'); // "Solar Blast deals 3 damage to any target." Cycling {1}{R}{R}
const SPRAY = starterCard('Spark Spray'); // "Spark Spray deals 1 damage to any target." Cycling {R}
const CARDS = [REST, SARCOPHAGUS, SOJOURNERS, BLAST, SPRAY];
const names = (entries: readonly (string | { card: string })[]): string[] => entries.map((entry) => (typeof entry === 'string' ? entry : entry.card));

describe('Rest in Peace (CR 614.1a, 614.6)', () => {
  it('reads both of its lines as enforced', () => {
    expect(compileCard(REST).lines.map((line) => line.status)).toEqual(['enforced', 'enforced']);
  });

  it('CR 702.29a, 614.6: a cycled card is exiled instead, and its cycle trigger still triggers from exile (CR 702.29c)', () => {
    const output = run({
      cards: CARDS,
      you: { battlefield: [REST.name, 'Mountain', 'Mountain', 'Mountain'], hand: [SOJOURNERS.name], library: ['Swamp'] },
      actions: [{ do: 'activate', card: SOJOURNERS.name, ability: 'cycling' }, { do: 'resolve', choice: true }, { do: 'resolve_all' }],
    });
    expect(output.ok).toBe(true);
    expect(names(output.you.exile)).toEqual([SOJOURNERS.name]);
    expect(output.you.graveyard).toEqual([]);
    expect(output.you.hand).toEqual(['Swamp']);
    expect(output.opponent.life).toBe(19);
  });

  it('CR 700.4: a creature put into exile instead does not die ("when it dies" does not trigger); the spell that killed it is exiled too', () => {
    const output = run({
      cards: CARDS,
      you: { battlefield: [REST.name, SOJOURNERS.name, 'Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: [BLAST.name] },
      actions: [{ do: 'cast', card: BLAST.name, targets: [{ name: SOJOURNERS.name, zone: 'battlefield' }] }, { do: 'resolve_all' }],
    });
    expect(output.ok).toBe(true);
    expect(names(output.you.exile).sort()).toEqual([SOJOURNERS.name, BLAST.name].sort());
    expect(output.you.graveyard).toEqual([]);
    expect(output.opponent.life).toBe(20);
    expect(eventsOf(output, 'triggered')).toEqual([]);
  });

  it('without Rest in Peace the same creature dies and its trigger deals 1 damage (the test above can fail)', () => {
    const output = run({
      cards: CARDS,
      you: { battlefield: [SOJOURNERS.name, 'Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: [BLAST.name] },
      actions: [{ do: 'cast', card: BLAST.name, targets: [{ name: SOJOURNERS.name, zone: 'battlefield' }] }, { do: 'resolve', choice: true }, { do: 'resolve', choice: true }],
    });
    expect(output.you.graveyard.sort()).toEqual([SOJOURNERS.name, BLAST.name].sort());
    expect(output.opponent.life).toBe(19);
  });

  it('CR 514.1, 614.6: a card discarded in the cleanup step is exiled instead', () => {
    const hand = ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', SPRAY.name];
    const output = run({
      cards: CARDS,
      you: { battlefield: [REST.name], hand, library: ['Island', 'Island'] },
      actions: [{ do: 'next_turn', discard: [SPRAY.name] }],
    });
    expect(output.ok).toBe(true);
    expect(names(output.you.exile)).toEqual([SPRAY.name]);
    expect(output.you.graveyard).toEqual([]);
  });

  it('its enters trigger exiles every graveyard, and later cards never reach one', () => {
    const output = run({
      cards: CARDS,
      you: { battlefield: ['Plains', 'Plains'], hand: [REST.name], graveyard: [SPRAY.name, 'Island'] },
      opponent: { graveyard: [BLAST.name] },
      actions: [{ do: 'cast', card: REST.name }, { do: 'resolve_all' }],
    });
    expect(output.ok).toBe(true);
    expect(output.you.graveyard).toEqual([]);
    expect(output.opponent.graveyard).toEqual([]);
    expect(names(output.you.exile).sort()).toEqual([SPRAY.name, 'Island'].sort());
  });
});

describe('Abandoned Sarcophagus: "… and it wasn\'t cycled, exile it instead" (CR 614.1a, 614.6)', () => {
  it('a cycled card goes to the graveyard as usual', () => {
    const output = run({
      cards: CARDS,
      you: { battlefield: [SARCOPHAGUS.name, 'Mountain'], hand: [SPRAY.name], library: ['Swamp'] },
      actions: [{ do: 'activate', card: SPRAY.name, ability: 'cycling' }, { do: 'resolve_all' }],
    });
    expect(output.you.graveyard).toEqual([SPRAY.name]);
    expect(output.you.exile).toEqual([]);
  });

  it('a card with cycling that resolves as a spell, or is discarded, is exiled; a card without cycling is not', () => {
    const cast = run({
      cards: CARDS,
      you: { battlefield: [SARCOPHAGUS.name, 'Mountain'], hand: [SPRAY.name] },
      actions: [{ do: 'cast', card: SPRAY.name, targets: ['opponent'] }, { do: 'resolve_all' }],
    });
    expect(cast.opponent.life).toBe(19);
    expect(names(cast.you.exile)).toEqual([SPRAY.name]);
    expect(cast.you.graveyard).toEqual([]);
    const hand = ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', SPRAY.name, 'Island'];
    const discarded = run({
      cards: CARDS,
      you: { battlefield: [SARCOPHAGUS.name], hand, library: ['Island', 'Island'] },
      actions: [{ do: 'next_turn', discard: [SPRAY.name, 'Island'] }],
    });
    expect(discarded.ok).toBe(true);
    expect(names(discarded.you.exile)).toEqual([SPRAY.name]);
    expect(discarded.you.graveyard).toEqual(['Island']);
  });

  it('"your graveyard": the opponent\'s cards are not exiled', () => {
    const output = run({
      cards: CARDS,
      you: { battlefield: [SARCOPHAGUS.name, 'Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: [BLAST.name] },
      opponent: { battlefield: [SOJOURNERS.name] },
      actions: [{ do: 'cast', card: BLAST.name, targets: [{ name: SOJOURNERS.name, zone: 'battlefield', player: 'opponent' }] }, { do: 'resolve_all' }],
    });
    expect(output.ok).toBe(true);
    expect(output.opponent.graveyard).toEqual([SOJOURNERS.name]);
    expect(names(output.you.exile)).toEqual([BLAST.name]);
  });
});

describe('one registry of replacement effects (issue 26)', () => {
  it('names the event each replacement kind replaces, the zone ones among them', () => {
    expect(replacementOf('exile instead of graveyard')).toMatchObject({ replaces: 'zone change', rules: 'CR 614.1a, 614.6' });
    expect(replacementOf('shuffle instead of graveyard').replaces).toBe('zone change');
    expect(replacementOf('cycling draw becomes exile until shared type').replaces).toBe('draw');
    expect(replacementKinds()).toEqual(expect.arrayContaining(['dredge', 'enters with counters', 'damage change', 'life rule']));
  });
});
