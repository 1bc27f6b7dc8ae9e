// Bolas's Citadel: "{T}, Sacrifice ten nonland permanents: Each opponent loses 10 life." A cost of
// N permanents of a kind (CR 118.3, 602.2b; sacrificing, CR 701.17a): the player chooses which
// (the action's `sacrifice` list), else the engine's stated default (tokens first, then the lowest
// mana value, the Citadel itself last); fewer than N is refused and nothing is paid.
// Played by the starter data's Oracle text.
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { definition, run } from '../helpers.ts';
import { starterCard } from '../../../fixtures/engine/starter-cards.ts';

const CITADEL = starterCard("Bolas's Citadel");
const BAUBLE = definition('Mishra\'s Bauble', '{0}', 'Artifact', '{T}, Sacrifice Mishra\'s Bauble: Look at the top card of target player\'s library. Draw a card at the beginning of the next turn\'s upkeep.');
const BEARS = definition('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const CARDS: CardDefinition[] = [CITADEL, BAUBLE, BEARS];

const citadelAbility = (battlefield: unknown[], sacrifice?: unknown[]) =>
  run({
    cards: CARDS,
    turn: 2,
    phase: 'main1',
    you: { battlefield, library: ['Swamp', 'Swamp'] },
    actions: [{ do: 'activate', card: "Bolas's Citadel", ability: 0, ...(sacrifice ? { sacrifice } : {}) }, { do: 'resolve_all' }],
  });

const names = (entries: { card: string }[]) => entries.map((entry) => entry.card);

describe("Bolas's Citadel: sacrificing ten nonland permanents as a cost (CR 118.3, 602.2b, 701.17a)", () => {
  it('compiles the line as an activated ability with a cost of ten nonland permanents, fully enforced', () => {
    const card = compileCard(CITADEL);
    const line = card.lines.find((entry) => entry.text.startsWith('{T}, Sacrifice ten'))!;
    expect(line.status).toBe('enforced');
    expect(card.activated.at(-1)!.cost.sacrificeSeveral).toEqual({ count: 10, query: null, nonland: true, text: 'nonland permanents' });
    expect(card.fullyEnforced).toBe(true);
  });

  it('CR 602.2b: with ten nonland permanents besides lands, they are sacrificed and the opponent loses 10 life', () => {
    const out = citadelAbility(["Bolas's Citadel", ...Array(9).fill("Mishra's Bauble"), 'Grizzly Bears', 'Swamp']);
    expect(out.ok).toBe(true);
    expect(out.opponent.life).toBe(10);
    // Default: the lowest mana value first (nine Baubles, then the Bears), the Citadel itself last; the land stays.
    expect(names(out.you.battlefield)).toEqual(["Bolas's Citadel", 'Swamp']);
    expect(out.you.battlefield[0]!.tapped).toBe(true);
    expect(out.you.graveyard.filter((name) => name === "Mishra's Bauble")).toHaveLength(9);
    expect(out.you.graveyard).toContain('Grizzly Bears');
  });

  it('CR 602.2b: the Citadel may pay for itself (it is a nonland permanent), and lands never count', () => {
    const out = citadelAbility(["Bolas's Citadel", ...Array(9).fill("Mishra's Bauble"), 'Swamp', 'Swamp']);
    expect(out.ok).toBe(true);
    expect(out.opponent.life).toBe(10);
    expect(names(out.you.battlefield)).toEqual(['Swamp', 'Swamp']);
    expect(out.you.graveyard).toContain("Bolas's Citadel");
  });

  it('CR 118.3: the player chooses which: the named ten are sacrificed, the others stay', () => {
    const battlefield = ["Bolas's Citadel", ...Array(10).fill("Mishra's Bauble"), 'Grizzly Bears'];
    const chosen = [{ name: 'Grizzly Bears' }, ...Array.from({ length: 9 }, (_, index) => ({ name: "Mishra's Bauble", index }))];
    const out = citadelAbility(battlefield, chosen);
    expect(out.ok).toBe(true);
    expect(out.opponent.life).toBe(10);
    expect(names(out.you.battlefield).sort()).toEqual(["Bolas's Citadel", "Mishra's Bauble"]);
    expect(out.you.graveyard).toContain('Grizzly Bears');
  });

  it('CR 602.2b: fewer than ten nonland permanents: refused with the count, nothing sacrificed or tapped', () => {
    const out = citadelAbility(["Bolas's Citadel", ...Array(8).fill("Mishra's Bauble"), 'Swamp', 'Swamp', 'Swamp']);
    expect(out.ok).toBe(false);
    expect(out.error!.message).toMatch(/10 nonland permanents.*only 9/);
    expect(out.opponent.life).toBe(20);
    expect(out.you.graveyard).toEqual([]);
    expect(out.you.battlefield.find((entry) => entry.card === "Bolas's Citadel")!.tapped).toBe(false);
  });

  it('a choice that names a land or the wrong number of permanents is refused and changes nothing', () => {
    const battlefield = ["Bolas's Citadel", ...Array(10).fill("Mishra's Bauble"), 'Swamp'];
    const withLand = citadelAbility(battlefield, [{ name: 'Swamp' }, ...Array.from({ length: 9 }, (_, index) => ({ name: "Mishra's Bauble", index }))]);
    expect(withLand.ok).toBe(false);
    expect(withLand.error!.message).toMatch(/Swamp.*can't be sacrificed/);
    const tooFew = citadelAbility(battlefield, [{ name: "Mishra's Bauble" }]);
    expect(tooFew.ok).toBe(false);
    expect(tooFew.error!.message).toMatch(/name exactly 10/);
    expect(tooFew.you.graveyard).toEqual([]);
    expect(tooFew.opponent.life).toBe(20);
  });
});

describe('sacrificing several permanents, in German and Spanish and of other kinds (CR 118.3)', () => {
  const cost = (text: string) => compileCard({ name: 'Test Citadel', mana_cost: '{3}{B}', type_line: 'Artifact', oracle_text: text });

  it("reads the Citadel's cost in German and Spanish onto the same tree as in English", () => {
    const english = cost('{T}, Sacrifice ten nonland permanents: Each opponent loses 10 life.');
    for (const text of [
      '{T}, opfere zehn bleibende Karten, die keine Länder sind: Jeder Gegner verliert 10 Lebenspunkte.',
      '{T}, sacrifica diez permanentes que no sean tierra: Cada oponente pierde 10 vidas.',
    ]) {
      const card = cost(text);
      expect(card.lines[0]!.status).toBe('enforced');
      expect(card.activated[0]!.cost.sacrificeSeveral).toEqual(english.activated[0]!.cost.sacrificeSeveral);
      expect(card.activated[0]!.effects).toEqual(english.activated[0]!.effects);
    }
  });

  it('CR 118.3: "Sacrifice two creatures" takes two creatures, and is refused with one', () => {
    const ALTAR = definition('Test Altar', '{2}', 'Artifact', 'Sacrifice two creatures: Draw a card.');
    const play = (battlefield: string[]) =>
      run({ cards: [ALTAR, BEARS], turn: 2, phase: 'main1', you: { battlefield, library: ['Swamp', 'Swamp'] }, actions: [{ do: 'activate', card: 'Test Altar', ability: 0 }, { do: 'resolve_all' }] });
    const out = play(['Test Altar', 'Grizzly Bears', 'Grizzly Bears', 'Grizzly Bears']);
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toEqual(['Grizzly Bears', 'Grizzly Bears']);
    expect(out.you.hand).toEqual(['Swamp']);
    const refused = play(['Test Altar', 'Grizzly Bears']);
    expect(refused.ok).toBe(false);
    expect(refused.error!.message).toMatch(/2 creatures.*only 1/);
    expect(refused.you.graveyard).toEqual([]);
  });
});

describe('sacrificing several permanents to cast a spell (CR 601.2b, 118.3, 702.34a)', () => {
  const BANKRUPT = definition('Bankrupt in Blood', '{1}{B}', 'Sorcery', 'As an additional cost to cast this spell, sacrifice two creatures.\nDraw three cards.');
  const DREAD = definition('Dread Return', '{2}{B}{B}', 'Sorcery', 'Return target creature card from your graveyard to the battlefield.\nFlashback—Sacrifice three creatures.');
  const game = (hand: string[], battlefield: string[], graveyard: string[], action: Record<string, unknown>) =>
    run({ cards: [BEARS, BANKRUPT, DREAD], turn: 2, phase: 'main1', you: { hand, battlefield, graveyard, library: ['Swamp', 'Swamp', 'Swamp'] }, actions: [action, { do: 'resolve_all' }] });

  it('CR 601.2b: an additional cost of two creatures is paid as the spell is cast; with one it is refused', () => {
    const out = game(['Bankrupt in Blood'], ['Swamp', 'Swamp', 'Grizzly Bears', 'Grizzly Bears'], [], { do: 'cast', card: 'Bankrupt in Blood' });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toEqual(['Grizzly Bears', 'Grizzly Bears', 'Bankrupt in Blood']);
    expect(out.you.hand).toHaveLength(3);
    const refused = game(['Bankrupt in Blood'], ['Swamp', 'Swamp', 'Grizzly Bears'], [], { do: 'cast', card: 'Bankrupt in Blood' });
    expect(refused.ok).toBe(false);
    expect(refused.error!.message).toMatch(/2 creatures.*only 1/);
    expect(refused.you.hand).toEqual(['Bankrupt in Blood']);
  });

  it("CR 702.34a: Dread Return's flashback cost sacrifices three creatures", () => {
    const out = game([], ['Grizzly Bears', 'Grizzly Bears', 'Grizzly Bears'], ['Dread Return', 'Grizzly Bears'], {
      do: 'cast',
      card: { name: 'Dread Return', zone: 'graveyard' },
      targets: [{ name: 'Grizzly Bears', zone: 'graveyard' }],
    });
    expect(out.ok).toBe(true);
    expect(names(out.you.battlefield)).toEqual(['Grizzly Bears']);
    expect(out.you.graveyard).toEqual(['Grizzly Bears', 'Grizzly Bears', 'Grizzly Bears']);
    expect(out.you.exile).toEqual(['Dread Return']);
  });
});
