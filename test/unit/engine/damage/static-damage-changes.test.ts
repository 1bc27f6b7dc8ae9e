// Static abilities that change damage as it would be dealt (CR 614.1a, 615, 616.1) and "damage can't
// be prevented" (CR 615.12). docs/rules-riders.md, "Round 7".
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { run } from '../helpers.ts';
import { card as c } from '../../../fixtures/engine/cards.ts';

const enforced = (definition: CardDefinition): boolean => compileCard(definition).lines.every((line) => line.status === 'enforced');
const BEARS = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const PYRE = c('Pyre', '{R}', 'Sorcery', 'Pyre deals 2 damage to each creature and each player.');
const BOLT = c('Bolt', '{R}', 'Instant', 'Bolt deals 3 damage to any target.');
const on = (output: ReturnType<typeof run>, name: string): boolean => output.you.battlefield.some((entry) => entry.card === name);
const pyre = (cards: CardDefinition[], battlefield: string[]) =>
  run({ cards: [PYRE, BEARS, ...cards], you: { battlefield: ['Mountain', BEARS.name, ...battlefield], hand: [PYRE.name] }, actions: [{ do: 'cast', card: PYRE.name }, { do: 'resolve_all' }] });
const bolt = (cards: CardDefinition[], battlefield: string[], target: string) =>
  run({ cards: [BOLT, BEARS, ...cards], you: { battlefield: ['Mountain', BEARS.name, ...battlefield], hand: [BOLT.name] }, actions: [{ do: 'cast', card: BOLT.name, targets: [target] }, { do: 'resolve_all' }] });

describe('static prevention (CR 615)', () => {
  it('"Prevent all damage that would be dealt to you." holds as long as the permanent is on the battlefield', () => {
    const chasm = c('Chasm', '{2}', 'Enchantment', 'Prevent all damage that would be dealt to you.');
    expect(enforced(chasm)).toBe(true);
    const output = pyre([chasm], [chasm.name]);
    expect(output.you.life).toBe(20);
    expect(output.opponent.life).toBe(18);
    expect(on(output, BEARS.name)).toBe(false);
    expect(pyre([], []).you.life).toBe(18);
  });

  it('"Prevent all noncombat damage that would be dealt to creatures you control." saves them, not you', () => {
    const mark = c('Mark', '{1}{W}', 'Enchantment', 'Prevent all noncombat damage that would be dealt to creatures you control.');
    expect(enforced(mark)).toBe(true);
    const output = pyre([mark], [mark.name]);
    expect(on(output, BEARS.name)).toBe(true);
    expect(output.you.life).toBe(18);
  });

  it('"Prevent all damage that would be dealt to ~ by artifact sources" prevents only what such a source deals', () => {
    const treefolk = c('Treefolk', '{3}{G}', 'Creature — Treefolk', 'Prevent all damage that would be dealt to Treefolk by artifact sources.', '1', '2');
    const rod = c('Rod', '{1}', 'Artifact', '{T}: Rod deals 2 damage to any target.');
    expect(enforced(treefolk)).toBe(true);
    const byRod = run({ cards: [treefolk, rod], you: { battlefield: [treefolk.name, rod.name] }, actions: [{ do: 'activate', card: rod.name, ability: 0, targets: [treefolk.name] }, { do: 'resolve_all' }] });
    expect(on(byRod, treefolk.name)).toBe(true);
    expect(on(bolt([treefolk], [treefolk.name], treefolk.name), treefolk.name)).toBe(false);
  });
});

describe('damage reduced, doubled or increased (CR 614.1a, 615.7, 616.1)', () => {
  const sphere = c('Sphere', '{5}', 'Artifact', 'If a red source would deal damage to you, prevent 2 of that damage.');
  const furnace = c('Furnace', '{1}{R}{R}{R}', 'Enchantment', 'If a source would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.');

  it('CR 615.7: "prevent 2 of that damage" takes 2 off each red source\'s damage to you', () => {
    expect(enforced(sphere)).toBe(true);
    expect(bolt([sphere], [sphere.name], 'you').you.life).toBe(19);
    expect(pyre([sphere], [sphere.name]).you.life).toBe(20);
  });

  it('CR 614.1a: "it deals double that damage … instead" doubles damage to players and permanents', () => {
    expect(enforced(furnace)).toBe(true);
    const output = pyre([furnace], [furnace.name]);
    expect(output.opponent.life).toBe(16);
    expect(output.you.life).toBe(16);
    expect(on(output, BEARS.name)).toBe(false);
    expect(bolt([furnace], [furnace.name], 'opponent').opponent.life).toBe(14);
  });

  it('CR 616.1: prevention applies before doubling (the order that leaves the recipient least damage)', () => {
    expect(bolt([sphere, furnace], [sphere.name, furnace.name], 'you').you.life).toBe(18);
  });

  it('"… it deals that much damage plus 1 …" adds only to the kind of source named', () => {
    const jaya = c('Jaya', '{2}{R}{R}', 'Legendary Creature — Human', 'If another red source you control would deal damage to a permanent or player, it deals that much damage plus 1 to that permanent or player instead.', '2', '2');
    expect(enforced(jaya)).toBe(true);
    expect(bolt([jaya], [jaya.name], 'opponent').opponent.life).toBe(16);
    const rod = c('Rod', '{1}', 'Artifact', '{T}: Rod deals 2 damage to any target.');
    const colorless = run({ cards: [jaya, rod], you: { battlefield: [jaya.name, rod.name] }, actions: [{ do: 'activate', card: rod.name, ability: 0, targets: ['opponent'] }, { do: 'resolve_all' }] });
    expect(colorless.opponent.life).toBe(18);
  });

  it('CR 510.2: "If ~ would deal combat damage to a player, it deals double that damage to that player instead"', () => {
    const tuskodon = c('Tuskodon', '{5}{G}', 'Creature — Dinosaur', "If Tuskodon would deal combat damage to a player, it deals double that damage to that player instead.", '4', '4');
    expect(enforced(tuskodon)).toBe(true);
    const output = run({ cards: [tuskodon], phase: 'combat', you: { battlefield: [tuskodon.name] }, actions: [{ do: 'attack', attackers: [tuskodon.name] }, { do: 'next_phase' }] });
    expect(output.opponent.life).toBe(12);
  });

  it('CR 611.3a: "As long as ~ is untapped, …" applies only while it is untapped', () => {
    const staff = c('Staff', '{3}', 'Artifact', 'As long as Staff is untapped, if a source would deal damage to you, prevent 1 of that damage.');
    expect(enforced(staff)).toBe(true);
    expect(bolt([staff], [staff.name], 'you').you.life).toBe(18);
    expect(bolt([staff], [{ card: staff.name, tapped: true } as never], 'you').you.life).toBe(17);
  });
});

describe('damage that can\'t be prevented (CR 615.12)', () => {
  const phantom = c('Phantom', '{1}{W}', 'Creature — Spirit', 'Prevent all damage that would be dealt to Phantom.', '1', '1');

  it('"The damage can\'t be prevented." after a damage sentence: the damage gets through a shield', () => {
    const combust = c('Combust', '{1}{R}', 'Instant', "Combust deals 5 damage to target creature. The damage can't be prevented.");
    expect(enforced(combust)).toBe(true);
    const cast = (spell: CardDefinition) => run({ cards: [spell, phantom], you: { battlefield: ['Mountain', 'Mountain', phantom.name], hand: [spell.name] }, actions: [{ do: 'cast', card: spell.name, targets: [phantom.name] }, { do: 'resolve_all' }] });
    expect(on(cast(combust), phantom.name)).toBe(false);
    expect(on(cast(c('Plain', '{1}{R}', 'Instant', 'Plain deals 5 damage to target creature.')), phantom.name)).toBe(true);
  });

  it('"… and the damage can\'t be prevented" inside the sentence, also in an "instead" replacement', () => {
    const pinpoint = c('Pinpoint', '{R}', 'Instant', "Pinpoint deals 4 damage to target creature and the damage can't be prevented.");
    expect(enforced(pinpoint)).toBe(true);
    const output = run({ cards: [pinpoint, phantom], you: { battlefield: ['Mountain', phantom.name], hand: [pinpoint.name] }, actions: [{ do: 'cast', card: pinpoint.name, targets: [phantom.name] }, { do: 'resolve_all' }] });
    expect(on(output, phantom.name)).toBe(false);
    expect(enforced(c('Rage', '{2}{R}', 'Instant', "Kicker {8}{R}\nRage deals 3 damage to any target. If this spell was kicked, instead it deals 10 damage to that permanent or player and the damage can't be prevented."))).toBe(true);
  });

  it('"Damage can\'t be prevented." (a static) and "Damage that would be dealt by ~ can\'t be prevented."', () => {
    const leyline = c('Leyline', '{2}{R}{R}', 'Enchantment', "Damage can't be prevented.");
    const chasm = c('Chasm', '{2}', 'Enchantment', 'Prevent all damage that would be dealt to you.');
    expect(enforced(leyline)).toBe(true);
    expect(pyre([leyline, chasm], [leyline.name, chasm.name]).you.life).toBe(18);
    const malignus = c('Malignus', '{3}{R}{R}', 'Creature — Elemental Spirit', "Damage that would be dealt by Malignus can't be prevented.", '5', '5');
    expect(enforced(malignus)).toBe(true);
  });

  it('"Damage can\'t be prevented this turn." lasts until the turn ends', () => {
    const crack = c('Crack', '{1}{R}', 'Instant', "Damage can't be prevented this turn.");
    expect(enforced(crack)).toBe(true);
    const base = { cards: [crack, BOLT, phantom], you: { battlefield: ['Mountain', 'Mountain', 'Mountain', phantom.name], hand: [crack.name, BOLT.name] } };
    const boltPhantom = [{ do: 'cast', card: BOLT.name, targets: [phantom.name] }, { do: 'resolve_all' }];
    const sameTurn = run({ ...base, actions: [{ do: 'cast', card: crack.name }, { do: 'resolve_all' }, ...boltPhantom] });
    expect(on(sameTurn, phantom.name)).toBe(false);
    const nextTurn = run({ ...base, actions: [{ do: 'cast', card: crack.name }, { do: 'resolve_all' }, { do: 'next_turn' }, ...boltPhantom] });
    expect(nextTurn.ok).toBe(true);
    expect(on(nextTurn, phantom.name)).toBe(true);
  });
});

describe('redirection (CR 614.9)', () => {
  it('"All damage that would be dealt to you is dealt to ~ instead": the permanent is dealt it', () => {
    const protector = c('Protector', '{3}{W}', 'Creature — Giant', 'All damage that would be dealt to you is dealt to Protector instead.', '3', '3');
    expect(enforced(protector)).toBe(true);
    const output = bolt([protector], [protector.name], 'you');
    expect(output.you.life).toBe(20);
    expect(output.you.graveyard).toContain(protector.name); // dealt 3 damage: lethal
    expect(bolt([protector], [protector.name], 'opponent').opponent.life).toBe(17);
  });

  it('"… dealt to you by artifacts is dealt to ~ instead" redirects only what an artifact deals, while ~ is untapped', () => {
    const martyrs = c('Martyrs', '{3}{W}{W}', 'Creature — Human', 'As long as Martyrs is untapped, all damage that would be dealt to you by artifacts is dealt to Martyrs instead.', '1', '6');
    const rod = c('Rod', '{1}', 'Artifact', '{T}: Rod deals 2 damage to any target.');
    expect(enforced(martyrs)).toBe(true);
    const byRod = (battlefield: unknown[]) => run({ cards: [martyrs, rod], you: { battlefield: [...battlefield, rod.name] }, actions: [{ do: 'activate', card: rod.name, ability: 0, targets: ['you'] }, { do: 'resolve_all' }] });
    expect(byRod([martyrs.name]).you.life).toBe(20);
    expect(byRod([{ card: martyrs.name, tapped: true }]).you.life).toBe(18);
    expect(bolt([martyrs], [martyrs.name], 'you').you.life).toBe(17);
  });

  it('"… is dealt to equipped creature instead" needs an equipped creature', () => {
    const shield = c('Shield', '{2}', 'Artifact — Equipment', 'All damage that would be dealt to you is dealt to equipped creature instead.\nEquip {3}');
    expect(enforced(shield)).toBe(true);
    expect(bolt([shield], [shield.name], 'you').you.life).toBe(17);
  });
});

describe('a compound sentence whose second verb shares the subject ~ (CR 608.2c)', () => {
  it('"~ gets +2/+0 until end of turn and deals 1 damage to you"', () => {
    const eel = c('Eel', '{4}{U}', 'Creature — Fish', '{R}{R}: Eel gets +2/+0 until end of turn and deals 1 damage to you.', '1', '3');
    expect(enforced(eel)).toBe(true);
    const output = run({ cards: [eel], you: { battlefield: ['Mountain', 'Mountain', eel.name] }, actions: [{ do: 'activate', card: eel.name, ability: 0 }, { do: 'resolve_all' }] });
    expect(output.you.life).toBe(19);
    expect(output.you.battlefield.find((entry) => entry.card === eel.name)?.power).toBe(3);
  });
});

describe('"The next N damage that would be dealt to X this turn is dealt to Y instead" (CR 614.9, 615.7)', () => {
  const enKor = c('Warrior en-Kor', '{W}{W}', 'Creature — Kor Warrior Knight', '{0}: The next 1 damage that would be dealt to Warrior en-Kor this turn is dealt to target creature you control instead.', '2', '2');
  const WALL = c('Wall of Stone', '{1}{R}{R}', 'Creature — Wall', 'Defender', '0', '8');

  it('moves the next 1 damage per activation to the target, and is used up', () => {
    expect(enforced(enKor)).toBe(true);
    const activate = { do: 'activate', card: enKor.name, ability: 0, targets: [WALL.name] };
    const base = { cards: [enKor, WALL, BOLT], you: { battlefield: ['Mountain', enKor.name, WALL.name], hand: [BOLT.name] } };
    const boltKor = [{ do: 'cast', card: BOLT.name, targets: [enKor.name] }, { do: 'resolve_all' }];
    // Two shields: 2 of the 3 damage go to the Wall, the en-Kor (2/2) survives with 1.
    const twice = run({ ...base, actions: [activate, { do: 'resolve_all' }, activate, { do: 'resolve_all' }, ...boltKor] });
    expect(twice.ok).toBe(true);
    expect(on(twice, enKor.name)).toBe(true);
    // One shield: 2 damage stay with the en-Kor, lethal.
    const once = run({ ...base, actions: [activate, { do: 'resolve_all' }, ...boltKor] });
    expect(on(once, enKor.name)).toBe(false);
  });

  it('the shield ends with the turn', () => {
    const base = { cards: [enKor, WALL, BOLT], you: { battlefield: ['Mountain', enKor.name, WALL.name], hand: [BOLT.name] } };
    const activate = { do: 'activate', card: enKor.name, ability: 0, targets: [WALL.name] };
    const output = run({ ...base, actions: [activate, { do: 'resolve_all' }, activate, { do: 'resolve_all' }, { do: 'next_turn' }, { do: 'cast', card: BOLT.name, targets: [enKor.name] }, { do: 'resolve_all' }] });
    expect(output.ok).toBe(true);
    expect(on(output, enKor.name)).toBe(false);
  });

  it('"… is dealt to any target instead": to a player', () => {
    const crusader = c('Crusader', '{2}{W}', 'Creature — Human Knight', '{1}{W}: The next 1 damage that would be dealt to Crusader this turn is dealt to any target instead.', '2', '2');
    expect(enforced(crusader)).toBe(true);
    const output = run({ cards: [crusader, BOLT], you: { battlefield: ['Mountain', 'Plains', 'Plains', crusader.name], hand: [BOLT.name] }, actions: [{ do: 'activate', card: crusader.name, ability: 0, targets: ['opponent'] }, { do: 'resolve_all' }, { do: 'cast', card: BOLT.name, targets: [crusader.name] }, { do: 'resolve_all' }] });
    expect(output.opponent.life).toBe(19);
    expect(on(output, crusader.name)).toBe(false);
  });
});
