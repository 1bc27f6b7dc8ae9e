// "X target creatures" (CR 601.2c, 107.3a): the number of targets is chosen with X, and exactly X
// ("up to X": at most X) are chosen; a different number is refused and changes nothing.
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { run } from '../helpers.ts';

const card = (name: string, cost: string, type: string, text: string, power?: string, toughness?: string): CardDefinition => ({ name, mana_cost: cost, type_line: type, oracle_text: text, ...(power ? { power, toughness } : {}) });
const statuses = (definition: CardDefinition): string[] => compileCard(definition).lines.map((line) => line.status);

const icyBlast = card('Icy Blast', '{X}{U}', 'Instant', 'Tap X target creatures.');
const command = card('Test Command', '{X}{B}', 'Sorcery', 'Up to X target creatures gain fear until end of turn.');
const helix = card("Mishra's Helix", '{5}', 'Artifact', '{X}, {T}: Tap X target lands.');
const bears = card('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const ogre = card('Gray Ogre', '{2}{R}', 'Creature — Ogre', '', '2', '2');
const wolf = card('Timber Wolves', '{G}', 'Creature — Wolf', '', '1', '1');
const islands = ['Island', 'Island', 'Island'];
const tappedOf = (out: ReturnType<typeof run>, name: string) => [...out.you.battlefield, ...out.opponent.battlefield].find((permanent) => permanent.card === name)?.tapped;

describe('X target (CR 601.2c)', () => {
  it('CR 601.2c: "Tap X target creatures" with X = 2 taps the two chosen creatures and no other', () => {
    expect(statuses(icyBlast)).toEqual(['enforced']);
    const out = run({ cards: [icyBlast, bears, ogre, wolf], you: { hand: [icyBlast.name], battlefield: islands }, opponent: { battlefield: [bears.name, ogre.name, wolf.name] }, actions: [
      { do: 'cast', card: icyBlast.name, x: 2, targets: [{ name: bears.name, player: 'opponent' }, { name: wolf.name, player: 'opponent' }] }, { do: 'resolve' },
    ] });
    expect(out.ok).toBe(true);
    expect([tappedOf(out, bears.name), tappedOf(out, ogre.name), tappedOf(out, wolf.name)]).toEqual([true, false, true]);
  });

  it('CR 601.2c: a number of targets other than X is refused and nothing changes', () => {
    const out = run({ cards: [icyBlast, bears, ogre], you: { hand: [icyBlast.name], battlefield: islands }, opponent: { battlefield: [bears.name, ogre.name] }, actions: [
      { do: 'cast', card: icyBlast.name, x: 2, targets: [{ name: bears.name, player: 'opponent' }] },
    ] });
    expect(out.ok).toBe(false);
    expect(out.error?.message).toContain('X is 2');
    expect(out.you.hand).toEqual([icyBlast.name]);
  });

  it('CR 601.2c: with no targets named, the first X legal targets are chosen', () => {
    const out = run({ cards: [icyBlast, bears, ogre, wolf], you: { hand: [icyBlast.name], battlefield: islands }, opponent: { battlefield: [bears.name, ogre.name, wolf.name] }, actions: [
      { do: 'cast', card: icyBlast.name, x: 1 }, { do: 'resolve' },
    ] });
    expect(out.ok).toBe(true);
    expect([tappedOf(out, bears.name), tappedOf(out, ogre.name), tappedOf(out, wolf.name)]).toEqual([true, false, false]);
  });

  it('CR 601.2c: "up to X target creatures" takes fewer than X, not more', () => {
    expect(statuses(command)).toEqual(['enforced']);
    const fewer = run({ cards: [command, bears], you: { hand: [command.name], battlefield: ['Swamp', 'Swamp', 'Swamp', bears.name] }, actions: [
      { do: 'cast', card: command.name, x: 2, targets: [bears.name] }, { do: 'resolve' },
    ] });
    expect(fewer.ok).toBe(true);
    const more = run({ cards: [command, bears, wolf], you: { hand: [command.name], battlefield: ['Swamp', 'Swamp', bears.name, wolf.name] }, actions: [
      { do: 'cast', card: command.name, x: 1, targets: [bears.name, wolf.name] },
    ] });
    expect(more.ok).toBe(false);
  });

  it('CR 602.2b: an activated ability with {X} in its cost: "{X}, {T}: Tap X target lands"', () => {
    expect(statuses(helix)).toEqual(['enforced']);
    const out = run({ cards: [helix], you: { battlefield: [helix.name, 'Island', 'Island'] }, opponent: { battlefield: ['Forest', 'Mountain', 'Plains'] }, actions: [
      { do: 'activate', card: helix.name, ability: 0, x: 2, targets: [{ name: 'Forest', player: 'opponent' }, { name: 'Plains', player: 'opponent' }] }, { do: 'resolve' },
    ] });
    expect(out.ok).toBe(true);
    expect(out.opponent.battlefield.map((permanent) => permanent.tapped)).toEqual([true, false, true]);
  });
});
