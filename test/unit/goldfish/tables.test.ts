// The goldfish tables service: starting games from the starter decks, the London mulligan,
// manual actions and undo, the log in words, scenarios in and out, rules-problem reports.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatch } from '../../../app/api/dispatch.ts';
import type { Services } from '../../../app/services.ts';
import type { TableView } from '../../../app/goldfish/table-view.ts';
import { temporaryServices } from '../../support/services.ts';
import { logText } from '../../../app/goldfish/game-log.ts';
import { formatMessage } from '../../../app/engine/messages/message.ts';

const UB_DECK = readFileSync(join(import.meta.dirname, '../../../assets/starter/decks/amonkhet-cycling-ub.txt'), 'utf8');
/** The UB starter deck with Auras for aura swap (as the e2e test plays it). */
const AURA_DECK = UB_DECK.replace('4 Censor', '3 Arcanum Wings\n1 Censor').replace('3 Hieroglyphic Illumination', '3 Spectral Flight');

let services: Services;
let dispose: () => void;
beforeAll(() => {
  ({ services, dispose } = temporaryServices());
});
afterAll(() => dispose());

const texts = (view: TableView): string[] => view.log.map(logText);
/** An action's label in English. */
const label = (action: { label: Parameters<typeof formatMessage>[0] }): string => formatMessage(action.label);
const names = (cards: { name: string }[]): string[] => cards.map((card) => card.name);
/** The table as the player sees it, without the log and the undo flags. */
const table = (view: TableView): unknown => ({ ...view, log: undefined, canUndo: undefined, canRedo: undefined });

function perform(view: TableView, find: (label: string) => boolean): TableView {
  const action = view.actions.find((candidate) => candidate.enabled && find(label(candidate)));
  if (!action) throw new Error(`no enabled action among: ${view.actions.map(label).join('; ')}`);
  return services.goldfish.perform(view.id, action.action);
}

/** Plays the first land in hand of Island, Swamp, Fetid Pools (untapped basics first). */
function playLand(view: TableView): TableView {
  for (const name of ['Island', 'Swamp', 'Fetid Pools']) {
    const action = view.actions.find((candidate) => candidate.enabled && label(candidate) === `Play ${name}`);
    if (action) return services.goldfish.perform(view.id, action.action);
  }
  throw new Error('no land to play');
}

/** Seed 461 of the aura deck: one mulligan, then five turns with cycling, a creature, an Aura and aura swap. */
function startAuraGame(): TableView {
  let view = services.goldfish.start({ deck: { text: AURA_DECK }, seed: 461 });
  view = services.goldfish.perform(view.id, { do: 'mulligan' });
  return services.goldfish.perform(view.id, { do: 'keep', bottom: [view.you.hand.find((card) => card.name === 'Barren Moor')!.id] });
}

describe('goldfish tables', () => {
  it('starts from a saved starter deck: 60 cards, seven in hand, life 20, the mulligan open', async () => {
    // A new data folder has the starter decks saved (app/collection/starter-decks.ts).
    const listed = await dispatch(services, 'decks.list', {});
    if (!listed.ok) throw new Error(listed.error.message);
    const saved = (listed.result as { id: number; name: string }[]).find((deck) => deck.name === 'UB Cycling')!;
    const view = services.goldfish.start({ deck: { deckId: saved.id }, seed: 5, onThePlay: false });
    expect(view.you.hand).toHaveLength(7);
    expect(view.you.libraryCount).toBe(53);
    expect([view.you.life, view.opponent.life]).toEqual([20, 20]);
    expect(view.mulligans).toBe(0);
    expect(view.onThePlay).toBe(false);
    expect(view.seed).toBe(5);
    expect(view.actions.map(label)).toEqual(['Keep', 'Mulligan (to 6)']);
  });

  it('the same seed deals the same game; a missing seed is chosen and shown', () => {
    const first = services.goldfish.start({ deck: { text: UB_DECK }, seed: 99 });
    const second = services.goldfish.start({ deck: { text: UB_DECK }, seed: 99 });
    expect(names(second.you.hand)).toEqual(names(first.you.hand));
    expect(names(second.you.library)).toEqual(names(first.you.library));
    expect(services.goldfish.start({ deck: { text: UB_DECK } }).seed).toBeGreaterThan(0);
  });

  it('reports deck lines that match no card instead of dropping them silently', () => {
    const view = services.goldfish.start({ deck: { text: '20 Island\n4 Stret Wraith\n' }, seed: 1 });
    expect(view.unresolved.map((entry) => entry.name)).toEqual(['Stret Wraith']);
    expect(view.unresolved[0]!.suggestions).toContain('Street Wraith');
    expect(view.you.libraryCount + view.you.hand.length).toBe(20);
  });

  it('CR 103.5: mulligan, then the chosen card goes to the bottom and six stay in hand', () => {
    let view = services.goldfish.start({ deck: { text: UB_DECK }, seed: 3 });
    view = services.goldfish.perform(view.id, { do: 'mulligan' });
    expect(view.mulligans).toBe(1);
    expect(label(view.actions[0]!)).toBe('Keep (put 1 on the bottom)');
    const bottom = view.you.hand[3]!;
    view = services.goldfish.perform(view.id, { do: 'keep', bottom: [bottom.id] });
    expect(view.mulligans).toBeNull();
    expect(view.you.hand).toHaveLength(6);
    expect(view.you.library.at(-1)!.id).toBe(bottom.id);
    expect(texts(view)).toEqual(['Mulligan 1: shuffled the hand away and drew seven new cards', `Kept 6 cards (put ${bottom.name} on the bottom)`]);
  });

  it('the log reads like the game: land, cycling with life paid, a search that finds a Swamp, aura swap, an attack', () => {
    let view = startAuraGame();
    view = playLand(view);
    view = perform(view, (text) => text === 'Cycle Street Wraith (pay 2 life)');
    expect(view.you.life).toBe(18);
    expect(view.stack[0]).toMatchObject({ source: 'Street Wraith', text: 'Draw a card.' });
    view = perform(view, (text) => text.startsWith('Resolve Street Wraith'));
    view = services.goldfish.perform(view.id, { do: 'next_turn' });
    view = playLand(view);
    view = perform(view, (text) => text === 'Cast Shadowstorm Vizier');
    view = services.goldfish.perform(view.id, { do: 'resolve_all' });
    view = services.goldfish.perform(view.id, { do: 'next_turn' });
    view = playLand(view);
    const vizier = view.you.battlefield.find((card) => card.name === 'Shadowstorm Vizier')!;
    const wings = view.actions.find((action) => label(action) === 'Cast Arcanum Wings')!;
    expect(wings.targets).toEqual([{ object: vizier.id }]);
    view = services.goldfish.perform(view.id, { ...wings.action, targets: [{ object: vizier.id }] } as never);
    view = services.goldfish.perform(view.id, { do: 'resolve' });
    expect(view.you.battlefield.find((card) => card.name === 'Arcanum Wings')!.attachedTo).toBe(vizier.id);
    view = services.goldfish.perform(view.id, { do: 'next_turn' });
    view = perform(view, (text) => text === 'Arcanum Wings: aura swap ({2}{U})');
    const question = view.stack[0]!.question;
    expect(question).toMatchObject({ kind: 'auraSwap', host: 'Shadowstorm Vizier' });
    expect(question?.kind === 'auraSwap' && question.auras.every((aura) => aura.canEnchant)).toBe(true);
    view = services.goldfish.perform(view.id, { do: 'resolve', choice: 'Spectral Flight' });
    expect(names(view.you.battlefield)).toContain('Spectral Flight');
    expect(names(view.you.hand)).toContain('Arcanum Wings');
    view = services.goldfish.perform(view.id, { do: 'next_turn' });
    view = perform(view, (text) => text.startsWith('Swampcycle'));
    // Shadowstorm Vizier's "whenever you cycle" trigger goes on the stack above the cycling ability.
    expect(view.stack.map((entry) => entry.kind)).toEqual(['trigger', 'ability']);
    view = services.goldfish.perform(view.id, { do: 'resolve' });
    const search = view.stack[0]!.question;
    // The count is of cards (every Swamp and Fetid Pools in the library), the options their names.
    const swamps = view.you.library.filter((card) => card.name === 'Swamp' || card.name === 'Fetid Pools').length;
    expect(swamps).toBeGreaterThan(2);
    const pools = view.you.library.filter((card) => card.name === 'Fetid Pools').length;
    expect(search).toEqual({ kind: 'search', query: { key: 'type.swamp' }, options: ['Fetid Pools', 'Swamp'], copies: [pools, swamps - pools], matching: swamps, optional: true, pick: 1 });
    view = services.goldfish.perform(view.id, { do: 'resolve', choice: 'Swamp' });
    view = services.goldfish.perform(view.id, { do: 'next_phase' });
    expect(view.phase).toBe('combat');
    view = services.goldfish.perform(view.id, { do: 'attack', attackers: [vizier.id] });
    expect(view.opponent.life).toBe(16);
    const log = texts(view);
    for (const line of [
      'Cycled Street Wraith (paid 2 life)',
      'Cast Shadowstorm Vizier',
      'Shadowstorm Vizier entered the battlefield',
      'Cast Arcanum Wings on Shadowstorm Vizier',
      "Activated Arcanum Wings's aura swap",
      'Aura swap: exchanged Arcanum Wings for Spectral Flight',
      'Searched for Swamp: found Swamp',
      'Attacked with Shadowstorm Vizier',
      'Shadowstorm Vizier deals 4 damage to the goldfish',
      'Turn 5',
      'Shadowstorm Vizier triggers: Shadowstorm Vizier gets +1/+1 until end of turn.',
    ]) {
      expect(log).toContain(line);
    }
    expect(log.filter((line) => line.startsWith('Played '))).toHaveLength(3);
    expect(log.some((line) => /^Swampcycled (Twisted Abomination|Jhessian Zombies)$/.test(line))).toBe(true);
    expect(log.findIndex((line) => line === 'Turn 2')).toBeLessThan(log.indexOf('Cast Shadowstorm Vizier'));
  });

  it('manual actions are logged as manual and each undo restores the table exactly', () => {
    let view = startAuraGame();
    const before = [table(view)];
    const hand = view.you.hand[0]!;
    const steps = [
      { do: 'move', card: hand.id, to: 'battlefield' },
      { do: 'manual_tap', card: hand.id, tapped: true },
      { do: 'manual_counters', card: hand.id, counter: '+1/+1', delta: 2 },
      { do: 'manual_token', token: { name: 'Drake', power: 2, toughness: 2, colors: ['U'], keywords: ['Flying'] } },
      { do: 'manual_life', player: 1, life: 12 },
      { do: 'manual_draw', count: 2 },
      { do: 'manual_mill', count: 1 },
      { do: 'manual_shuffle' },
      { do: 'manual_untap_all' },
      { do: 'move', card: hand.id, to: 'library', position: 'bottom' },
    ] as const;
    for (const step of steps) {
      view = services.goldfish.perform(view.id, step as never);
      before.push(table(view));
    }
    expect(view.log.every((line) => line.manual)).toBe(false); // the mulligan lines are not manual
    const manual = view.log.filter((line) => line.manual).map(logText);
    expect(manual).toHaveLength(steps.length);
    expect(manual[0]).toBe(`Moved ${hand.name} from hand to battlefield`);
    expect(manual[3]).toBe('Created a 2/2 Drake token');
    expect(manual.at(-1)).toBe(`Moved ${hand.name} from battlefield to the library (bottom)`);
    expect(view.opponent.life).toBe(12);
    for (let index = steps.length - 1; index >= 0; index -= 1) {
      view = services.goldfish.undo(view.id);
      expect(table(view)).toEqual(before[index]);
    }
    expect(view.log.filter((line) => line.manual)).toEqual([]);
    view = services.goldfish.redo(view.id);
    expect(table(view)).toEqual(before[1]);
    expect(logText(view.log.at(-1)!)).toBe(`Moved ${hand.name} from hand to battlefield`);
  });

  it('a typecycling search counts the matching cards in the library, not their names (issue 15, item 3)', () => {
    const cycler = { name: 'Ridge Cycler', mana_cost: '{5}{R}', type_line: 'Creature — Giant', oracle_text: 'Mountaincycling {2}', power: '5', toughness: '5' };
    let view = services.goldfish.loadScenario(
      JSON.stringify({ cards: [cycler], you: { hand: [cycler.name], battlefield: ['Mountain', 'Mountain'], library: ['Mountain', 'Island', 'Mountain', 'Mountain', 'Mountain'] } }),
    );
    view = perform(view, (text) => text === 'Mountaincycle Ridge Cycler ({2})');
    expect(view.stack[0]!.question).toEqual({ kind: 'search', query: { key: 'type.mountain' }, options: ['Mountain'], copies: [4], matching: 4, optional: true, pick: 1 });
  });

  it('an attack from main 1 that is refused leaves the game in main 1 (issue 15, item 4)', () => {
    let view = startAuraGame();
    const creature = view.you.hand.find((card) => card.isCreature)!;
    view = services.goldfish.perform(view.id, { do: 'move', card: creature.id, to: 'battlefield' });
    expect(view.canAttack).toBe(true);
    expect(() => services.goldfish.perform(view.id, { do: 'attack', attackers: [creature.id] })).toThrow(`${creature.name} has summoning sickness`);
    const after = services.goldfish.view(view.id);
    expect(after.phase).toBe('main1');
    expect(after.log).toEqual(view.log);
  });

  it('a rejected action changes nothing and says why', () => {
    const view = playLand(startAuraGame());
    const wraith = view.actions.find((action) => label(action) === 'Cast Street Wraith')!;
    expect(wraith.enabled).toBe(false);
    expect(wraith.reason).toEqual({ key: 'refusal.cantPay', params: { cost: '{3}{B}{B}', card: { card: 'Street Wraith' } } });
    expect(formatMessage(wraith.reason!)).toBe("can't pay {3}{B}{B} for Street Wraith");
    expect(() => services.goldfish.perform(view.id, wraith.action)).toThrow("can't pay {3}{B}{B} for Street Wraith");
    expect(() => services.goldfish.perform(view.id, { do: 'resolve' })).toThrow('the stack is empty: nothing to resolve');
    expect(services.goldfish.view(view.id)).toEqual(view);
  });

  it('saves a position as a scenario and loads it back to the same table', () => {
    let view = startAuraGame();
    view = playLand(view);
    view = services.goldfish.perform(view.id, { do: 'manual_token', token: { name: 'Zombie', power: 2, toughness: 2, colors: ['B'], keywords: [] } });
    const saved = services.goldfish.saveScenario(view.id);
    expect(saved.fileName).toMatch(/^pasted-deck-turn-1-main1\.json$|\.json$/);
    expect(saved.scenario.seed).toBe(461);
    const loaded = services.goldfish.loadScenario(JSON.stringify(saved.scenario));
    for (const zone of ['hand', 'battlefield', 'graveyard', 'exile', 'library'] as const) expect(names(loaded.you[zone])).toEqual(names(view.you[zone]));
    expect([loaded.turn, loaded.phase, loaded.you.life]).toEqual([view.turn, view.phase, view.you.life]);
    const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
    expect(json(services.goldfish.saveScenario(loaded.id).scenario)).toEqual(json(saved.scenario));
  });

  it('reports a rules problem as a scenario with a note in <home>/reports/', () => {
    const view = startAuraGame();
    const { file } = services.goldfish.report(view.id, 'Street Wraith should cycle for free');
    expect(file.startsWith(join(services.paths.home, 'reports'))).toBe(true);
    const report = JSON.parse(readFileSync(file, 'utf8'));
    expect(report.note).toBe('Street Wraith should cycle for free');
    expect(report.you.hand).toEqual(names(view.you.hand));
    expect(readdirSync(join(services.paths.home, 'reports'))).toHaveLength(1);
  });

  it('the api validates its input and ends games', async () => {
    const view = startAuraGame();
    const bad = await dispatch(services, 'goldfish.manual', { game: view.id, action: { do: 'manual_draw', count: 0 } });
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    // From the first main phase an attack moves to combat and declares (issue 15, item 4).
    const attacked = await dispatch(services, 'goldfish.act', { game: view.id, action: { do: 'attack', attackers: [] } });
    expect(attacked).toMatchObject({ ok: true, result: { phase: 'combat' } });
    expect(texts((attacked as { result: TableView }).result).slice(-2)).toEqual(['Combat', 'Attacked with nothing']);
    // A refusal carries its English text and the message the UI translates.
    const rejected = await dispatch(services, 'goldfish.act', { game: view.id, action: { do: 'attack', attackers: [] } });
    expect(rejected).toEqual({ ok: false, error: { code: 'failed', message: 'you have already attacked this turn', detail: { key: 'refusal.alreadyAttacked' } } });
    expect(await dispatch(services, 'goldfish.end', { game: view.id })).toEqual({ ok: true, result: { ended: view.id } });
    const gone = await dispatch(services, 'goldfish.view', { game: view.id });
    expect(gone).toMatchObject({ ok: false, error: { message: expect.stringContaining('start a new one') } });
    expect(existsSync(services.paths.home)).toBe(true);
  });

  it('CR 601.2g–h: a cast action says which lands automatic payment will tap before it taps them', () => {
    const unsummon = { name: 'Unsummon', mana_cost: '{U}', type_line: 'Instant', oracle_text: "Return target creature to its owner's hand." };
    const bears = { name: 'Grizzly Bears', mana_cost: '{1}{G}', type_line: 'Creature — Bear', oracle_text: '', power: '2', toughness: '2' };
    const view = services.goldfish.loadScenario(JSON.stringify({ cards: [unsummon, bears], you: { hand: ['Grizzly Bears', 'Unsummon'], battlefield: ['Island', 'Forest', 'Forest'] } }));
    const cast = view.actions.find((action) => action.label.key === 'action.cast' && JSON.stringify(action.label).includes('Grizzly Bears'))!;
    expect(cast.payment).toEqual(['Forest', 'Forest']);
    expect(cast.paymentCards).toEqual(view.you.battlefield.filter((card) => card.name === 'Forest').map((card) => card.id));
    const after = services.goldfish.perform(view.id, cast.action);
    expect(after.you.battlefield.filter((card) => card.tapped).map((card) => card.id)).toEqual(cast.paymentCards);
    expect(after.actions.find((action) => action.action.do === 'next_turn')!.payment).toBeNull();
  });

  it('a sentence the engine does not carry out is asked of the player in the log, marked manual (CR 608.2c: the rest still happens)', () => {
    const odd = { name: 'Odd Bolt', mana_cost: '{R}', type_line: 'Instant', oracle_text: 'Odd Bolt deals 3 damage to any target.\nThe moon is made of cheese.' };
    const view = services.goldfish.loadScenario(JSON.stringify({ cards: [odd], you: { hand: ['Odd Bolt'], battlefield: ['Mountain'] } }));
    const cast = view.actions.find((action) => action.action.do === 'cast')!;
    services.goldfish.perform(view.id, cast.action);
    const resolved = services.goldfish.perform(view.id, { do: 'resolve' });
    const lines = resolved.log.filter((line) => line.manual).map(logText);
    expect(lines).toEqual(['Do by hand for Odd Bolt: The moon is made of cheese.']);
    expect(resolved.opponent.life).toBe(17);
  });
});
