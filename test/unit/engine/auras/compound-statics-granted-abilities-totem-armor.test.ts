// Auras (and Equipment) beyond "gets/has": compound statics read as one subject and a list of
// predicates, abilities granted in quotation marks, control-changing Auras, enchanted-object
// triggers and totem armor. Each test plays the card through the scenario runner.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { card as c } from '../../../fixtures/engine/cards.ts';
import { eventsOf, run } from '../helpers.ts';


const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const DRAKE = c('Wind Drake', '{2}{U}', 'Creature — Drake', 'Flying', '2', '2');
const PACIFISM_PLUS = c('Heavy Shackles', '{1}{W}', 'Enchantment — Aura', "Enchant creature\nEnchanted creature gets +2/+2, loses flying, and can't block.");
const ARREST = c('Arrest', '{2}{W}', 'Enchantment — Aura', "Enchant creature\nEnchanted creature can't attack or block, and its activated abilities can't be activated.");
const SHRINK = c('Frogify Jr', '{1}{U}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature has base power and toughness 0/2.');
const PINGER_AURA = c('Tiny Flames', '{R}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature has "{T}: This creature deals 1 damage to any target."');
const MANA_AURA = c('Fertile Soil', '{G}', 'Enchantment — Aura', 'Enchant land\nEnchanted land has "{T}: Add one mana of any color."');
const UPKEEP_AURA = c('Gift of Soldiers', '{W}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature has "At the beginning of your upkeep, create a 1/1 white Soldier creature token."');
const CONTROL_MAGIC = c('Control Magic', '{2}{U}{U}', 'Enchantment — Aura', 'Enchant creature\nYou control enchanted creature.');
const DISENCHANT = c('Disenchant', '{1}{W}', 'Instant', 'Destroy target artifact or enchantment.');
const PINGER = c('Prodigal Pyro', '{2}{R}', 'Creature — Human Wizard', '{T}: Prodigal Pyro deals 1 damage to any target.', '1', '1');
const SPIRIT_LINK = c('Spirit Link Jr', '{W}', 'Enchantment — Aura', 'Enchant creature\nWhenever enchanted creature deals damage, you gain that much life.');
const UTOPIA = c('Utopia Sprawl Jr', '{G}', 'Enchantment — Aura', 'Enchant Forest\nWhenever enchanted land is tapped for mana, its controller adds an additional {G}.');
const BURNING = c('Burning Land', '{R}', 'Enchantment — Aura', 'Enchant land\nWhen enchanted land becomes tapped, destroy it.');
const CURSE = c('Wanderlust Jr', '{2}{G}', 'Enchantment — Aura', "Enchant creature\nAt the beginning of the upkeep of enchanted creature's controller, that player loses 1 life.");
const TOTEM = c('Snake Umbra', '{2}{G}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets +1/+1.\nTotem armor (If enchanted creature would be destroyed, instead remove all damage from it and destroy this Aura.)');
const MURDER = c('Murder', '{1}{B}{B}', 'Instant', 'Destroy target creature.');
const BOLT = c('Lightning Bolt', '{R}', 'Instant', 'Lightning Bolt deals 3 damage to any target.');
const SEA_PRESENCE = c('Sea Presence', '{U}', 'Enchantment — Aura', 'Enchant land\nEnchanted land is an Island.');
const FOG_AURA = c('Pacifist Jr', '{W}', 'Enchantment — Aura', 'Enchant creature\nPrevent all combat damage that would be dealt to and dealt by enchanted creature.');
const GIANT = c('Giant Growth', '{G}', 'Instant', 'Target creature gets +3/+3 until end of turn.');
const SEAL_OF_DOOM = c('Dead Ringer Jr', '{1}{B}', 'Enchantment — Aura', 'Enchant creature\nWhen enchanted creature dies, return that card to the battlefield under your control.');
const ETHEREAL = c('Ethereal Jr', '{1}{W}', 'Enchantment', 'Creatures you control that are enchanted get +1/+1.');
const SOAR = c('Soar', '{1}{U}', 'Enchantment — Aura', "Enchant creature\nYou may cast Soar as though it had flash. If you cast it any time a sorcery couldn't have been cast, the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step.\nEnchanted creature gets +0/+1 and has flying.");
const STASIS = c('Stasis Cell Jr', '{4}{U}', 'Enchantment — Aura', "Enchant creature\nEnchanted creature doesn't untap during its controller's untap step.\n{3}{U}: Attach Stasis Cell Jr to target creature.");
const LUST = c('Lust for War Jr', '{2}{R}', 'Enchantment — Aura', "Enchant creature\nWhenever enchanted creature becomes tapped, Lust for War Jr deals 3 damage to that creature's controller.");
const CARDS = [LUST, STASIS, SOAR, ETHEREAL, SEAL_OF_DOOM, SEA_PRESENCE, FOG_AURA, GIANT, SPIRIT_LINK, UTOPIA, BURNING, CURSE, TOTEM, MURDER, BOLT, BEAR, DRAKE, PACIFISM_PLUS, ARREST, SHRINK, PINGER_AURA, MANA_AURA, UPKEEP_AURA, CONTROL_MAGIC, DISENCHANT, PINGER];
const scenario = (rest: Record<string, unknown>) => run({ cards: CARDS, ...rest });

describe('compound Aura statics (CR 613)', () => {
  it('CR 613.4c, 613.1f: "gets +2/+2, loses flying, and can\'t block" — every predicate applies, and the line is enforced', () => {
    expect(compileCard(PACIFISM_PLUS).fullyEnforced).toBe(true);
    const out = scenario({
      you: { hand: [PACIFISM_PLUS.name], battlefield: [DRAKE.name, 'Plains', 'Plains'] },
      actions: [{ do: 'cast', card: PACIFISM_PLUS.name, targets: [DRAKE.name] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    const drake = out.you.battlefield.find((entry) => entry.card === DRAKE.name)!;
    expect([drake.power, drake.toughness]).toEqual([4, 4]);
    const compiled = compileCard(PACIFISM_PLUS);
    const kinds = compiled.statics.map((ability) => ability.effect);
    expect(kinds).toContainEqual({ kind: 'restriction', what: 'cant block', enchanted: true });
    expect(kinds).toContainEqual({ kind: 'attached', via: 'aura', loses: ['flying'] });
  });

  it('CR 613.4b: "has base power and toughness 0/2" sets the base; counters still count on top (layer 7c)', () => {
    const out = scenario({
      you: { battlefield: [{ card: BEAR.name, counters: { '+1/+1': 1 } }, { card: SHRINK.name, attachedTo: 0 }] },
      actions: [],
    });
    const bear = out.you.battlefield[0]!;
    expect([bear.power, bear.toughness]).toEqual([1, 3]);
  });

  it('"Creatures you control that are enchanted get +1/+1": only the enchanted one grows', () => {
    const out = scenario({ you: { battlefield: [ETHEREAL.name, BEAR.name, BEAR.name, { card: SHRINK.name, attachedTo: 2 }] }, actions: [] });
    expect(out.you.battlefield.filter((entry) => entry.card === BEAR.name).map((entry) => [entry.power, entry.toughness])).toEqual([[2, 2], [1, 3]]);
  });

  it('CR 602.5 (Arrest): its activated abilities can\'t be activated; the refusal changes nothing', () => {
    const out = scenario({
      you: { battlefield: [PINGER.name, { card: ARREST.name, attachedTo: 0 }] },
      actions: [{ do: 'activate', card: PINGER.name, ability: 0, targets: ['opponent'] }],
    });
    expect(out.ok).toBe(false);
    expect(out.error?.message).toMatch(/can't be activated/);
    expect(out.opponent.life).toBe(20);
    expect(out.you.battlefield[0]!.tapped).toBe(false);
  });
});

describe('abilities granted in quotation marks (CR 113.10, 613.1f)', () => {
  it('a granted "{T}: This creature deals 1 damage to any target." is activated by the enchanted creature', () => {
    expect(compileCard(PINGER_AURA).fullyEnforced).toBe(true);
    const out = scenario({
      you: { battlefield: [BEAR.name, { card: PINGER_AURA.name, attachedTo: 0 }] },
      actions: [{ do: 'activate', card: BEAR.name, ability: 0, targets: ['opponent'] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.opponent.life).toBe(19);
    expect(out.you.battlefield[0]!.tapped).toBe(true);
    expect(eventsOf(out, 'damage')).toEqual([{ type: 'damage', source: BEAR.name, target: 'opponent', amount: 1 }]);
  });

  it('the granted ability goes with the Aura: without it the creature has no ability to activate', () => {
    const out = scenario({ you: { battlefield: [BEAR.name] }, actions: [{ do: 'activate', card: BEAR.name, ability: 0, targets: ['opponent'] }] });
    expect(out.ok).toBe(false);
  });

  it('CR 605.1a: a granted mana ability on a land pays a cost automatically (the enchanted Forest makes blue)', () => {
    const out = scenario({
      cards: [...CARDS, c('Counterspell Jr', '{U}', 'Instant', 'Draw a card.')],
      you: { hand: ['Counterspell Jr'], library: ['Island'], battlefield: ['Forest', { card: MANA_AURA.name, attachedTo: 0 }] },
      actions: [{ do: 'cast', card: 'Counterspell Jr' }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toEqual(['Island']);
    expect(out.you.battlefield[0]!.tapped).toBe(true);
  });

  it('CR 603.2: a granted "At the beginning of your upkeep" trigger fires from the enchanted creature', () => {
    const out = scenario({
      phase: 'untap',
      you: { library: ['Plains', 'Plains'], battlefield: [BEAR.name, { card: UPKEEP_AURA.name, attachedTo: 0 }] },
      actions: [{ do: 'next_phase' }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(eventsOf(out, 'triggered')[0]).toMatchObject({ source: BEAR.name });
    expect(out.you.battlefield.map((entry) => entry.card)).toContain('Soldier');
  });
});

describe('control-changing Auras (CR 303.4e, 613.1b)', () => {
  it('"You control enchanted creature": the creature comes to your side on attach and goes back when the Aura leaves', () => {
    expect(compileCard(CONTROL_MAGIC).fullyEnforced).toBe(true);
    const out = scenario({
      you: { hand: [CONTROL_MAGIC.name, DISENCHANT.name], battlefield: ['Island', 'Island', 'Island', 'Island', 'Plains', 'Plains'] },
      opponent: { battlefield: [BEAR.name] },
      actions: [{ do: 'cast', card: CONTROL_MAGIC.name, targets: [BEAR.name] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.find((entry) => entry.card === BEAR.name)).toMatchObject({ owner: 'opponent' });
    expect(out.opponent.battlefield).toEqual([]);
    const back = scenario({
      you: { hand: [CONTROL_MAGIC.name, DISENCHANT.name], battlefield: ['Island', 'Island', 'Island', 'Island', 'Plains', 'Plains'] },
      opponent: { battlefield: [BEAR.name] },
      actions: [
        { do: 'cast', card: CONTROL_MAGIC.name, targets: [BEAR.name] },
        { do: 'resolve' },
        { do: 'cast', card: DISENCHANT.name, targets: [CONTROL_MAGIC.name] },
        { do: 'resolve' },
      ],
    });
    expect(back.ok).toBe(true);
    expect(back.you.battlefield.map((entry) => entry.card)).not.toContain(BEAR.name);
    expect(back.opponent.battlefield.map((entry) => entry.card)).toEqual([BEAR.name]);
  });
});

describe('enchanted-object triggers (CR 603.2)', () => {
  it('"Whenever enchanted creature deals damage, you gain that much life": combat damage of 2 gains 2', () => {
    expect(compileCard(SPIRIT_LINK).fullyEnforced).toBe(true);
    const out = scenario({
      phase: 'combat',
      you: { life: 10, battlefield: [BEAR.name, { card: SPIRIT_LINK.name, attachedTo: 0 }] },
      actions: [{ do: 'attack', attackers: [BEAR.name] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.opponent.life).toBe(18);
    expect(out.you.life).toBe(12);
  });

  it('CR 605.1b: "Whenever enchanted land is tapped for mana, its controller adds an additional {G}" adds at once, without the stack', () => {
    const out = scenario({
      you: { battlefield: ['Forest', { card: UTOPIA.name, attachedTo: 0 }] },
      actions: [{ do: 'activate', card: 'Forest', ability: 0 }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.manaPool).toBe('{G}{G}');
    expect(out.stack).toEqual([]);
  });

  it('"When enchanted land becomes tapped, destroy it": tapping it for a spell triggers, and the land is destroyed', () => {
    const out = scenario({
      you: { hand: [BOLT.name], battlefield: ['Mountain', { card: BURNING.name, attachedTo: 0 }] },
      actions: [{ do: 'cast', card: BOLT.name, targets: ['opponent'] }, { do: 'resolve_all' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toContain('Mountain');
    expect(out.opponent.life).toBe(17);
  });

  it('"At the beginning of the upkeep of enchanted creature\'s controller, that player loses 1 life"', () => {
    const out = scenario({
      phase: 'untap',
      you: { library: ['Plains'], battlefield: [BEAR.name, { card: CURSE.name, attachedTo: 0 }] },
      actions: [{ do: 'next_phase' }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.life).toBe(19);
  });
});

describe('"When enchanted creature dies" (CR 603.10a)', () => {
  it('"return that card to the battlefield under your control": the opponent\'s creature comes back on your side', () => {
    expect(compileCard(SEAL_OF_DOOM).fullyEnforced).toBe(true);
    const out = scenario({
      you: { hand: [MURDER.name], battlefield: ['Swamp', 'Swamp', 'Swamp', { card: SEAL_OF_DOOM.name, attachedTo: { player: 'opponent', index: 0 } }] },
      opponent: { battlefield: [BEAR.name] },
      actions: [{ do: 'cast', card: MURDER.name, targets: [BEAR.name] }, { do: 'resolve' }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(eventsOf(out, 'triggered')).toEqual([{ type: 'triggered', source: SEAL_OF_DOOM.name, text: 'Return that card to the battlefield under your control.' }]);
    expect(out.you.battlefield.find((entry) => entry.card === BEAR.name)).toMatchObject({ owner: 'opponent' });
    expect(out.opponent.graveyard).toEqual([]);
  });
});

describe('"that creature\'s controller" in an Aura\'s trigger', () => {
  it('"Whenever enchanted creature becomes tapped, ~ deals 3 damage to that creature\'s controller": attacking taps it', () => {
    expect(compileCard(LUST).fullyEnforced).toBe(true);
    const out = scenario({
      phase: 'combat',
      you: { battlefield: [BEAR.name, { card: LUST.name, attachedTo: 0 }] },
      actions: [{ do: 'attack', attackers: [BEAR.name] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.life).toBe(17);
    expect(eventsOf(out, 'damage')).toContainEqual({ type: 'damage', source: LUST.name, target: 'you', amount: 3 });
  });
});

describe('totem armor (CR 702.89a)', () => {
  it('a destroy effect removes the damage and destroys the Aura instead; the creature stays', () => {
    expect(compileCard(TOTEM).fullyEnforced).toBe(true);
    const out = scenario({
      you: { hand: [MURDER.name], battlefield: ['Swamp', 'Swamp', 'Swamp', BEAR.name, { card: TOTEM.name, attachedTo: 3 }] },
      actions: [{ do: 'cast', card: MURDER.name, targets: [BEAR.name] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.map((entry) => entry.card)).toContain(BEAR.name);
    expect(out.you.graveyard).toEqual([TOTEM.name, MURDER.name]); // the Aura goes as Murder resolves, Murder after
  });

  it('CR 704.5g: lethal damage is a destruction too: the damage is removed and the Aura goes', () => {
    const out = scenario({
      you: { hand: [BOLT.name], battlefield: ['Mountain', BEAR.name, { card: TOTEM.name, attachedTo: 1 }] },
      actions: [{ do: 'cast', card: BOLT.name, targets: [BEAR.name] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    const bear = out.you.battlefield.find((entry) => entry.card === BEAR.name)!;
    expect([bear.power, bear.toughness]).toEqual([2, 2]);
    expect(out.you.graveyard).toContain(TOTEM.name);
  });
});

describe('land type change (CR 305.7)', () => {
  it('an enchanted Forest that "is an Island" taps for {U} only: {G} is refused and a green spell can\'t be paid', () => {
    expect(compileCard(SEA_PRESENCE).fullyEnforced).toBe(true);
    const blue = scenario({ you: { battlefield: ['Forest', { card: SEA_PRESENCE.name, attachedTo: 0 }] }, actions: [{ do: 'activate', card: 'Forest', ability: 0 }] });
    expect(blue.ok).toBe(true);
    expect(blue.you.manaPool).toBe('{U}');
    const green = scenario({ you: { battlefield: ['Forest', { card: SEA_PRESENCE.name, attachedTo: 0 }] }, actions: [{ do: 'activate', card: 'Forest', ability: 0, color: 'G' }] });
    expect(green.ok).toBe(false);
    const spell = scenario({ you: { hand: [GIANT.name], battlefield: ['Forest', BEAR.name, { card: SEA_PRESENCE.name, attachedTo: 0 }] }, actions: [{ do: 'cast', card: GIANT.name, targets: [BEAR.name] }] });
    expect(spell.ok).toBe(false);
  });

  it('CR 303.4d: an "Enchant Forest" Aura on that land is no longer legal and goes to the graveyard', () => {
    const out = scenario({
      you: { hand: [SEA_PRESENCE.name], battlefield: ['Island', 'Forest', { card: UTOPIA.name, attachedTo: 1 }] },
      actions: [{ do: 'cast', card: SEA_PRESENCE.name, targets: [{ name: 'Forest', zone: 'battlefield', index: 0 }] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toContain(UTOPIA.name);
  });
});

describe('prevention on the enchanted creature (CR 615)', () => {
  it('"Prevent all combat damage that would be dealt to and dealt by enchanted creature": its attack deals nothing', () => {
    expect(compileCard(FOG_AURA).fullyEnforced).toBe(true);
    const out = scenario({ phase: 'combat', you: { battlefield: [BEAR.name, { card: FOG_AURA.name, attachedTo: 0 }] }, actions: [{ do: 'attack', attackers: [BEAR.name] }] });
    expect(out.ok).toBe(true);
    expect(out.opponent.life).toBe(20);
    expect(eventsOf(out, 'damage')).toEqual([]);
  });
});

describe('"You may cast ~ as though it had flash …" (CR 601.3, 603.7)', () => {
  const board = ['Island', 'Island', BEAR.name];
  it('cast in combat, it is sacrificed at the beginning of the next cleanup step', () => {
    expect(compileCard(SOAR).fullyEnforced).toBe(true);
    const out = scenario({
      phase: 'combat',
      you: { hand: [SOAR.name], library: ['Island'], battlefield: board },
      actions: [{ do: 'cast', card: SOAR.name, targets: [BEAR.name] }, { do: 'resolve' }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'resolve' }], // CR 514.3a, 603.7: the delayed trigger uses the stack
    });
    expect(out.ok).toBe(true);
    expect(out.phase).toBe('cleanup');
    expect(out.you.graveyard).toEqual([SOAR.name]);
  });

  it('cast at sorcery speed, it stays', () => {
    const out = scenario({
      you: { hand: [SOAR.name], library: ['Island'], battlefield: board },
      actions: [{ do: 'cast', card: SOAR.name, targets: [BEAR.name] }, { do: 'resolve' }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'next_phase' }],
    });
    expect(out.ok).toBe(true);
    expect(out.phase).toBe('cleanup');
    expect(out.you.battlefield.map((entry) => entry.card)).toContain(SOAR.name);
  });
});

describe('"Attach ~ to target creature" (CR 701.3a)', () => {
  it('the Aura moves to the new creature, and what it does moves with it', () => {
    expect(compileCard(STASIS).fullyEnforced).toBe(true);
    const out = scenario({
      phase: 'untap',
      turn: 1,
      you: { library: ['Island', 'Island'], battlefield: ['Island', 'Island', 'Island', 'Island', { card: BEAR.name, tapped: true }, { card: DRAKE.name, tapped: true }, { card: STASIS.name, attachedTo: 4 }] },
      actions: [{ do: 'next_phase' }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'activate', card: STASIS.name, ability: 0, targets: [DRAKE.name] }, { do: 'resolve' }, { do: 'next_turn' }],
    });
    expect(out.ok).toBe(true);
    const bear = out.you.battlefield.find((entry) => entry.card === BEAR.name)!;
    const drake = out.you.battlefield.find((entry) => entry.card === DRAKE.name)!;
    expect(bear.tapped).toBe(false);
    expect(drake.tapped).toBe(true);
    expect(out.you.battlefield.find((entry) => entry.card === STASIS.name)!.attachedTo).toBe(out.you.battlefield.indexOf(drake));
  });
});

describe('German and Spanish custom Auras compile to the same tree as English', () => {
  const forms: [string, string, string][] = [
    ["Enchanted creature gets +2/+2, has flying, and can't block.", 'Verzauberte Kreatur erhält +2/+2, hat Flugfähigkeit und kann nicht blocken.', 'La criatura encantada obtiene +2/+2, tiene la habilidad de volar y no puede bloquear.'],
    ["Enchanted creature can't attack or block, and its activated abilities can't be activated.", 'Verzauberte Kreatur kann nicht angreifen oder blocken und ihre aktivierten Fähigkeiten können nicht aktiviert werden.', 'La criatura encantada no puede atacar ni bloquear y sus habilidades activadas no pueden activarse.'],
    ['Enchanted creature loses flying.', 'Verzauberte Kreatur verliert Flugfähigkeit.', 'La criatura encantada pierde la habilidad de volar.'],
    ['You control enchanted creature.', 'Du kontrollierst die verzauberte Kreatur.', 'Controlas la criatura encantada.'],
    ['Enchanted land is an Island.', 'Verzaubertes Land ist eine Insel.', 'La tierra encantada es una Isla.'],
    ['Enchanted creature has "{T}: This creature deals 1 damage to any target."', 'Verzauberte Kreatur hat "{T}: Diese Kreatur fügt einem beliebigen Ziel 1 Schadenspunkt zu."', 'La criatura encantada tiene "{T}: Esta criatura hace 1 punto de daño a cualquier objetivo."'],
    ['Totem armor', 'Totemrüstung', 'Armadura de tótem'],
  ];
  const tree = (oracle_text: string, type_line: string) => {
    const compiled = compileCard({ name: 'Probe Aura', mana_cost: '{W}', type_line, oracle_text: `Enchant creature\n${oracle_text}` });
    expect(compiled.fullyEnforced).toBe(true);
    return { statics: compiled.statics.slice(1).map((ability) => ability.effect), keywords: compiled.keywords };
  };
  for (const [english, german, spanish] of forms) {
    it(english, () => {
      const expected = tree(english, 'Enchantment — Aura');
      expect(tree(german, 'Verzauberung — Aura')).toEqual(expected);
      expect(tree(spanish, 'Encantamiento — Aura')).toEqual(expected);
    });
  }
});
