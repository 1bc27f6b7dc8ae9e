// Alternative and additional costs and cast-time keywords (app/engine/abilities/casting.ts and
// app/cards/oracle/keywords/casting/), played through the engine. Each test names its rule.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import type { Action } from '../../../../app/engine/turns/actions.ts';
import type { Game } from '../../../../app/engine/turns/game.ts';
import { cloneState } from '../../../../app/engine/state/state.ts';
import { legalActions } from '../../../../app/engine/turns/legal-actions.ts';
import { card } from '../../../fixtures/engine/cards.ts';
import { idOf, table } from '../helpers.ts';

const BEARS = card('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const SHOCK = card('Shock', '{R}', 'Instant', 'Shock deals 2 damage to any target.');


const names = (game: Game, ids: readonly number[]): string[] => ids.map((id) => game.state.objects[id]!.card.name);
const zone = (game: Game, which: 'hand' | 'battlefield' | 'graveyard' | 'exile' | 'library'): string[] => names(game, game.state.players[0][which]);

function perform(game: Game, action: Action): void {
  const result = game.perform(action);
  if (!result.ok) throw new Error(result.reason);
}

describe('kicker (CR 702.33)', () => {
  const BURST = card('Kicked Burst', '{R}', 'Instant', 'Kicker {2}\nKicked Burst deals 2 damage to any target. If this spell was kicked, you gain 3 life.');
  const KAVU = card('Kavu Runt', '{1}{G}', 'Creature — Kavu', 'Kicker {1}{G}\nIf Kavu Runt was kicked, it enters the battlefield with two +1/+1 counters on it.', '2', '2');
  const ELF = card('Kicked Elf', '{G}', 'Creature — Elf', 'Kicker {1}\nWhen Kicked Elf enters the battlefield, if it was kicked, draw a card.', '1', '1');
  const GNARL = card('Multi Hydra', '{G}', 'Creature — Hydra', 'Multikicker {1}\nMulti Hydra enters the battlefield with a +1/+1 counter on it for each time it was kicked.', '0', '0');

  it('CR 702.33a, d: the lines are enforced, the kicker condition read by the grammar', () => {
    expect(compileCard(BURST).lines.map((line) => line.status)).toEqual(['enforced', 'enforced']);
    expect(compileCard(KAVU).fullyEnforced).toBe(true);
    expect(compileCard(ELF).fullyEnforced).toBe(true);
  });

  it('CR 702.33d: a kicked spell pays the kicker cost and does what "if this spell was kicked" says', () => {
    const game = table([BURST], { hand: [BURST.name], battlefield: ['Mountain', 'Mountain', 'Mountain'] });
    perform(game, { do: 'cast', card: idOf(game, BURST.name), targets: [{ player: 1 }], kicked: true });
    expect(game.state.players[0].battlefield.every((id) => game.state.objects[id]!.tapped)).toBe(true);
    perform(game, { do: 'resolve' });
    expect(game.state.players[1].life).toBe(18);
    expect(game.state.players[0].life).toBe(23);
  });

  it('CR 702.33a: unkicked, the spell costs its mana cost and the kicked part does nothing', () => {
    const game = table([BURST], { hand: [BURST.name], battlefield: ['Mountain', 'Mountain', 'Mountain'] });
    perform(game, { do: 'cast', card: idOf(game, BURST.name), targets: [{ player: 1 }] });
    expect(game.state.players[0].battlefield.filter((id) => game.state.objects[id]!.tapped)).toHaveLength(1);
    perform(game, { do: 'resolve' });
    expect(game.state.players[1].life).toBe(18);
    expect(game.state.players[0].life).toBe(20);
  });

  it('CR 702.33e, 614.1c: "if ~ was kicked, it enters with counters"; unkicked it enters without', () => {
    const kicked = table([KAVU], { hand: [KAVU.name], battlefield: ['Forest', 'Forest', 'Forest', 'Forest'] });
    perform(kicked, { do: 'cast', card: idOf(kicked, KAVU.name), kicked: true });
    perform(kicked, { do: 'resolve' });
    expect(kicked.state.objects[idOf(kicked, KAVU.name, 'battlefield')]!.counters).toEqual({ '+1/+1': 2 });
    const plain = table([KAVU], { hand: [KAVU.name], battlefield: ['Forest', 'Forest', 'Forest', 'Forest'] });
    perform(plain, { do: 'cast', card: idOf(plain, KAVU.name) });
    perform(plain, { do: 'resolve' });
    expect(plain.state.objects[idOf(plain, KAVU.name, 'battlefield')]!.counters).toBeNull();
  });

  it('CR 702.33e, 603.4: "When ~ enters, if it was kicked" asks the permanent how it was cast', () => {
    const game = table([ELF], { hand: [ELF.name], library: ['Forest'], battlefield: ['Forest', 'Forest'] });
    perform(game, { do: 'cast', card: idOf(game, ELF.name), kicked: true });
    perform(game, { do: 'resolve_all' });
    expect(zone(game, 'hand')).toEqual(['Forest']);
    const plain = table([ELF], { hand: [ELF.name], library: ['Forest'], battlefield: ['Forest', 'Forest'] });
    perform(plain, { do: 'cast', card: idOf(plain, ELF.name) });
    perform(plain, { do: 'resolve_all' });
    expect(zone(plain, 'hand')).toEqual([]);
  });

  it('CR 702.33c: multikicker is paid any number of times, counted by "for each time it was kicked"', () => {
    const game = table([GNARL], { hand: [GNARL.name], battlefield: ['Forest', 'Forest', 'Forest', 'Forest'] });
    perform(game, { do: 'cast', card: idOf(game, GNARL.name), kicks: 3 });
    perform(game, { do: 'resolve' });
    expect(game.state.objects[idOf(game, GNARL.name, 'battlefield')]!.counters).toEqual({ '+1/+1': 3 });
  });

  it('CR 601.2h: a kicked cast that cannot be paid is rejected and changes nothing', () => {
    const game = table([BURST], { hand: [BURST.name], battlefield: ['Mountain', 'Mountain'] });
    const before = cloneState(game.state);
    const result = game.perform({ do: 'cast', card: idOf(game, BURST.name), targets: [{ player: 1 }], kicked: true });
    expect(result.ok).toBe(false);
    expect(game.state).toEqual(before);
    const notKicker = game.perform({ do: 'cast', card: idOf(game, BURST.name), targets: [{ player: 1 }], buyback: true });
    expect(notKicker).toMatchObject({ ok: false });
    expect(game.state).toEqual(before);
  });

  it('CR 601.2c, 702.33e: a target only the kicked spell has is not required when it is not kicked', () => {
    const quake = card('Kicked Quake', '{2}{R}', 'Sorcery', 'Kicker {3}\nDestroy target land. If this spell was kicked, destroy another target land.');
    const game = table([quake], { hand: [quake.name], battlefield: ['Mountain', 'Mountain', 'Mountain'] }, { battlefield: ['Island'] });
    perform(game, { do: 'cast', card: idOf(game, quake.name), targets: [{ object: game.state.players[1].battlefield[0]! }] });
    perform(game, { do: 'resolve' });
    expect(game.state.players[1].battlefield).toEqual([]);
  });

  it('the goldfish table offers the kicked cast beside the plain one', () => {
    const game = table([BURST], { hand: [BURST.name], battlefield: ['Mountain', 'Mountain', 'Mountain'] });
    const offered = legalActions(game).filter((entry) => entry.action.do === 'cast');
    expect(offered.map((entry) => entry.label.key)).toEqual(['action.cast', 'action.castKicked']);
    expect(offered[1]!.enabled).toBe(true);
  });
});

describe('convoke, delve, improvise, affinity (CR 702.51, 702.66, 702.126, 702.41)', () => {
  it('CR 702.51a: convoke taps a creature to pay for mana the lands cannot', () => {
    const crusade = card('Convoked Rally', '{2}{W}', 'Sorcery', 'Convoke\nYou gain 4 life.');
    const game = table([crusade, BEARS], { hand: [crusade.name], battlefield: ['Plains', 'Plains', BEARS.name] });
    perform(game, { do: 'cast', card: idOf(game, crusade.name) });
    expect(game.state.objects[idOf(game, BEARS.name, 'battlefield')]!.tapped).toBe(true);
    perform(game, { do: 'resolve' });
    expect(game.state.players[0].life).toBe(24);
  });

  it('CR 702.51a: a named creature pays one mana of its colour', () => {
    const green = card('Green Convoke', '{G}{G}', 'Sorcery', 'Convoke\nYou gain 1 life.');
    const game = table([green, BEARS], { hand: [green.name], battlefield: ['Forest', BEARS.name] });
    perform(game, { do: 'cast', card: idOf(game, green.name), convoke: [idOf(game, BEARS.name, 'battlefield')] });
    expect(game.state.players[0].battlefield.every((id) => game.state.objects[id]!.tapped)).toBe(true);
  });

  it('CR 702.66a: delve exiles cards from the graveyard, each paying {1}', () => {
    const delver = card('Delving Thought', '{3}{U}', 'Sorcery', 'Delve\nDraw two cards.');
    const game = table([delver], { hand: [delver.name], library: ['Island', 'Island'], graveyard: ['Forest', 'Forest', 'Forest'], battlefield: ['Island'] });
    perform(game, { do: 'cast', card: idOf(game, delver.name) });
    expect(zone(game, 'exile')).toEqual(['Forest', 'Forest', 'Forest']);
    perform(game, { do: 'resolve' });
    expect(zone(game, 'hand')).toEqual(['Island', 'Island']);
  });

  it('CR 702.126a: improvise taps an artifact to pay {1}', () => {
    const improviser = card('Improvised Bolt', '{1}{R}', 'Instant', 'Improvise\nImprovised Bolt deals 3 damage to any target.');
    const bauble = card('Bauble', '{0}', 'Artifact', '');
    const game = table([improviser, bauble], { hand: [improviser.name], battlefield: ['Mountain', bauble.name] });
    perform(game, { do: 'cast', card: idOf(game, improviser.name), targets: [{ player: 1 }] });
    expect(game.state.objects[idOf(game, bauble.name, 'battlefield')]!.tapped).toBe(true);
  });

  it('CR 702.41a: affinity for artifacts costs {1} less for each artifact you control', () => {
    const golem = card('Affine Golem', '{4}', 'Artifact Creature — Golem', 'Affinity for artifacts', '3', '3');
    const bauble = card('Bauble', '{0}', 'Artifact', '');
    const game = table([golem, bauble], { hand: [golem.name], battlefield: ['Island', bauble.name, bauble.name, bauble.name] });
    perform(game, { do: 'cast', card: idOf(game, golem.name) });
    perform(game, { do: 'resolve' });
    expect(zone(game, 'battlefield')).toContain(golem.name);
  });
});

describe('buyback, evoke, retrace, jump-start, surge (CR 702.27, 702.74, 702.81, 702.133, 702.117)', () => {
  it('CR 702.27a: with buyback paid the spell returns to its owner\'s hand as it resolves', () => {
    const shock = card('Buyback Shock', '{R}', 'Instant', 'Buyback {3}\nBuyback Shock deals 1 damage to any target.');
    const game = table([shock], { hand: [shock.name], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'] });
    perform(game, { do: 'cast', card: idOf(game, shock.name), targets: [{ player: 1 }], buyback: true });
    perform(game, { do: 'resolve' });
    expect(zone(game, 'hand')).toEqual([shock.name]);
    expect(game.state.players[1].life).toBe(19);
  });

  it('CR 702.74a: an evoked creature is sacrificed when it enters, after its enters trigger', () => {
    const elemental = card('Evoked Mind', '{4}{U}', 'Creature — Elemental', 'Flying\nWhen Evoked Mind enters the battlefield, draw a card.\nEvoke {2}{U}', '3', '3');
    const game = table([elemental], { hand: [elemental.name], library: ['Island'], battlefield: ['Island', 'Island', 'Island'] });
    perform(game, { do: 'cast', card: idOf(game, elemental.name), alternative: 'evoke' });
    perform(game, { do: 'resolve_all' });
    expect(zone(game, 'graveyard')).toEqual([elemental.name]);
    expect(zone(game, 'hand')).toEqual(['Island']);
  });

  it('CR 702.81a: retrace casts from the graveyard by discarding a land card', () => {
    const retracer = card('Retraced Bolt', '{R}', 'Instant', 'Retraced Bolt deals 1 damage to any target.\nRetrace');
    const game = table([retracer], { hand: ['Forest'], graveyard: [retracer.name], battlefield: ['Mountain'] });
    perform(game, { do: 'cast', card: idOf(game, retracer.name, 'graveyard'), targets: [{ player: 1 }] });
    perform(game, { do: 'resolve' });
    expect(zone(game, 'graveyard').sort()).toEqual(['Forest', retracer.name]);
    expect(game.state.players[1].life).toBe(19);
  });

  it('CR 702.133a: jump-start discards a card and the spell is exiled afterwards', () => {
    const jumper = card('Jumped Bolt', '{R}', 'Instant', 'Jumped Bolt deals 1 damage to any target.\nJump-start');
    const game = table([jumper], { hand: ['Island'], graveyard: [jumper.name], battlefield: ['Mountain'] });
    perform(game, { do: 'cast', card: idOf(game, jumper.name, 'graveyard'), targets: [{ player: 1 }] });
    perform(game, { do: 'resolve' });
    expect(zone(game, 'exile')).toEqual([jumper.name]);
    expect(zone(game, 'graveyard')).toEqual(['Island']);
  });

  it('CR 702.117a: surge is allowed only after you cast another spell this turn', () => {
    const surger = card('Surging Bolt', '{4}{R}', 'Instant', 'Surge {R}\nSurging Bolt deals 3 damage to any target.');
    const game = table([surger, SHOCK], { hand: [surger.name, SHOCK.name], battlefield: ['Mountain', 'Mountain'] });
    expect(game.perform({ do: 'cast', card: idOf(game, surger.name), targets: [{ player: 1 }], alternative: 'surge' }).ok).toBe(false);
    perform(game, { do: 'cast', card: idOf(game, SHOCK.name), targets: [{ player: 1 }] });
    perform(game, { do: 'cast', card: idOf(game, surger.name), targets: [{ player: 1 }], alternative: 'surge' });
    perform(game, { do: 'resolve_all' });
    expect(game.state.players[1].life).toBe(15);
  });
});

describe('replicate, spectacle, emerge (CR 702.56, 702.137, 702.119)', () => {
  it('CR 702.56a: each replicate payment makes one copy as the spell is cast', () => {
    const replicator = card('Replicated Bolt', '{R}', 'Instant', 'Replicate {1}{R}\nReplicated Bolt deals 1 damage to any target.');
    const game = table([replicator], { hand: [replicator.name], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'] });
    perform(game, { do: 'cast', card: idOf(game, replicator.name), targets: [{ player: 1 }], replicate: 2 });
    perform(game, { do: 'resolve_all' });
    expect(game.state.players[1].life).toBe(17);
    expect(game.state.players[0].battlefield.every((id) => game.state.objects[id]!.tapped)).toBe(true);
  });

  it('CR 702.137a: spectacle only after an opponent lost life this turn', () => {
    const spectacular = card('Spectacular Bolt', '{3}{R}', 'Sorcery', 'Spectacular Bolt deals 3 damage to any target.\nSpectacle {R}');
    const game = table([spectacular, SHOCK], { hand: [spectacular.name, SHOCK.name], battlefield: ['Mountain', 'Mountain'] });
    const before = cloneState(game.state);
    expect(game.perform({ do: 'cast', card: idOf(game, spectacular.name), targets: [{ player: 1 }], alternative: 'spectacle' }).ok).toBe(false);
    expect(game.state).toEqual(before);
    perform(game, { do: 'cast', card: idOf(game, SHOCK.name), targets: [{ player: 1 }] });
    perform(game, { do: 'resolve' });
    perform(game, { do: 'cast', card: idOf(game, spectacular.name), targets: [{ player: 1 }], alternative: 'spectacle' });
    perform(game, { do: 'resolve' });
    expect(game.state.players[1].life).toBe(15);
  });

  it('CR 702.119a: emerge sacrifices a creature and takes its mana value off the emerge cost', () => {
    const emerger = card('Emerging Horror', '{7}{U}', 'Creature — Eldrazi', 'Emerge {5}{U}', '6', '6');
    const game = table([emerger, BEARS], { hand: [emerger.name], battlefield: ['Island', 'Island', 'Island', 'Island', BEARS.name] });
    perform(game, { do: 'cast', card: idOf(game, emerger.name), alternative: 'emerge' });
    expect(zone(game, 'graveyard')).toEqual([BEARS.name]);
    perform(game, { do: 'resolve' });
    expect(zone(game, 'battlefield')).toContain(emerger.name);
  });
});

describe('overload (CR 702.96)', () => {
  const ZAP = card('Overloaded Zap', '{R}', 'Instant', "Overloaded Zap deals 1 damage to target creature you don't control.\nOverload {1}{R} (You may cast this spell for its overload cost. If you do, change its text by replacing all instances of \"target\" with \"each.\")");
  const ELF = card('Llanowar Elves', '{G}', 'Creature — Elf Druid', '', '1', '1');

  it('CR 702.96b: overloaded, "target" reads "each": every creature you don\'t control, no target chosen', () => {
    expect(compileCard(ZAP).fullyEnforced).toBe(true);
    const game = table([ZAP, ELF], { hand: [ZAP.name], battlefield: ['Mountain', 'Mountain', ELF.name] }, { battlefield: [ELF.name, ELF.name] });
    perform(game, { do: 'cast', card: idOf(game, ZAP.name), alternative: 'overload' });
    expect(game.state.stack[0]!.targets).toEqual([]);
    perform(game, { do: 'resolve' });
    expect(game.state.players[1].battlefield).toEqual([]);
    expect(zone(game, 'battlefield')).toContain(ELF.name);
  });

  it('CR 702.96a: cast normally, it still targets one creature', () => {
    const game = table([ZAP, ELF], { hand: [ZAP.name], battlefield: ['Mountain'] }, { battlefield: [ELF.name, ELF.name] });
    perform(game, { do: 'cast', card: idOf(game, ZAP.name) });
    perform(game, { do: 'resolve' });
    expect(game.state.players[1].battlefield).toHaveLength(1);
  });

  it('an overload whose replaced text the grammar can\'t read stays text', () => {
    const odd = card('Odd Overload', '{R}', 'Instant', 'Juggle target orange.\nOverload {2}{R}');
    expect(compileCard(odd).lines.map((line) => line.status)).toEqual(['partial', 'text']);
  });
});

describe('additional costs of X (CR 601.2b, 107.3a)', () => {
  it('"pay X life" and "discard X cards" take the X chosen for the spell', () => {
    const deluge = card('Toxic Flood', '{2}{B}', 'Sorcery', 'As an additional cost to cast this spell, pay X life.\nAll creatures get -X/-X until end of turn.');
    const game = table([deluge, BEARS], { hand: [deluge.name], battlefield: ['Swamp', 'Swamp', 'Swamp', BEARS.name] });
    perform(game, { do: 'cast', card: idOf(game, deluge.name), x: 2 });
    expect(game.state.players[0].life).toBe(18);
    perform(game, { do: 'resolve' });
    expect(zone(game, 'graveyard')).toContain(BEARS.name);
    const dreams = card('Discard Dreams', '{2}{U}', 'Sorcery', 'As an additional cost to cast this spell, discard X cards.\nDraw X cards.');
    const refused = table([dreams], { hand: [dreams.name, 'Island'], battlefield: ['Island', 'Island', 'Island'] });
    const before = cloneState(refused.state);
    expect(refused.perform({ do: 'cast', card: idOf(refused, dreams.name), x: 2 }).ok).toBe(false);
    expect(refused.state).toEqual(before);
  });
});

describe('a defect found on the way', () => {
  it('CR 107.3: "get -X/-X" takes X off (it read as +X/+X)', () => {
    const shrink = card('Shrink Ray', '{X}{B}', 'Instant', 'Target creature gets -X/-X until end of turn.');
    const game = table([shrink, BEARS], { hand: [shrink.name], battlefield: ['Swamp', 'Swamp', 'Swamp'] }, { battlefield: [BEARS.name] });
    perform(game, { do: 'cast', card: idOf(game, shrink.name), x: 2 });
    perform(game, { do: 'resolve' });
    expect(game.state.players[1].battlefield).toEqual([]);
  });
});

describe('madness (CR 702.35)', () => {
  const MADNESS = card('Mad Bolt', '{3}{R}', 'Instant', 'Mad Bolt deals 3 damage to any target.\nMadness {R}');

  it('CR 702.35a: discarded → exiled; answering yes casts it for {R}; no puts it into the graveyard', () => {
    const discarder = card('Tormenting Voice', '{1}{R}', 'Sorcery', 'As an additional cost to cast this spell, discard a card.\nDraw two cards.');
    const game = table([MADNESS, discarder], { hand: [MADNESS.name, discarder.name], library: ['Island', 'Island'], battlefield: ['Mountain', 'Mountain', 'Mountain'] });
    perform(game, { do: 'cast', card: idOf(game, discarder.name) });
    expect(zone(game, 'exile')).toEqual([MADNESS.name]);
    perform(game, { do: 'resolve', choice: true }); // the madness trigger, above the spell
    expect(game.state.stack.map((item) => item.sourceName)).toEqual([discarder.name, MADNESS.name]);
    perform(game, { do: 'resolve_all' });
    expect(game.state.players[1].life).toBe(17);
    expect(zone(game, 'graveyard').sort()).toEqual([MADNESS.name, discarder.name].sort());

    const declined = table([MADNESS, discarder], { hand: [MADNESS.name, discarder.name], library: ['Island', 'Island'], battlefield: ['Mountain', 'Mountain', 'Mountain'] });
    perform(declined, { do: 'cast', card: idOf(declined, discarder.name) });
    perform(declined, { do: 'resolve', choice: false });
    expect(zone(declined, 'graveyard')).toEqual([MADNESS.name]);
  });
});

describe('storm, cascade, split second (CR 702.40, 702.85, 702.61)', () => {
  it('CR 702.40a: storm copies the spell once for each spell cast before it this turn', () => {
    const grapeshot = card('Storm Shot', '{1}{R}', 'Sorcery', 'Storm Shot deals 1 damage to any target.\nStorm');
    const game = table([grapeshot, SHOCK], { hand: [SHOCK.name, SHOCK.name, grapeshot.name], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'] });
    perform(game, { do: 'cast', card: idOf(game, SHOCK.name), targets: [{ player: 1 }] });
    perform(game, { do: 'resolve' });
    perform(game, { do: 'cast', card: idOf(game, SHOCK.name), targets: [{ player: 1 }] });
    perform(game, { do: 'resolve' });
    perform(game, { do: 'cast', card: idOf(game, grapeshot.name), targets: [{ player: 1 }] });
    perform(game, { do: 'resolve' }); // the storm trigger: two copies
    expect(game.state.stack.filter((item) => item.sourceName === grapeshot.name)).toHaveLength(3);
    perform(game, { do: 'resolve_all' });
    expect(game.state.players[1].life).toBe(20 - 4 - 3);
    // The copies cease to exist; only the card goes to the graveyard (CR 707.10a).
    expect(zone(game, 'graveyard').filter((name) => name === grapeshot.name)).toHaveLength(1);
  });

  it('CR 702.85a: cascade exiles until a cheaper nonland card, which may be cast free; the rest go to the bottom', () => {
    const cascader = card('Cascading Beast', '{3}{G}', 'Creature — Beast', 'Cascade', '4', '4');
    const game = table([cascader, BEARS], { hand: [cascader.name], library: ['Forest', BEARS.name, 'Island'], battlefield: ['Forest', 'Forest', 'Forest', 'Forest'] });
    perform(game, { do: 'cast', card: idOf(game, cascader.name) });
    perform(game, { do: 'resolve', choice: true }); // cascade: Forest, then Grizzly Bears (mana value 2 < 4)
    expect(game.state.stack.map((item) => item.sourceName)).toEqual([cascader.name, BEARS.name]);
    expect(zone(game, 'library')).toEqual(['Island', 'Forest']);
    perform(game, { do: 'resolve_all' });
    expect(zone(game, 'battlefield')).toEqual(expect.arrayContaining([cascader.name, BEARS.name]));
  });

  it('CR 702.61a: while a split second spell is on the stack, no spells and no non-mana abilities; mana abilities still work', () => {
    const sudden = card('Sudden Bolt', '{R}', 'Instant', 'Split second\nSudden Bolt deals 2 damage to any target.');
    const pinger = card('Pinger', '{R}', 'Creature — Goblin', '{T}: Pinger deals 1 damage to any target.', '1', '1');
    const game = table([sudden, pinger, SHOCK], { hand: [sudden.name, SHOCK.name], battlefield: ['Mountain', 'Mountain', pinger.name] });
    game.state.objects[idOf(game, pinger.name, 'battlefield')]!.sinceTurn = 0;
    perform(game, { do: 'cast', card: idOf(game, sudden.name), targets: [{ player: 1 }] });
    const before = cloneState(game.state);
    expect(game.perform({ do: 'cast', card: idOf(game, SHOCK.name), targets: [{ player: 1 }] })).toMatchObject({ ok: false });
    expect(game.perform({ do: 'activate', card: idOf(game, pinger.name, 'battlefield'), ability: 0, targets: [{ player: 1 }] })).toMatchObject({ ok: false });
    expect(game.state).toEqual(before);
    expect(game.perform({ do: 'activate', card: idOf(game, 'Mountain', 'battlefield') === undefined ? -1 : game.state.players[0].battlefield.find((id) => !game.state.objects[id]!.tapped && game.state.objects[id]!.card.isLand)!, ability: 0 }).ok).toBe(true);
  });
});

describe('rebound (CR 702.88)', () => {
  it('CR 702.88a: cast from hand, it is exiled as it resolves and may be cast free at your next upkeep', () => {
    const bouncer = card('Rebounding Bolt', '{R}', 'Instant', 'Rebounding Bolt deals 2 damage to any target.\nRebound');
    const game = table([bouncer], { hand: [bouncer.name], library: ['Island', 'Island'], battlefield: ['Mountain'] });
    perform(game, { do: 'cast', card: idOf(game, bouncer.name), targets: [{ player: 1 }] });
    perform(game, { do: 'resolve' });
    expect(zone(game, 'exile')).toEqual([bouncer.name]);
    perform(game, { do: 'next_turn' }); // stops at the upkeep with the rebound trigger on the stack
    expect(game.state.phase).toBe('upkeep');
    perform(game, { do: 'resolve', choice: true });
    perform(game, { do: 'resolve' });
    expect(game.state.players[1].life).toBe(16);
    // Cast from exile, not from hand: this time it goes to the graveyard.
    expect(zone(game, 'graveyard')).toEqual([bouncer.name]);
  });
});

describe('strive and sunburst (CR 601.2f, 702.44)', () => {
  it('strive: each target beyond the first costs more', () => {
    const striver = card('Striving Bolt', '{R}', 'Instant', 'Strive — This spell costs {1}{R} more to cast for each target beyond the first.\nStriving Bolt deals 1 damage to any number of target creatures.');
    expect(compileCard(striver).lines[0]!.status).toBe('enforced');
  });

  it('CR 702.44a: sunburst counts the colours of mana spent', () => {
    const sun = card('Sun Golem', '{3}', 'Artifact Creature — Golem', 'Sunburst', '0', '0');
    const game = table([sun], { hand: [sun.name], battlefield: ['Forest', 'Island', 'Mountain'] });
    perform(game, { do: 'cast', card: idOf(game, sun.name) });
    perform(game, { do: 'resolve' });
    expect(game.state.objects[idOf(game, sun.name, 'battlefield')]!.counters).toEqual({ '+1/+1': 3 });
  });
});

describe('German and Spanish custom cards (front ends)', () => {
  it('CR 702.33: German "Bonus" and "Falls die Bonuskosten bezahlt wurden" play like kicker', () => {
    const german = card('Bonusblitz', '{R}', 'Spontanzauber', 'Bonus {2}\nBonusblitz fügt einem beliebigen Ziel 2 Schadenspunkte zu. Falls die Bonuskosten bezahlt wurden, ziehe eine Karte.');
    expect(compileCard(german).lines.map((line) => line.status)).toEqual(['enforced', 'enforced']);
    const game = table([german], { hand: [german.name], library: ['Island'], battlefield: ['Mountain', 'Mountain', 'Mountain'] });
    perform(game, { do: 'cast', card: idOf(game, german.name), targets: [{ player: 1 }], kicked: true });
    perform(game, { do: 'resolve' });
    expect(game.state.players[1].life).toBe(18);
    expect(zone(game, 'hand')).toEqual(['Island']);
  });

  it('CR 702.33, 702.51: Spanish "Estímulo", "Si se pagó el coste de estímulo" and "Convocar"', () => {
    const spanish = card('Rayo estimulado', '{R}', 'Instantáneo', 'Estímulo {2}\nEl Rayo estimulado hace 2 puntos de daño a cualquier objetivo. Si se pagó el coste de estímulo, roba una carta.');
    expect(compileCard(spanish).lines.map((line) => line.status)).toEqual(['enforced', 'enforced']);
    const game = table([spanish], { hand: [spanish.name], library: ['Island'], battlefield: ['Mountain', 'Mountain', 'Mountain'] });
    perform(game, { do: 'cast', card: idOf(game, spanish.name), targets: [{ player: 1 }], kicked: true });
    perform(game, { do: 'resolve' });
    expect(zone(game, 'hand')).toEqual(['Island']);
    const convoker = card('Reunión', '{2}{W}', 'Conjuro', 'Convocar\nGanas 4 vidas.');
    expect(compileCard(convoker).lines.map((line) => line.status)).toEqual(['enforced', 'enforced']);
  });
});
