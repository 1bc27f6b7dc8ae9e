// What "no abilities" means (CR 113.6, 702.29a, 613.1f): Muraganda Petroglyphs (FUT 146, starter
// data), "Creatures with no abilities get +2/+2." A card's abilities are its abilities in every zone,
// even those that function only in another one (CR 113.6): cycling works only from the hand (CR
// 702.29a), yet a creature whose only ability is cycling has an ability on the battlefield, so it
// gets nothing (Muraganda's ruling). A vanilla creature gets +2/+2; so does one that lost all its
// abilities (Lignify, CR 613.1f: layer 6 before the +2/+2 of layer 7c).
import { describe, expect, it } from 'vitest';
import { run } from '../helpers.ts';
import { starterCards } from '../../../fixtures/engine/starter-cards.ts';

// Cards of the 2019 Scryfall file (../shared/data), by their Oracle text there.
const GRIZZLY_BEARS = { name: 'Grizzly Bears', mana_cost: '{1}{G}', type_line: 'Creature — Bear', oracle_text: '', power: '2', toughness: '2' };
const LIGNIFY = { name: 'Lignify', mana_cost: '{1}{G}', type_line: 'Tribal Enchantment — Treefolk Aura', oracle_text: 'Enchant creature\nEnchanted creature is a Treefolk with base power and toughness 0/4 and loses all abilities.' };
const PETROGLYPHS = 'Muraganda Petroglyphs';

function creature(output: ReturnType<typeof run>, name: string): { power: number | null; toughness: number | null } {
  const found = output.you.battlefield.find((entry) => entry.card === name);
  if (!found) throw new Error(`${name} is not on the battlefield`);
  return { power: found.power, toughness: found.toughness };
}

describe('Muraganda Petroglyphs: creatures with no abilities get +2/+2 (CR 113.6, 613.4c)', () => {
  it('a vanilla creature gets +2/+2', () => {
    const output = run({ cards: [...starterCards(PETROGLYPHS), GRIZZLY_BEARS], turn: 2, you: { battlefield: [PETROGLYPHS, 'Grizzly Bears'] } });
    expect(creature(output, 'Grizzly Bears')).toEqual({ power: 4, toughness: 4 });
  });

  it('without the Petroglyphs the vanilla creature is its printed 2/2 (the bonus is the static\'s)', () => {
    const output = run({ cards: [GRIZZLY_BEARS], turn: 2, you: { battlefield: ['Grizzly Bears'] } });
    expect(creature(output, 'Grizzly Bears')).toEqual({ power: 2, toughness: 2 });
  });

  it('a creature whose only ability is cycling has an ability on the battlefield: no bonus (CR 702.29a, 113.6)', () => {
    // Barkhide Mauler (starter data): "Cycling {2}", a 4/4.
    const output = run({ cards: starterCards(PETROGLYPHS, 'Barkhide Mauler'), turn: 2, you: { battlefield: [PETROGLYPHS, 'Barkhide Mauler'] } });
    expect(creature(output, 'Barkhide Mauler')).toEqual({ power: 4, toughness: 4 });
  });

  it('a typecycler is the same: landcycling is cycling (CR 702.29f)', () => {
    // Wirewood Guardian (starter data): "Forestcycling {2}", a 6/6.
    const output = run({ cards: starterCards(PETROGLYPHS, 'Wirewood Guardian'), turn: 2, you: { battlefield: [PETROGLYPHS, 'Wirewood Guardian'] } });
    expect(creature(output, 'Wirewood Guardian')).toEqual({ power: 6, toughness: 6 });
  });

  it('a creature that lost all abilities gets +2/+2 (Lignify: base 0/4, then +2/+2; CR 613.1f, 613.4b–c)', () => {
    const output = run({
      cards: [...starterCards(PETROGLYPHS, 'Barkhide Mauler'), LIGNIFY],
      turn: 2,
      you: { battlefield: [PETROGLYPHS, 'Barkhide Mauler', { card: 'Lignify', attachedTo: 1 }] },
    });
    expect(creature(output, 'Barkhide Mauler')).toEqual({ power: 2, toughness: 6 });
  });

  it('a vanilla creature that gains an ability until end of turn loses the bonus while it has it (CR 613.1f)', () => {
    // Zenith Seeker (starter data): "Whenever you cycle or discard a card, target creature gains flying until end of turn."
    const output = run({
      cards: [...starterCards(PETROGLYPHS, 'Zenith Seeker', 'Street Wraith'), GRIZZLY_BEARS],
      turn: 2,
      you: { library: ['Plains', 'Plains'], hand: ['Street Wraith'], battlefield: [PETROGLYPHS, 'Grizzly Bears', 'Zenith Seeker'] },
      actions: [{ do: 'activate', card: 'Street Wraith', ability: 'cycling' }, { do: 'resolve_all' }],
    });
    expect(output.ok).toBe(true);
    // The trigger's target: the first legal creature in battlefield order, Grizzly Bears.
    expect(creature(output, 'Grizzly Bears')).toEqual({ power: 2, toughness: 2 });
  });

  it('a face-down creature has no abilities: a 2/2 that gets +2/+2 (CR 708.2a)', () => {
    const exaltedAngel = { name: 'Exalted Angel', mana_cost: '{4}{W}{W}', type_line: 'Creature — Angel', oracle_text: 'Flying\nWhenever Exalted Angel deals damage, you gain that much life.\nMorph {2}{W}{W} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)', power: '4', toughness: '5' };
    const output = run({
      cards: [...starterCards(PETROGLYPHS), exaltedAngel],
      turn: 2,
      you: { hand: ['Exalted Angel'], battlefield: [PETROGLYPHS, 'Plains', 'Plains', 'Plains'] },
      actions: [{ do: 'cast', card: 'Exalted Angel', faceDown: true }, { do: 'resolve_all' }],
    });
    expect(output.ok).toBe(true);
    const faceDown = output.you.battlefield.find((entry) => entry.card !== PETROGLYPHS && entry.power !== null);
    expect(faceDown).toMatchObject({ power: 4, toughness: 4 });
  });
});
