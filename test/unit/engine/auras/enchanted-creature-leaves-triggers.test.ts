// Auras, round 7 (aura7c): triggers of an Aura about the permanent it enchants — "When enchanted
// creature leaves the battlefield" / "dies or is put into exile" (CR 603.6c, 603.10a) and "that
// many" after "deals combat damage to a player" (CR 510.2, 603.2). Each test plays the card.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { gameFromScenario } from '../../../../app/engine/index.ts';
import { definition as c, eventsOf, idOf, run } from '../helpers.ts';

const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const ELF = c('Llanowar Elves', '{G}', 'Creature — Elf Druid', '{T}: Add {G}.', '1', '1');
const UNSUMMON = c('Unsummon Jr', '{U}', 'Instant', "Return target creature to its owner's hand.");
const EXILE = c('Exile Jr', '{W}', 'Instant', 'Exile target creature.');
const FUNERAL = c('Funeral March Jr', '{1}{B}{B}', 'Enchantment — Aura', 'Enchant creature\nWhen enchanted creature leaves the battlefield, its controller sacrifices a creature.');
const GHOSTFORM = c("Kaya's Ghostform Jr", '{B}', 'Enchantment — Aura', 'Enchant creature or planeswalker you control\nWhen enchanted permanent dies or is put into exile, return that card to the battlefield under your control.');
const WINGS = c('Pollenbright Wings Jr', '{4}{G}{W}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature has flying.\nWhenever enchanted creature deals combat damage to a player, create that many 1/1 green Saproling creature tokens.');

const ORNITHOPTER = c('Ornithopter', '{0}', 'Artifact Creature — Thopter', 'Flying', '0', '2');
const LATULLA = c("Latulla's Orders Jr", '{1}{R}', 'Enchantment — Aura', "Flash\nEnchant creature\nWhenever enchanted creature deals combat damage to defending player, you may destroy target artifact that player controls.");
const WRIT = c('Writ of Passage Jr', '{U}', 'Enchantment — Aura', "Enchant creature\nWhenever enchanted creature attacks, if its power is 2 or less, it can't be blocked this turn.");
const OGRE = c('Gray Ogre', '{2}{R}', 'Creature — Ogre', '', '2', '2');

const SWORD = c('Short Sword Jr', '{1}', 'Artifact — Equipment', 'Equipped creature gets +1/+1.\nEquip {1}');
const CARRY = c('Carry Away Jr', '{U}{U}', 'Enchantment — Aura', 'Enchant Equipment\nWhen Carry Away Jr enters the battlefield, unattach enchanted Equipment.\nYou control enchanted Equipment.');

const SCREAMS = c('Screams from Within Jr', '{1}{B}{B}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets -1/-1.\nWhen enchanted creature dies, return Screams from Within Jr from your graveyard to the battlefield.');
const SHOCK = c('Shock Jr', '{R}', 'Instant', 'Shock Jr deals 2 damage to any target.');

const PINGER = c('Pinger Jr', '{1}{R}', 'Creature — Human Wizard', '{T}: Pinger Jr deals 1 damage to target creature.', '1', '1');
const FANGS = c('Venomous Fangs Jr', '{2}{G}', 'Enchantment — Aura', 'Enchant creature\nWhenever enchanted creature deals damage to a creature, destroy the other creature.');

const MANTLE = c('Celestial Mantle Jr', '{3}{W}{W}{W}', 'Enchantment — Aura', "Enchant creature\nEnchanted creature gets +3/+3.\nWhenever enchanted creature deals combat damage to a player, double its controller's life total.");

const KUDZU = c('Kudzu Jr', '{1}{G}{G}', 'Enchantment — Aura', "Enchant land\nWhen enchanted land becomes tapped, destroy it. That land's controller attaches Kudzu Jr to a land of their choice.");

const PLAGUE = c('Traveling Plague Jr', '{3}{B}{B}', 'Enchantment — Aura', "Enchant creature\nAt the beginning of each upkeep, put a plague counter on Traveling Plague Jr.\nEnchanted creature gets -1/-1 for each plague counter on Traveling Plague Jr.\nWhen enchanted creature leaves the battlefield, that creature's controller returns Traveling Plague Jr from its owner's graveyard to the battlefield.");

const CURATOR = c("Curator's Ward Jr", '{2}{U}', 'Enchantment — Aura', 'Enchant permanent\nEnchanted permanent has hexproof.\nWhen enchanted permanent leaves the battlefield, if it was historic, draw two cards. (Artifacts, legendaries, and Sagas are historic.)');

const RAGE = c('Infectious Rage Jr', '{1}{R}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets +2/-1.\nWhen enchanted creature dies, choose a creature at random Infectious Rage Jr can enchant. Return Infectious Rage Jr to the battlefield attached to that creature.');

const VENOM = c('Venom Jr', '{1}{G}{G}', 'Enchantment — Aura', 'Enchant creature\nWhenever enchanted creature blocks or becomes blocked by a non-Wall creature, destroy the other creature at end of combat.');

const names = (entries: readonly { card: string }[]): string[] => entries.map((entry) => entry.card).sort();

describe('aura7c: enchanted-permanent triggers', () => {
  it('CR 603.6c, 603.10a: "When enchanted creature leaves the battlefield, its controller sacrifices a creature" triggers on a bounce', () => {
    expect(compileCard(FUNERAL).fullyEnforced).toBe(true);
    const out = run({
      cards: [BEAR, ELF, UNSUMMON, FUNERAL],
      you: { hand: [UNSUMMON.name], battlefield: [BEAR.name, { card: FUNERAL.name, attachedTo: 0 }, ELF.name, 'Island'] },
      actions: [{ do: 'cast', card: UNSUMMON.name, targets: [BEAR.name] }, { do: 'resolve_all' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toEqual([BEAR.name]);
    expect(out.you.graveyard.sort()).toEqual([FUNERAL.name, ELF.name, UNSUMMON.name].sort());
    expect(names(out.you.battlefield)).toEqual(['Island']);
  });

  it('CR 603.10a: "dies or is put into exile, return that card to the battlefield" brings an exiled creature back, but not a bounced one', () => {
    expect(compileCard(GHOSTFORM).fullyEnforced).toBe(true);
    const exiled = run({
      cards: [BEAR, EXILE, GHOSTFORM],
      you: { hand: [EXILE.name], battlefield: [BEAR.name, { card: GHOSTFORM.name, attachedTo: 0 }, 'Plains'] },
      actions: [{ do: 'cast', card: EXILE.name, targets: [BEAR.name] }, { do: 'resolve_all' }],
    });
    expect(exiled.ok).toBe(true);
    expect(names(exiled.you.battlefield)).toEqual([BEAR.name, 'Plains']);
    expect(exiled.you.exile).toEqual([]);
    const bounced = run({
      cards: [BEAR, UNSUMMON, GHOSTFORM],
      you: { hand: [UNSUMMON.name], battlefield: [BEAR.name, { card: GHOSTFORM.name, attachedTo: 0 }, 'Island'] },
      actions: [{ do: 'cast', card: UNSUMMON.name, targets: [BEAR.name] }, { do: 'resolve_all' }],
    });
    expect(bounced.ok).toBe(true);
    expect(bounced.you.hand).toEqual([BEAR.name]);
    expect(eventsOf(bounced, 'triggered')).toEqual([]);
  });

  it('CR 506.2, 510.1: "deals combat damage to defending player, you may destroy target artifact that player controls" hits the goldfish\'s artifact', () => {
    expect(compileCard(LATULLA).fullyEnforced).toBe(true);
    const out = run({
      cards: [BEAR, LATULLA, ORNITHOPTER],
      phase: 'combat',
      you: { battlefield: [BEAR.name, { card: LATULLA.name, attachedTo: 0 }] },
      opponent: { battlefield: [ORNITHOPTER.name] },
      actions: [{ do: 'attack', attackers: [BEAR.name] }, { do: 'resolve', choice: true }],
    });
    expect(out.ok).toBe(true);
    expect(out.opponent.battlefield).toEqual([]);
    expect(out.opponent.graveyard).toEqual([ORNITHOPTER.name]);
  });

  it('CR 603.4: "Whenever enchanted creature attacks, if its power is 2 or less, it can\'t be blocked this turn" reads the host\'s power', () => {
    expect(compileCard(WRIT).fullyEnforced).toBe(true);
    const cantBeBlocked = (power: number): boolean => {
      const creature = { ...OGRE, power: String(power) };
      const { game } = gameFromScenario({ cards: [creature, WRIT], turn: 2, phase: 'combat', you: { battlefield: [creature.name, { card: WRIT.name, attachedTo: 0 }] } });
      expect(game.perform({ do: 'attack', attackers: [idOf(game, creature.name, 'battlefield')] }).ok).toBe(true);
      // CR 603.4: with power 3 the condition is false as it attacks, so nothing triggers at all.
      expect(game.state.stack).toHaveLength(power <= 2 ? 1 : 0);
      if (power <= 2) expect(game.perform({ do: 'resolve' }).ok).toBe(true);
      return (game.state.objects[idOf(game, creature.name, 'battlefield')]!.keywordsUntilEndOfTurn ?? []).includes("can't be blocked");
    };
    expect(cantBeBlocked(2)).toBe(true);
    expect(cantBeBlocked(3)).toBe(false);
  });

  it('CR 701.3d, 303.4e: "unattach enchanted Equipment" and "You control enchanted Equipment" take the Equipment off its creature', () => {
    expect(compileCard(CARRY).fullyEnforced).toBe(true);
    const out = run({
      cards: [BEAR, SWORD, CARRY],
      you: { hand: [CARRY.name], battlefield: ['Island', 'Island'] },
      opponent: { battlefield: [BEAR.name, { card: SWORD.name, attachedTo: 0 }] },
      actions: [{ do: 'cast', card: CARRY.name, targets: [SWORD.name] }, { do: 'resolve_all' }],
    });
    expect(out.ok).toBe(true);
    const sword = out.you.battlefield.find((entry) => entry.card === SWORD.name);
    expect(sword?.attachedTo).toBeNull();
    expect(out.opponent.battlefield.map((entry) => [entry.card, entry.power])).toEqual([[BEAR.name, 2]]);
  });

  it('CR 303.4f, 303.4g: "return ~ from your graveyard to the battlefield" attaches the Aura to a creature it can enchant, else leaves it', () => {
    expect(compileCard(SCREAMS).fullyEnforced).toBe(true);
    const out = run({
      cards: [BEAR, SHOCK, SCREAMS],
      you: { hand: [SHOCK.name], battlefield: [BEAR.name, { card: SCREAMS.name, attachedTo: 0 }, 'Mountain'] },
      opponent: { battlefield: [BEAR.name] },
      actions: [{ do: 'cast', card: SHOCK.name, targets: [BEAR.name] }, { do: 'resolve_all' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.find((entry) => entry.card === SCREAMS.name)).toBeDefined();
    expect(out.opponent.battlefield.map((entry) => [entry.card, entry.power])).toEqual([[BEAR.name, 1]]); // the only creature left
    // With no creature left to enchant it stays in the graveyard.
    const alone = run({
      cards: [BEAR, SHOCK, SCREAMS],
      you: { hand: [SHOCK.name], battlefield: [BEAR.name, { card: SCREAMS.name, attachedTo: 0 }, 'Mountain'] },
      actions: [{ do: 'cast', card: SHOCK.name, targets: [BEAR.name] }, { do: 'resolve_all' }],
    });
    expect(alone.ok).toBe(true);
    expect(alone.you.graveyard.sort()).toEqual([BEAR.name, SCREAMS.name, SHOCK.name].sort());
  });

  it('CR 603.2: "deals damage to a creature, destroy the other creature" destroys the creature it damaged', () => {
    expect(compileCard(FANGS).fullyEnforced).toBe(true);
    const out = run({
      cards: [BEAR, PINGER, FANGS],
      you: { battlefield: [PINGER.name, { card: FANGS.name, attachedTo: 0 }] },
      opponent: { battlefield: [BEAR.name, BEAR.name] },
      actions: [{ do: 'activate', card: PINGER.name, ability: 0, targets: [BEAR.name] }, { do: 'resolve_all' }],
    });
    expect(out.ok).toBe(true);
    expect(out.opponent.graveyard).toEqual([BEAR.name]);
    expect(out.opponent.battlefield).toHaveLength(1);
    expect(names(out.you.battlefield)).toEqual([PINGER.name, FANGS.name]);
  });

  it('CR 701.10d: "double its controller\'s life total" after combat damage doubles the attacker\'s controller\'s life', () => {
    expect(compileCard(MANTLE).fullyEnforced).toBe(true);
    const out = run({
      cards: [BEAR, MANTLE],
      phase: 'combat',
      you: { life: 7, battlefield: [BEAR.name, { card: MANTLE.name, attachedTo: 0 }] },
      actions: [{ do: 'attack', attackers: [BEAR.name] }, { do: 'resolve_all' }],
    });
    expect(out.ok).toBe(true);
    expect(out.opponent.life).toBe(15);
    expect(out.you.life).toBe(14);
  });

  it('CR 701.3a: "That land\'s controller attaches ~ to a land of their choice" moves the Aura on as its land is destroyed', () => {
    expect(compileCard(KUDZU).fullyEnforced).toBe(true);
    const out = run({
      cards: [KUDZU],
      you: { battlefield: ['Forest', { card: KUDZU.name, attachedTo: 0 }, 'Island'] },
      actions: [{ do: 'activate', card: 'Forest', ability: 0 }, { do: 'resolve_all' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toEqual(['Forest']);
    const kudzu = out.you.battlefield.find((entry) => entry.card === KUDZU.name);
    expect(kudzu?.attachedTo).not.toBeNull();
    expect(out.you.battlefield[kudzu!.attachedTo as number]!.card).toBe('Island');
  });

  it('CR 303.4f: "that creature\'s controller returns ~ from its owner\'s graveyard to the battlefield" re-attaches the Aura after a bounce', () => {
    expect(compileCard(PLAGUE).fullyEnforced).toBe(true);
    const out = run({
      cards: [BEAR, UNSUMMON, PLAGUE],
      you: { hand: [UNSUMMON.name], battlefield: [BEAR.name, { card: PLAGUE.name, attachedTo: 0 }, 'Island'] },
      opponent: { battlefield: [BEAR.name] },
      actions: [{ do: 'cast', card: UNSUMMON.name, targets: [BEAR.name] }, { do: 'resolve_all' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toEqual([BEAR.name]);
    expect(out.you.battlefield.find((entry) => entry.card === PLAGUE.name)?.attachedTo).not.toBeNull();
    expect(out.you.graveyard).toEqual([UNSUMMON.name]);
  });

  it('CR 603.4, 700.6: "leaves the battlefield, if it was historic, draw two cards" draws for an artifact, not for a Bear', () => {
    expect(compileCard(CURATOR).fullyEnforced).toBe(true);
    const bounce = (host: string) => run({
      cards: [BEAR, ORNITHOPTER, UNSUMMON, CURATOR],
      you: { hand: [UNSUMMON.name], library: ['Plains', 'Plains', 'Plains'], battlefield: [host, { card: CURATOR.name, attachedTo: 0 }, 'Island'] },
      actions: [{ do: 'cast', card: UNSUMMON.name, targets: [host] }, { do: 'resolve_all' }],
    });
    const artifact = bounce(ORNITHOPTER.name);
    expect(artifact.ok).toBe(true);
    expect(artifact.you.hand.sort()).toEqual([ORNITHOPTER.name, 'Plains', 'Plains']);
    const bear = bounce(BEAR.name);
    expect(bear.ok).toBe(true);
    expect(bear.you.hand).toEqual([BEAR.name]);
  });

  it('CR 303.4f: "choose a creature at random ~ can enchant. Return ~ to the battlefield attached to that creature."', () => {
    expect(compileCard(RAGE).fullyEnforced).toBe(true);
    const out = run({
      cards: [BEAR, SHOCK, RAGE],
      you: { hand: [SHOCK.name], battlefield: [BEAR.name, { card: RAGE.name, attachedTo: 0 }, 'Mountain'] },
      opponent: { battlefield: [BEAR.name] },
      actions: [{ do: 'cast', card: SHOCK.name, targets: [BEAR.name] }, { do: 'resolve_all' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.find((entry) => entry.card === RAGE.name)?.attachedTo).not.toBeNull();
    expect(out.opponent.battlefield.map((entry) => [entry.power, entry.toughness])).toEqual([[4, 1]]);
  });

  it('CR 509.1, 509.3: "blocks or becomes blocked by a non-Wall creature" never triggers when nothing blocks', () => {
    expect(compileCard(VENOM).unexercised).toBe(true); // read; not exercised by a goldfish game (issue 26)
    const out = run({
      cards: [BEAR, VENOM],
      phase: 'combat',
      you: { battlefield: [BEAR.name, { card: VENOM.name, attachedTo: 0 }] },
      opponent: { battlefield: [BEAR.name] },
      actions: [{ do: 'attack', attackers: [BEAR.name] }, { do: 'resolve_all' }],
    });
    expect(out.ok).toBe(true);
    expect(eventsOf(out, 'triggered')).toEqual([]);
    expect(out.opponent.battlefield).toHaveLength(1);
    expect(out.opponent.life).toBe(18);
  });

  it('CR 510.2: "create that many … tokens" after combat damage to a player counts the damage dealt', () => {
    expect(compileCard(WINGS).fullyEnforced).toBe(true);
    const out = run({
      cards: [BEAR, WINGS],
      phase: 'combat',
      you: { battlefield: [BEAR.name, { card: WINGS.name, attachedTo: 0 }] },
      actions: [{ do: 'attack', attackers: [BEAR.name] }, { do: 'resolve_all' }],
    });
    expect(out.ok).toBe(true);
    expect(out.opponent.life).toBe(18);
    expect(out.you.battlefield.filter((entry) => entry.card.startsWith('Saproling'))).toHaveLength(2);
  });
});

describe('aura7c: triggered mana abilities of Auras (CR 605.1b)', () => {
  const ELVISH = c('Elvish Guidance Jr', '{2}{G}', 'Enchantment — Aura', 'Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional {G} for each Elf on the battlefield.');
  const SPRAWL = c('Utopia Sprawl Jr', '{G}', 'Enchantment — Aura', 'Enchant Forest\nAs Utopia Sprawl Jr enters the battlefield, choose a color.\nWhenever enchanted Forest is tapped for mana, its controller adds an additional one mana of the chosen color.');

  it('CR 605.1b: "an additional {G} for each Elf on the battlefield" counts the Elves as the land is tapped', () => {
    expect(compileCard(ELVISH).fullyEnforced).toBe(true);
    const game = gameFromScenario({ cards: [ELF, ELVISH], turn: 2, phase: 'main1', you: { battlefield: ['Forest', { card: ELVISH.name, attachedTo: 0 }, ELF.name, ELF.name] } }).game;
    expect(game.perform({ do: 'activate', card: idOf(game, 'Forest', 'battlefield'), ability: 0 }).ok).toBe(true);
    expect(game.state.players[0].pool.reduce((sum, count) => sum + count, 0)).toBe(3);
  });

  it('CR 614.12, 605.1b: "one mana of the chosen color" adds the colour chosen as the Aura entered', () => {
    expect(compileCard(SPRAWL).fullyEnforced).toBe(true);
    const out = run({
      cards: [SPRAWL],
      you: { hand: [SPRAWL.name], library: ['Island'], battlefield: ['Forest'] },
      actions: [{ do: 'cast', card: SPRAWL.name, targets: ['Forest'] }, { do: 'resolve', choice: 'blue' }, { do: 'next_turn' }, { do: 'activate', card: 'Forest', ability: 0 }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.manaPool).toBe('{U}{G}');
  });
});
