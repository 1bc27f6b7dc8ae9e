// Auras, round 7 (aura7c): triggers of an Aura about the permanent it enchants — "When enchanted
// creature leaves the battlefield" / "dies or is put into exile" (CR 603.6c, 603.10a) and "that
// many" after "deals combat damage to a player" (CR 510.2, 603.2). Each test plays the card.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../app/cards/oracle/compile.ts';
import { definition as c, eventsOf, run } from './helpers.ts';

const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const ELF = c('Llanowar Elves', '{G}', 'Creature — Elf Druid', '{T}: Add {G}.', '1', '1');
const UNSUMMON = c('Unsummon Jr', '{U}', 'Instant', "Return target creature to its owner's hand.");
const EXILE = c('Exile Jr', '{W}', 'Instant', 'Exile target creature.');
const FUNERAL = c('Funeral March Jr', '{1}{B}{B}', 'Enchantment — Aura', 'Enchant creature\nWhen enchanted creature leaves the battlefield, its controller sacrifices a creature.');
const GHOSTFORM = c("Kaya's Ghostform Jr", '{B}', 'Enchantment — Aura', 'Enchant creature or planeswalker you control\nWhen enchanted permanent dies or is put into exile, return that card to the battlefield under your control.');
const WINGS = c('Pollenbright Wings Jr', '{4}{G}{W}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature has flying.\nWhenever enchanted creature deals combat damage to a player, create that many 1/1 green Saproling creature tokens.');

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
