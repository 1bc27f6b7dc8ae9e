// Cycling and typecycling (CR 702.29a–f and the rulings in DESIGN.md and shared/rules), each in
// English, German and Spanish: a card written in any of the three cycles like its English twin.
import { describe, expect, it } from 'vitest';
import {
  ANY_CYCLE_WATCHER,
  CANCEL,
  BASIC_LANDCYCLER,
  CYCLE_WATCHER,
  DISCARD_WATCHER,
  DRAKE_HAVEN,
  FLUCTUATOR,
  HOMING_SLIVER,
  SLIVER,
  STABILIZER,
  STABILIZER_DE,
  STABILIZER_ES,
  STIFLE,
  SWAMPCYCLER,
  TAX,
  TUSKER,
  WRAITH,
} from '../../../fixtures/engine/cards.ts';
import { gameFromScenario, hasCycling } from '../../../../app/engine/index.ts';
import { eventsOf, eventTypes, inOrder, run } from '../helpers.ts';

const LANGUAGES = ['en', 'de', 'es'] as const;

describe.each(LANGUAGES)('cycling in %s', (language) => {
  const tusker = TUSKER[language];
  const wraith = WRAITH[language];
  const swampcycler = SWAMPCYCLER[language];
  const landcycler = BASIC_LANDCYCLER[language];

  it('CR 702.29a: "Cycling [cost]" means "[Cost], Discard this card: Draw a card."', () => {
    const out = run({
      cards: [tusker],
      you: { hand: [tusker.name], battlefield: ['Forest', 'Forest', 'Island'], library: ['Plains', 'Island'] },
      actions: [{ do: 'activate', card: tusker.name, ability: 'cycling' }, { do: 'resolve' }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.every((land) => land.tapped)).toBe(true);
    expect(out.you.graveyard).toEqual([tusker.name]);
    expect(out.you.hand).toEqual(['Plains']); // the trigger's "you may" defaulted to no; then drew the top card
    expect(eventsOf(out, 'drew')).toEqual([{ type: 'drew', card: 'Plains' }]);
  });

  it('CR 702.29a: cycling functions only while the card is in your hand (ruling: you can\'t cycle a card that isn\'t in your hand)', () => {
    const out = run({
      cards: [tusker],
      you: { battlefield: [tusker.name, 'Forest', 'Forest', 'Island'], graveyard: [], library: ['Plains'] },
      actions: [{ do: 'activate', card: tusker.name, ability: 'cycling' }],
    });
    expect(out.ok).toBe(false);
    expect(out.error?.message).toMatch(/only from your hand/);
    expect(out.you.battlefield.some((permanent) => permanent.tapped)).toBe(false);
    const fromGraveyard = run({
      cards: [tusker],
      you: { graveyard: [tusker.name], battlefield: ['Forest', 'Forest', 'Island'] },
      actions: [{ do: 'activate', card: { name: tusker.name, zone: 'graveyard' }, ability: 'cycling' }],
    });
    expect(fromGraveyard.ok).toBe(false);
  });

  it('CR 702.29a: a non-mana cycling cost ("Cycling—Pay 2 life") is paid as written', () => {
    const out = run({
      cards: [wraith],
      you: { hand: [wraith.name], library: ['Swamp'] },
      actions: [{ do: 'activate', card: wraith.name, ability: 'cycling' }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.life).toBe(18);
    expect(out.you.hand).toEqual(['Swamp']);
    expect(eventsOf(out, 'life')).toEqual([{ type: 'life', player: 'you', delta: -2 }]);
  });

  it('CR 119.4: you can\'t pay more life than you have for cycling', () => {
    const out = run({ cards: [wraith], you: { life: 1, hand: [wraith.name], library: ['Swamp'] }, actions: [{ do: 'activate', card: wraith.name, ability: 'cycling' }] });
    expect(out.ok).toBe(false);
    expect(out.you.hand).toEqual([wraith.name]);
    expect(out.you.life).toBe(1);
  });

  it('CR 702.29b: the ability still exists on the battlefield and in every other zone (it just can\'t be activated there)', () => {
    const { game } = gameFromScenario({ cards: [tusker, swampcycler], you: { battlefield: [tusker.name], graveyard: [tusker.name], exile: [swampcycler.name] } });
    for (const object of game.state.objects) expect(hasCycling(game.state, object)).toBe(true);
  });

  it('CR 702.29f: an effect that looks for a card with cycling finds a card with typecycling', () => {
    const { game } = gameFromScenario({ cards: [swampcycler, landcycler], you: { hand: [swampcycler.name, landcycler.name, 'Swamp'] } });
    expect(game.state.players[0].hand.map((id) => hasCycling(game.state, game.state.objects[id]!))).toEqual([true, true, false]);
  });

  it('CR 702.29c: "When you cycle this card" triggers from the graveyard, above the cycling ability', () => {
    const out = run({
      cards: [tusker],
      you: { hand: [tusker.name], battlefield: ['Forest', 'Forest', 'Island'], library: ['Island', 'Plains', 'Forest'] },
      actions: [{ do: 'activate', card: tusker.name, ability: 'cycling' }],
    });
    expect(out.stack.map((item) => item.kind)).toEqual(['trigger', 'ability']);
    expect(out.stack[1]!.text).toBe('Draw a card.');
    expect(out.you.graveyard).toEqual([tusker.name]);
    expect(inOrder(out, ['activated', 'cycled', 'triggered'])).toBe(true);
  });

  it('CR 702.29c: the "you may search" of the cycle trigger finds a basic land when answered true', () => {
    const out = run({
      seed: 3,
      cards: [tusker],
      you: { hand: [tusker.name], battlefield: ['Forest', 'Forest', 'Island'], library: ['Island', 'Plains', 'Forest'] },
      actions: [{ do: 'activate', card: tusker.name, ability: 'cycling' }, { do: 'resolve', choice: true }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.hand[0]).toBe('Island');
    expect(out.you.hand).toHaveLength(2);
    expect(inOrder(out, ['activated', 'triggered', 'searched', 'revealed', 'shuffled', 'resolved', 'drew', 'resolved'])).toBe(true);
  });

  it('CR 702.29e: typecycling searches for a card of that type, reveals it, puts it into your hand and shuffles', () => {
    const out = run({
      cards: [swampcycler],
      you: { hand: [swampcycler.name], battlefield: ['Swamp', 'Swamp'], library: ['Island', 'Swamp', 'Forest'] },
      actions: [{ do: 'activate', card: swampcycler.name, ability: 'swampcycling' }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toEqual(['Swamp']);
    expect(out.you.graveyard).toEqual([swampcycler.name]);
    expect(eventsOf(out, 'searched')).toEqual([{ type: 'searched', zone: 'library', found: 'Swamp' }]);
    expect(inOrder(out, ['cycled', 'searched', 'revealed', 'shuffled', 'resolved'])).toBe(true);
    expect(eventsOf(out, 'drew')).toEqual([]);
  });

  it('CR 702.29e: the type can be a supertype and card type together ("basic landcycling")', () => {
    const out = run({
      cards: [landcycler],
      you: { hand: [landcycler.name], battlefield: ['Forest', 'Island'], library: [landcycler.name, 'Mountain'] },
      actions: [{ do: 'activate', card: landcycler.name, ability: 'basic landcycling' }, { do: 'resolve', choice: 'Mountain' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toEqual(['Mountain']);
  });

  it('ruling: you may find nothing even if a matching card is in the library (choice null), and the library is still shuffled', () => {
    const out = run({
      cards: [swampcycler],
      you: { hand: [swampcycler.name], battlefield: ['Swamp', 'Swamp'], library: ['Swamp'] },
      actions: [{ do: 'activate', card: swampcycler.name, ability: 'swampcycling' }, { do: 'resolve', choice: null }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toEqual([]);
    expect(out.you.library).toEqual(['Swamp']);
    expect(eventsOf(out, 'searched')).toEqual([{ type: 'searched', zone: 'library', found: null }]);
    expect(eventTypes(out)).toContain('shuffled');
  });

  it('spec: a search choice that doesn\'t match rejects the resolve and changes nothing', () => {
    const out = run({
      cards: [swampcycler],
      you: { hand: [swampcycler.name], battlefield: ['Swamp', 'Swamp'], library: ['Island', 'Swamp'] },
      actions: [{ do: 'activate', card: swampcycler.name, ability: 'swampcycling' }, { do: 'resolve', choice: 'Island' }],
    });
    expect(out.ok).toBe(false);
    expect(out.error?.action).toBe(1);
    expect(out.stack).toHaveLength(1);
    expect(out.you.library).toEqual(['Island', 'Swamp']);
  });

  it('CR 702.29f: a "when you cycle" trigger of another permanent triggers on typecycling', () => {
    const out = run({
      cards: [swampcycler, CYCLE_WATCHER],
      you: { hand: [swampcycler.name], battlefield: ['Swamp', 'Swamp', CYCLE_WATCHER.name], library: ['Swamp'] },
      actions: [{ do: 'activate', card: swampcycler.name, ability: 'swampcycling' }, { do: 'resolve_all' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.life).toBe(21);
  });

  it('CR 702.29f: "players can\'t cycle cards" stops typecycling too, and the rejection names the card', () => {
    for (const stabilizer of [STABILIZER, STABILIZER_DE, STABILIZER_ES]) {
      const out = run({
        cards: [swampcycler, tusker, stabilizer],
        you: { hand: [swampcycler.name, tusker.name], battlefield: ['Swamp', 'Swamp', 'Forest', stabilizer.name], library: ['Swamp'] },
        actions: [{ do: 'activate', card: swampcycler.name, ability: 'swampcycling' }],
      });
      expect(out.ok).toBe(false);
      expect(out.error?.message).toBe(`${stabilizer.name}: players can't cycle cards`);
      expect(out.you.hand).toEqual([swampcycler.name, tusker.name]);
      expect(out.you.battlefield.some((permanent) => permanent.tapped)).toBe(false);
    }
  });

  it('CR 702.29f: a cycling cost reduction reduces typecycling costs too (Fluctuator: generic only)', () => {
    const out = run({
      cards: [swampcycler, landcycler, FLUCTUATOR],
      you: { hand: [swampcycler.name, landcycler.name], battlefield: [FLUCTUATOR.name, 'Forest'], library: ['Swamp', 'Island'] },
      actions: [
        { do: 'activate', card: swampcycler.name, ability: 'swampcycling' }, // {2} → {0}
        { do: 'resolve' },
        { do: 'activate', card: landcycler.name, ability: 'basic landcycling' }, // {1}{G} → {G}
        { do: 'resolve' },
      ],
    });
    expect(out.ok).toBe(true);
    expect(out.you.battlefield[1]).toMatchObject({ card: 'Forest', tapped: true });
    expect(out.you.hand).toEqual(['Swamp', 'Island']);
  });

  it('CR 702.29f: a cycling cost increase increases typecycling costs too', () => {
    const out = run({
      cards: [swampcycler, TAX],
      you: { hand: [swampcycler.name], battlefield: [TAX.name, 'Swamp', 'Swamp'], library: ['Swamp'] },
      actions: [{ do: 'activate', card: swampcycler.name, ability: 'swampcycling' }],
    });
    expect(out.ok).toBe(false);
    expect(out.error?.message).toMatch(/can't pay \{2\}\{1\}/);
  });

  it('CR 702.29f: counter target activated ability (Stifle) counters a typecycling ability; the card stays cycled', () => {
    const out = run({
      cards: [swampcycler, STIFLE],
      you: { hand: [swampcycler.name, STIFLE.name], battlefield: ['Swamp', 'Swamp', 'Island'], library: ['Swamp'] },
      actions: [
        { do: 'activate', card: swampcycler.name, ability: 'swampcycling' },
        { do: 'cast', card: STIFLE.name, targets: [{ stack: 0 }] },
        { do: 'resolve' },
      ],
    });
    expect(out.ok).toBe(true);
    expect(out.stack).toEqual([]);
    expect(out.you.graveyard).toEqual([swampcycler.name, STIFLE.name]);
    expect(out.you.library).toEqual(['Swamp']);
    expect(eventsOf(out, 'countered')).toEqual([{ type: 'countered', source: swampcycler.name, kind: 'ability' }]);
  });

  it('ruling: cycling is an activated ability, not a spell: "counter target spell" can\'t target it', () => {
    const out = run({
      cards: [swampcycler, CANCEL],
      you: { hand: [swampcycler.name, CANCEL.name], battlefield: ['Swamp', 'Swamp', 'Island', 'Island', 'Island'], library: ['Swamp'] },
      actions: [{ do: 'activate', card: swampcycler.name, ability: 'swampcycling' }, { do: 'cast', card: CANCEL.name, targets: [{ stack: 0 }] }],
    });
    expect(out.ok).toBe(false);
    expect(out.error?.message).toMatch(/not a legal target/);
    expect(eventTypes(out)).not.toContain('cast');
  });

  it('CR 702.29f: an effect that gives cards in hand typecycling (Homing Sliver) makes them cycle', () => {
    const out = run({
      cards: [HOMING_SLIVER, SLIVER],
      you: { hand: [SLIVER.name], battlefield: [HOMING_SLIVER.name, 'Mountain', 'Mountain', 'Mountain'], library: ['Forest', SLIVER.name] },
      actions: [{ do: 'activate', card: SLIVER.name, ability: 'slivercycling' }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toEqual([SLIVER.name]);
    expect(out.you.graveyard).toEqual([SLIVER.name]);
  });

  it('a typecycling ability is not offered under another name: a swampcycler has no "cycling"', () => {
    const out = run({ cards: [swampcycler], you: { hand: [swampcycler.name], battlefield: ['Swamp', 'Swamp'] }, actions: [{ do: 'activate', card: swampcycler.name, ability: 'cycling' }] });
    expect(out.ok).toBe(false);
    expect(out.error?.message).toMatch(/has no cycling ability/);
  });
});

describe('cycles or discards (CR 702.29d)', () => {
  it('CR 702.29d: "Whenever you cycle or discard a card" triggers only once when a card is cycled', () => {
    const out = run({
      cards: [TUSKER.en, DRAKE_HAVEN],
      you: { hand: [TUSKER.en.name], battlefield: [DRAKE_HAVEN.name, 'Forest', 'Forest', 'Forest', 'Forest'], library: ['Plains'] },
      actions: [{ do: 'activate', card: TUSKER.en.name, ability: 'cycling' }],
    });
    expect(eventsOf(out, 'triggered').map((event) => event.source)).toEqual([TUSKER.en.name, DRAKE_HAVEN.name]);
    expect(out.stack).toHaveLength(3);
  });

  it('CR 702.29d: it triggers on a plain discard too (cleanup discard to hand size)', () => {
    const out = run({
      cards: [DISCARD_WATCHER],
      phase: 'end',
      you: { hand: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Forest'], battlefield: [DISCARD_WATCHER.name] },
      actions: [{ do: 'next_phase' }],
    });
    expect(out.phase).toBe('cleanup');
    expect(out.you.graveyard).toEqual(['Forest']);
    expect(out.stack.map((item) => item.source)).toEqual([DISCARD_WATCHER.name]);
  });

  it('"you may pay {1}. If you do" creates the token only when paid', () => {
    const paid = run({
      cards: [TUSKER.en, DRAKE_HAVEN],
      you: { hand: [TUSKER.en.name], battlefield: [DRAKE_HAVEN.name, 'Forest', 'Forest', 'Forest', 'Forest'], library: ['Plains'] },
      actions: [{ do: 'activate', card: TUSKER.en.name, ability: 'cycling' }, { do: 'resolve', choice: 1 }, { do: 'resolve_all' }],
    });
    expect(paid.ok).toBe(true);
    expect(paid.you.battlefield.map((permanent) => permanent.card)).toContain('Drake');
    const drake = paid.you.battlefield.find((permanent) => permanent.card === 'Drake')!;
    expect([drake.power, drake.toughness]).toEqual([2, 2]);
    expect(eventsOf(paid, 'token')).toEqual([{ type: 'token', card: 'Drake' }]);
    const declined = run({
      cards: [TUSKER.en, DRAKE_HAVEN],
      you: { hand: [TUSKER.en.name], battlefield: [DRAKE_HAVEN.name, 'Forest', 'Forest', 'Forest', 'Forest'], library: ['Plains'] },
      actions: [{ do: 'activate', card: TUSKER.en.name, ability: 'cycling' }, { do: 'resolve_all' }],
    });
    expect(declined.you.battlefield.map((permanent) => permanent.card)).not.toContain('Drake');
    const unpayable = run({
      cards: [TUSKER.en, DRAKE_HAVEN],
      you: { hand: [TUSKER.en.name], battlefield: [DRAKE_HAVEN.name, 'Forest', 'Forest', 'Forest'], library: ['Plains'] },
      actions: [{ do: 'activate', card: TUSKER.en.name, ability: 'cycling' }, { do: 'resolve', choice: 1 }],
    });
    expect(unpayable.ok).toBe(false);
  });

  it('"another card" doesn\'t trigger on itself; "a player cycles" triggers on your cycling', () => {
    const out = run({
      cards: [WRAITH.en, ANY_CYCLE_WATCHER, DISCARD_WATCHER],
      you: { hand: [WRAITH.en.name], battlefield: [ANY_CYCLE_WATCHER.name, DISCARD_WATCHER.name], library: ['Plains'] },
      actions: [{ do: 'activate', card: WRAITH.en.name, ability: 'cycling' }, { do: 'resolve_all' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.life).toBe(20); // -2 paid, +2 from Cycle Judge
    expect(out.opponent.life).toBe(19);
  });
});
