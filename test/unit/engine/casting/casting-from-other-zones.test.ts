// Casting from a zone other than the hand by a permanent's permission (CR 601.3), played by the
// cards' real Oracle text from the starter data: Bolas's Citadel ("You may play lands and cast
// spells from the top of your library. If you cast a spell this way, pay life equal to its mana
// value rather than pay its mana cost.") and Abandoned Sarcophagus ("You may cast nonland cards
// with cycling from your graveyard."). A scenario names such a card with a zone in its reference:
// `{ "name": "Solar Blast", "zone": "library" }`.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../../app/engine/index.ts';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { starterCard } from '../../../fixtures/engine/starter-cards.ts';
import { run, table } from '../helpers.ts';

const CITADEL = starterCard("Bolas's Citadel");
const SARCOPHAGUS = starterCard('Abandoned Sarcophagus');
const BLAST = starterCard('Solar Blast'); // {3}{R} instant: 3 damage to any target; cycling
const SPRAY = starterCard('Spark Spray'); // {R} instant: 1 damage to any target; cycling {R}
const FLARE = starterCard('Zenith Flare'); // {2}{R}{W} instant, no cycling
const CARDS = [CITADEL, SARCOPHAGUS, BLAST, SPRAY, FLARE];
const names = (entries: readonly (string | { card: string })[]): string[] => entries.map((entry) => (typeof entry === 'string' ? entry : entry.card));

describe("Bolas's Citadel (CR 601.3, 118.9)", () => {
  it('reads its permission line as enforced', () => {
    const line = compileCard(CITADEL).lines.find((each) => each.text.startsWith('You may play lands and cast spells'));
    expect(line?.status).toBe('enforced');
  });

  it('casts the top card of the library paying life equal to its mana value, no mana', () => {
    const output = run({
      cards: CARDS,
      you: { battlefield: [CITADEL.name, 'Mountain'], library: [BLAST.name, 'Island'] },
      actions: [{ do: 'cast', card: { name: BLAST.name, zone: 'library' }, targets: ['opponent'] }, { do: 'resolve_all' }],
    });
    expect(output.ok).toBe(true);
    expect(output.you.life).toBe(16);
    expect(output.opponent.life).toBe(17);
    expect(output.you.graveyard).toEqual([BLAST.name]);
    expect(output.you.library).toEqual(['Island']);
    expect(output.you.battlefield.find((entry) => entry.card === 'Mountain')?.tapped ?? false).toBe(false);
  });

  it('plays a land from the top of the library (one land per turn, CR 305.2)', () => {
    const output = run({
      cards: CARDS,
      you: { battlefield: [CITADEL.name], library: ['Mountain', 'Island'] },
      actions: [{ do: 'play_land', card: { name: 'Mountain', zone: 'library' } }, { do: 'play_land', card: { name: 'Island', zone: 'library' } }],
    });
    expect(output.ok).toBe(false);
    expect(output.error?.action).toBe(1);
    expect(names(output.you.battlefield)).toContain('Mountain');
    expect(output.you.library).toEqual(['Island']);
  });

  it('CR 119.4: refuses when the life can\'t be paid, and nothing changes', () => {
    const output = run({
      cards: CARDS,
      you: { life: 3, battlefield: [CITADEL.name, 'Mountain', 'Mountain', 'Mountain', 'Mountain'], library: [BLAST.name] },
      actions: [{ do: 'cast', card: { name: BLAST.name, zone: 'library' }, targets: ['opponent'] }],
    });
    expect(output.ok).toBe(false);
    expect(output.you.life).toBe(3);
    expect(output.you.library).toEqual([BLAST.name]);
    expect(output.opponent.life).toBe(20);
  });

  it('only the top card: a card below it can\'t be cast; without the Citadel the top card can\'t either', () => {
    const below = run({
      cards: CARDS,
      you: { battlefield: [CITADEL.name], library: ['Island', SPRAY.name] },
      actions: [{ do: 'cast', card: { name: SPRAY.name, zone: 'library' }, targets: ['opponent'] }],
    });
    expect(below.ok).toBe(false);
    const without = run({
      cards: CARDS,
      you: { battlefield: ['Mountain'], library: [SPRAY.name] },
      actions: [{ do: 'cast', card: { name: SPRAY.name, zone: 'library' }, targets: ['opponent'] }],
    });
    expect(without.ok).toBe(false);
    expect(without.opponent.life).toBe(20);
  });

  it('the table offers "Cast" for the top card (the action list comes from the engine)', () => {
    const game = table(CARDS, { battlefield: [CITADEL.name], library: [SPRAY.name] });
    const top = game.state.players[0].library[0]!;
    const cast = legalActions(game).find((entry) => entry.action.do === 'cast' && entry.action.card === top);
    expect(cast?.enabled).toBe(true);
  });
});

describe('Abandoned Sarcophagus: cast cards with cycling from your graveyard (CR 601.3)', () => {
  it('casts a card with cycling from the graveyard for its mana cost; it was not cycled, so it is exiled as it resolves (CR 614.6)', () => {
    const output = run({
      cards: CARDS,
      you: { battlefield: [SARCOPHAGUS.name, 'Mountain'], graveyard: [SPRAY.name] },
      actions: [{ do: 'cast', card: { name: SPRAY.name, zone: 'graveyard' }, targets: ['opponent'] }, { do: 'resolve_all' }],
    });
    expect(output.ok).toBe(true);
    expect(output.opponent.life).toBe(19);
    expect(output.you.graveyard).toEqual([]);
    expect(names(output.you.exile)).toEqual([SPRAY.name]);
    expect(output.you.battlefield.find((entry) => entry.card === 'Mountain')?.tapped).toBe(true);
  });

  it('a card without cycling can\'t be cast from the graveyard, nor any card without the Sarcophagus', () => {
    const flare = run({
      cards: CARDS,
      you: { battlefield: [SARCOPHAGUS.name, 'Mountain', 'Mountain', 'Plains', 'Plains'], graveyard: [FLARE.name] },
      actions: [{ do: 'cast', card: { name: FLARE.name, zone: 'graveyard' }, targets: ['opponent'] }],
    });
    expect(flare.ok).toBe(false);
    expect(flare.you.graveyard).toEqual([FLARE.name]);
    const without = run({
      cards: CARDS,
      you: { battlefield: ['Mountain'], graveyard: [SPRAY.name] },
      actions: [{ do: 'cast', card: { name: SPRAY.name, zone: 'graveyard' }, targets: ['opponent'] }],
    });
    expect(without.ok).toBe(false);
    expect(without.opponent.life).toBe(20);
  });

  it('the table offers "Cast" for it in the graveyard', () => {
    const game = table(CARDS, { battlefield: [SARCOPHAGUS.name, 'Mountain'], graveyard: [SPRAY.name, FLARE.name] });
    const [spray, flare] = game.state.players[0].graveyard;
    const casts = legalActions(game).filter((entry) => entry.action.do === 'cast').map((entry) => (entry.action as { card: number }).card);
    expect(casts).toContain(spray);
    expect(casts).not.toContain(flare);
  });
});
