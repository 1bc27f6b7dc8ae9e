// Zack Fair (FIN, 2025): "{1}, Sacrifice Zack Fair: Target creature you control gains indestructible
// until end of turn. Put Zack Fair's counters on that creature and attach an Equipment that was
// attached to Zack Fair to that creature." Zack is in the graveyard when the ability resolves, so
// its counters and its Equipment are read as they last existed on the battlefield (CR 608.2h);
// the counters are put on the target (CR 122.1), the Equipment attached to it (CR 701.3a).
// Played by the starter data's Oracle text.
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { definition, run } from '../helpers.ts';
import { starterCard } from '../../../fixtures/engine/starter-cards.ts';

const ZACK = starterCard('Zack Fair');
// An Equipment and a vanilla creature outside the starter data, by their Oracle text.
const BONESPLITTER = definition('Bonesplitter', '{1}', 'Artifact — Equipment', 'Equipped creature gets +2/+0.\nEquip {1}');
const BEARS = definition('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const CARDS: CardDefinition[] = [ZACK, BONESPLITTER, BEARS];

const sacrificeZack = (battlefield: unknown[], targets: unknown[] = [{ name: 'Grizzly Bears', zone: 'battlefield' }]) =>
  run({
    cards: CARDS,
    turn: 2,
    phase: 'main1',
    you: { battlefield, library: ['Plains'] },
    actions: [{ do: 'activate', card: 'Zack Fair', ability: 0, targets }, { do: 'resolve_all' }],
  });

describe("Zack Fair: the sacrificed source's counters and Equipment go to the target (CR 608.2h, 122.1, 701.3a)", () => {
  it('compiles both lines as enforced', () => {
    const card = compileCard(ZACK);
    expect(card.lines.map((line) => line.status)).toEqual(['enforced', 'enforced']);
    expect(card.activated[0]!.effects.map((effect) => effect.kind)).toEqual(['grant', 'move source counters', 'attach source equipment']);
  });

  it('CR 608.2h: the counters Zack had as it was sacrificed go on the target, which gains indestructible', () => {
    const out = sacrificeZack([
      { card: 'Zack Fair', counters: { '+1/+1': 3, charge: 1 } },
      'Grizzly Bears',
      'Plains',
    ]);
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toEqual(['Zack Fair']);
    const bears = out.you.battlefield.find((entry) => entry.card === 'Grizzly Bears')!;
    expect(bears.counters).toEqual({ '+1/+1': 3, charge: 1 });
    expect(bears.power).toBe(5);
    expect(bears.toughness).toBe(5);
  });

  it('Zack enters with a +1/+1 counter (its first line), and that counter is what moves', () => {
    const out = run({
      cards: CARDS,
      turn: 2,
      phase: 'main1',
      you: { hand: ['Zack Fair'], battlefield: ['Grizzly Bears', 'Plains', 'Plains'], library: ['Plains'] },
      actions: [
        { do: 'cast', card: 'Zack Fair' },
        { do: 'resolve_all' },
        { do: 'activate', card: 'Zack Fair', ability: 0, targets: [{ name: 'Grizzly Bears', zone: 'battlefield' }] },
        { do: 'resolve_all' },
      ],
    });
    expect(out.ok).toBe(true);
    const bears = out.you.battlefield.find((entry) => entry.card === 'Grizzly Bears')!;
    expect(bears.counters).toEqual({ '+1/+1': 1 });
    expect(bears.power).toBe(3);
  });

  it('CR 701.3a: the Equipment that was attached to Zack is attached to the target', () => {
    const out = sacrificeZack(['Zack Fair', 'Grizzly Bears', { card: 'Bonesplitter', attachedTo: 0 }, 'Plains']);
    expect(out.ok).toBe(true);
    const bearsIndex = out.you.battlefield.findIndex((entry) => entry.card === 'Grizzly Bears');
    const splitter = out.you.battlefield.find((entry) => entry.card === 'Bonesplitter')!;
    expect(splitter.attachedTo).toBe(bearsIndex);
    expect(out.you.battlefield[bearsIndex]!.power).toBe(4); // 2/2 + Bonesplitter's +2/+0
  });

  it('an Equipment not attached to Zack stays where it was', () => {
    const out = sacrificeZack(['Zack Fair', 'Grizzly Bears', 'Bonesplitter', 'Plains']);
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.find((entry) => entry.card === 'Bonesplitter')!.attachedTo).toBeNull();
  });

  it('CR 702.12b: the target is indestructible until end of turn: a destroy effect leaves it on the battlefield', () => {
    const WRATH = definition('Day of Judgment', '{2}{W}{W}', 'Sorcery', 'Destroy all creatures.');
    const out = run({
      cards: [...CARDS, WRATH],
      turn: 2,
      phase: 'main1',
      you: { hand: ['Day of Judgment'], battlefield: ['Zack Fair', 'Grizzly Bears', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains'], library: ['Plains'] },
      actions: [
        { do: 'activate', card: 'Zack Fair', ability: 0, targets: [{ name: 'Grizzly Bears', zone: 'battlefield' }] },
        { do: 'resolve_all' },
        { do: 'cast', card: 'Day of Judgment' },
        { do: 'resolve_all' },
      ],
    });
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.map((entry) => entry.card)).toContain('Grizzly Bears');
  });

  it('a target that is not a creature you control is refused and nothing is sacrificed', () => {
    const out = run({
      cards: CARDS,
      turn: 2,
      phase: 'main1',
      you: { battlefield: ['Zack Fair', 'Plains'], library: ['Plains'] },
      opponent: { battlefield: ['Grizzly Bears'] },
      actions: [{ do: 'activate', card: 'Zack Fair', ability: 0, targets: [{ name: 'Grizzly Bears', zone: 'battlefield' }] }],
    });
    expect(out.ok).toBe(false);
    expect(out.you.battlefield.map((entry) => entry.card)).toContain('Zack Fair');
  });
});
