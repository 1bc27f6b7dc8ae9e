// Combat split for triggers (CR 506–511): declaring attackers taps them and fires "whenever …
// attacks" triggers, which go on the stack and resolve before combat damage; the attack keywords
// (exalted, battle cry, annihilator, mentor, renown, bushido) and the attack rules ("attacks each
// combat if able", "can't attack unless defending player controls an Island", "can't attack alone").
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { eventsOf, run } from '../helpers.ts';

const c = (name: string, type_line: string, oracle_text: string, power?: string, toughness?: string, mana_cost = '{1}{R}'): CardDefinition => ({
  name,
  mana_cost,
  type_line,
  oracle_text,
  ...(power !== undefined ? { power, toughness } : {}),
});
const BEAR = c('Plain Bear', 'Creature — Bear', '', '2', '2');
const BIG_BEAR = c('Big Bear', 'Creature — Bear', '', '4', '4');
const CHARGER = c('Reckless Charger', 'Creature — Goblin', 'Whenever Reckless Charger attacks, it gets +2/+0 until end of turn.', '2', '2');
const EXALTED_ANGEL = c('Exalted Angel Jr', 'Creature — Angel', 'Exalted', '1', '1');
const EXALTED_SQUIRE = c('Exalted Squire', 'Creature — Human', 'Exalted', '1', '1');
const ANNIHILATOR = c('Ulamog Spawnling', 'Creature — Eldrazi', 'Annihilator 2', '3', '3');
const MUST_ATTACK = c('Berserk Ogre', 'Creature — Ogre', 'Berserk Ogre attacks each combat if able.', '3', '3');
const SERPENT = c('Shore Serpent', 'Creature — Serpent', "Shore Serpent can't attack unless defending player controls an Island.", '5', '5');
const LONER = c('Timid Mob', 'Creature — Human', "Timid Mob can't attack alone.", '2', '2');
const BUSHIDO = c('Samurai Jr', 'Creature — Human Samurai', 'Bushido 1', '2', '2');
const RENOWN = c('Renowned Knight', 'Creature — Human Knight', 'Renown 1', '2', '2');
const BATTLE_CRY = c('Cry Goblin', 'Creature — Goblin', 'Battle cry', '1', '1');
const MENTOR = c('Veteran Mentor', 'Creature — Human', 'Mentor', '3', '3');
const COMMANDER = c('Field Marshal Jr', 'Creature — Human', 'Whenever a creature you control attacks, it gets +1/+0 until end of turn.', '1', '1');
const WAR_AURA = c('War Paint Jr', 'Enchantment — Aura', 'Enchant creature\nWhenever enchanted creature attacks, put a +1/+1 counter on it.', undefined, undefined, '{R}');
const GROWTH = c('Giant Growth', 'Instant', 'Target creature gets +3/+3 until end of turn.', undefined, undefined, '{G}');
const UNSUMMON = c('Unsummon', 'Instant', "Return target creature to its owner's hand.", undefined, undefined, '{U}');
const TOKEN_ROCK = c('Goldfish Rock', 'Artifact', '');
const RAIDER = c('Raid Scout', 'Creature — Human', 'Raid — When Raid Scout enters the battlefield, if you attacked this turn, draw a card.', '1', '1', '{R}');
const LANDFALL = c('Steppe Cat', 'Creature — Cat', 'Landfall — Whenever a land enters the battlefield under your control, Steppe Cat gets +2/+2 until end of turn.', '1', '1');
const TAPPER = c('Sky Tapper', 'Creature — Bird', 'Whenever Sky Tapper attacks, tap target creature defending player controls.', '1', '1');
const CARDS = [RAIDER, LANDFALL, TAPPER, BEAR, BIG_BEAR, CHARGER, EXALTED_ANGEL, EXALTED_SQUIRE, ANNIHILATOR, MUST_ATTACK, SERPENT, LONER, BUSHIDO, RENOWN, BATTLE_CRY, MENTOR, COMMANDER, WAR_AURA, GROWTH, UNSUMMON, TOKEN_ROCK];
const scenario = (rest: Record<string, unknown>) => run({ cards: CARDS, phase: 'combat', ...rest });
const powerOf = (out: ReturnType<typeof run>, name: string) => out.you.battlefield.find((permanent) => permanent.card === name)?.power;

describe('declaring attackers and combat damage (CR 508, 510)', () => {
  it('CR 508.3a, 510.1: an attack trigger goes on the stack; its pump counts for the damage dealt after it resolves', () => {
    const declared = scenario({ you: { battlefield: [CHARGER.name] }, actions: [{ do: 'attack', attackers: [CHARGER.name] }] });
    expect(declared.ok).toBe(true);
    expect(declared.stack.map((item) => item.source)).toEqual([CHARGER.name]);
    expect(declared.opponent.life).toBe(20); // no damage while the trigger waits
    expect(declared.you.battlefield[0]!.tapped).toBe(true); // CR 508.1f

    const resolved = scenario({ you: { battlefield: [CHARGER.name] }, actions: [{ do: 'attack', attackers: [CHARGER.name] }, { do: 'resolve' }, { do: 'next_phase' }] });
    expect(resolved.opponent.life).toBe(16); // 2 + 2
    expect(resolved.phase).toBe('combat'); // the damage step: the next pass goes on to the second main phase
    expect(eventsOf(resolved, 'damage')).toEqual([{ type: 'damage', source: CHARGER.name, target: 'opponent', amount: 4 }]);
  });

  it('CR 510: with nothing to respond to, combat damage follows the declaration at once (one action, as before)', () => {
    const out = scenario({ you: { battlefield: [BEAR.name] }, actions: [{ do: 'attack', attackers: [BEAR.name] }] });
    expect(out.opponent.life).toBe(18);
    expect(out.stack).toEqual([]);
  });

  it('CR 508.3a: the player may respond to an attack trigger; a pump cast in response counts too', () => {
    const out = scenario({
      you: { battlefield: [CHARGER.name, 'Forest'], hand: [GROWTH.name] },
      actions: [{ do: 'attack', attackers: [CHARGER.name] }, { do: 'cast', card: GROWTH.name, targets: [CHARGER.name] }, { do: 'resolve_all' }, { do: 'next_phase' }],
    });
    expect(out.opponent.life).toBe(13); // 2 + 2 + 3
  });

  it('CR 506.4: an attacker that leaves the battlefield before damage deals none', () => {
    const out = scenario({
      you: { battlefield: [CHARGER.name, BEAR.name, 'Island'], hand: [UNSUMMON.name] },
      actions: [{ do: 'attack', attackers: [CHARGER.name, BEAR.name] }, { do: 'cast', card: UNSUMMON.name, targets: [CHARGER.name] }, { do: 'resolve' }, { do: 'resolve' }, { do: 'next_phase' }],
    });
    expect(out.opponent.life).toBe(18); // only the bear
    expect(out.you.hand).toEqual([CHARGER.name]);
  });

  it('CR 508.3a: "Whenever a creature you control attacks, it gets …" triggers once per attacker, for that attacker', () => {
    const out = scenario({ you: { battlefield: [COMMANDER.name, BEAR.name] }, actions: [{ do: 'attack', attackers: [BEAR.name] }, { do: 'resolve' }] });
    expect(powerOf(out, BEAR.name)).toBe(3);
    expect(powerOf(out, COMMANDER.name)).toBe(1);
  });

  it('CR 508.3a: "Whenever enchanted creature attacks, put a +1/+1 counter on it"', () => {
    const out = scenario({ you: { battlefield: [BEAR.name, { card: WAR_AURA.name, attachedTo: 0 }] }, actions: [{ do: 'attack', attackers: [BEAR.name] }, { do: 'resolve' }, { do: 'next_phase' }] });
    expect(out.you.battlefield[0]!.counters).toEqual({ '+1/+1': 1 });
    expect(out.opponent.life).toBe(17);
  });
});

describe('attack keywords', () => {
  it('CR 702.83a–b: exalted triggers only for a creature attacking alone, once per instance', () => {
    const alone = scenario({ you: { battlefield: [BEAR.name, EXALTED_ANGEL.name, EXALTED_SQUIRE.name] }, actions: [{ do: 'attack', attackers: [BEAR.name] }, { do: 'resolve_all' }, { do: 'next_phase' }] });
    expect(alone.opponent.life).toBe(16); // 2 + 1 + 1
    const together = scenario({ you: { battlefield: [BEAR.name, EXALTED_ANGEL.name, EXALTED_SQUIRE.name] }, actions: [{ do: 'attack', attackers: [BEAR.name, EXALTED_ANGEL.name] }] });
    expect(together.stack).toEqual([]);
    expect(together.opponent.life).toBe(17); // 2 + 1, no exalted
  });

  it("CR 702.86a: annihilator makes the defending player (the goldfish) sacrifice permanents from its battlefield", () => {
    const out = scenario({
      you: { battlefield: [ANNIHILATOR.name] },
      opponent: { battlefield: [TOKEN_ROCK.name, 'Island', 'Plains'] },
      actions: [{ do: 'attack', attackers: [ANNIHILATOR.name] }, { do: 'resolve' }, { do: 'next_phase' }],
    });
    expect(out.opponent.battlefield).toHaveLength(1);
    expect(out.opponent.graveyard).toHaveLength(2);
    expect(out.opponent.life).toBe(17);
  });

  it('CR 702.91a: battle cry gives each other attacking creature +1/+0', () => {
    const out = scenario({ you: { battlefield: [BATTLE_CRY.name, BEAR.name, BIG_BEAR.name] }, actions: [{ do: 'attack', attackers: [BATTLE_CRY.name, BEAR.name] }, { do: 'resolve' }, { do: 'next_phase' }] });
    expect(powerOf(out, BEAR.name)).toBe(3);
    expect(powerOf(out, BIG_BEAR.name)).toBe(4); // not attacking
    expect(powerOf(out, BATTLE_CRY.name)).toBe(1); // "other"
    expect(out.opponent.life).toBe(16);
  });

  it('CR 702.134a: mentor puts a +1/+1 counter on an attacking creature with lesser power', () => {
    const out = scenario({ you: { battlefield: [MENTOR.name, BIG_BEAR.name, BEAR.name] }, actions: [{ do: 'attack', attackers: [MENTOR.name, BIG_BEAR.name, BEAR.name] }, { do: 'resolve' }, { do: 'next_phase' }] });
    expect(out.you.battlefield.find((permanent) => permanent.card === BEAR.name)!.counters).toEqual({ '+1/+1': 1 });
    expect(out.you.battlefield.find((permanent) => permanent.card === BIG_BEAR.name)!.counters).toEqual({});
    expect(out.opponent.life).toBe(20 - 3 - 4 - 3);
  });

  it('CR 702.112a–b: renown puts its counters once, when it deals combat damage to a player while not renowned', () => {
    const first = scenario({ you: { battlefield: [RENOWN.name] }, actions: [{ do: 'attack', attackers: [RENOWN.name] }, { do: 'resolve' }] });
    expect(first.opponent.life).toBe(18);
    expect(first.you.battlefield[0]!.counters).toEqual({ '+1/+1': 1 });
    const twice = scenario({
      you: { battlefield: [RENOWN.name], library: ['Island', 'Island'] },
      actions: [{ do: 'attack', attackers: [RENOWN.name] }, { do: 'resolve' }, { do: 'next_turn' }, { do: 'next_phase' }, { do: 'attack', attackers: [RENOWN.name] }, { do: 'resolve' }],
    });
    expect(twice.opponent.life).toBe(20 - 2 - 3);
    expect(twice.you.battlefield[0]!.counters).toEqual({ '+1/+1': 1 });
  });

  it('CR 702.45a: bushido triggers only on blocks, which a goldfish game never has: the attacker deals its printed power', () => {
    const out = scenario({ you: { battlefield: [BUSHIDO.name] }, actions: [{ do: 'attack', attackers: [BUSHIDO.name] }] });
    expect(out.stack).toEqual([]);
    expect(out.opponent.life).toBe(18);
    expect(compileCard(BUSHIDO).triggered[0]!.event).toEqual({ on: 'blocks or becomes blocked self' });
  });
});

describe('ability words and the defending player', () => {
  it('CR 207.2c: raid ("if you attacked this turn") holds after an attack this turn, not before', () => {
    const before = scenario({ phase: 'main1', you: { hand: [RAIDER.name], battlefield: ['Mountain'], library: ['Island'] }, actions: [{ do: 'cast', card: RAIDER.name }, { do: 'resolve' }, { do: 'resolve' }] });
    expect(before.you.hand).toEqual([]);
    const after = scenario({
      you: { hand: [RAIDER.name], battlefield: ['Mountain', BEAR.name], library: ['Island'] },
      actions: [{ do: 'attack', attackers: [BEAR.name] }, { do: 'next_phase' }, { do: 'cast', card: RAIDER.name }, { do: 'resolve' }, { do: 'resolve' }],
    });
    expect(after.you.hand).toEqual(['Island']);
  });

  it('CR 207.2c: "Landfall — Whenever a land enters …" is the triggered ability after the dash', () => {
    expect(compileCard(LANDFALL).fullyEnforced).toBe(true);
    const out = scenario({ phase: 'main1', you: { hand: ['Forest'], battlefield: [LANDFALL.name] }, actions: [{ do: 'play_land', card: 'Forest' }, { do: 'resolve' }] });
    expect(powerOf(out, LANDFALL.name)).toBe(3);
  });

  it('CR 506.2: the defending player is the goldfish ("tap target creature defending player controls")', () => {
    const out = scenario({ you: { battlefield: [TAPPER.name] }, opponent: { battlefield: [BEAR.name] }, actions: [{ do: 'attack', attackers: [TAPPER.name] }, { do: 'resolve' }] });
    expect(out.opponent.battlefield[0]!.tapped).toBe(true);
  });
});

describe('attack requirements and restrictions', () => {
  it('CR 508.1d: a declaration that leaves out a creature that attacks each combat if able is rejected, and so is skipping combat', () => {
    const omitted = scenario({ you: { battlefield: [MUST_ATTACK.name, BEAR.name] }, actions: [{ do: 'attack', attackers: [BEAR.name] }] });
    expect(omitted.ok).toBe(false);
    expect(omitted.error!.message).toBe('Berserk Ogre attacks each combat if able: declare it as an attacker');
    expect(omitted.opponent.life).toBe(20);
    const skipped = scenario({ you: { battlefield: [MUST_ATTACK.name] }, actions: [{ do: 'next_phase' }] });
    expect(skipped.ok).toBe(false);
    const included = scenario({ you: { battlefield: [MUST_ATTACK.name, BEAR.name] }, actions: [{ do: 'attack', attackers: [BEAR.name, MUST_ATTACK.name] }] });
    expect(included.opponent.life).toBe(15);
    // A requirement asks only what is possible: a tapped one needn't attack.
    const tapped = scenario({ you: { battlefield: [{ card: MUST_ATTACK.name, tapped: true }, BEAR.name] }, actions: [{ do: 'attack', attackers: [BEAR.name] }, { do: 'next_phase' }] });
    expect(tapped.ok).toBe(true);
  });

  it('CR 508.1d: an Aura\'s "Enchanted creature gets +1/+1 and attacks each combat if able" binds the creature it enchants', () => {
    const FURY = c('Goad Fury Jr', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets +1/+1 and attacks each combat if able.', undefined, undefined, '{R}');
    const out = run({ cards: [...CARDS, FURY], phase: 'combat', you: { battlefield: [BEAR.name, BIG_BEAR.name, { card: FURY.name, attachedTo: 0 }] }, actions: [{ do: 'attack', attackers: [BIG_BEAR.name] }] });
    expect(out.ok).toBe(false);
    expect(out.error!.message).toBe('Plain Bear attacks each combat if able: declare it as an attacker');
  });

  it('CR 509.1i: a block trigger with a qualifier ("blocks a creature with flying") is bound to the block event, which never happens', () => {
    const card = compileCard(c('Net Spider', 'Creature — Spider', 'Whenever Net Spider blocks a creature with flying, Net Spider gets +2/+0 until end of turn.', '1', '3'));
    expect(card.unexercised).toBe(true); // read, but not exercised by a goldfish game (issue 26)
    expect(card.triggered[0]!.event).toEqual({ on: 'blocks self' });
  });

  it("CR 508.1c: \"can't attack unless defending player controls an Island\" reads the goldfish's battlefield", () => {
    const noIsland = scenario({ you: { battlefield: [SERPENT.name] }, opponent: { battlefield: ['Plains'] }, actions: [{ do: 'attack', attackers: [SERPENT.name] }] });
    expect(noIsland.ok).toBe(false);
    expect(noIsland.error!.message).toBe("Shore Serpent can't attack: the defending player controls no Island");
    const island = scenario({ you: { battlefield: [SERPENT.name] }, opponent: { battlefield: ['Island'] }, actions: [{ do: 'attack', attackers: [SERPENT.name] }] });
    expect(island.ok).toBe(true);
    expect(island.opponent.life).toBe(15);
  });

  it("CR 506.5: a creature that can't attack alone attacks only beside another", () => {
    const alone = scenario({ you: { battlefield: [LONER.name, BEAR.name] }, actions: [{ do: 'attack', attackers: [LONER.name] }] });
    expect(alone.ok).toBe(false);
    const together = scenario({ you: { battlefield: [LONER.name, BEAR.name] }, actions: [{ do: 'attack', attackers: [LONER.name, BEAR.name] }] });
    expect(together.opponent.life).toBe(16);
  });

  it('CR 509.1b–c: rules that only forbid blocks hold in a goldfish game; requirements to block stay text', () => {
    const lines = (text: string) => compileCard(c('Test Beast', 'Creature — Beast', text, '2', '2')).lines[0]!.status;
    // Read, and never broken; but no goldfish game exercises them: their own status (issue 26).
    expect(lines('Test Beast can block only creatures with flying.')).toBe('unexercised');
    expect(lines("Test Beast can't be blocked by more than one creature.")).toBe('unexercised');
    expect(lines("Test Beast can't be blocked by creatures with power 2 or less.")).toBe('unexercised');
    expect(lines('Test Beast can block an additional creature each combat.')).toBe('unexercised');
    expect(lines('All creatures able to block Test Beast do so.')).toBe('text');
  });
});

describe('German and Spanish front ends', () => {
  const DE_CHARGER = c('Goblinräuber', 'Kreatur — Goblin', 'Immer wenn der Goblinräuber angreift, erhält er +2/+0 bis zum Ende des Zuges.', '2', '2');
  const ES_CHARGER = c('Trasgo furioso', 'Criatura — Trasgo', 'Siempre que el Trasgo furioso ataque, obtiene +2/+0 hasta el final del turno.', '2', '2');
  const DE_OGRE = c('Ogerkrieger', 'Kreatur — Oger', 'Der Ogerkrieger greift in jedem Kampf an, falls möglich.', '3', '3');
  const ES_SERPENT = c('Serpiente costera', 'Criatura — Serpiente', 'La Serpiente costera no puede atacar a menos que el jugador defensor controle una Isla.', '5', '5');
  const DE_AURA = c('Kriegsbemalung', 'Verzauberung — Aura', 'Verzaubert Kreatur\nImmer wenn die verzauberte Kreatur angreift, lege eine +1/+1-Marke auf sie.', undefined, undefined, '{R}');
  const ES_COMMANDER = c('Mariscal', 'Criatura — Humano', 'Siempre que una criatura que controlas ataque, obtiene +1/+0 hasta el final del turno.', '1', '1');
  const KEYWORDS = [c('Engel', 'Kreatur — Engel', 'Erhaben', '1', '1'), c('Ángel', 'Criatura — Ángel', 'Exaltado', '1', '1'), c('Vernichter-Brut', 'Kreatur — Eldrazi', 'Vernichter 2', '3', '3'), c('Engendro', 'Criatura — Eldrazi', 'Aniquilador 1', '3', '3')];
  const local = (rest: Record<string, unknown>) => run({ cards: [...CARDS, DE_CHARGER, ES_CHARGER, DE_OGRE, ES_SERPENT, DE_AURA, ES_COMMANDER, ...KEYWORDS], phase: 'combat', ...rest });

  it.each([DE_CHARGER, ES_CHARGER])('CR 508.3a: "$name" attacks, its trigger resolves, and it deals 4', (card) => {
    expect(compileCard(card).fullyEnforced).toBe(true);
    const out = local({ you: { battlefield: [card.name] }, actions: [{ do: 'attack', attackers: [card.name] }, { do: 'resolve' }, { do: 'next_phase' }] });
    expect(out.opponent.life).toBe(16);
  });

  it('CR 508.1d, 508.1c: "greift in jedem Kampf an, falls möglich" and "no puede atacar a menos que el jugador defensor controle una Isla"', () => {
    expect(local({ you: { battlefield: [DE_OGRE.name, BEAR.name] }, actions: [{ do: 'attack', attackers: [BEAR.name] }] }).ok).toBe(false);
    expect(local({ you: { battlefield: [ES_SERPENT.name] }, actions: [{ do: 'attack', attackers: [ES_SERPENT.name] }] }).ok).toBe(false);
    expect(local({ you: { battlefield: [ES_SERPENT.name] }, opponent: { battlefield: ['Island'] }, actions: [{ do: 'attack', attackers: [ES_SERPENT.name] }] }).opponent.life).toBe(15);
  });

  it('"Immer wenn die verzauberte Kreatur angreift" and "Siempre que una criatura que controlas ataque" act on the attacker', () => {
    const aura = local({ you: { battlefield: [BEAR.name, { card: DE_AURA.name, attachedTo: 0 }] }, actions: [{ do: 'attack', attackers: [BEAR.name] }, { do: 'resolve' }] });
    expect(aura.you.battlefield[0]!.counters).toEqual({ '+1/+1': 1 });
    const commander = local({ you: { battlefield: [ES_COMMANDER.name, BEAR.name] }, actions: [{ do: 'attack', attackers: [BEAR.name] }, { do: 'resolve' }] });
    expect(powerOf(commander, BEAR.name)).toBe(3);
  });

  it('CR 702.83, 702.86: Erhaben / Exaltado, Vernichter / Aniquilador', () => {
    for (const card of KEYWORDS) expect(compileCard(card).fullyEnforced).toBe(true);
    const out = local({ you: { battlefield: [BEAR.name, 'Engel', 'Ángel'] }, actions: [{ do: 'attack', attackers: [BEAR.name] }, { do: 'resolve_all' }, { do: 'next_phase' }] });
    expect(out.opponent.life).toBe(16);
  });
});

describe('crew (CR 702.122)', () => {
  const VEHICLE = c('Sky Skiff Jr', 'Artifact — Vehicle', 'Flying\nCrew 1', '2', '3', '{2}');
  const local = (rest: Record<string, unknown>) => run({ cards: [...CARDS, VEHICLE], phase: 'combat', ...rest });

  it('CR 702.122a: tapping creatures with total power N makes the Vehicle an artifact creature that can attack until end of turn', () => {
    const uncrewed = local({ you: { battlefield: [VEHICLE.name, BEAR.name] }, actions: [{ do: 'attack', attackers: [VEHICLE.name] }] });
    expect(uncrewed.ok).toBe(false);
    expect(uncrewed.error!.message).toBe('Sky Skiff Jr is not a creature');
    const crewed = local({ you: { battlefield: [VEHICLE.name, BEAR.name] }, actions: [{ do: 'activate', card: VEHICLE.name, ability: 0 }, { do: 'resolve' }, { do: 'attack', attackers: [VEHICLE.name] }] });
    expect(crewed.ok).toBe(true);
    expect(crewed.you.battlefield.map((permanent) => permanent.tapped)).toEqual([true, true]); // the crew tapped, the Vehicle attacked
    expect(crewed.opponent.life).toBe(18);
  });

  it('CR 702.122a: without enough power the crew cost can\'t be paid, and nothing changes', () => {
    const out = local({ you: { battlefield: [VEHICLE.name, { card: BEAR.name, tapped: true }] }, actions: [{ do: 'activate', card: VEHICLE.name, ability: 0 }] });
    expect(out.ok).toBe(false);
    expect(out.you.battlefield.map((permanent) => permanent.tapped)).toEqual([false, true]);
  });

  it('CR 514.2: the Vehicle stops being a creature at the cleanup step', () => {
    const out = local({ you: { battlefield: [VEHICLE.name, BEAR.name], library: ['Island'] }, actions: [{ do: 'activate', card: VEHICLE.name, ability: 0 }, { do: 'resolve' }, { do: 'next_turn' }] });
    expect(out.you.battlefield[0]!.power).toBeNull();
  });
});

describe('damage triggers', () => {
  const LEECH = c('Vampire Leech Jr', 'Creature — Vampire', 'Whenever Vampire Leech Jr deals damage, you gain that much life.', '3', '3');
  const SPIRIT_LINK = c('Spirit Link Jr', 'Enchantment — Aura', 'Enchant creature\nWhenever enchanted creature deals damage, you gain that much life.', undefined, undefined, '{W}');
  const local = (rest: Record<string, unknown>) => run({ cards: [...CARDS, LEECH, SPIRIT_LINK], phase: 'combat', ...rest });

  it('CR 120.3, 603.2: "Whenever ~ deals damage, you gain that much life" triggers on its combat damage, with the amount dealt', () => {
    const out = local({ you: { battlefield: [LEECH.name] }, actions: [{ do: 'attack', attackers: [LEECH.name] }, { do: 'resolve' }] });
    expect(out.opponent.life).toBe(17);
    expect(out.you.life).toBe(23);
  });

  it('"Whenever enchanted creature deals damage, you gain that much life" reads the damage its host dealt; "that much" with no amount stays text', () => {
    const out = local({ you: { battlefield: [BIG_BEAR.name, { card: SPIRIT_LINK.name, attachedTo: 0 }] }, actions: [{ do: 'attack', attackers: [BIG_BEAR.name] }, { do: 'resolve' }] });
    expect(out.you.life).toBe(24);
    // A gain-life event carries its amount (auras/life-gain-that-many.test.ts); a cast does not.
    expect(compileCard(c('Odd Bird', 'Creature — Bird', 'Whenever you cast a spell, each opponent loses that much life.', '1', '1')).lines[0]!.status).not.toBe('enforced');
  });
});
