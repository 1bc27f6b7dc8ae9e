// "When ~ becomes the target of a spell or ability, sacrifice it" and "Whenever a creature you
// control becomes the target of a spell" (CR 115.1, 603.2), and the forms an opponent's spell or
// ability would trigger (never in a solo game).
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { run } from '../helpers.ts';

const card = (name: string, mana_cost: string, type_line: string, oracle_text: string, extra: Partial<CardDefinition> = {}): CardDefinition => ({ name, mana_cost, type_line, oracle_text, ...extra });
const statuses = (definition: CardDefinition): string[] => compileCard(definition).lines.map((line) => line.status);
const illusion = card('Phantasmal Bear', '{U}', 'Creature — Bear Illusion', 'When Phantasmal Bear becomes the target of a spell or ability, sacrifice it.', { power: '2', toughness: '2' });
const spellOnly = card('Spell Illusion', '{U}', 'Creature — Illusion', 'When Spell Illusion becomes the target of a spell, sacrifice it.', { power: '2', toughness: '2' });
const growth = card('Giant Growth', '{G}', 'Instant', 'Target creature gets +3/+3 until end of turn.');
const pinger = card('Prodigal Pinger', '{2}{R}', 'Creature — Human Wizard', '{T}: Prodigal Pinger deals 1 damage to any target.', { power: '1', toughness: '1' });

describe('"becomes the target" triggers (CR 115.1, 603.2)', () => {
  it('CR 603.2: the Illusion is sacrificed before the spell resolves, so the spell does nothing', () => {
    expect(statuses(illusion)).toEqual(['enforced']);
    const out = run({ cards: [illusion, growth], you: { hand: [growth.name], battlefield: ['Forest', illusion.name] }, actions: [{ do: 'cast', card: growth.name, targets: [illusion.name] }, { do: 'resolve' }, { do: 'resolve' }] });
    expect(out.you.graveyard.sort()).toEqual([growth.name, illusion.name].sort());
  });

  it('CR 115.1: an activated ability targeting it triggers it too; another creature is not affected', () => {
    const out = run({ cards: [illusion, pinger, spellOnly], you: { battlefield: [illusion.name, spellOnly.name, { card: pinger.name, sick: false }] }, actions: [{ do: 'activate', card: pinger.name, ability: 0, targets: [illusion.name] }, { do: 'resolve' }] });
    expect(out.you.graveyard).toEqual([illusion.name]);
  });

  it('CR 115.1: "of a spell" does not trigger for an ability', () => {
    expect(statuses(spellOnly)).toEqual(['enforced']);
    const out = run({ cards: [pinger, spellOnly], you: { battlefield: [spellOnly.name, { card: pinger.name, sick: false }] }, actions: [{ do: 'activate', card: pinger.name, ability: 0, targets: [spellOnly.name] }, { do: 'resolve' }] });
    expect(out.you.graveyard).toEqual([]);
    expect(out.you.battlefield.map((permanent) => permanent.card)).toContain(spellOnly.name);
  });

  it('CR 603.2: "Whenever a creature you control becomes the target of a spell" puts the counter on that creature', () => {
    const patron = card('Target Patron', '{1}{G}', 'Enchantment', 'Whenever a creature you control becomes the target of a spell, put a +1/+1 counter on that creature.');
    const bears = card('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', { power: '2', toughness: '2' });
    expect(statuses(patron)).toEqual(['enforced']);
    const out = run({ cards: [patron, bears, growth], you: { hand: [growth.name], battlefield: ['Forest', patron.name, bears.name] }, actions: [{ do: 'cast', card: growth.name, targets: [bears.name] }, { do: 'resolve' }] });
    expect(out.you.battlefield.find((permanent) => permanent.card === bears.name)?.counters).toEqual({ '+1/+1': 1 });
  });

  it('a trigger on "a spell or ability an opponent controls" never happens against the goldfish', () => {
    const mare = card('Dread Mare', '{2}{G}', 'Creature — Horse', 'Whenever Dread Mare becomes the target of a spell or ability an opponent controls, you gain 3 life.', { power: '2', toughness: '2' });
    expect(statuses(mare)).toEqual(['unexercised']); // read; the goldfish never targets (issue 26)
    const out = run({ cards: [mare, growth], you: { hand: [growth.name], battlefield: ['Forest', mare.name] }, actions: [{ do: 'cast', card: growth.name, targets: [mare.name] }, { do: 'resolve' }] });
    expect(out.you.life).toBe(20);
  });
});
