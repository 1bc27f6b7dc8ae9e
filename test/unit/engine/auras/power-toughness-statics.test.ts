// Auras, seventh round (aura7a): power and toughness statics — "Enchanted creature gets -2/-0. It
// gets -6/-0 instead as long as its controller has seven or more cards in their graveyard." (So
// Tiny; CR 611.3a, 613.4c), "gets +1/+1 for each +1/+1 counter on other creatures you control" (Gleam
// of Authority; CR 122.1, 613.4c).
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition as c, run } from '../helpers.ts';

const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const SO_TINY = c('So Tiny', '{U}', 'Enchantment — Aura', 'Flash\nEnchant creature\nEnchanted creature gets -2/-0. It gets -6/-0 instead as long as its controller has seven or more cards in their graveyard.');
const GLEAM = c('Gleam of Authority', '{1}{W}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets +1/+1 for each +1/+1 counter on other creatures you control.\nEnchanted creature has vigilance and "{W}, {T}: Bolster 1."');
const WORDMAIL = c('Wordmail', '{W}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets +1/+1 for each word in its name.');
const KNIGHT = c('Knight of the White Orchid', '{W}{W}', 'Creature — Human Knight', 'First strike', '2', '2');
const CARDS = [BEAR, SO_TINY, GLEAM, WORDMAIL, KNIGHT];

const bearWith = (graveyard: string[]) => {
  const out = run({ cards: CARDS, you: { graveyard, battlefield: [BEAR.name, { card: SO_TINY.name, attachedTo: 0 }] }, actions: [] });
  expect(out.ok).toBe(true);
  return out.you.battlefield.find((permanent) => permanent.card === BEAR.name)!;
};

describe('an Aura bonus replaced "instead as long as" (CR 611.3a)', () => {
  it('So Tiny: -2/-0 with six cards in the graveyard, -6/-0 instead with seven', () => {
    expect(compileCard(SO_TINY).fullyEnforced).toBe(true);
    expect(bearWith(Array(6).fill('Island')).power).toBe(0);
    expect(bearWith(Array(7).fill('Island')).power).toBe(-4);
    expect(bearWith(Array(7).fill('Island')).toughness).toBe(2);
  });

  it('Gleam of Authority: counts the +1/+1 counters on your other creatures, not on the enchanted one or the goldfish\'s', () => {
    expect(compileCard(GLEAM).fullyEnforced).toBe(true);
    const out = run({
      cards: CARDS,
      you: { battlefield: [{ card: BEAR.name, counters: { '+1/+1': 1 } }, { card: GLEAM.name, attachedTo: 0 }, { card: BEAR.name, counters: { '+1/+1': 2 } }] },
      opponent: { battlefield: [{ card: BEAR.name, counters: { '+1/+1': 4 } }] },
      actions: [],
    });
    expect(out.ok).toBe(true);
    const [enchanted, other] = out.you.battlefield.filter((permanent) => permanent.card === BEAR.name);
    expect(enchanted!.power).toBe(5); // 2 printed + its own counter + two counters on the other bear
    expect(other!.power).toBe(4);
  });

  it('Wordmail: +1/+1 for each word in the enchanted creature\'s name (five for Knight of the White Orchid)', () => {
    expect(compileCard(WORDMAIL).fullyEnforced).toBe(true);
    const out = run({ cards: CARDS, you: { battlefield: [KNIGHT.name, { card: WORDMAIL.name, attachedTo: 0 }] }, actions: [] });
    expect(out.ok).toBe(true);
    const knight = out.you.battlefield.find((permanent) => permanent.card === KNIGHT.name)!;
    expect([knight.power, knight.toughness]).toEqual([7, 7]);
  });
});
