// Which mana was spent to cast a spell (CR 601.2h): "sacrifice it unless {W} was spent to cast it",
// "if {R} was spent to cast ~", adamant ("at least three white mana"), converge ("the number of
// colors of mana spent to cast ~") and "the amount of mana spent to cast it".
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { run } from '../helpers.ts';

const card = (name: string, mana_cost: string, type_line: string, oracle_text: string, extra: Partial<CardDefinition> = {}): CardDefinition => ({ name, mana_cost, type_line, oracle_text, ...extra });
const statuses = (definition: CardDefinition): string[] => compileCard(definition).lines.map((line) => line.status);
const names = (entries: readonly { card: string }[]): string[] => entries.map((entry) => entry.card);

describe('"unless {C} was spent to cast it" (CR 601.2h)', () => {
  const hussar = card('Court Hussar', '{2}{U}', 'Creature — Vedalken Knight', 'When Court Hussar enters the battlefield, sacrifice it unless {W} was spent to cast it.', { power: '1', toughness: '3' });
  const cast = (lands: string[]) => run({ cards: [hussar], you: { hand: [hussar.name], battlefield: lands }, actions: [{ do: 'cast', card: hussar.name }, { do: 'resolve' }, { do: 'resolve' }] });

  it('is enforced', () => {
    expect(statuses(hussar)).toEqual(['enforced']);
  });

  it('CR 601.2h: paid with Islands only, no {W} was spent: it is sacrificed', () => {
    const out = cast(['Island', 'Island', 'Island']);
    expect(out.you.graveyard).toEqual([hussar.name]);
  });

  it('CR 601.2h: a Plains paid part of the cost: it stays', () => {
    const out = cast(['Plains', 'Island', 'Island']);
    expect(names(out.you.battlefield)).toContain(hussar.name);
    expect(out.you.graveyard).toEqual([]);
  });
});

describe('"if {G} was spent to cast ~" (CR 601.2h, 603.4)', () => {
  const hooligan = card('Tin Street Hooligan', '{1}{R}', 'Creature — Goblin Rogue', 'When Tin Street Hooligan enters the battlefield, if {G} was spent to cast Tin Street Hooligan, destroy target artifact.', { power: '2', toughness: '1' });
  const relic = card('Dead Relic', '{3}', 'Artifact', '');
  const cast = (lands: string[]) =>
    run({ cards: [hooligan, relic], you: { hand: [hooligan.name], battlefield: [...lands, relic.name] }, actions: [{ do: 'cast', card: hooligan.name }, { do: 'resolve' }, { do: 'resolve', targets: [{ card: relic.name }] }] });

  it('is enforced', () => {
    expect(statuses(hooligan)).toEqual(['enforced']);
  });

  it('CR 601.2h: {G} spent: the artifact is destroyed', () => {
    expect(cast(['Forest', 'Mountain']).you.graveyard).toEqual([relic.name]);
  });

  it('CR 601.2h: no {G} spent: the artifact stays', () => {
    expect(names(cast(['Mountain', 'Mountain']).you.battlefield)).toContain(relic.name);
  });

  it('CR 601.2h: "Create two tokens if {W} was spent to cast ~" on a spell reads its own stack record', () => {
    const repel = card('Rally Call', '{1}{W}', 'Instant', 'Create two 1/1 white Kithkin Soldier creature tokens if {W} was spent to cast Rally Call.');
    expect(statuses(repel)).toEqual(['enforced']);
    const out = run({ cards: [repel], you: { hand: [repel.name], battlefield: ['Plains', 'Plains'] }, actions: [{ do: 'cast', card: repel.name }, { do: 'resolve' }] });
    expect(names(out.you.battlefield).filter((name) => name.startsWith('Kithkin'))).toHaveLength(2);
  });
});

describe('adamant (CR 601.2h)', () => {
  const paladin = card('Ardenvale Paladin', '{3}{W}', 'Creature — Human Knight', 'Adamant — If at least three white mana was spent to cast this spell, Ardenvale Paladin enters the battlefield with a +1/+1 counter on it.', { power: '2', toughness: '5' });
  const cast = (lands: string[]) => run({ cards: [paladin], you: { hand: [paladin.name], battlefield: lands }, actions: [{ do: 'cast', card: paladin.name }, { do: 'resolve' }] });

  it('is enforced', () => {
    expect(statuses(paladin)).toEqual(['enforced']);
  });

  it('CR 601.2h: four Plains: it enters with a +1/+1 counter', () => {
    expect(cast(['Plains', 'Plains', 'Plains', 'Plains']).you.battlefield.find((entry) => entry.card === paladin.name)?.counters).toEqual({ '+1/+1': 1 });
  });

  it('CR 601.2h: one white mana only: no counter', () => {
    expect(cast(['Plains', 'Island', 'Island', 'Island']).you.battlefield.find((entry) => entry.card === paladin.name)?.counters ?? {}).toEqual({});
  });
});

describe('converge and "the amount of mana spent" (CR 601.2h)', () => {
  it('CR 601.2h: "Draw X cards, where X is the number of colors of mana spent to cast ~" counts the colours', () => {
    const spectrum = card('Bright Spectrum', '{3}{U}', 'Sorcery', 'Draw X cards, where X is the number of colors of mana spent to cast Bright Spectrum.');
    expect(statuses(spectrum)).toEqual(['enforced']);
    const out = run({ cards: [spectrum], you: { hand: [spectrum.name], battlefield: ['Island', 'Swamp', 'Mountain', 'Island'], library: ['Forest', 'Forest', 'Forest', 'Forest'] }, actions: [{ do: 'cast', card: spectrum.name }, { do: 'resolve' }] });
    expect(out.you.hand).toEqual(['Forest', 'Forest', 'Forest']);
  });

  it('CR 601.2h: "enters with a number of +1/+1 counters on it equal to the amount of mana spent to cast it"', () => {
    const marath = card('Marath Kin', '{2}{G}', 'Creature — Elemental Beast', 'Marath Kin enters the battlefield with a number of +1/+1 counters on it equal to the amount of mana spent to cast it.', { power: '0', toughness: '0' });
    expect(statuses(marath)).toEqual(['enforced']);
    const out = run({ cards: [marath], you: { hand: [marath.name], battlefield: ['Forest', 'Forest', 'Forest'] }, actions: [{ do: 'cast', card: marath.name }, { do: 'resolve' }] });
    expect(out.you.battlefield.find((entry) => entry.card === marath.name)?.counters).toEqual({ '+1/+1': 3 });
  });
});
