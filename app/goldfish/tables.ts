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
import { describeStep, stepContext, type LogLine } from './game-log.ts';
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
  constructor(message: string) {
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
    if (deck.length === 0) throw new GoldfishError(`"${loaded.name}" has no cards in its main deck that the card database knows`);
    if (deck.length > MAX_DECK_CARDS) throw new GoldfishError(`"${loaded.name}" has ${deck.length} cards; a goldfish game takes at most ${MAX_DECK_CARDS}`);
    const seed = options.seed ?? randomSeed();
    const game = newGame({ deck, seed, onThePlay: options.onThePlay ?? true, mulligan: true, undo: true, recordEvents: true });
    const session = this.add(game, seed, loaded.name, unresolved);
    session.refs = refs;
    this.loadImages(session, loaded.lines.map((line) => line.card_id).filter((id): id is number => id !== null), printings);
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
    });
  }

  /** Performs one engine action; a rejected action changes nothing and says why. */
  perform(id: string, action: Action): TableView {
    const session = this.session(id);
    const context = stepContext(session.game, action);
    const before = session.game.events!.length;
    const result = session.game.perform(action);
    if (!result.ok) throw new GoldfishError(result.reason);
    session.steps.push(describeStep(session.game.events!.slice(before), context));
    session.undone = [];
    return this.view(id);
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
  saveScenario(id: string): { fileName: string; scenario: SavedScenario; warnings: string[] } {
    const session = this.session(id);
    const state = session.game.state;
    const warnings: string[] = [];
    if (state.stack.length > 0) warnings.push('the stack is not saved: a scenario holds no stack (resolve it first to keep it)');
    if ((state.opening ?? null) !== null) warnings.push('the opening hand has not been kept yet');
    const scenario = scenarioFromGame(session.game, session.seed);
    // The file leaves out empty fields (the card database has nulls where the format has nothing).
    scenario.cards = scenario.cards.map((card) => Object.fromEntries(Object.entries(card).filter(([, value]) => value !== null && value !== undefined)) as CardDefinition);
    const fileName = `${slug(session.deckName)}-turn-${state.turn}-${state.phase}.json`;
    return { fileName, scenario, warnings };
  }

  /** A saved position as a new table (its actions are not performed). */
  loadScenario(json: unknown, name = 'Scenario'): TableView {
    const { game, scenario } = gameFromScenario(json, { lookupCard: this.lookup, undo: true });
    return this.view(this.add(game, scenario.seed, name, []).id);
  }

  /** "Report a rules problem": the current position and the note, saved into the data folder. */
  report(id: string, note: string): { file: string } {
    const session = this.session(id);
    const { scenario, warnings } = this.saveScenario(id);
    mkdirSync(this.reportsFolder, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(this.reportsFolder, `${stamp}-${slug(session.deckName)}.json`);
    const log = session.steps.flat().map((line) => `T${line.turn} ${line.manual ? '(manual) ' : ''}${line.text}`);
    writeFileSync(file, `${JSON.stringify({ note, warnings, log, ...scenario }, null, 2)}\n`);
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
    const session: Session = { id: `g${this.nextId++}`, game, seed, deckName, steps: [], undone: [], images: new Map(), refs: new Map(), unresolved, touched: Date.now() };
    this.sessions.set(session.id, session);
    if (this.sessions.size > MAX_SESSIONS) {
      const oldest = [...this.sessions.values()].sort((a, b) => a.touched - b.touched)[0]!;
      this.sessions.delete(oldest.id);
    }
    return session;
  }

  private session(id: string): Session {
    const session = this.sessions.get(id);
    if (!session) throw new GoldfishError(`no goldfish game "${id}" (it ended, or the app restarted): start a new one`);
    session.touched = Date.now();
    return session;
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
