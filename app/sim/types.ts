// The seam between the simulator and whatever plays a game. The simulator (worker pool,
// statistics, CLI, charts) knows nothing about how a game is played: a GameRunner takes a deck
// and a seed and answers with a GameSummary. `land-drops-runner.ts` is the simple, exactly
// analysable runner; the rules engine's autopilot plugs in through the same interface.
import type { DeckSection } from '../collection/model.ts';

/** One line of a deck: a card and how many copies. Must survive structured cloning (workers). */
export interface SimDeckEntry {
  name: string;
  count: number;
  /** Whether the card is a land (played as the turn's land drop). */
  isLand: boolean;
  /** Whether the card has cycling or typecycling; decides if the exact land-drop maths applies. */
  hasCycling: boolean;
  /** Whether the engine understands every line of the card, when the deck's loader compiled it (else the report compiles it). */
  fullyEnforced?: boolean;
  /** Whether its only lines are ones a goldfish game never reaches (with `fullyEnforced`, from the deck's loader). */
  unexercised?: boolean;
  /**
   * Whatever else a runner needs to play the card (for the engine runner: the card record from
   * the database). The land-drops runner ignores it. Must be structured-cloneable.
   */
  card?: unknown;
}

export interface SimDeck {
  name: string;
  entries: SimDeckEntry[];
  /** Names outside the main deck that match no card: not played, shown to the user as a warning. */
  unplayed?: UnplayedUnknownCard[];
}

export interface UnplayedUnknownCard {
  name: string;
  section: DeckSection;
  /** 1-based line of a pasted decklist, when known. */
  line: number | null;
}

/** The London mulligan policy (CR 103.5): keep a 7 with `minLands`–`maxLands` lands. */
export interface MulliganSettings {
  /** false: always keep the first seven (needed for the exact hypergeometric comparison). */
  enabled: boolean;
  minLands: number;
  maxLands: number;
  /** After this many mulligans the next hand is kept whatever it holds. */
  maxMulligans: number;
}

export interface GameOptions {
  /** The game's own seed (a uint32), derived from the run seed and the game's index. */
  seed: number;
  onThePlay: boolean;
  mulligan: MulliganSettings;
  /** The game is played to the end of this turn (kills are looked for up to here). */
  maxTurns: number;
}

/** What one game tells the statistics. Plain numbers only: it crosses thread boundaries. */
export interface GameSummary {
  /** The turn the goldfish (20 life) reached 0, or null if it survived `maxTurns` turns. */
  killTurn: number | null;
  /**
   * Lands on the battlefield at the end of each turn 1..maxTurns (index 0 is turn 1). A runner
   * keeps making land drops after a kill, so land statistics do not depend on the kill turn.
   */
  landsOnBattlefield: number[];
  mulligans: number;
  cardsCycled: number;
  /** Per the definitions in `mana-trouble.ts`. */
  screwed: boolean;
  flooded: boolean;
  /** Cards in the deck the runner did not understand (played as vanilla or ignored). */
  unsupportedCards: number;
}

/** Plays single games. A runner may cache work per deck (keyed by the deck object). */
export interface GameRunner {
  /** A short name shown in results ("land-drops", "engine"). */
  readonly name: string;
  playGame(deck: SimDeck, options: GameOptions): GameSummary;
}

/**
 * What a runner module exports so workers can load it by module path: the worker imports the
 * module and calls `createGameRunner()` once, then plays all its games with that runner.
 */
export interface GameRunnerModule {
  createGameRunner(): GameRunner | Promise<GameRunner>;
}

export const DEFAULT_MULLIGAN: MulliganSettings = { enabled: true, minLands: 2, maxLands: 5, maxMulligans: 2 };
