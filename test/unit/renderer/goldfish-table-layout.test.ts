// The goldfish table's layout rules, without a browser: where a card's menu goes so that it stays
// inside the window (below the card, else above it, else against the bottom edge), and which lands share a pile.
import { describe, expect, it } from 'vitest';
import type { TableCard } from '../../../app/goldfish/table-view.ts';
import { landPiles } from '../../../renderer/src/components/goldfish/Battlefield.tsx';
import { placeMenu } from '../../../renderer/src/components/goldfish/CardMenu.tsx';
import { labelFontSize } from '../../../renderer/src/components/goldfish/CardTile.tsx';

const WINDOW = { width: 1280, height: 720 };

function land(id: number, name: string, extra: Partial<TableCard> = {}): TableCard {
  return {
    id, name, manaCost: '', typeLine: `Basic Land — ${name}`, oracleText: '', colors: [], power: null, toughness: null, basePower: null, baseToughness: null,
    tapped: false, attachedTo: null, counters: {}, damage: 0, token: false, isLand: true, isCreature: false, isAura: false, summoningSick: false,
    image: null, fullyEnforced: true, lines: [], ...extra,
  };
}

describe("a card's menu stays inside the window", () => {
  it('opens below the card when it fits', () => {
    expect(placeMenu({ x: 100, y: 200, anchorTop: 90 }, { width: 240, height: 300 }, WINDOW)).toEqual({ left: 100, top: 200, maxHeight: 712 });
  });

  it('opens above the card when there is no room below (a land at the bottom of the table)', () => {
    expect(placeMenu({ x: 100, y: 600, anchorTop: 480 }, { width: 240, height: 300 }, WINDOW)).toEqual({ left: 100, top: 180, maxHeight: 712 });
  });

  it('fits a menu with room neither below nor above against the bottom edge, and keeps it off the right edge', () => {
    const placed = placeMenu({ x: 1200, y: 400, anchorTop: 290 }, { width: 240, height: 500 }, WINDOW);
    expect(placed).toEqual({ left: 1036, top: 216, maxHeight: 712 });
    expect(placed.top + 500).toBeLessThanOrEqual(720);
  });
});

describe('identical untapped lands share a pile', () => {
  it('piles lands by name, leaving tapped ones, ones with counters, damage or something attached, and tokens on their own', () => {
    const lands = [land(1, 'Island'), land(2, 'Swamp'), land(3, 'Island'), land(4, 'Island', { tapped: true }), land(5, 'Swamp', { counters: { ice: 1 } }), land(6, 'Island', { token: true }), land(7, 'Island')];
    const aura = { ...land(8, 'Spreading Algae'), isLand: false, attachedTo: 2 };
    expect(landPiles(lands, [...lands, aura]).map((pile) => pile.map((card) => card.id))).toEqual([[1, 3, 7], [2], [4], [5], [6]]);
  });
});

describe("a small tile's name label", () => {
  it('keeps 10 px when every word fits the tile', () => {
    expect(labelFontSize('Island', 78)).toBe(10);
    expect(labelFontSize('Horror of the Broken Lands', 78)).toBe(10);
  });

  it('shrinks for a word too long for the tile, so "Shadowstorm" is not broken mid-word, but never below 8 px', () => {
    const size = labelFontSize('Shadowstorm Vizier', 78);
    expect(size).toBeLessThan(10);
    expect(size).toBeGreaterThanOrEqual(8);
    // At the size chosen the longest word's estimated width fits inside the label's padding.
    expect('Shadowstorm'.length * 0.68 * size).toBeLessThanOrEqual(78 - 8);
    expect(labelFontSize('Ghoulcaller Gisa Shadowstormvizierling', 40)).toBe(8);
  });
});
