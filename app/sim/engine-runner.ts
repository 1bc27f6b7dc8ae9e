// The GameRunner that plays real goldfish games with the rules engine and the autopilot
// (autopilot.ts). It runs inside simulation workers, which cannot open SQLite: each deck entry
// carries its card definition as plain data (`SimDeckEntry.card`, a CardDefinition), compiled
// here once per deck. Events and undo stay off, as the engine is fastest that way.
import type { CompiledCard } from '../cards/oracle/compile.ts';
import { compiledCard } from '../cards/oracle/compile.ts';
import { manaValue } from '../cards/mana-symbols.ts';
import type { CardDefinition } from '../engine/state/card-definition.ts';
import type { Game } from '../engine/turns/game.ts';
import { newGame } from '../engine/turns/new-game.ts';
import { YOU } from '../engine/state/state.ts';
import { drawCard, moveObject, shuffleLibrary } from '../engine/events/zones.ts';
import type { AutopilotDeck } from './autopilot.ts';
import { definitionOf, isUnsupported } from './deck-definitions.ts';
import { Autopilot, landTargetOf } from './autopilot.ts';
import { FLOOD_TURN, floodCheckTurn, isFlooded, isScrewed, SCREW_TURN } from './mana-trouble.ts';
import { keepsHand, landsToBottom } from './mulligan.ts';
import { LAND_DROP_TURNS } from './results.ts';
import type { GameOptions, GameRunner, GameSummary, SimDeck } from './types.ts';

const OPENING_HAND = 7;
/** The last turn any land figure is reported for: land drops (1–8), screw (4), flood (6). */
const LAST_REPORTED_LAND_TURN = Math.max(LAND_DROP_TURNS, SCREW_TURN, FLOOD_TURN);

interface PreparedDeck {
  /** One definition per card (copies share the object, so they share the compiled card). */
  cards: CardDefinition[];
  autopilot: AutopilotDeck;
  unsupportedCards: number;
}

export function prepareDeck(deck: SimDeck): PreparedDeck {
  const cards: CardDefinition[] = [];
  const compiled: CompiledCard[] = [];
  const ignored = new Set<CompiledCard>();
  let unsupportedCards = 0;
  for (const entry of deck.entries) {
    const { definition, known } = definitionOf(entry);
    const card = compiledCard(definition);
    if (!known) ignored.add(card);
    if (!known || isUnsupported(card)) unsupportedCards += entry.count;
    compiled.push(card);
    for (let copy = 0; copy < entry.count; copy += 1) cards.push(definition);
  }
  const lands = compiled.filter((card) => card.isLand && !ignored.has(card));
  const landTarget = landTargetOf(compiled.filter((card) => !ignored.has(card)));
  return { cards, autopilot: { landTarget, ignored, lands }, unsupportedCards };
}

/**
 * London mulligan (CR 103.5) by the shared policy (mulligan.ts): draw seven, keep or shuffle
 * back and draw seven again; then put one card per mulligan on the bottom — a land while lands
 * outnumber spells, else the most expensive spell. Returns the number of mulligans.
 */
function mulligan(game: Game, options: GameOptions, ignored: ReadonlySet<CompiledCard>): number {
  const state = game.state;
  const you = state.players[YOU];
  const isLand = (id: number): boolean => state.objects[id]!.card.isLand && !ignored.has(state.objects[id]!.card);
  let mulligans = 0;
  let lands: number;
  for (;;) {
    for (let count = 0; count < OPENING_HAND; count += 1) drawCard(game, YOU);
    lands = you.hand.filter(isLand).length;
    if (keepsHand(lands, mulligans, options.mulligan)) break;
    mulligans += 1;
    for (const id of you.hand.slice()) moveObject(game, state.objects[id]!, 'library', { silent: true });
    shuffleLibrary(game, YOU);
  }
  const toBottom = Math.min(mulligans, you.hand.length);
  if (toBottom === 0) return mulligans;
  let landsLeft = landsToBottom(lands, you.hand.length - lands, toBottom);
  let spellsLeft = toBottom - landsLeft;
  // Spells go most expensive first; lands in hand order.
  const spells = you.hand.filter((id) => !isLand(id)).sort((a, b) => manaValue(state.objects[b]!.card.manaCost) - manaValue(state.objects[a]!.card.manaCost) || a - b);
  const bottom: number[] = [];
  for (const id of you.hand) {
    if (landsLeft > 0 && isLand(id)) {
      bottom.push(id);
      landsLeft -= 1;
    }
  }
  for (const id of spells) {
    if (spellsLeft > 0) {
      bottom.push(id);
      spellsLeft -= 1;
    }
  }
  for (const id of bottom) moveObject(game, state.objects[id]!, 'library', { position: 'bottom', silent: true });
  return mulligans;
}

/**
 * Brings the game from the end of a turn to the first main phase of `turn`; `next_turn` stops
 * early when a trigger waits on the stack (an upkeep trigger), so resolve and go on.
 */
function toMainPhaseOf(game: Game, autopilot: Autopilot, turn: number): void {
  game.perform({ do: 'next_turn' });
  let refused: string | null = null;
  for (let guard = 0; guard < 30; guard += 1) {
    autopilot.resolveStack();
    if (game.state.turn === turn && game.state.phase === 'main1') return;
    const step = game.perform({ do: 'next_phase' });
    refused = step.ok ? null : step.reason;
  }
  throw new Error(`the game did not reach the main phase of turn ${turn}: ${whatHeldTheGame(game, refused)}`);
}

/** Names the card a stuck game keeps coming back to, so the user knows which card looped. */
export function whatHeldTheGame(game: Game, refused: string | null): string {
  const state = game.state;
  const top = state.stack.at(-1);
  if (top) return `${top.sourceName} kept putting "${top.text}" on the stack (${state.stack.length} item(s) left), a loop the autopilot cannot end`;
  const pending = state.pending[0];
  if (pending) return `a triggered ability of ${pending.sourceName} kept waiting to be put on the stack`;
  if (refused) return `the engine refused to move on: ${refused}`;
  return `the turn did not advance (turn ${state.turn}, ${state.phase})`;
}

/** Advances one step, resolving whatever triggered on the way. */
function nextStep(game: Game, autopilot: Autopilot): void {
  autopilot.resolveStack();
  const from = game.state.phase;
  game.perform({ do: 'next_phase' });
  autopilot.resolveStack();
  // CR 511: the end of combat step keeps the phase in combat while its abilities resolve: pass on.
  if (from === 'combat' && game.state.phase === 'combat') {
    game.perform({ do: 'next_phase' });
    autopilot.resolveStack();
  }
}

export class EngineRunner implements GameRunner {
  readonly name = 'engine';
  private readonly decks = new WeakMap<SimDeck, PreparedDeck>();

  playGame(deck: SimDeck, options: GameOptions): GameSummary {
    let prepared = this.decks.get(deck);
    if (!prepared) {
      prepared = prepareDeck(deck);
      this.decks.set(deck, prepared);
    }
    const game = newGame({ deck: prepared.cards, seed: options.seed, onThePlay: options.onThePlay, openingHand: 0 });
    const mulligans = mulligan(game, options, prepared.autopilot.ignored);
    const autopilot = new Autopilot(game, prepared.autopilot, options.maxTurns);
    game.chooseCleanupDiscard = (_game, count) => autopilot.cleanupDiscard(count);
    // newGame starts in the first main phase; on the draw the turn-1 draw is still owed (CR 103.8a).
    if (!options.onThePlay) drawCard(game, YOU);

    const floodTurn = floodCheckTurn(options.maxTurns);
    const landsOnBattlefield = new Array<number>(options.maxTurns);
    let killTurn: number | null = null;
    let flooded = false;
    for (let turn = 1; turn <= options.maxTurns; turn += 1) {
      if (turn > 1) toMainPhaseOf(game, autopilot, turn);
      if (killTurn !== null && turn > LAST_REPORTED_LAND_TURN) {
        // Killed, and past every turn whose lands are reported: only the land drop still matters
        // (mean lands on the battlefield); skipping spells makes long runs much cheaper.
        autopilot.landDropOnly();
        if (autopilot.mustAttack()) {
          nextStep(game, autopilot); // combat: a creature that attacks each combat if able still must
          autopilot.combat();
        }
      } else {
        autopilot.firstMain();
        nextStep(game, autopilot); // combat
        autopilot.combat();
        nextStep(game, autopilot); // second main phase
        autopilot.secondMain();
        nextStep(game, autopilot); // end step
      }
      nextStep(game, autopilot); // to the next step; from the end step, cleanup: discard to seven, as the autopilot chooses
      if (killTurn === null && autopilot.killed()) killTurn = turn;
      const lands = autopilot.landsOnBattlefield();
      landsOnBattlefield[turn - 1] = lands;
      if (turn === floodTurn) flooded = isFlooded(lands + autopilot.landsInHand(), floodTurn);
    }
    return {
      killTurn,
      landsOnBattlefield,
      mulligans,
      cardsCycled: autopilot.cycled,
      screwed: isScrewed(landsOnBattlefield),
      flooded,
      unsupportedCards: prepared.unsupportedCards,
    };
  }
}

export function createGameRunner(): GameRunner {
  return new EngineRunner();
}
