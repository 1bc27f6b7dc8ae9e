// Static life rules (docs/rules-riders.md, "Round 7"): "You don't lose the game for having 0 or less
// life" (CR 104.3b, 704.5a), "Damage that would reduce your life total to less than 1 reduces it to 1
// instead" and the life-gain replacements (CR 614.1a).
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { run } from '../helpers.ts';
import { card as c } from '../../../fixtures/engine/cards.ts';

const enforced = (definition: CardDefinition): boolean => compileCard(definition).lines.every((line) => line.status === 'enforced');
const BLAST = c('Blast', '{R}', 'Instant', 'Blast deals 5 damage to any target.');
const blastYou = (cards: CardDefinition[], battlefield: string[], life: number) =>
  run({ cards: [BLAST, ...cards], you: { life, battlefield: ['Mountain', ...battlefield], hand: [BLAST.name] }, actions: [{ do: 'cast', card: BLAST.name, targets: ['you'] }, { do: 'resolve_all' }] });

describe('life rules (CR 104.3b, 614.1a)', () => {
  it('CR 704.5a: "You don\'t lose the game for having 0 or less life" keeps its controller playing', () => {
    const unlife = c('Unlife', '{2}{W}', 'Enchantment', "You don't lose the game for having 0 or less life.");
    expect(enforced(unlife)).toBe(true);
    const kept = blastYou([unlife], [unlife.name], 3);
    expect(kept.you.life).toBe(-2);
    expect(kept.gameOver).toBeUndefined();
    expect(blastYou([], [], 3).gameOver?.loser).toBe('you');
  });

  it('"Damage that would reduce your life total to less than 1 reduces it to 1 instead"', () => {
    const spirit = c('Spirit', '{1}{W}', 'Creature — Spirit', 'Damage that would reduce your life total to less than 1 reduces it to 1 instead.', '0', '3');
    expect(enforced(spirit)).toBe(true);
    const output = blastYou([spirit], [spirit.name], 3);
    expect(output.you.life).toBe(1);
    expect(output.gameOver).toBeUndefined();
    expect(blastYou([spirit], [spirit.name], 20).you.life).toBe(15);
  });

  it('"If you would gain life, you gain twice that much life instead" and "… plus 1 instead"', () => {
    const twice = c('Faithmender', '{3}{W}', 'Creature — Rhino', 'If you would gain life, you gain twice that much life instead.', '1', '5');
    const plus = c('Angel', '{2}{W}', 'Creature — Angel', 'If you would gain life, you gain that much life plus 1 instead.', '3', '3');
    const balm = c('Balm', '{W}', 'Instant', 'You gain 3 life.');
    expect(enforced(twice) && enforced(plus)).toBe(true);
    const gain = (battlefield: string[]) => run({ cards: [twice, plus, balm], you: { battlefield: ['Plains', ...battlefield], hand: [balm.name] }, actions: [{ do: 'cast', card: balm.name }, { do: 'resolve_all' }] });
    expect(gain([twice.name]).you.life).toBe(26);
    expect(gain([plus.name]).you.life).toBe(24);
    expect(gain([twice.name, plus.name]).you.life).toBe(28);
    expect(gain([]).you.life).toBe(23);
  });
});

describe('"If ~ would be put into a graveyard from anywhere, … shuffle it into its owner\'s library instead" (CR 614.1a)', () => {
  const text = "If Colossus would be put into a graveyard from anywhere, reveal Colossus and shuffle it into its owner's library instead.";
  const colossus = c('Colossus', '{11}', 'Artifact Creature — Golem', text, '3', '3');

  it('from the battlefield: dealt lethal damage, it goes to the library, not the graveyard', () => {
    expect(enforced(colossus)).toBe(true);
    const killed = run({ cards: [BLAST, colossus], you: { battlefield: ['Mountain', colossus.name], hand: [BLAST.name], library: ['Island'] }, actions: [{ do: 'cast', card: BLAST.name, targets: [colossus.name] }, { do: 'resolve_all' }] });
    expect(killed.ok).toBe(true);
    expect(killed.you.graveyard).not.toContain(colossus.name);
    expect(killed.you.library).toContain(colossus.name);
    expect(killed.you.library).toHaveLength(2);
  });

  it('a spell with it goes to the library as it resolves', () => {
    const nexus = c('Nexus', '{U}', 'Instant', `You gain 1 life.\n${text.replace(/Colossus/g, 'Nexus')}`);
    expect(enforced(nexus)).toBe(true);
    const output = run({ cards: [nexus], you: { battlefield: ['Island'], hand: [nexus.name] }, actions: [{ do: 'cast', card: nexus.name }, { do: 'resolve_all' }] });
    expect(output.you.life).toBe(21);
    expect(output.you.graveyard).toEqual([]);
    expect(output.you.library).toEqual([nexus.name]);
  });
});

describe('"that player" after "Whenever a player casts a spell" (CR 603.2)', () => {
  it('is the player who cast the spell', () => {
    const spellshock = c('Spellshock', '{2}{R}', 'Enchantment', 'Whenever a player casts a spell, Spellshock deals 2 damage to that player.');
    const balm = c('Balm', '{W}', 'Instant', 'You gain 3 life.');
    expect(enforced(spellshock)).toBe(true);
    const output = run({ cards: [spellshock, balm], you: { battlefield: ['Plains', spellshock.name], hand: [balm.name] }, actions: [{ do: 'cast', card: balm.name }, { do: 'resolve_all' }] });
    expect(output.you.life).toBe(21);
    expect(output.opponent.life).toBe(20);
  });
});

describe('"its owner" after a target (CR 108.3)', () => {
  it('"Destroy target creature. Its owner gains 4 life." gives the life to the creature\'s owner', () => {
    const peace = c('Peace', '{3}{W}', 'Sorcery', 'Destroy target creature. Its owner gains 4 life.');
    const bears = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
    expect(enforced(peace)).toBe(true);
    const theirs = run({ cards: [peace, bears], you: { battlefield: ['Plains', 'Plains', 'Plains', 'Plains'], hand: [peace.name] }, opponent: { battlefield: [bears.name] }, actions: [{ do: 'cast', card: peace.name, targets: [bears.name] }, { do: 'resolve_all' }] });
    expect(theirs.opponent.life).toBe(24);
    expect(theirs.you.life).toBe(20);
    expect(theirs.opponent.graveyard).toContain(bears.name);
    const mine = run({ cards: [peace, bears], you: { battlefield: ['Plains', 'Plains', 'Plains', 'Plains', bears.name], hand: [peace.name] }, actions: [{ do: 'cast', card: peace.name, targets: [bears.name] }, { do: 'resolve_all' }] });
    expect(mine.you.life).toBe(24);
  });
});
