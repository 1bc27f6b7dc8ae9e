// The goldfish tables: games a player tests a deck in, held in memory while the app runs. Each is
// an engine Game with undo on and events recorded; every step (one performed action) adds its
// lines to the game log, and undo/redo take the step's lines away and back with the state.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadDeckText, loadSavedDeck, type LoadedDeck } from '../collection/deck-source.ts';
import { cardDefinitionLookup } from '../db/card-definitions.ts';
import type { Db } from '../db/connection.ts';
import type {
  Game} from '../engine/index.ts';
import {
  BUILT_IN_CARDS,
  type Action,
  type CardDefinition,
  type CardLookup,
  gameFromScenario,
  newGame,
  scenarioFromGame,
  type SavedScenario,
} from '../engine/index.ts';
import { formatMessage, type Message, msg } from '../engine/messages/message.ts';
import { GameSizeError } from '../engine/state/game-size.ts';
import { describeStep, logText, stepContext, type LogLine } from './game-log.ts';
import { tableView, type TableView } from './table-view.ts';

export type DeckChoice = { deckId: number } | { text: string; fileName?: string };

export interface StartOptions {
  deck: DeckChoice;
  /** The shuffle's seed; a random one when missing (shown, so the game can be replayed). */
  seed?: number;
  onThePlay?: boolean;
}

/** The loaders the tables need from the other services (decks, the resolver). */
export interface DeckLoader {
  saved(deckId: number): LoadedDeck;
  text(text: string, fileName?: string): LoadedDeck;
}

export class GoldfishError extends Error {
  /** `message` in English; `detail` the same as a message for the UI to translate (a refused action). */
  constructor(
    message: string,
    readonly detail?: Message,
  ) {
    super(message);
    this.name = 'GoldfishError';
  }
}

interface Session {
  id: string;
  game: Game;
  seed: number;
  deckName: string;
  /** Log lines per performed step, in the order of the game's undo history. */
  steps: LogLine[][];
  undone: LogLine[][];
  images: Map<string, string>;
  /** The card and chosen printing behind each card name in the deck, for its picture. */
  refs: Map<string, { cardId: number; printingId: number | null }>;
  unresolved: { name: string; suggestions: string[] }[];
  /** Card names in German and Spanish where the database has them: language → English name → name. */
  cardNames: Record<string, Record<string, string>>;
  touched: number;
}

/** More tables than anyone plays at once; the least recently used goes first. */
const MAX_SESSIONS = 16;
const MAX_DECK_CARDS = 500;

export class GoldfishTables {
  private readonly sessions = new Map<string, Session>();
  private nextId = 1;
  private readonly lookup: CardLookup;

  constructor(
    private readonly db: Db,
    private readonly decks: DeckLoader,
    private readonly reportsFolder: string,
  ) {
    this.lookup = cardDefinitionLookup(db);
  }

  start(options: StartOptions): TableView {
    const loaded = 'deckId' in options.deck ? this.decks.saved(options.deck.deckId) : this.decks.text(options.deck.text, options.deck.fileName);
    const deck: CardDefinition[] = [];
    const unresolved = loaded.unresolved.map((entry) => ({ name: entry.name, suggestions: entry.suggestions }));
    const printings: number[] = [];
    const refs: Session['refs'] = new Map();
    for (const line of loaded.lines) {
      if (line.section !== 'main') continue;
      const definition = line.card_id === null ? undefined : (this.lookup(line.name) ?? BUILT_IN_CARDS.get(line.name));
      if (!definition) {
        if (!unresolved.some((entry) => entry.name === line.name)) unresolved.push({ name: line.name, suggestions: [] });
        continue;
      }
      for (let copy = 0; copy < line.quantity; copy += 1) deck.push(definition);
      if (!refs.has(definition.name)) refs.set(definition.name, { cardId: line.card_id!, printingId: line.printing_id });
      if (line.printing_id !== null) printings.push(line.printing_id);
    }
    if (deck.length === 0) throw refusal(msg('refusal.noKnownCards', { deck: loaded.name }));
    if (deck.length > MAX_DECK_CARDS) throw refusal(msg('refusal.tooManyCards', { deck: loaded.name, count: deck.length, max: MAX_DECK_CARDS }));
    const seed = options.seed ?? randomSeed();
    const game = newGame({ deck, seed, onThePlay: options.onThePlay ?? true, mulligan: true, undo: true, recordEvents: true });
    const session = this.add(game, seed, loaded.name, unresolved);
    session.refs = refs;
    const cardIds = loaded.lines.map((line) => line.card_id).filter((id): id is number => id !== null);
    this.loadImages(session, cardIds, printings);
    this.loadCardNames(session, cardIds);
    return this.view(session.id);
  }

  view(id: string): TableView {
    const session = this.session(id);
    return tableView(session.game, {
      id: session.id,
      deckName: session.deckName,
      seed: session.seed,
      log: session.steps.flat(),
      images: session.images,
      unresolved: session.unresolved,
      cardNames: session.cardNames,
    });
  }

  /**
   * Performs one engine action; a rejected action changes nothing and says why. Attacking from
   * the first main phase first moves to combat (its own step, undone on its own), then declares
   * the attackers; a beginning-of-combat trigger stops it there, for the player to resolve first.
   */
  perform(id: string, action: Action): TableView {
    const session = this.session(id);
    const state = session.game.state;
    if (action.do === 'attack' && state.phase === 'main1' && state.stack.length === 0 && (state.opening ?? null) === null) {
      this.step(session, { do: 'next_phase' });
      if (session.game.state.phase === 'combat' && session.game.state.stack.length > 0) return this.view(id);
      try {
        this.step(session, action);
      } catch (error) {
        // A refused declaration leaves the game where it was (the move to combat can be redone).
        this.undo(id);
        throw error;
      }
      return this.view(id);
    }
    this.step(session, action);
    return this.view(id);
  }

  private step(session: Session, action: Action): void {
    const context = stepContext(session.game, action);
    const before = session.game.events!.length;
    let result;
    try {
      result = session.game.perform(action);
    } catch (error) {
      // Tokens or copies past what a game may hold: the game took the action back whole; refused.
      if (!(error instanceof GameSizeError)) throw error;
      throw refusal(msg('refusal.tableFull', { max: error.limit }));
    }
    if (!result.ok) throw refusal(result.message);
    session.steps.push(describeStep(session.game.events!.slice(before), context));
    session.undone = [];
  }

  undo(id: string): TableView {
    const session = this.session(id);
    if (session.game.undo()) session.undone.push(session.steps.pop() ?? []);
    return this.view(id);
  }

  redo(id: string): TableView {
    const session = this.session(id);
    if (session.game.redo()) session.steps.push(session.undone.pop() ?? []);
    return this.view(id);
  }

  /** The position as a scenario file (spec/SCENARIOS.md), with the seed it was dealt with. */
  saveScenario(id: string): { fileName: string; scenario: SavedScenario; warnings: Message[] } {
    const session = this.session(id);
    const state = session.game.state;
    const warnings: Message[] = [];
    if (state.stack.length > 0) warnings.push(msg('warning.stackNotSaved'));
    if ((state.opening ?? null) !== null) warnings.push(msg('warning.openingHandNotKept'));
    const scenario = scenarioFromGame(session.game, session.seed);
    // The file leaves out empty fields (the card database has nulls where the format has nothing).
    scenario.cards = scenario.cards.map((card) => Object.fromEntries(Object.entries(card).filter(([, value]) => value !== null && value !== undefined)) as CardDefinition);
    const fileName = `${slug(session.deckName)}-turn-${state.turn}-${state.phase}.json`;
    return { fileName, scenario, warnings };
  }

  /** A saved position as a new table (its actions are not performed). */
  loadScenario(json: unknown, name = 'Scenario'): TableView {
    const { game, scenario } = gameFromScenario(json, { lookupCard: this.lookup, undo: true });
    const session = this.add(game, scenario.seed, name, []);
    // A saved position names its cards, not their database ids: its cards show in the UI language as a deck's do.
    const named = this.db.prepare<[string], { id: number }>('SELECT id FROM cards WHERE name = ?');
    const cardIds = [...new Set(game.state.objects.map((object) => object.card.name))].flatMap((cardName) => named.all(cardName).map((row) => row.id));
    this.loadCardNames(session, cardIds);
    return this.view(session.id);
  }

  /** "Report a rules problem": the current position and the note, saved into the data folder. */
  report(id: string, note: string): { file: string } {
    const session = this.session(id);
    const { scenario, warnings } = this.saveScenario(id);
    mkdirSync(this.reportsFolder, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(this.reportsFolder, `${stamp}-${slug(session.deckName)}.json`);
    const log = session.steps.flat().map((line) => `T${line.turn} ${line.manual ? '(manual) ' : ''}${logText(line)}`);
    writeFileSync(file, `${JSON.stringify({ note, warnings: warnings.map((warning) => formatMessage(warning)), log, ...scenario }, null, 2)}\n`);
    return { file };
  }

  end(id: string): { ended: string } {
    this.session(id);
    this.sessions.delete(id);
    return { ended: id };
  }

  /** A card's local picture path in this game, or null. */
  imagePath(id: string, cardId: number): string | null {
    const session = this.session(id);
    const object = session.game.state.objects[cardId];
    if (!object) throw new GoldfishError(`no card with id ${cardId} in this game`);
    return session.images.get(object.card.name) ?? null;
  }

  /** The deck's card and chosen printing for a card name in this game, or null (scenario cards, tokens). */
  cardRef(id: string, name: string): { cardId: number; printingId: number | null } | null {
    return this.session(id).refs.get(name) ?? null;
  }

  private add(game: Game, seed: number, deckName: string, unresolved: Session['unresolved']): Session {
    const session: Session = { id: `g${this.nextId++}`, game, seed, deckName, steps: [], undone: [], images: new Map(), refs: new Map(), unresolved, cardNames: {}, touched: Date.now() };
    this.sessions.set(session.id, session);
    if (this.sessions.size > MAX_SESSIONS) {
      const oldest = [...this.sessions.values()].sort((a, b) => a.touched - b.touched)[0]!;
      this.sessions.delete(oldest.id);
    }
    return session;
  }

  private session(id: string): Session {
    const session = this.sessions.get(id);
    if (!session) throw refusal(msg('refusal.gameGone', { game: id }));
    session.touched = Date.now();
    return session;
  }

  /** Each card's name in the UI's other languages, where the database has one (its front face). */
  private loadCardNames(session: Session, cardIds: number[]): void {
    const localized = this.db.prepare<[number], { english: string; lang: string; name: string }>(
      `SELECT c.name AS english, l.lang, l.name FROM card_localizations l JOIN cards c ON c.id = l.card_id
       WHERE l.card_id = ? AND l.face_index = 0 AND l.lang IN ('de', 'es')`,
    );
    const names: Record<string, Record<string, string>> = { de: Object.create(null) as Record<string, string>, es: Object.create(null) as Record<string, string> };
    for (const cardId of new Set(cardIds)) for (const row of localized.all(cardId)) names[row.lang]![row.english] = row.name;
    session.cardNames = names;
  }

  /** Each card's picture: the deck's chosen printing first, else any printing with one. */
  private loadImages(session: Session, cardIds: number[], printingIds: number[]): void {
    if (cardIds.length === 0) return;
    const chosen = this.db.prepare<[number], { name: string; image_path: string | null }>(
      'SELECT c.name, p.image_path FROM printings p JOIN cards c ON c.id = p.card_id WHERE p.id = ?',
    );
    for (const printing of printingIds) {
      const row = chosen.get(printing);
      if (row?.image_path) session.images.set(row.name, row.image_path);
    }
    const any = this.db.prepare<[number], { name: string; image_path: string | null }>(
      'SELECT c.name, p.image_path FROM printings p JOIN cards c ON c.id = p.card_id WHERE p.card_id = ? AND p.image_path IS NOT NULL LIMIT 1',
    );
    for (const cardId of cardIds) {
      const row = any.get(cardId);
      if (row?.image_path && !session.images.has(row.name)) session.images.set(row.name, row.image_path);
    }
  }
}

/** A refusal as an error: its English text for the CLI and logs, the message for the UI. */
function refusal(message: Message): GoldfishError {
  return new GoldfishError(formatMessage(message), message);
}

function randomSeed(): number {
  return Math.floor(Math.random() * 1_000_000) + 1;
}

function slug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'game'
  );
}

/** The deck loader over the app's services (saved decks and decklist text). */
export function servicesDeckLoader(services: Parameters<typeof loadSavedDeck>[0]): DeckLoader {
  return {
    saved: (deckId) => loadSavedDeck(services, deckId),
    text: (text, fileName) => loadDeckText(services, text, fileName),
  };
}
