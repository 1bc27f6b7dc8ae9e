// "As ~ enters the battlefield, you may reveal an Elemental card from your hand. If you don't, ~
// enters the battlefield tapped." (CR 614.1c, 701.16): the engine reveals whenever it can.
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { run } from '../helpers.ts';

const card = (name: string, mana_cost: string, type_line: string, oracle_text: string, extra: Partial<CardDefinition> = {}): CardDefinition => ({ name, mana_cost, type_line, oracle_text, ...extra });
const village = card('Flamekin Village', '', 'Land', 'As Flamekin Village enters the battlefield, you may reveal an Elemental card from your hand. If you don\'t, Flamekin Village enters the battlefield tapped.\n{T}: Add {R}.');
const elemental = card('Smokebraider', '{1}{R}', 'Creature — Elemental Shaman', '', { power: '1', toughness: '1' });
const bears = card('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', { power: '2', toughness: '2' });
const play = (hand: string[]) => run({ cards: [village, elemental, bears], you: { hand: [village.name, ...hand] }, actions: [{ do: 'play_land', card: village.name }] });
const tapped = (out: ReturnType<typeof play>): boolean | undefined => out.you.battlefield.find((entry) => entry.card === village.name)?.tapped;

describe('reveal a card from your hand or enter tapped (CR 614.1c)', () => {
  it('is enforced', () => {
    expect(compileCard(village).lines.map((line) => line.status)).toEqual(['enforced', 'enforced']);
  });

  it('CR 614.1c: with an Elemental card in hand it is revealed and the land enters untapped', () => {
    expect(tapped(play([elemental.name]))).toBe(false);
  });

  it('CR 614.1c: with no Elemental card in hand the land enters tapped', () => {
    expect(tapped(play([bears.name]))).toBe(true);
  });
});
