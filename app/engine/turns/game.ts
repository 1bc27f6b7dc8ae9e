// One game: the state, the event log (when someone watches), and undo/redo (when asked for).
// Every change goes through `perform`: the action is prepared first (every legality check, every
// cost and choice planned), and only a fully prepared action mutates the state — so a rejected
// action changes nothing. Undo keeps snapshots of the small mutable state; it costs nothing when off.
import { type Action, prepareAction } from './actions.ts';
import { formatMessage, type Message } from '../messages/message.ts';
import type { GameEvent } from '../state/events.ts';
import { checkStateBasedActions } from './state-based.ts';
import { cloneState, type GameObject, type GameState } from '../state/state.ts';
import { putPendingOnStack } from '../abilities/triggers.ts';
import '../abilities/trigger-dispatch.ts'; // the trigger families subscribe to the event stream
import { channelOf, heardOn, signalOn, STATE_CHECKED } from '../events/engine-events.ts';
import { applyLayerEffects } from '../rules/attached.ts';
import type { CleanupDiscardChooser } from './cleanup-discard.ts';

/** Looked up once: asked before every priority (engine-events.ts). */
const STATE_CHECKED_CHANNEL = channelOf('state checked');

export interface GameOptions {
  /** Record events (the table, scenarios); off for the simulator. */
  recordEvents?: boolean;
  /** Keep snapshots for undo/redo (the table). */
  undo?: boolean;
}

/** A rejected action says why: `reason` in English (the CLI, scenarios), `message` for the UI to translate. */
export type ActionResult = { ok: true } | { ok: false; reason: string; message: Message };

/** A rejected action. Its English text is made only when read: the simulator tries many illegal actions. */
class Refused {
  readonly ok = false;
  constructor(readonly message: Message) {}
  get reason(): string {
    return formatMessage(this.message);
  }
}

/** The one result of every accepted action: nothing in it varies, so none is built per action. */
const ACCEPTED: ActionResult = Object.freeze({ ok: true });

interface Snapshot {
  state: GameState;
  events: number;
}

export class Game {
  state: GameState;
  events: GameEvent[] | null;
  private readonly past: Snapshot[] | null;
  private future: Snapshot[] = [];
  /** The cards the current action names for the cleanup discard (CR 514.1); null: the chooser decides. */
  cleanupChoice: readonly number[] | null = null;
  /** How many cards the last cleanup step asked for (read by a dry run: `cleanupDiscardAsked`). */
  cleanupAsked = 0;
  /** Who chooses the cleanup discard when an action names none (the simulator's autopilot); null: the last cards in hand. */
  chooseCleanupDiscard: CleanupDiscardChooser | null = null;

  constructor(state: GameState, options: GameOptions = {}) {
    this.state = state;
    this.events = options.recordEvents ? [] : null;
    this.past = options.undo ? [] : null;
    applyLayerEffects(this); // a position set up with Auras already attached
  }

  emit(event: GameEvent): void {
    this.events?.push(event);
  }

  object(id: number): GameObject {
    return this.state.objects[id]!;
  }

  /** A copy to try something on (no events, no undo): what happens there changes nothing here. */
  dryRun(): Game {
    const copy = new Game(cloneState(this.state));
    copy.chooseCleanupDiscard = this.chooseCleanupDiscard;
    return copy;
  }

  /** Why the action would be rejected now, or null when it is legal. Changes nothing. */
  check(action: Action): Message | null {
    const prepared = prepareAction(this, action);
    return typeof prepared === 'function' ? null : prepared;
  }

  perform(action: Action): ActionResult {
    const prepared = prepareAction(this, action);
    if (typeof prepared !== 'function') return new Refused(prepared);
    if (!this.past) {
      prepared();
      return ACCEPTED;
    }
    const snapshot = { state: cloneState(this.state), events: this.events?.length ?? 0 };
    const { future, redoEvents } = this;
    this.past.push(snapshot);
    this.future = [];
    this.redoEvents = [];
    try {
      prepared();
    } catch (error) {
      // An action that failed half-way (one that would take the game past what it may hold,
      // state/game-size.ts) is taken back whole, redo history included: the game is as before.
      this.past.pop();
      this.state = snapshot.state;
      this.events?.splice(snapshot.events);
      this.future = future;
      this.redoEvents = redoEvents;
      throw error;
    }
    return ACCEPTED;
  }

  get canUndo(): boolean {
    return (this.past?.length ?? 0) > 0;
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }

  /** Back to the state before the last performed action (exact: the random state too). */
  undo(): boolean {
    const snapshot = this.past?.pop();
    if (!snapshot) return false;
    this.future.push({ state: this.state, events: this.events?.length ?? 0 });
    this.state = snapshot.state;
    // The undone events are kept aside for redo.
    if (this.events) this.redoEvents.push(this.events.splice(snapshot.events));
    return true;
  }

  redo(): boolean {
    const snapshot = this.future.pop();
    if (!snapshot || !this.past) return false;
    this.past.push({ state: this.state, events: this.events?.length ?? 0 });
    this.state = snapshot.state;
    const events = this.redoEvents.pop();
    if (this.events && events) this.events.push(...events);
    return true;
  }

  private redoEvents: GameEvent[][] = [];

  /**
   * What happens before a player would receive priority: state-based actions, then pending
   * triggers onto the stack (CR 117.5), repeated until neither changes anything.
   */
  settle(): void {
    for (let round = 0; round < 50; round += 1) {
      checkStateBasedActions(this);
      if (heardOn(this, STATE_CHECKED_CHANNEL)) signalOn(this, STATE_CHECKED_CHANNEL, STATE_CHECKED); // state triggers (CR 603.8)
      if (this.state.pending.length === 0) return;
      putPendingOnStack(this);
    }
  }
}
