// The engine's one event stream: every change that triggered abilities, delayed triggers, "this
// turn" records and the output log care about is signalled here, as a typed event naming the
// objects themselves (instance ids and zone-change counts, not only names). From each event, in
// this order: the "this turn" records are updated (turn-records.ts), the scenario log entry is
// derived (the `GameEvent` of spec/SCENARIOS.md, only when someone watches), and the one listener
// of its type is called (the trigger dispatcher, trigger-dispatch.ts, which subscribes at load).
// This module imports only state types and the records, so zone moves and damage emit events
// without calling up into the ability families (CR 603.2: abilities trigger on events).
//
// Each consumer says when it hears an event: the records always hear the types they count, the log
// only when someone watches, and the listener when its game has a card that can trigger on it (the
// dispatcher passes a gate over the game-feature masks). A frequent event nobody hears is neither
// built nor dispatched: its call site asks `heard` first (a tap for mana in most games).
import type { ManaColor } from '../../cards/oracle/abilities.ts';
import type { Game } from '../turns/game.ts';
import { playerName, type GameObject, type GameState, type PlayerId, type Target, type Zone } from '../state/state.ts';
import { updateTurnRecords } from './turn-records.ts';

/** The steps whose beginning abilities trigger on ("at the beginning of …", CR 503.1, 513.1 …). */
export type StepName = 'upkeep' | 'draw' | 'main1' | 'combat' | 'end of combat' | 'end' | 'cleanup';

/** An object moved from one zone to another (CR 400.7: `object` is the new object; `lastKnown` the permanent as it last existed, CR 603.10a). */
export interface ZoneChange {
  readonly type: 'zone change';
  readonly object: GameObject;
  readonly from: Zone | 'none';
  readonly to: Zone;
  /** A copy of the permanent as it last existed on the battlefield, when it left it. */
  readonly lastKnown: GameObject | null;
  /** It was a creature on the battlefield as it left ("dies", CR 700.4). */
  readonly wasCreature: boolean;
  /** It was sacrificed (CR 701.17a). */
  readonly sacrificed: boolean;
  /** A manual move or the set-up: logged, but nothing triggers. */
  readonly silent: boolean;
}

export type EngineEvent =
  | ZoneChange
  /** A token was created on the battlefield (CR 111.1): it enters, but is logged as `token`. */
  | { readonly type: 'token created'; readonly object: GameObject }
  | { readonly type: 'drew'; readonly player: PlayerId; readonly object: GameObject }
  /** `cycling`: it was discarded to pay a cycling cost (CR 702.29a). */
  /** `x`: the X paid for the cycling cost it paid (CR 107.3a), the X of its "When you cycle ~" trigger. */
  | { readonly type: 'discarded'; readonly player: PlayerId; readonly object: GameObject; readonly cycling: boolean; readonly x?: number }
  | { readonly type: 'life changed'; readonly player: PlayerId; readonly delta: number }
  | { readonly type: 'step began'; readonly step: StepName }
  | { readonly type: 'cast'; readonly spell: GameObject; readonly player: PlayerId; readonly targets: readonly (Target | null)[] }
  | { readonly type: 'combat damage to player'; readonly attacker: GameObject; readonly player: PlayerId; readonly amount: number }
  | { readonly type: 'damage'; readonly source: GameObject; readonly target: Target; readonly amount: number; readonly combat: boolean }
  /** Attackers were declared (CR 508.1), all attacking the goldfish. */
  | { readonly type: 'attackers declared'; readonly attackers: readonly GameObject[] }
  /** The goldfish declared no blockers (CR 509.1h): each attacker still attacking is unblocked. */
  | { readonly type: 'blockers declared'; readonly unblocked: readonly GameObject[] }
  /** A player is about to receive priority, state-based actions done (CR 117.5): state triggers look at the game (CR 603.8). */
  | { readonly type: 'state checked' }
  /** Targets were chosen for a spell (`spell`) or an ability as it was put on the stack (CR 601.2c, 602.2b, 603.3d). */
  | { readonly type: 'became target'; readonly targets: readonly (Target | null)[]; readonly spell: boolean }
  /** Something happened to one permanent that only its own abilities hear (CR 701.37b, 702.110b, 702.37, 702.26). */
  | { readonly type: 'self'; readonly object: GameObject; readonly what: SelfEvent }
  /** `forMana`: the colour it was tapped for, when it was tapped for mana. */
  | { readonly type: 'tapped'; readonly object: GameObject; readonly forMana?: ManaColor }
  | BatchEvent;

/**
 * A group of events that happened simultaneously, signalled once after its members (CR 603.2c: "one
 * or more" triggers once per group). Each member was signalled on its own first, so "whenever you
 * discard a card" still triggers per card. Signalled only in a game with a batch trigger
 * (`triggerKinds('batch')`).
 */
export interface BatchEvent {
  readonly type: 'batch';
  /** The kind of event grouped: `discarded` — cards one player discarded at once (a cost, an effect, the cleanup). */
  readonly of: 'discarded';
  readonly player: PlayerId;
  readonly objects: readonly GameObject[];
}

/** The trigger words of the `self` events: the `on` of the ability that hears each. */
export type SelfEvent = 'becomes monstrous' | 'exploits' | 'turned face up' | 'phases in self' | 'phases out self';

export type EngineEventType = EngineEvent['type'];
export type EventOf<K extends EngineEventType> = Extract<EngineEvent, { type: K }>;
export type Listener<K extends EngineEventType> = (game: Game, event: EventOf<K>) => void;

/** Whether a listener may act in this game now, from state the game keeps (a delayed trigger waiting, a monarch). */
export type Gate = (state: GameState) => boolean;

/**
 * When a listener may act: game-feature bits (`state.features`, game-features.ts: a card of the game
 * may have what it listens for; -1, a query made too late to have a bit, always), or a `Gate`.
 */
export type Hears = number | Gate;

/**
 * What hears one event type: whether the records count it, whether it has a log line, and the
 * listener with when it hears (the union of its feature bits, and its gates). One object per type,
 * so a signal looks its type up once.
 */
export interface Channel {
  readonly recorded: boolean;
  readonly logged: boolean;
  listener: Listener<EngineEventType> | null;
  bits: number;
  gates: Gate[];
}

const channel = (recorded: boolean, logged: boolean): Channel => ({ recorded, logged, listener: null, bits: 0, gates: [] });
const always: Gate = () => true;

/** Every event type: `recorded` when turn-records.ts counts it, `logged` when `logEntry` writes a line for it. */
const CHANNELS: { readonly [K in EngineEventType]: Channel } = {
  'zone change': channel(true, true),
  'token created': channel(false, true),
  drew: channel(true, true),
  discarded: channel(true, true),
  'life changed': channel(true, true),
  'step began': channel(false, false),
  cast: channel(false, false),
  'combat damage to player': channel(false, false),
  damage: channel(false, false),
  'attackers declared': channel(false, false),
  'blockers declared': channel(false, false),
  'state checked': channel(false, false),
  'became target': channel(false, false),
  self: channel(false, true),
  tapped: channel(false, false),
  batch: channel(false, false),
};

/**
 * The trigger dispatcher subscribes once per event type, saying when it hears (each of its families'
 * feature bits or gates; the listener itself checks which families to call); a second subscriber
 * runs after the first, and the type is heard when either hears.
 */
export function subscribe<K extends EngineEventType>(type: K, listener: Listener<K>, hears: readonly Hears[] = [always]): void {
  const channel = CHANNELS[type];
  const before = channel.listener as unknown as Listener<K> | null;
  const both: Listener<K> = before ? (game, event) => (before(game, event), listener(game, event)) : listener;
  channel.listener = both as unknown as Listener<EngineEventType>;
  for (const when of hears) {
    if (typeof when === 'function') channel.gates.push(when);
    else if (when === -1) channel.gates.push(always);
    else channel.bits |= when;
  }
}

/** Whether the listener of this channel may act now: one mask test, then the gates (few, and cheap). */
function listenerHears(channel: Channel, state: GameState): boolean {
  if ((state.features & channel.bits) !== 0) return true;
  const gates = channel.gates;
  for (let index = 0; index < gates.length; index += 1) if (gates[index]!(state)) return true;
  return false;
}

/**
 * The channel of one event type, for a hot call site to look up once, as a module constant: the
 * lookup by the type's name (a keyed read over sixteen names) at every event, twice when its call
 * site asked `heard` first, was a few per cent of a simulated game. The type parameter keeps a
 * channel and the events signalled on it of one type.
 */
export type EventChannel<K extends EngineEventType> = Channel & { readonly of?: K };

export function channelOf<K extends EngineEventType>(type: K): EventChannel<K> {
  return CHANNELS[type];
}

/** Whether anyone hears an event of this type now: the records, the log, or a listener whose gate is open. */
export function heard(game: Game, type: EngineEventType): boolean {
  return heardOn(game, CHANNELS[type]);
}

/** `heard`, on a channel looked up before (channelOf). */
export function heardOn(game: Game, channel: Channel): boolean {
  return channel.recorded || (channel.logged && game.events !== null) || listenerHears(channel, game.state);
}

/**
 * Whether anyone beyond the "this turn" records hears this type now: the log, or a listener whose
 * gate is open. Where only the records count an event (a draw or a life change in most games), the
 * call site updates them alone (turn-records.ts) and builds no event.
 */
export function heardBeyondRecords(game: Game, type: EngineEventType): boolean {
  return heardBeyondRecordsOn(game, CHANNELS[type]);
}

/** `heardBeyondRecords`, on a channel looked up before (channelOf). */
export function heardBeyondRecordsOn(game: Game, channel: Channel): boolean {
  return (channel.logged && game.events !== null) || listenerHears(channel, game.state);
}

/** Signals one event: records, then the log entry, then the listener of its type (which calls only the families whose gate is open). */
export function signal(game: Game, event: EngineEvent): void {
  signalOn(game, CHANNELS[event.type], event);
}

/** `signal`, on the channel of the event's type looked up before (channelOf). */
export function signalOn<K extends EngineEventType>(game: Game, channel: EventChannel<K>, event: EventOf<K>): void {
  if (channel.recorded) updateTurnRecords(game.state, event);
  if (game.events !== null && channel.logged) logEntry(game, event);
  // The channel's gate is the union of its families' (subscribe): when it is shut, none of them
  // would act, and one mask test spares calling the dispatcher to ask each family in turn.
  if (channel.listener !== null && listenerHears(channel, game.state)) channel.listener(game, event);
}

/** The one `state checked` event: it carries nothing, so it is built once. */
export const STATE_CHECKED: EventOf<'state checked'> = { type: 'state checked' };

/** The `step began` event of each step: one constant each, so a step's start builds nothing. */
export const STEP_BEGAN: { readonly [S in StepName]: EventOf<'step began'> } = {
  upkeep: { type: 'step began', step: 'upkeep' },
  draw: { type: 'step began', step: 'draw' },
  main1: { type: 'step began', step: 'main1' },
  combat: { type: 'step began', step: 'combat' },
  'end of combat': { type: 'step began', step: 'end of combat' },
  end: { type: 'step began', step: 'end' },
  cleanup: { type: 'step began', step: 'cleanup' },
};

/** The scenario log's entries (spec/SCENARIOS.md), exactly as before the stream existed. */
function logEntry(game: Game, event: EngineEvent): void {
  switch (event.type) {
    case 'zone change':
      game.emit({ type: 'moved', card: event.object.card.name, from: event.from, to: event.to });
      return;
    case 'token created':
      game.emit({ type: 'token', card: event.object.card.name });
      return;
    case 'drew':
      game.emit({ type: 'drew', card: event.object.card.name });
      return;
    case 'discarded':
      game.emit({ type: 'discarded', card: event.object.card.name });
      if (event.cycling) game.emit({ type: 'cycled', card: event.object.card.name });
      return;
    case 'life changed':
      game.emit({ type: 'life', player: playerName(event.player), delta: event.delta });
      return;
    case 'self':
      if (event.what === 'phases out self') game.emit({ type: 'phased_out', card: event.object.card.name });
      else if (event.what === 'phases in self') game.emit({ type: 'phased_in', card: event.object.card.name });
      return;
    default:
      return; // the others have their own log lines where they happen (`damage`, `cast`, `phase`), or none
  }
}
