// The game log in words: the engine's events of one step (one performed action) turned into
// lines a player reads like the game ("Cycled Street Wraith (paid 2 life)", "Searched for Swamp:
// found Swamp"). The step's action and the stack before it give what the events leave out (the
// search's card type, the targets chosen).
import type { Action, Game, GameEvent } from '../engine/index.ts';
import { firstQuestion } from '../engine/index.ts';

export type LogKind = 'turn' | 'phase' | 'action' | 'effect' | 'manual';

export interface LogLine {
  turn: number;
  kind: LogKind;
  text: string;
  /** Card names in the line, for previews on hover. */
  cards: string[];
  manual: boolean;
}

/** What the log needs to know about the game before the step. */
export interface StepContext {
  action: Action;
  /** Card name per object id, before the step (targets, attackers). */
  nameOf(id: number): string;
  /** The search's card type per stack source name ("Swamp", "basic land"). */
  searchQueries: Map<string, string>;
  turn: number;
}

const PHASE_NAMES: Record<string, string> = {
  untap: 'untap step',
  upkeep: 'upkeep',
  draw: 'draw step',
  main1: 'first main phase',
  combat: 'combat',
  main2: 'second main phase',
  end: 'end step',
  cleanup: 'cleanup',
};

export function phaseName(phase: string): string {
  return PHASE_NAMES[phase] ?? phase;
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const playerWord = (player: string): string => (player === 'you' ? 'you' : 'the goldfish');

/** "swampcycling" → "Swampcycled", "basic landcycling" → "Basic landcycled". */
function cycledVerb(keyword: string): string {
  return capitalise(keyword.replace(/cycling$/, 'cycled'));
}

/** The context the log needs, taken from the game before the step is performed. */
export function stepContext(game: Game, action: Action): StepContext {
  const searchQueries = new Map<string, string>();
  for (const item of game.state.stack) {
    const question = firstQuestion(item.effects);
    const search = question?.kind === 'search' ? question : question?.kind === 'may' ? firstQuestion(question.effects) : undefined;
    if (search?.kind === 'search') searchQueries.set(item.sourceName, search.query?.text ?? 'a card');
  }
  const names = game.state.objects.map((object) => object.card.name);
  return { action, nameOf: (id) => names[id] ?? `card ${id}`, searchQueries, turn: game.state.turn };
}

/** The lines one step adds to the log. */
export function describeStep(events: readonly GameEvent[], context: StepContext): LogLine[] {
  const lines: LogLine[] = [];
  let turn = context.turn;
  const push = (kind: LogKind, text: string, cards: string[] = [], manual = false): void => {
    lines.push({ turn, kind, text, cards, manual });
  };
  const action = context.action;
  if (action.do === 'move' || action.do.startsWith('manual_')) {
    for (const event of events) if (event.type === 'manual') push('manual', capitalise(event.what), manualCards(event.what, context), true);
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
    push('effect', `Drew ${pendingDraws.join(', ')}`, pendingDraws);
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
          push('turn', `Turn ${event.turn}`);
        }
        if (action.do === 'next_phase') push('phase', capitalise(phaseName(event.phase)));
        break;
      case 'cast': {
        const targets = action.do === 'cast' && action.targets?.length ? ` on ${action.targets.map((target) => targetWord(target, context)).join(', ')}` : '';
        const x = action.do === 'cast' && action.x ? ` (X = ${action.x})` : '';
        push('action', `Cast ${event.card}${x}${targets}`, [event.card, ...targetCards(action, context)]);
        break;
      }
      case 'activated': {
        if (event.ability.endsWith('cycling')) {
          // The cost's events follow: life paid, the card discarded and cycled.
          const paid: string[] = [];
          let next = index + 1;
          for (; next < events.length; next += 1) {
            const cost = events[next]!;
            if (cost.type === 'life' && cost.player === 'you' && cost.delta < 0) paid.push(`paid ${-cost.delta} life`);
            else if (cost.type === 'moved' && cost.to === 'graveyard') continue;
            else if (cost.type === 'discarded' && cost.card === event.card) continue;
            else if (cost.type === 'cycled') continue;
            else break;
          }
          index = next - 1;
          push('action', `${cycledVerb(event.ability)} ${event.card}${paid.length ? ` (${paid.join(', ')})` : ''}`, [event.card]);
        } else if (/^\{T\}: Add /.test(event.ability)) {
          push('action', `Tapped ${event.card} for ${event.ability.replace(/^\{T\}: Add /, '').replace(/\.$/, '')}`, [event.card]);
        } else {
          push('action', `Activated ${event.card}'s ${event.ability}`, [event.card]);
        }
        break;
      }
      case 'moved':
        describeMove(event, action, push);
        break;
      case 'discarded':
        push('effect', `Discarded ${event.card}`, [event.card]);
        break;
      case 'cycled':
        break;
      case 'searched': {
        const source = sourceOfResolution(events, index);
        const query = (source && context.searchQueries.get(source)) ?? 'a card';
        push('effect', `Searched for ${query}: ${event.found === null ? 'found nothing' : `found ${event.found}`}`, event.found ? [event.found] : []);
        // The reveal and the shuffle that belong to the search.
        while (events[index + 1]?.type === 'revealed' || events[index + 1]?.type === 'moved' || events[index + 1]?.type === 'shuffled') {
          const following = events[index + 1]!;
          if (following.type === 'moved' && !(following.from === 'library')) break;
          index += 1;
        }
        break;
      }
      case 'revealed':
        push('effect', `Revealed ${event.card}`, [event.card]);
        break;
      case 'shuffled':
        if (action.do !== 'mulligan') push('effect', 'Shuffled the library');
        break;
      case 'triggered':
        push('effect', `${event.source} triggers: ${event.text}`, [event.source]);
        break;
      case 'resolved': {
        const said = lines.length > 0 && lines[lines.length - 1]!.kind === 'effect';
        if (!said && event.kind !== 'spell') push('effect', `${event.source}'s ability resolved`, [event.source]);
        break;
      }
      case 'countered':
        push('effect', `Countered ${event.source}${event.kind === 'spell' ? '' : `'s ${event.kind}`}`, [event.source]);
        break;
      case 'fizzled':
        push('effect', `${event.source}: no effect`, [event.source]);
        break;
      case 'life':
        push('effect', `${capitalise(playerWord(event.player))} ${event.delta > 0 ? `gain${event.player === 'you' ? '' : 's'} ${event.delta}` : `lose${event.player === 'you' ? '' : 's'} ${-event.delta}`} life`);
        break;
      case 'damage': {
        const target = event.target === 'opponent' ? 'the goldfish' : event.target === 'you' ? 'you' : event.target;
        push('effect', `${event.source} deals ${event.amount} damage to ${target}`, [event.source]);
        // The life loss that damage to a player causes is the same fact.
        if (events[index + 1]?.type === 'life') index += 1;
        break;
      }
      case 'token':
        push('effect', `Created a ${event.card} token`, [event.card]);
        break;
      case 'exchanged':
        push('effect', `Aura swap: exchanged ${event.left} for ${event.entered}`, [event.left, event.entered]);
        break;
      case 'manual':
        push('manual', capitalise(event.what), [], true);
        break;
      case 'mulligan':
        push('action', `Mulligan ${event.count}: shuffled the hand away and drew seven new cards`);
        break;
      case 'kept':
        push('action', `Kept ${event.hand} cards${event.bottom.length ? ` (put ${event.bottom.join(', ')} on the bottom)` : ''}`, event.bottom);
        break;
    }
  }
  flushDraws();
  if (action.do === 'attack') {
    const names = action.attackers.map((id) => context.nameOf(id));
    lines.unshift({ turn, kind: 'action', text: names.length ? `Attacked with ${names.join(', ')}` : 'Attacked with nothing', cards: names, manual: false });
  }
  return lines;
}

function describeMove(event: Extract<GameEvent, { type: 'moved' }>, action: Action, push: (kind: LogKind, text: string, cards?: string[]) => void): void {
  const { card, from, to } = event;
  if (from === 'hand' && to === 'battlefield' && action.do === 'play_land') push('action', `Played ${card}`, [card]);
  else if (from === 'stack' && to === 'battlefield') push('effect', `${card} entered the battlefield`, [card]);
  else if (from === 'battlefield' && to === 'graveyard') push('effect', `${card} was put into the graveyard`, [card]);
  else if (from === 'battlefield' && to === 'hand') push('effect', `${card} returned to hand`, [card]);
  else if (to === 'exile') push('effect', `${card} was exiled`, [card]);
  else if (from === 'library' && to === 'graveyard') push('effect', `Milled ${card}`, [card]);
  // Draws, discards, casts and spells going to the graveyard are said by their own events.
}

/** The source of the resolution the event at `index` belongs to: the next `resolved`/`fizzled`. */
function sourceOfResolution(events: readonly GameEvent[], index: number): string | null {
  for (let next = index + 1; next < events.length; next += 1) {
    const event = events[next]!;
    if (event.type === 'resolved' || event.type === 'fizzled') return event.source;
  }
  return null;
}

function targetWord(target: NonNullable<Extract<Action, { do: 'cast' }>['targets']>[number], context: StepContext): string {
  if ('player' in target) return target.player === 0 ? 'yourself' : 'the goldfish';
  if ('stack' in target) return `stack object ${target.stack}`;
  return context.nameOf(target.object);
}

function targetCards(action: Action, context: StepContext): string[] {
  if (action.do !== 'cast' || !action.targets) return [];
  return action.targets.flatMap((target) => ('object' in target ? [context.nameOf(target.object)] : []));
}

/** Card names a manual line mentions (the step's card, if any). */
function manualCards(_what: string, context: StepContext): string[] {
  const action = context.action as { card?: number };
  return typeof action.card === 'number' ? [context.nameOf(action.card)] : [];
}
