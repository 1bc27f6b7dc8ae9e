// The game log in words: the engine's events of one step (one performed action) turned into
// lines a player reads like the game ("Cycled Street Wraith (paid 2 life)", "Searched for Swamp:
// found Swamp"). Each line is a message (a key and its parameters) that the table shows in the
// player's language. The step's action and the game before it give what the events leave out
// (the search's card type, the targets chosen, where a manually moved card came from).
import type { Action, Game, GameEvent } from '../engine/index.ts';
import { firstQuestion } from '../engine/index.ts';
import { cardRef, formatMessage, type Message, type MessageKey, type MessageParam, msg } from '../engine/messages/message.ts';
import { keywordMessage, typeMessage, zoneMessage } from '../engine/messages/words.ts';

export type LogKind = 'turn' | 'phase' | 'action' | 'effect' | 'manual';

export interface LogLine {
  turn: number;
  kind: LogKind;
  /** The line as a message; its card parameters are the cards to preview on hover. */
  message: Message;
  manual: boolean;
}

/** What the log needs to know about the game before the step. */
export interface StepContext {
  action: Action;
  /** Card name per object id, before the step (targets, attackers). */
  nameOf(id: number): string;
  /** The zone per object id, before the step (where a manual move came from). */
  zoneOf(id: number): string;
  /** Your library's cards, top first, before the step (what a manual mill takes). */
  library: readonly number[];
  /** The search's card type per stack source name ("Swamp", "basic land"); null: any card. */
  searchQueries: Map<string, string | null>;
  turn: number;
}

/** A log line in English (rules-problem reports, tests). */
export function logText(line: LogLine): string {
  return formatMessage(line.message);
}

/** The context the log needs, taken from the game before the step is performed. */
export function stepContext(game: Game, action: Action): StepContext {
  const searchQueries = new Map<string, string | null>();
  for (const item of game.state.stack) {
    const question = firstQuestion(item.effects);
    const search = question?.kind === 'search' ? question : question?.kind === 'may' ? firstQuestion(question.effects) : undefined;
    if (search?.kind === 'search') searchQueries.set(item.sourceName, search.query?.text ?? null);
  }
  const objects = game.state.objects.map((object) => ({ name: object.card.name, zone: object.zone }));
  return {
    action,
    nameOf: (id) => objects[id]?.name ?? `card ${id}`,
    zoneOf: (id) => objects[id]?.zone ?? 'none',
    library: game.state.players[0].library.slice(),
    searchQueries,
    turn: game.state.turn,
  };
}

type Push = (kind: LogKind, key: MessageKey, params?: Record<string, MessageParam>) => void;

/** The lines one step adds to the log. */
export function describeStep(events: readonly GameEvent[], context: StepContext): LogLine[] {
  const lines: LogLine[] = [];
  let turn = context.turn;
  const push: Push = (kind, key, params) => {
    lines.push({ turn, kind, message: msg(key, params), manual: kind === 'manual' });
  };
  const action = context.action;
  if (action.do === 'move' || action.do.startsWith('manual_')) {
    if (events.some((event) => event.type === 'manual')) describeManual(action, context, push);
    return lines;
  }
  // Events that another event already says: the moves of a draw, a discard, a cast, an exchange.
  const skip = new Set<number>();
  events.forEach((event, index) => {
    if (event.type === 'exchanged') {
      for (let back = index - 1, found = 0; back >= 0 && found < 2; back -= 1) {
        if (events[back]!.type === 'moved') {
          skip.add(back);
          found += 1;
        }
      }
    }
  });
  let pendingDraws: string[] = [];
  const flushDraws = (): void => {
    if (pendingDraws.length === 0) return;
    push('effect', 'log.drew', { cards: pendingDraws.map(cardRef) });
    pendingDraws = [];
  };
  for (let index = 0; index < events.length; index += 1) {
    if (skip.has(index)) continue;
    const event = events[index]!;
    if (event.type !== 'drew') flushDraws();
    switch (event.type) {
      case 'drew':
        if (action.do !== 'mulligan') pendingDraws.push(event.card);
        break;
      case 'phase':
        if (event.turn !== turn) {
          turn = event.turn;
          push('turn', 'log.turn', { turn: event.turn });
        }
        if (action.do === 'next_phase') push('phase', `phase.${event.phase}` as MessageKey);
        break;
      case 'cast': {
        const targets = action.do === 'cast' && action.targets?.length ? msg('log.castTargets', { targets: action.targets.map((target) => targetWord(target, context)) }) : '';
        const x = action.do === 'cast' && action.x ? msg('log.castX', { x: action.x }) : '';
        push('action', 'log.cast', { card: cardRef(event.card), x, modes: action.do === 'cast' ? chosenModes(action) : '', targets });
        break;
      }
      case 'activated': {
        if (event.ability.endsWith('cycling')) {
          // The cost's events follow: life paid, the card discarded and cycled.
          let life = 0;
          let next = index + 1;
          for (; next < events.length; next += 1) {
            const cost = events[next]!;
            if (cost.type === 'life' && cost.player === 'you' && cost.delta < 0) life -= cost.delta;
            else if (cost.type === 'moved' && cost.to === 'graveyard') continue;
            else if (cost.type === 'discarded' && cost.card === event.card) continue;
            else if (cost.type === 'cycled') continue;
            else break;
          }
          index = next - 1;
          const paid = life > 0 ? msg('log.paidLife', { count: life }) : '';
          push('action', 'log.cycled', { verb: keywordMessage(event.ability, 'keywordPast'), keyword: keywordMessage(event.ability), card: cardRef(event.card), paid });
        } else if (/^\{T\}: Add /.test(event.ability)) {
          push('action', 'log.tappedFor', { card: cardRef(event.card), mana: event.ability.replace(/^\{T\}: Add /, '').replace(/\.$/, '') });
        } else {
          push('action', 'log.activated', { card: cardRef(event.card), ability: keywordMessage(event.ability) });
        }
        break;
      }
      case 'moved':
        describeMove(event, action, push);
        break;
      case 'discarded':
        push('effect', 'log.discarded', { card: cardRef(event.card) });
        break;
      case 'cycled':
        break;
      case 'searched': {
        const source = sourceOfResolution(events, index);
        const query = typeMessage(source === null ? null : context.searchQueries.get(source));
        if (event.found === null) push('effect', 'log.searchedNothing', { query });
        else push('effect', 'log.searched', { query, card: cardRef(event.found) });
        // The reveal and the shuffle that belong to the search.
        while (events[index + 1]?.type === 'revealed' || events[index + 1]?.type === 'moved' || events[index + 1]?.type === 'shuffled') {
          const following = events[index + 1]!;
          if (following.type === 'moved' && !(following.from === 'library')) break;
          index += 1;
        }
        break;
      }
      case 'revealed':
        push('effect', 'log.revealed', { card: cardRef(event.card) });
        break;
      case 'shuffled':
        if (action.do !== 'mulligan') push('effect', 'log.shuffled');
        break;
      case 'triggered':
        push('effect', 'log.triggered', { card: cardRef(event.source), text: event.text });
        break;
      case 'resolved': {
        const said = lines.length > 0 && lines[lines.length - 1]!.kind === 'effect';
        if (!said && event.kind !== 'spell') push('effect', 'log.abilityResolved', { card: cardRef(event.source) });
        break;
      }
      case 'countered':
        if (event.kind === 'spell') push('effect', 'log.countered', { card: cardRef(event.source) });
        else push('effect', 'log.counteredAbility', { card: cardRef(event.source), kind: stackKindWord(event.kind) });
        break;
      case 'fizzled':
        push('effect', 'log.fizzled', { card: cardRef(event.source) });
        break;
      case 'life': {
        const gain = event.delta > 0;
        const key = event.player === 'you' ? (gain ? 'log.youGain' : 'log.youLose') : gain ? 'log.goldfishGains' : 'log.goldfishLoses';
        push('effect', key, { count: Math.abs(event.delta) });
        break;
      }
      case 'damage': {
        const target = event.target === 'opponent' ? msg('target.goldfish') : event.target === 'you' ? msg('target.you') : cardRef(event.target);
        push('effect', 'log.damage', { card: cardRef(event.source), count: event.amount, target });
        // The life loss that damage to a player causes is the same fact.
        if (events[index + 1]?.type === 'life') index += 1;
        break;
      }
      case 'token':
        push('effect', 'log.token', { card: cardRef(event.card) });
        break;
      case 'exchanged':
        push('effect', 'log.exchanged', { left: cardRef(event.left), entered: cardRef(event.entered) });
        break;
      case 'manual': {
        // A part of an ability the engine does not carry out (a `manual` effect): the player does it.
        const byHand = parseByHand(event.what);
        if (byHand) push('manual', 'log.byHand', { card: cardRef(byHand.source), text: byHand.text });
        else push('manual', 'fallback.log');
        break;
      }
      case 'mulligan':
        push('action', 'log.mulligan', { count: event.count });
        break;
      case 'kept':
        push('action', 'log.kept', { count: event.hand, bottom: event.bottom.length ? msg('log.keptBottom', { cards: event.bottom.map(cardRef) }) : '' });
        break;
      default:
        describeNewEvent(event, push);
    }
  }
  flushDraws();
  if (action.do === 'attack') {
    const names = action.attackers.map((id) => cardRef(context.nameOf(id)));
    lines.unshift({ turn, kind: 'action', message: names.length ? msg('log.attacked', { cards: names }) : msg('log.attackedNothing'), manual: false });
  }
  return lines;
}

/**
 * An event kind this log has no line for yet (the engine learns new effects): `log.event.<type>`
 * with the event's fields as parameters, card names as cards. Until the catalogs have that key
 * the table shows the generic line naming the cards, never the engine's own words.
 */
function describeNewEvent(event: { type: string }, push: Push): void {
  const params: Record<string, MessageParam> = {};
  for (const [name, value] of Object.entries(event)) {
    if (name === 'type') continue;
    if (typeof value === 'string') params[name] = name === 'card' || name === 'source' ? cardRef(value) : value;
    else if (typeof value === 'number') params[name] = value;
  }
  push('effect', `log.event.${event.type}` as MessageKey, params);
}

function describeMove(event: Extract<GameEvent, { type: 'moved' }>, action: Action, push: Push): void {
  const { from, to } = event;
  const card = cardRef(event.card);
  if (from === 'hand' && to === 'battlefield' && action.do === 'play_land') push('action', 'log.played', { card });
  else if (from === 'stack' && to === 'battlefield') push('effect', 'log.entered', { card });
  else if (from === 'battlefield' && to === 'graveyard') push('effect', 'log.died', { card });
  else if (from === 'battlefield' && to === 'hand') push('effect', 'log.returned', { card });
  else if (to === 'exile') push('effect', 'log.exiled', { card });
  else if (from === 'library' && to === 'graveyard') push('effect', 'log.milled', { card });
  // Draws, discards, casts and spells going to the graveyard are said by their own events.
}

/** A manual step in words, from the action and the game before it (the engine's `manual` event is English text). */
/** "by hand for Odd Bolt: The moon is made of cheese." (app/engine/effects/choices.ts) → its card and text. */
function parseByHand(what: string): { source: string; text: string } | undefined {
  const match = what.match(/^by hand for (.+?): (.+)$/s);
  return match ? { source: match[1]!, text: match[2]! } : undefined;
}

function describeManual(action: Action, context: StepContext, push: Push): void {
  const card = (id: number): MessageParam => cardRef(context.nameOf(id));
  switch (action.do) {
    case 'move': {
      const from = zoneMessage(context.zoneOf(action.card));
      if (action.to === 'library') push('manual', 'log.manual.movedToLibrary', { card: card(action.card), from, position: msg(action.position === 'bottom' ? 'log.manual.bottom' : 'log.manual.top') });
      else push('manual', 'log.manual.moved', { card: card(action.card), from, to: zoneMessage(action.to) });
      return;
    }
    case 'manual_tap':
      if (!action.tapped) push('manual', 'log.manual.untapped', { card: card(action.card) });
      else if (action.mana) push('manual', 'log.manual.tappedFor', { card: card(action.card), mana: `{${action.mana}}` });
      else push('manual', 'log.manual.tapped', { card: card(action.card) });
      return;
    case 'manual_life':
      push('manual', action.player === 0 ? 'log.manual.yourLife' : 'log.manual.goldfishLife', { life: action.life });
      return;
    case 'manual_counters':
      push('manual', action.delta >= 0 ? 'log.manual.countersAdded' : 'log.manual.countersRemoved', { count: Math.abs(action.delta), counter: action.counter, card: card(action.card) });
      return;
    case 'manual_draw':
      push('manual', 'log.manual.drew', { count: action.count });
      return;
    case 'manual_shuffle':
      push('manual', 'log.manual.shuffled');
      return;
    case 'manual_untap_all':
      push('manual', 'log.manual.untappedAll');
      return;
    case 'manual_token': {
      const count = action.count ?? 1;
      push('manual', 'log.manual.tokens', { count, size: `${action.token.power}/${action.token.toughness}`, name: action.token.name.trim() });
      return;
    }
    case 'manual_scry': {
      const parts: MessageParam[] = [];
      if (action.top.length > 0) parts.push(msg('log.manual.onTop', { count: action.top.length }));
      if (action.bottom.length > 0) parts.push(msg('log.manual.onBottom', { count: action.bottom.length }));
      if (action.graveyard.length > 0) parts.push(msg('log.manual.intoGraveyard', { cards: action.graveyard.map(card) }));
      const count = action.top.length + action.bottom.length + action.graveyard.length;
      push('manual', action.kind === 'scry' ? 'log.manual.scry' : 'log.manual.surveil', { count, parts });
      return;
    }
    case 'manual_mill':
      push('manual', 'log.manual.milled', { cards: context.library.slice(0, action.count).map(card) });
      return;
    case 'manual_reveal':
      push('manual', 'log.manual.revealed', { card: card(action.card) });
      return;
    case 'manual_attach':
      if (action.to === null) push('manual', 'log.manual.unattached', { card: card(action.card) });
      else if (context.zoneOf(action.card) === 'battlefield') push('manual', 'log.manual.attached', { card: card(action.card), host: card(action.to) });
      else push('manual', 'log.manual.putAttached', { card: card(action.card), from: zoneMessage(context.zoneOf(action.card)), host: card(action.to) });
      return;
    default:
      push('manual', 'fallback.log');
  }
}

/** The source of the resolution the event at `index` belongs to: the next `resolved`/`fizzled`. */
function sourceOfResolution(events: readonly GameEvent[], index: number): string | null {
  for (let next = index + 1; next < events.length; next += 1) {
    const event = events[next]!;
    if (event.type === 'resolved' || event.type === 'fizzled') return event.source;
  }
  return null;
}

function targetWord(target: NonNullable<Extract<Action, { do: 'cast' }>['targets']>[number], context: StepContext): MessageParam {
  if ('player' in target) return target.player === 0 ? msg('target.yourself') : msg('target.goldfish');
  if ('stack' in target) return msg('target.stackObject', { position: target.stack });
  return cardRef(context.nameOf(target.object));
}

function stackKindWord(kind: string): MessageParam {
  return kind === 'ability' || kind === 'trigger' || kind === 'spell' ? msg(`stackKind.${kind}`) : kind;
}

/** The modes the player chose for a modal spell (CR 700.2), as printed (from 1); empty when the engine chose them. */
function chosenModes(action: Extract<Action, { do: 'cast' }>): MessageParam {
  if (action.entwine) return msg('log.castEntwined');
  if (!action.modes?.length) return '';
  return msg('log.castModes', { count: action.modes.length, modes: action.modes.map((mode) => mode + 1).join(', ') });
}
