// The cycling cards' other abilities (issue 12): each test plays the card through the engine and
// checks the state, citing the rule the card's text relies on.
import { describe, expect, it } from 'vitest';
import { definition, eventsOf, run } from '../helpers.ts';

/** A card whose text ends with "Cycling [cost]" and its reminder text. */
function cycler(name: string, manaCost: string, typeLine: string, text: string, cycling: string, power?: string, toughness?: string) {
  return definition(name, manaCost, typeLine, `${text}\nCycling ${cycling} (${cycling}, Discard this card: Draw a card.)`, power, toughness);
}

const RUNE_RED = cycler('Rune of Protection: Red', '{1}{W}', 'Enchantment',
  '{W}: The next time a red source of your choice would deal damage to you this turn, prevent that damage.', '{2}');
const RUNE_ARTIFACTS = cycler('Rune of Protection: Artifacts', '{1}{W}', 'Enchantment',
  '{W}: The next time an artifact source of your choice would deal damage to you this turn, prevent that damage.', '{2}');
const BOLT = definition('Lightning Bolt', '{R}', 'Instant', 'Lightning Bolt deals 3 damage to any target.');
const FEND_OFF = cycler('Fend Off', '{1}{W}', 'Instant',
  'Prevent all combat damage that would be dealt by target creature this turn.', '{2}');
const WINDS = cycler('Countervailing Winds', '{2}{U}', 'Instant',
  'Counter target spell unless its controller pays {1} for each card in your graveyard.', '{2}');
const RIVER_SERPENT = cycler('River Serpent', '{5}{U}', 'Creature — Serpent',
  "River Serpent can't attack unless there are five or more cards in your graveyard.", '{U}', '5', '5');
const DECREE_OF_PAIN = cycler('Decree of Pain', '{6}{B}{B}', 'Sorcery',
  "Destroy all creatures. They can't be regenerated. Draw a card for each creature destroyed this way.", '{3}{B}{B}');
const EXCAVATION = definition('Ancient Excavation', '{2}{U}{B}', 'Instant',
  'Draw cards equal to the number of cards in your hand, then discard a card for each card drawn this way.');
const CLOUD = cycler('Cloud of Faeries', '{1}{U}', 'Creature — Faerie',
  'Flying\nWhen Cloud of Faeries enters the battlefield, untap up to two lands.', '{2}', '1', '1');
const REPOPULATE = cycler('Repopulate', '{1}{G}', 'Instant',
  "Shuffle all creature cards from target player's graveyard into that player's library.", '{2}');
const SHADOW = cycler('Shadow of the Grave', '{1}{B}', 'Instant',
  'Return to your hand all cards in your graveyard that you cycled or discarded this turn.', '{1}{B}');
const BEAR = definition('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const OGRE = definition('Gray Ogre', '{2}{R}', 'Creature — Ogre', '', '2', '2');

describe('prevention shields against a source (CR 615)', () => {
  it('CR 615.7: a Rune of Protection prevents the next damage from a source of its quality, once', () => {
    const out = run({
      cards: [RUNE_RED, BOLT],
      you: { hand: [BOLT.name, BOLT.name], battlefield: [RUNE_RED.name, 'Plains', 'Mountain', 'Mountain'] },
      actions: [
        { do: 'activate', card: RUNE_RED.name, ability: 0 }, { do: 'resolve' },
        { do: 'cast', card: BOLT.name, targets: ['you'] }, { do: 'resolve' },
        { do: 'cast', card: BOLT.name, targets: ['you'] }, { do: 'resolve' },
      ],
    });
    expect(out.ok).toBe(true);
    expect(out.you.life).toBe(17); // the first bolt was prevented, the shield used up by it
    expect(eventsOf(out, 'damage')).toHaveLength(1);
  });

  it('CR 615.7: the shield ignores sources without its quality and ends with the turn (CR 514.2)', () => {
    const out = run({
      cards: [RUNE_ARTIFACTS, BOLT],
      you: { hand: [BOLT.name], battlefield: [RUNE_ARTIFACTS.name, 'Plains', 'Mountain'] },
      actions: [{ do: 'activate', card: RUNE_ARTIFACTS.name, ability: 0 }, { do: 'resolve' }, { do: 'cast', card: BOLT.name, targets: ['you'] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.life).toBe(17); // a red instant is not an artifact source
    const later = run({
      cards: [RUNE_RED, BOLT],
      you: { hand: [BOLT.name], battlefield: [RUNE_RED.name, 'Plains', 'Mountain'], library: ['Plains', 'Plains'] },
      actions: [{ do: 'activate', card: RUNE_RED.name, ability: 0 }, { do: 'resolve' }, { do: 'next_turn' }, { do: 'cast', card: BOLT.name, targets: ['you'] }, { do: 'resolve' }],
    });
    expect(later.ok).toBe(true);
    expect(later.you.life).toBe(17);
  });

  it('CR 615.1a: "prevent all combat damage that would be dealt by target creature this turn" stops only that attacker (CR 510.1)', () => {
    const out = run({
      cards: [FEND_OFF, BEAR, OGRE],
      phase: 'combat',
      you: { hand: [FEND_OFF.name], battlefield: [BEAR.name, OGRE.name, 'Plains', 'Plains'] },
      actions: [{ do: 'cast', card: FEND_OFF.name, targets: [BEAR.name] }, { do: 'resolve' }, { do: 'attack', attackers: [BEAR.name, OGRE.name] }],
    });
    expect(out.ok).toBe(true);
    expect(out.opponent.life).toBe(18);
    expect(eventsOf(out, 'damage').map((event) => event.source)).toEqual([OGRE.name]);
  });
});

describe('counter unless its controller pays for each … (CR 118.12)', () => {
  const play = (graveyard: string[]) => run({
    cards: [WINDS, BOLT],
    you: { hand: [BOLT.name, WINDS.name], graveyard, battlefield: ['Mountain', 'Island', 'Island', 'Island', 'Island', 'Island'] },
    actions: [{ do: 'cast', card: BOLT.name, targets: ['opponent'] }, { do: 'cast', card: WINDS.name, targets: [{ stack: 0 }] }, { do: 'resolve_all' }],
  });

  it('CR 118.12: the cost is {1} for each card in the graveyard as the counterspell resolves; paid when it can be', () => {
    const paid = play(['Plains', 'Plains']);
    expect(paid.ok).toBe(true);
    expect(paid.opponent.life).toBe(17);
    expect(eventsOf(paid, 'countered')).toHaveLength(0);
  });

  it('CR 701.5a: a cost its controller cannot pay counters the spell', () => {
    const countered = play(['Plains', 'Plains', 'Plains']);
    expect(countered.ok).toBe(true);
    expect(countered.opponent.life).toBe(20);
    expect(eventsOf(countered, 'countered')).toEqual([{ type: 'countered', source: BOLT.name, kind: 'spell' }]);
  });
});

describe('attack restrictions with an "unless" condition (CR 508.1c)', () => {
  const attack = (graveyard: string[]) => run({
    cards: [RIVER_SERPENT], phase: 'combat',
    you: { battlefield: [RIVER_SERPENT.name], graveyard },
    actions: [{ do: 'attack', attackers: [RIVER_SERPENT.name] }],
  });

  it('CR 508.1c: "can\'t attack unless there are five or more cards in your graveyard" forbids the attack with four', () => {
    const out = attack(['Plains', 'Plains', 'Plains', 'Plains']);
    expect(out.ok).toBe(false);
    expect(out.opponent.life).toBe(20);
  });

  it('CR 508.1c: with five cards in the graveyard it attacks', () => {
    const out = attack(['Plains', 'Plains', 'Plains', 'Plains', 'Plains']);
    expect(out.ok).toBe(true);
    expect(out.opponent.life).toBe(15);
  });
});

describe('"for each … this way" counts what the previous effect did (CR 608.2c)', () => {
  it('CR 701.7a: only creatures destroyed are counted, an indestructible one is not (CR 702.12b)', () => {
    const out = run({
      cards: [DECREE_OF_PAIN, BEAR, OGRE, definition('Darksteel Myr', '{3}', 'Artifact Creature — Myr', 'Indestructible', '0', '1')],
      you: { hand: [DECREE_OF_PAIN.name], battlefield: [BEAR.name, OGRE.name, 'Darksteel Myr', ...Array(8).fill('Swamp')], library: ['Island', 'Island', 'Island'] },
      actions: [{ do: 'cast', card: DECREE_OF_PAIN.name }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toEqual(['Island', 'Island']);
    expect(out.you.battlefield.map((permanent) => permanent.card)).toContain('Darksteel Myr');
  });

  it('CR 121.2: "discard a card for each card drawn this way" counts the cards actually drawn', () => {
    const out = run({
      cards: [EXCAVATION],
      you: { hand: [EXCAVATION.name, 'Plains', 'Plains', 'Plains'], battlefield: ['Island', 'Swamp', 'Island', 'Swamp'], library: ['Forest', 'Forest'] },
      actions: [{ do: 'cast', card: EXCAVATION.name }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    // three cards in hand, but only two in the library: two drawn, two discarded
    expect(eventsOf(out, 'drew')).toHaveLength(2);
    expect(out.you.hand).toHaveLength(3);
    expect(out.you.graveyard).toHaveLength(3); // two discarded and the spell
  });
});

describe('"untap up to two lands" (CR 701.21b)', () => {
  it('CR 701.21b: untaps at most two of your tapped lands', () => {
    const out = run({
      cards: [CLOUD],
      you: { hand: [CLOUD.name], battlefield: ['Island', 'Island', { card: 'Island', tapped: true }] },
      actions: [{ do: 'cast', card: CLOUD.name }, { do: 'resolve_all' }],
    });
    expect(out.ok).toBe(true);
    const islands = out.you.battlefield.filter((permanent) => permanent.card === 'Island');
    expect(islands.filter((island) => island.tapped)).toHaveLength(1);
  });
});

describe('shuffling graveyard cards into a library (CR 701.20a)', () => {
  it('CR 701.20a: only the creature cards of the target player\'s graveyard go into that library, which is shuffled', () => {
    const out = run({
      cards: [REPOPULATE, BEAR],
      you: { hand: [REPOPULATE.name], graveyard: [BEAR.name, 'Plains', BEAR.name], battlefield: ['Forest', 'Forest'], library: ['Island'] },
      actions: [{ do: 'cast', card: REPOPULATE.name, targets: ['you'] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toEqual(['Plains', REPOPULATE.name]);
    expect([...out.you.library].sort()).toEqual([BEAR.name, BEAR.name, 'Island']);
    expect(eventsOf(out, 'shuffled')).toHaveLength(1);
  });
});

describe('cards cycled or discarded this turn (CR 702.29d)', () => {
  it('CR 702.29d: returns the cards cycled this turn, not the others in the graveyard', () => {
    const out = run({
      cards: [SHADOW, FEND_OFF],
      you: { hand: [FEND_OFF.name, SHADOW.name], graveyard: ['Plains'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'], library: ['Island'] },
      actions: [{ do: 'activate', card: FEND_OFF.name, ability: 'cycling' }, { do: 'resolve' }, { do: 'cast', card: SHADOW.name }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect([...out.you.hand].sort()).toEqual([FEND_OFF.name, 'Island']);
    expect(out.you.graveyard).toEqual(['Plains', SHADOW.name]);
  });
});
