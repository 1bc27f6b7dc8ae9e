// Emblems (CR 114) made by planeswalkers' loyalty abilities: "You get an emblem with "…"" puts an
// object in the command zone whose quoted abilities work from there (CR 114.4).
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import { definition as c, eventsOf, run } from '../helpers.ts';

const walker = (name: string, text: string, loyalty: string): CardDefinition => ({ ...c(name, '{2}{W}{W}', 'Legendary Planeswalker — Gideon', text), loyalty });
const GIDEON = walker('Gideon Jr', '+1: You gain 1 life.\n−1: You get an emblem with "Creatures you control get +1/+1."', '1');
const ELSPETH = walker('Elspeth Jr', '−2: You get an emblem with "Creatures you control get +2/+2 and have flying."', '5');
const CHANDRA = walker('Chandra Jr', '−3: You get an emblem with "Whenever you cast a spell, this emblem deals 5 damage to any target."', '4');
const TAMIYO = walker('Tamiyo Jr', '−2: You get an emblem with "You have no maximum hand size" and "At the beginning of your end step, create a 9/9 blue Kraken creature token."', '4');
const KIORA = walker('Kiora Jr', '−8: You get an emblem with "Islands you control have \'{T}: Draw a card.\'"', '8');
const JURA = walker('Gideon Sr', "0: Until end of turn, Gideon Sr becomes a 6/6 Human Soldier creature that's still a planeswalker. Prevent all damage that would be dealt to him this turn.", '6');
const AJANI = walker('Ajani Jr', '−2: Put a +1/+1 counter on each creature you control and a loyalty counter on each other planeswalker you control.', '4');
const AJANI_GREAT = walker('Ajani Sr', '+1: You gain life equal to the greatest power among creatures you control.\n−1: Draw cards equal to the greatest toughness among creatures you control.', '4');
const GIANT = c('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3', '5');
const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const BOLT = c('Lightning Bolt', '{R}', 'Instant', 'Lightning Bolt deals 3 damage to any target.');
const CARDS = [AJANI_GREAT, GIANT, AJANI, JURA, GIDEON, ELSPETH, CHANDRA, TAMIYO, KIORA, BEAR, BOLT];
const scenario = (rest: Record<string, unknown>) => run({ cards: CARDS, ...rest });
const bear = (out: ReturnType<typeof run>) => out.you.battlefield.find((entry) => entry.card === BEAR.name);

describe('emblems (CR 114)', () => {
  it('reads "You get an emblem with …" when the grammar reads every quoted ability; a nested quotation stays unenforced', () => {
    for (const card of [GIDEON, ELSPETH, CHANDRA, TAMIYO]) expect(compileCard(card).fullyEnforced).toBe(true);
    expect(compileCard(KIORA).lines[0]!.status).not.toBe('enforced');
  });

  it('CR 114.4: an emblem\'s static ability works from the command zone and outlives the planeswalker', () => {
    const out = scenario({ you: { battlefield: [GIDEON.name, BEAR.name] }, actions: [{ do: 'activate', card: GIDEON.name, ability: 1 }, { do: 'resolve' }] });
    expect(out.error).toBeNull();
    // CR 704.5i: Gideon Jr had 1 loyalty and paid 1: he is gone, the emblem stays (CR 114.1).
    expect(out.you.battlefield.some((entry) => entry.card === GIDEON.name)).toBe(false);
    expect(bear(out)).toMatchObject({ power: 3, toughness: 3 });
    expect(eventsOf(out, 'emblem')).toEqual([{ type: 'emblem', card: 'Emblem — Gideon Jr' }]);
  });

  it('CR 114.4: "get +2/+2 and have flying" from an emblem applies to creatures that enter later', () => {
    const out = scenario({
      you: { battlefield: [ELSPETH.name, 'Forest', 'Forest'], hand: [BEAR.name] },
      actions: [{ do: 'activate', card: ELSPETH.name, ability: 0 }, { do: 'resolve' }, { do: 'cast', card: BEAR.name }, { do: 'resolve' }],
    });
    expect(out.error).toBeNull();
    expect(bear(out)).toMatchObject({ power: 4, toughness: 4 });
  });

  it('CR 114.4: an emblem\'s triggered ability triggers and the emblem is the source of its damage', () => {
    const out = scenario({
      you: { battlefield: [CHANDRA.name, 'Mountain'], hand: [BOLT.name] },
      actions: [{ do: 'activate', card: CHANDRA.name, ability: 0 }, { do: 'resolve' }, { do: 'cast', card: BOLT.name, targets: ['opponent'] }, { do: 'resolve' }, { do: 'resolve' }],
    });
    expect(out.error).toBeNull();
    expect(out.opponent.life).toBe(12);
    expect(eventsOf(out, 'damage')).toContainEqual({ type: 'damage', source: 'Emblem — Chandra Jr', target: 'opponent', amount: 5 });
  });

  it('CR 114.4: an emblem with two abilities; its end step trigger fires at the end step', () => {
    const out = scenario({
      you: { battlefield: [TAMIYO.name], library: ['Forest', 'Forest', 'Forest'] },
      actions: [{ do: 'activate', card: TAMIYO.name, ability: 0 }, { do: 'resolve' }, { do: 'next_turn' }, { do: 'resolve' }],
    });
    expect(out.error).toBeNull();
    expect(out.you.battlefield.filter((entry) => entry.card.includes('Kraken'))).toHaveLength(1);
  });
});

describe('a planeswalker that becomes a creature (CR 306, 611.2)', () => {
  it('"Prevent all damage that would be dealt to him this turn": him is the planeswalker; damage to it is prevented (CR 615)', () => {
    expect(compileCard(JURA).fullyEnforced).toBe(true);
    const out = scenario({
      you: { battlefield: [JURA.name, 'Mountain'], hand: [BOLT.name] },
      actions: [{ do: 'activate', card: JURA.name, ability: 0 }, { do: 'resolve' }, { do: 'cast', card: BOLT.name, targets: [{ name: JURA.name, zone: 'battlefield' }] }, { do: 'resolve' }],
    });
    expect(out.error).toBeNull();
    const gideon = out.you.battlefield.find((entry) => entry.card === JURA.name);
    expect(gideon).toMatchObject({ power: 6, toughness: 6, counters: { loyalty: 6 } });
    expect(eventsOf(out, 'damage')).toEqual([]);
  });
});

describe('counters on each creature and each other planeswalker (CR 122.1, 306.5c)', () => {
  it('"Put a +1/+1 counter on each creature you control and a loyalty counter on each other planeswalker you control"', () => {
    expect(compileCard(AJANI).fullyEnforced).toBe(true);
    const out = scenario({ you: { battlefield: [AJANI.name, TAMIYO.name, BEAR.name] }, actions: [{ do: 'activate', card: AJANI.name, ability: 0 }, { do: 'resolve' }] });
    expect(out.error).toBeNull();
    expect(bear(out)).toMatchObject({ power: 3, toughness: 3 });
    expect(out.you.battlefield.find((entry) => entry.card === TAMIYO.name)?.counters?.loyalty).toBe(5);
    expect(out.you.battlefield.find((entry) => entry.card === AJANI.name)?.counters?.loyalty).toBe(2); // "other": not Ajani himself
  });
});

describe('"the greatest power / toughness among creatures you control" (amounts)', () => {
  it('gains life equal to the greatest power and draws cards equal to the greatest toughness, counting only matching permanents', () => {
    expect(compileCard(AJANI_GREAT).fullyEnforced).toBe(true);
    const life = scenario({ you: { battlefield: [AJANI_GREAT.name, BEAR.name, GIANT.name] }, actions: [{ do: 'activate', card: AJANI_GREAT.name, ability: 0 }, { do: 'resolve' }] });
    expect(life.error).toBeNull();
    expect(life.you.life).toBe(23);
    const draw = scenario({ you: { battlefield: [AJANI_GREAT.name, BEAR.name, GIANT.name], library: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'] }, actions: [{ do: 'activate', card: AJANI_GREAT.name, ability: 1 }, { do: 'resolve' }] });
    expect(draw.error).toBeNull();
    expect(eventsOf(draw, 'drew')).toHaveLength(5);
  });
});
