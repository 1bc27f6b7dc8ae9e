// Cast and cost keywords of round 3 (app/cards/oracle/keywords/casting/, app/engine/abilities/casting.ts,
// app/engine/rules/bestow.ts, app/engine/events/alternative-cost.ts), played through the engine. Each test names its rule.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import { gameFromScenario } from '../../../../app/engine/index.ts';
import type { Action } from '../../../../app/engine/turns/actions.ts';
import type { Game } from '../../../../app/engine/turns/game.ts';
import { hasKeyword, powerOf, toughnessOf } from '../../../../app/engine/rules/characteristics.ts';
import { legalActions } from '../../../../app/engine/turns/legal-actions.ts';
import { card } from '../../../fixtures/engine/cards.ts';
import { idOf, table } from '../helpers.ts';

const BEARS = card('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const SHOCK = card('Shock', '{R}', 'Instant', 'Shock deals 2 damage to any target.');


const zone = (game: Game, which: 'hand' | 'battlefield' | 'graveyard' | 'exile' | 'library'): string[] => game.state.players[0][which].map((id) => game.state.objects[id]!.card.name);
const tapped = (game: Game): string[] => game.state.players[0].battlefield.filter((id) => game.state.objects[id]!.tapped).map((id) => game.state.objects[id]!.card.name);

function perform(game: Game, action: Action): void {
  const result = game.perform(action);
  if (!result.ok) throw new Error(result.reason);
}

function refused(game: Game, action: Action): string {
  const before = JSON.stringify(game.state);
  const result = game.perform(action);
  if (result.ok) throw new Error('expected a refusal');
  expect(JSON.stringify(game.state)).toBe(before);
  return result.reason;
}

const fullyEnforced = (definition: CardDefinition): boolean => compileCard(definition).fullyEnforced;

describe('dash (CR 702.109)', () => {
  const RAIDER = card('Dash Raider', '{3}{R}', 'Creature — Human Warrior', 'Dash {1}{R}', '3', '2');

  it('CR 702.109a: dashed, it costs the dash cost, has haste, and returns to hand at the beginning of the next end step', () => {
    expect(fullyEnforced(RAIDER)).toBe(true);
    const game = table([RAIDER], { hand: [RAIDER.name], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'] });
    perform(game, { do: 'cast', card: idOf(game, RAIDER.name), alternative: 'dash' });
    expect(tapped(game)).toHaveLength(2);
    perform(game, { do: 'resolve' });
    const raider = game.state.objects[idOf(game, RAIDER.name, 'battlefield')]!;
    expect(hasKeyword(game.state, raider, 'haste')).toBe(true);
    while (game.state.phase !== 'end') perform(game, { do: 'next_phase' });
    expect(game.state.stack).toHaveLength(1); // CR 603.7: the delayed "return it" trigger uses the stack
    perform(game, { do: 'resolve' });
    expect(zone(game, 'hand')).toEqual([RAIDER.name]);
  });

  it('CR 702.109a: cast for its mana cost, it stays and has no haste', () => {
    const game = table([RAIDER], { hand: [RAIDER.name], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'] });
    perform(game, { do: 'cast', card: idOf(game, RAIDER.name) });
    perform(game, { do: 'resolve' });
    const raider = game.state.objects[idOf(game, RAIDER.name, 'battlefield')]!;
    expect(hasKeyword(game.state, raider, 'haste')).toBe(false);
    while (game.state.phase !== 'end') perform(game, { do: 'next_phase' });
    expect(zone(game, 'battlefield')).toContain(RAIDER.name);
  });

  it('the table offers the dash cast', () => {
    const game = table([RAIDER], { hand: [RAIDER.name], battlefield: ['Mountain', 'Mountain'] });
    const offered = legalActions(game).filter((entry) => entry.action.do === 'cast' && 'alternative' in entry.action && entry.action.alternative === 'dash');
    expect(offered).toHaveLength(1);
    expect(offered[0]!.enabled).toBe(true);
  });
});

describe('bestow (CR 702.103)', () => {
  const NYMPH = card('Bestow Nymph', '{1}{W}', 'Enchantment Creature — Nymph', 'Flying\nBestow {3}{W}\nEnchanted creature gets +1/+1 and has flying.', '1', '1');

  it('CR 702.103a–b: bestowed, it is an Aura spell that enchants the target creature, which gets the bonus', () => {
    expect(fullyEnforced(NYMPH)).toBe(true);
    const game = table([NYMPH, BEARS], { hand: [NYMPH.name], battlefield: ['Plains', 'Plains', 'Plains', 'Plains', BEARS.name] });
    const bears = idOf(game, BEARS.name, 'battlefield');
    perform(game, { do: 'cast', card: idOf(game, NYMPH.name), alternative: 'bestow', targets: [{ object: bears }] });
    perform(game, { do: 'resolve' });
    const nymph = game.state.objects[idOf(game, NYMPH.name, 'battlefield')]!;
    expect(nymph.attachedTo).toBe(bears);
    expect(nymph.card.isCreature).toBe(false);
    expect(powerOf(game.state, nymph)).toBeNull();
    const host = game.state.objects[bears]!;
    expect([powerOf(game.state, host), toughnessOf(game.state, host)]).toEqual([3, 3]);
    expect(hasKeyword(game.state, host, 'flying')).toBe(true);
  });

  it('CR 702.103f: when the enchanted creature leaves, the bestowed Aura stays on the battlefield as a creature', () => {
    const game = table([NYMPH, BEARS], { hand: [NYMPH.name], battlefield: ['Plains', 'Plains', 'Plains', 'Plains', BEARS.name] });
    const bears = idOf(game, BEARS.name, 'battlefield');
    perform(game, { do: 'cast', card: idOf(game, NYMPH.name), alternative: 'bestow', targets: [{ object: bears }] });
    perform(game, { do: 'resolve' });
    perform(game, { do: 'move', card: bears, to: 'graveyard' });
    const nymph = game.state.objects[idOf(game, NYMPH.name, 'battlefield')]!;
    expect(nymph.card.isCreature).toBe(true);
    expect(nymph.attachedTo).toBe(-1);
    expect(powerOf(game.state, nymph)).toBe(1);
  });

  it('CR 702.103e: if the target is gone as it resolves, it enters as a creature instead of being countered', () => {
    const game = table([NYMPH, BEARS, SHOCK], { hand: [NYMPH.name], battlefield: ['Plains', 'Plains', 'Plains', 'Plains', BEARS.name] });
    const bears = idOf(game, BEARS.name, 'battlefield');
    perform(game, { do: 'cast', card: idOf(game, NYMPH.name), alternative: 'bestow', targets: [{ object: bears }] });
    perform(game, { do: 'move', card: bears, to: 'graveyard' });
    perform(game, { do: 'resolve' });
    const nymph = game.state.objects[idOf(game, NYMPH.name, 'battlefield')]!;
    expect(nymph.card.isCreature).toBe(true);
    expect(nymph.attachedTo).toBe(-1);
  });

  it('CR 702.103b: the bestow cast is offered with the creatures it may enchant; a bestowed card back in hand is the creature card', () => {
    const game = table([NYMPH, BEARS], { hand: [NYMPH.name], battlefield: ['Plains', 'Plains', 'Plains', 'Plains', BEARS.name] });
    const offered = legalActions(game).find((entry) => entry.action.do === 'cast' && 'alternative' in entry.action && entry.action.alternative === 'bestow');
    expect(offered?.enabled).toBe(true);
    const bears = idOf(game, BEARS.name, 'battlefield');
    perform(game, { do: 'cast', card: idOf(game, NYMPH.name), alternative: 'bestow', targets: [{ object: bears }] });
    perform(game, { do: 'resolve' });
    const nymph = idOf(game, NYMPH.name, 'battlefield');
    perform(game, { do: 'move', card: nymph, to: 'hand' });
    expect(game.state.objects[nymph]!.card.isCreature).toBe(true);
  });
});

describe('printed alternative costs (CR 118.9)', () => {
  const BORDERPOST = card('Test Borderpost', '{3}{G}{W}', 'Artifact', "You may pay {1} and return a basic land you control to its owner's hand rather than pay this spell's mana cost.\n{T}: Add {G} or {W}.");
  const BRINGER = card('Test Bringer', '{5}{W}', 'Creature — Bringer', "You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost.\nTrample", '5', '5');
  const CONTEMPLATION = card('Tapped Insight', '{3}{W}', 'Instant', "If you control a Plains, you may tap an untapped creature you control rather than pay this spell's mana cost.\nDraw a card.");
  const FIREBLAST = card('Test Fireblast', '{4}{R}{R}', 'Instant', "You may sacrifice two Mountains rather than pay this spell's mana cost.\nTest Fireblast deals 4 damage to any target.");
  const FORCE = card('Test Force', '{3}{U}{U}', 'Instant', "You may pay 1 life and exile a blue card from your hand rather than pay this spell's mana cost.\nDraw a card.");
  const BLUE = card('Blue Card', '{U}', 'Instant', 'Draw a card.');

  it('lines read as alternative costs are enforced', () => {
    for (const definition of [BORDERPOST, BRINGER, CONTEMPLATION, FIREBLAST, FORCE]) expect(fullyEnforced(definition)).toBe(true);
  });

  it('the Borderposts: {1} and a basic land returned to hand (a land tapped for the {1} may be the one returned)', () => {
    const game = table([BORDERPOST], { hand: [BORDERPOST.name], battlefield: ['Forest'] });
    perform(game, { do: 'cast', card: idOf(game, BORDERPOST.name), alternative: 'alternative cost' });
    expect(zone(game, 'hand')).toEqual(['Forest']);
    perform(game, { do: 'resolve' });
    expect(zone(game, 'battlefield')).toEqual([BORDERPOST.name]);
  });

  it('the Bringers: {W}{U}{B}{R}{G} instead of the mana cost', () => {
    const lands = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];
    const game = table([BRINGER], { hand: [BRINGER.name], battlefield: lands });
    perform(game, { do: 'cast', card: idOf(game, BRINGER.name), alternative: 'alternative cost' });
    expect(tapped(game).sort()).toEqual(lands.slice().sort());
  });

  it('"If you control a Plains": tap an untapped creature, not offered without a Plains', () => {
    const game = table([CONTEMPLATION, BEARS], { hand: [CONTEMPLATION.name], battlefield: ['Plains', BEARS.name], library: ['Island'] });
    perform(game, { do: 'cast', card: idOf(game, CONTEMPLATION.name), alternative: 'alternative cost' });
    expect(tapped(game)).toEqual([BEARS.name]);
    perform(game, { do: 'resolve' });
    expect(zone(game, 'hand')).toEqual(['Island']);
    const without = table([CONTEMPLATION, BEARS], { hand: [CONTEMPLATION.name], battlefield: ['Island', BEARS.name] });
    expect(refused(without, { do: 'cast', card: idOf(without, CONTEMPLATION.name), alternative: 'alternative cost' })).toContain(CONTEMPLATION.name);
  });

  it('sacrifice two Mountains; refused with only one', () => {
    const game = table([FIREBLAST], { hand: [FIREBLAST.name], battlefield: ['Mountain', 'Mountain', 'Forest'] });
    perform(game, { do: 'cast', card: idOf(game, FIREBLAST.name), alternative: 'alternative cost', targets: [{ player: 1 }] });
    expect(zone(game, 'graveyard')).toEqual(['Mountain', 'Mountain']);
    perform(game, { do: 'resolve' });
    expect(game.state.players[1].life).toBe(16);
    const short = table([FIREBLAST], { hand: [FIREBLAST.name], battlefield: ['Mountain', 'Forest'] });
    refused(short, { do: 'cast', card: idOf(short, FIREBLAST.name), alternative: 'alternative cost', targets: [{ player: 1 }] });
  });

  it('pitch: 1 life and a blue card exiled from hand', () => {
    const game = table([FORCE, BLUE], { hand: [FORCE.name, BLUE.name, 'Forest'], library: ['Island'] });
    perform(game, { do: 'cast', card: idOf(game, FORCE.name), alternative: 'alternative cost' });
    expect(zone(game, 'exile')).toEqual([BLUE.name]);
    expect(game.state.players[0].life).toBe(19);
    expect(zone(game, 'hand')).toEqual(['Forest']);
  });
});

describe('conspire, ripple, transmute, assist (CR 702.78, 702.60, 702.53, 702.132)', () => {
  const BLAST = card('Conspired Blast', '{R}', 'Instant', 'Conspire\nConspired Blast deals 1 damage to any target.');
  const GOBLIN = card('Red Goblin', '{R}', 'Creature — Goblin', '', '1', '1');
  const RIPPLER = card('Rippling Bolt', '{R}', 'Instant', 'Ripple 4\nRippling Bolt deals 1 damage to any target.');
  const TRANSMUTER = card('Transmuting Call', '{1}{U}{U}', 'Sorcery', 'Draw a card.\nTransmute {1}{U}{U}');
  const THREE = card('Three Drop', '{2}{G}', 'Creature — Beast', '', '3', '3');
  const ASSISTED = card('Assisted Bolt', '{2}{R}', 'Instant', 'Assist\nAssisted Bolt deals 2 damage to any target.');

  it('CR 702.78a: conspired, two creatures sharing its colour are tapped and a copy deals damage too', () => {
    expect(fullyEnforced(BLAST)).toBe(true);
    const game = table([BLAST, GOBLIN], { hand: [BLAST.name], battlefield: ['Mountain', GOBLIN.name, GOBLIN.name] });
    perform(game, { do: 'cast', card: idOf(game, BLAST.name), targets: [{ player: 1 }], conspire: true });
    expect(tapped(game).sort()).toEqual(['Mountain', GOBLIN.name, GOBLIN.name].sort());
    perform(game, { do: 'resolve_all' });
    expect(game.state.players[1].life).toBe(18);
  });

  it('CR 702.78a: conspire needs two untapped creatures that share a colour with the spell', () => {
    const game = table([BLAST, GOBLIN, BEARS], { hand: [BLAST.name], battlefield: ['Mountain', GOBLIN.name, BEARS.name] });
    refused(game, { do: 'cast', card: idOf(game, BLAST.name), targets: [{ player: 1 }], conspire: true });
  });

  it('CR 702.60a: ripple casts the revealed cards with the same name free and puts the rest on the bottom', () => {
    expect(fullyEnforced(RIPPLER)).toBe(true);
    const game = table([RIPPLER], { hand: [RIPPLER.name], battlefield: ['Mountain'], library: ['Forest', RIPPLER.name, 'Island', 'Swamp', 'Plains'] });
    perform(game, { do: 'cast', card: idOf(game, RIPPLER.name), targets: [{ player: 1 }] });
    perform(game, { do: 'resolve', choice: true }); // ripple: the second copy is cast (its own ripple waits)
    expect(zone(game, 'library')).toEqual(['Plains', 'Forest', 'Island', 'Swamp']);
    perform(game, { do: 'resolve', choice: false }); // the second one's ripple: no
    perform(game, { do: 'resolve_all' });
    expect(game.state.players[1].life).toBe(18);
  });

  it('CR 702.53a: transmute discards the card and finds a card with the same mana value, as a sorcery', () => {
    expect(fullyEnforced(TRANSMUTER)).toBe(true);
    const game = table([TRANSMUTER, THREE, BEARS], { hand: [TRANSMUTER.name], battlefield: ['Island', 'Island', 'Island'], library: [BEARS.name, THREE.name] });
    const ability = compileCard(TRANSMUTER).activated.findIndex((candidate) => candidate.keyword === 'transmute');
    perform(game, { do: 'activate', card: idOf(game, TRANSMUTER.name), ability });
    perform(game, { do: 'resolve' });
    expect(zone(game, 'hand')).toEqual([THREE.name]);
    expect(zone(game, 'graveyard')).toEqual([TRANSMUTER.name]);
  });

  it('CR 702.132a: assist — nobody else pays in a goldfish game, so it is cast for its full cost', () => {
    expect(fullyEnforced(ASSISTED)).toBe(true);
    const game = table([ASSISTED], { hand: [ASSISTED.name], battlefield: ['Mountain', 'Mountain'] });
    refused(game, { do: 'cast', card: idOf(game, ASSISTED.name), targets: [{ player: 1 }] });
  });
});

describe('splice (CR 702.47)', () => {
  const ARCANE = card('Arcane Spark', '{R}', 'Instant — Arcane', 'Arcane Spark deals 1 damage to any target.');
  const RAY = card('Spliced Ray', '{1}{R}', 'Instant — Arcane', 'Spliced Ray deals 2 damage to any target.\nSplice onto Arcane {1}{R}');
  const DRAWER = card('Spliced Study', '{U}', 'Sorcery — Arcane', 'Draw a card.\nSplice onto Arcane {1}');

  it('CR 702.47a–b: the spliced card adds its effects and target to the Arcane spell, pays its cost, and stays in hand', () => {
    expect(fullyEnforced(RAY)).toBe(true);
    const game = table([ARCANE, RAY], { hand: [ARCANE.name, RAY.name], battlefield: ['Mountain', 'Mountain', 'Mountain'] });
    perform(game, { do: 'cast', card: idOf(game, ARCANE.name), splice: [idOf(game, RAY.name)], targets: [{ player: 1 }, { player: 1 }] });
    expect(tapped(game)).toHaveLength(3);
    expect(zone(game, 'hand')).toEqual([RAY.name]);
    perform(game, { do: 'resolve' });
    expect(game.state.players[1].life).toBe(17);
    expect(zone(game, 'graveyard')).toEqual([ARCANE.name]);
  });

  it('CR 702.47a: a spliced effect without targets; the table offers the splice', () => {
    const game = table([ARCANE, DRAWER], { hand: [ARCANE.name, DRAWER.name], battlefield: ['Mountain', 'Island'], library: ['Forest'] });
    const offered = legalActions(game).find((entry) => entry.action.do === 'cast' && 'splice' in entry.action);
    expect(offered?.enabled).toBe(true);
    perform(game, { do: 'cast', card: idOf(game, ARCANE.name), splice: [idOf(game, DRAWER.name)], targets: [{ player: 1 }] });
    perform(game, { do: 'resolve' });
    expect(zone(game, 'hand').sort()).toEqual(['Forest', DRAWER.name].sort());
    expect(game.state.players[1].life).toBe(19);
  });

  it('CR 702.47a: only onto an Arcane spell', () => {
    const game = table([SHOCK, RAY], { hand: [SHOCK.name, RAY.name], battlefield: ['Mountain', 'Mountain', 'Mountain'] });
    expect(refused(game, { do: 'cast', card: idOf(game, SHOCK.name), splice: [idOf(game, RAY.name)], targets: [{ player: 1 }, { player: 1 }] })).toContain(RAY.name);
  });
});

describe('awaken (CR 702.113)', () => {
  const AWAKENER = card('Awakened Bolt', '{1}{R}', 'Sorcery', 'Awakened Bolt deals 2 damage to any target.\nAwaken 3—{4}{R}');

  it('CR 702.113a: cast for its awaken cost, it also puts N +1/+1 counters on target land you control, a 0/0 Elemental creature with haste', () => {
    expect(fullyEnforced(AWAKENER)).toBe(true);
    const game = table([AWAKENER], { hand: [AWAKENER.name], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'] });
    const land = idOf(game, 'Mountain', 'battlefield');
    perform(game, { do: 'cast', card: idOf(game, AWAKENER.name), alternative: 'awaken', targets: [{ player: 1 }, { object: land }] });
    expect(tapped(game)).toHaveLength(5);
    perform(game, { do: 'resolve' });
    expect(game.state.players[1].life).toBe(18);
    const awakened = game.state.objects[land]!;
    expect([powerOf(game.state, awakened), toughnessOf(game.state, awakened)]).toEqual([3, 3]);
    expect(hasKeyword(game.state, awakened, 'haste')).toBe(true);
  });

  it('CR 702.113a: cast for its mana cost, no land is awakened; the table offers the awaken cast', () => {
    const game = table([AWAKENER], { hand: [AWAKENER.name], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'] });
    expect(legalActions(game).some((entry) => entry.enabled && entry.action.do === 'cast' && 'alternative' in entry.action && entry.action.alternative === 'awaken')).toBe(true);
    perform(game, { do: 'cast', card: idOf(game, AWAKENER.name), targets: [{ player: 1 }] });
    perform(game, { do: 'resolve' });
    expect(game.state.players[0].battlefield.every((id) => powerOf(game.state, game.state.objects[id]!) === null)).toBe(true);
  });
});

describe('printed alternative costs: "have each other player gain N life", "if it\'s not your turn" (CR 118.9)', () => {
  const INVIGORATE = card('Test Invigorate', '{2}{G}', 'Instant', "If you control a Forest, rather than pay this spell's mana cost, you may have an opponent gain 3 life.\nTarget creature gets +4/+4 until end of turn.");
  const FORCE = card('Test Force of Vigor', '{2}{G}{G}', 'Instant', "If it's not your turn, you may exile a green card from your hand rather than pay this spell's mana cost.\nDestroy up to two target artifacts and/or enchantments.");

  it('the opponent gains the life instead of the mana cost being paid', () => {
    expect(fullyEnforced(INVIGORATE)).toBe(true);
    const game = table([INVIGORATE, BEARS], { hand: [INVIGORATE.name], battlefield: ['Forest', BEARS.name] });
    perform(game, { do: 'cast', card: idOf(game, INVIGORATE.name), alternative: 'alternative cost', targets: [{ object: idOf(game, BEARS.name, 'battlefield') }] });
    expect(game.state.players[1].life).toBe(23);
    expect(tapped(game)).toEqual([]);
  });

  it('"if it\'s not your turn": every turn of a goldfish game is yours, so the alternative is refused', () => {
    expect(compileCard(FORCE).lines[0]!.status).toBe('enforced');
    const game = table([FORCE, BEARS], { hand: [FORCE.name, BEARS.name] });
    refused(game, { do: 'cast', card: idOf(game, FORCE.name), alternative: 'alternative cost' });
  });
});

describe('cipher (CR 702.99)', () => {
  const CIPHER = card('Ciphered Drain', '{1}{B}', 'Sorcery', 'Target opponent loses 2 life.\nCipher');

  it('CR 702.99a, c: encoded on a creature as it resolves; each combat damage to a player casts a copy', () => {
    expect(fullyEnforced(CIPHER)).toBe(true);
    const game = gameFromScenario({ cards: [CIPHER, BEARS], turn: 3, phase: 'main1', you: { hand: [CIPHER.name], battlefield: ['Swamp', 'Swamp', BEARS.name] } }).game;
    const bears = idOf(game, BEARS.name, 'battlefield');
    game.state.objects[bears]!.sinceTurn = 1;
    perform(game, { do: 'cast', card: idOf(game, CIPHER.name), targets: [{ player: 1 }] });
    perform(game, { do: 'resolve', choice: true });
    expect(game.state.players[1].life).toBe(18);
    expect(zone(game, 'exile')).toEqual([CIPHER.name]);
    expect(zone(game, 'graveyard')).toEqual([]);
    perform(game, { do: 'next_phase' });
    perform(game, { do: 'attack', attackers: [bears] });
    perform(game, { do: 'resolve', choice: true }); // the cipher trigger: cast a copy
    perform(game, { do: 'resolve' }); // the copy
    expect(game.state.players[1].life).toBe(14); // 2 from the spell, 2 combat damage, 2 from the copy
    expect(zone(game, 'exile')).toEqual([CIPHER.name]);
  });

  it('CR 702.99a: "you may" — declined, or with no creature, the card goes to the graveyard', () => {
    const game = table([CIPHER, BEARS], { hand: [CIPHER.name], battlefield: ['Swamp', 'Swamp', BEARS.name] });
    perform(game, { do: 'cast', card: idOf(game, CIPHER.name), targets: [{ player: 1 }] });
    perform(game, { do: 'resolve', choice: false });
    expect(zone(game, 'graveyard')).toEqual([CIPHER.name]);
  });
});

describe('miracle (CR 702.94)', () => {
  const MIRACLE = card('Miracle Bolt', '{4}{R}{R}', 'Instant', 'Miracle Bolt deals 5 damage to any target.\nMiracle {R}');

  it('CR 702.94a: the first card drawn this turn is revealed and may be cast for its miracle cost', () => {
    expect(fullyEnforced(MIRACLE)).toBe(true);
    const game = gameFromScenario({ cards: [MIRACLE], turn: 2, phase: 'upkeep', you: { library: [MIRACLE.name, MIRACLE.name], battlefield: ['Mountain'] } }).game;
    perform(game, { do: 'next_phase' }); // draw step: the miracle trigger
    expect(game.state.stack.map((item) => item.sourceName)).toEqual([MIRACLE.name]);
    perform(game, { do: 'resolve', choice: true });
    expect(tapped(game)).toEqual(['Mountain']);
    perform(game, { do: 'resolve' });
    expect(game.state.players[1].life).toBe(15);
  });

  it('CR 702.94a: the second card drawn in a turn has no miracle trigger, and a miracle cast is never a player action', () => {
    const divination = card('Two Draws', '{U}', 'Sorcery', 'Draw two cards.');
    const game = gameFromScenario({ cards: [MIRACLE, divination], turn: 2, phase: 'main1', you: { hand: [divination.name], library: ['Island', MIRACLE.name], battlefield: ['Island', 'Mountain'] } }).game;
    perform(game, { do: 'cast', card: idOf(game, divination.name) });
    perform(game, { do: 'resolve' }); // the Island first, then the miracle card: no trigger
    expect(zone(game, 'hand').sort()).toEqual(['Island', MIRACLE.name].sort());
    expect(game.state.stack).toHaveLength(0);
    refused(game, { do: 'cast', card: idOf(game, MIRACLE.name), alternative: 'miracle' });
  });
});

describe('additional cost: exile cards from your graveyard (CR 601.2b, h)', () => {
  const GHOUL = card('Graveyard Feaster', '{1}{B}', 'Creature — Zombie', 'As an additional cost to cast this spell, exile a creature card from your graveyard.', '3', '3');

  it('a creature card is exiled from the graveyard with the payment; without one the cast is refused', () => {
    expect(fullyEnforced(GHOUL)).toBe(true);
    const game = table([GHOUL, BEARS], { hand: [GHOUL.name], graveyard: ['Swamp', BEARS.name], battlefield: ['Swamp', 'Swamp'] });
    perform(game, { do: 'cast', card: idOf(game, GHOUL.name) });
    expect(zone(game, 'exile')).toEqual([BEARS.name]);
    expect(zone(game, 'graveyard')).toEqual(['Swamp']);
    const none = table([GHOUL], { hand: [GHOUL.name], graveyard: ['Swamp'], battlefield: ['Swamp', 'Swamp'] });
    refused(none, { do: 'cast', card: idOf(none, GHOUL.name) });
  });
});

describe('"as though it had flash if you pay {2} more" (CR 601.3, 601.2f)', () => {
  const ROUT = card('Late Wrath', '{3}{W}{W}', 'Sorcery', 'Destroy all creatures.\nYou may cast Late Wrath as though it had flash if you pay {2} more to cast it.');
  const PLAINS = ['Plains', 'Plains', 'Plains', 'Plains', 'Plains'];

  it('at sorcery speed it costs its mana cost; at another time {2} more', () => {
    expect(fullyEnforced(ROUT)).toBe(true);
    const main = table([ROUT], { hand: [ROUT.name], battlefield: PLAINS });
    perform(main, { do: 'cast', card: idOf(main, ROUT.name) });
    expect(tapped(main)).toHaveLength(5);
    const combat = table([ROUT], { hand: [ROUT.name], battlefield: PLAINS });
    perform(combat, { do: 'next_phase' });
    refused(combat, { do: 'cast', card: idOf(combat, ROUT.name) });
    const rich = table([ROUT, BEARS], { hand: [ROUT.name], battlefield: [...PLAINS, 'Plains', 'Plains', BEARS.name] });
    perform(rich, { do: 'next_phase' });
    perform(rich, { do: 'cast', card: idOf(rich, ROUT.name) });
    expect(tapped(rich)).toHaveLength(7);
    perform(rich, { do: 'resolve' });
    expect(zone(rich, 'graveyard').sort()).toEqual([BEARS.name, ROUT.name].sort());
  });
});
