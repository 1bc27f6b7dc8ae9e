// Actions the goldfish table needs beyond the scenario format: the London mulligan before the
// game begins (CR 103.5), and manual overrides for what the engine does not enforce (untap all,
// tokens, scry/surveil, mill, reveal, attach, draw). Like every action they are prepared first —
// every check before any change — so a rejected one leaves the state exactly as it was. Manual
// overrides are logged as `manual` events and trigger nothing.
import { compiledCard } from '../../cards/oracle/compile.ts';
import type { CardDefinition } from '../state/card-definition.ts';
import type { Game } from './game.ts';
import { addObject, type GameObject, YOU } from '../state/state.ts';
import { drawCard, moveObject, shuffleLibrary } from '../events/zones.ts';
import { beginWithOnBattlefield, chooseToKeepTapped, maySkipUntap, openingHandPermanents } from '../abilities/upkeep.ts';
import { cardRef, type Message, msg } from '../messages/message.ts';

export interface ManualToken {
  name: string;
  power: number;
  toughness: number;
  /** Colour letters W U B R G; empty for colourless. */
  colors: string[];
  /** Keyword lines the engine reads ("Flying", "Haste"). */
  keywords: string[];
  /** Creature types ("Zombie"); the name when missing. */
  subtypes?: string[];
}

export type TableAction =
  | { do: 'mulligan' }
  /**
   * Keep the hand, putting one card per mulligan taken on the bottom (first listed goes first).
   * `leylines`: the cards with "If ~ is in your opening hand, you may begin the game with it on
   * the battlefield" that do (CR 103.6); default: every one of them.
   */
  | { do: 'keep'; bottom?: number[]; leylines?: number[] }
  /** "You may choose not to untap ~ during your untap step" (CR 502.3): the choice for the next untap step. */
  | { do: 'untap_choice'; card: number; untap: boolean }
  | { do: 'manual_untap_all' }
  | { do: 'manual_token'; token: ManualToken; count?: number }
  /** Scry or surveil the top cards: every one of the top N cards named exactly once. */
  | { do: 'manual_scry'; kind: 'scry' | 'surveil'; top: number[]; bottom: number[]; graveyard: number[] }
  | { do: 'manual_mill'; count: number }
  | { do: 'manual_reveal'; card: number }
  /** Attach a permanent to another (an Aura moved by hand), or detach it with `to: null`. */
  | { do: 'manual_attach'; card: number; to: number | null };

const TABLE_ACTIONS: ReadonlySet<string> = new Set(['mulligan', 'keep', 'untap_choice', 'manual_untap_all', 'manual_token', 'manual_scry', 'manual_mill', 'manual_reveal', 'manual_attach']);

export function isTableAction(action: { do: string }): action is TableAction {
  return TABLE_ACTIONS.has(action.do);
}

type Prepared = Message | (() => void);

const OPENING_HAND = 7;

function objectOrError(game: Game, id: number): GameObject | Message {
  const object = game.state.objects[id];
  return object && object.zone !== 'none' ? object : msg('refusal.noCard', { id });
}

const isProblem = (value: GameObject | Message): value is Message => 'key' in value;

export function prepareTableAction(game: Game, action: TableAction): Prepared {
  const state = game.state;
  const you = state.players[YOU];
  const opening = state.opening ?? null;
  switch (action.do) {
    case 'mulligan': {
      if (opening === null) return msg('refusal.gameBegun');
      const taken = opening + 1;
      if (taken > OPENING_HAND) return msg('refusal.mulliganLimit', { count: OPENING_HAND });
      return () => {
        // CR 103.5: shuffle the hand into the library, then draw a new hand of seven.
        for (const id of you.hand.slice()) moveObject(game, state.objects[id]!, 'library', { silent: true });
        game.emit({ type: 'mulligan', count: taken });
        shuffleLibrary(game, YOU);
        for (let count = 0; count < OPENING_HAND; count += 1) drawCard(game, YOU);
        state.opening = taken;
      };
    }
    case 'keep': {
      if (opening === null) return msg('refusal.alreadyKept');
      const bottom = action.bottom ?? [];
      const needed = opening;
      if (bottom.length !== needed) return msg('refusal.bottomCount', { count: needed, given: bottom.length });
      const cards: GameObject[] = [];
      for (const id of bottom) {
        const object = objectOrError(game, id);
        if (isProblem(object)) return object;
        if (object.zone !== 'hand' || object.owner !== YOU) return msg('refusal.notInHand', { card: cardRef(object.card.name) });
        if (cards.includes(object)) return msg('refusal.namedTwice', { card: cardRef(object.card.name) });
        cards.push(object);
      }
      const leylines = action.leylines ?? openingHandPermanents(game).filter((id) => !bottom.includes(id));
      for (const id of leylines) {
        const object = objectOrError(game, id);
        if (isProblem(object)) return object;
        if (object.zone !== 'hand' || bottom.includes(id) || !openingHandPermanents(game).includes(id)) return msg('refusal.notOpeningHandCard', { card: cardRef(object.card.name) });
      }
      return () => {
        for (const object of cards) moveObject(game, object, 'library', { position: 'bottom', silent: true });
        state.opening = null;
        game.emit({ type: 'kept', hand: you.hand.length, bottom: cards.map((object) => object.card.name) });
        beginWithOnBattlefield(game, leylines);
      };
    }
    case 'untap_choice': {
      const object = objectOrError(game, action.card);
      if (isProblem(object)) return object;
      if (object.zone !== 'battlefield' || object.controller !== YOU) return msg('refusal.notYourPermanent', { card: cardRef(object.card.name) });
      if (!maySkipUntap(object)) return msg('refusal.noUntapChoice', { card: cardRef(object.card.name) });
      return () => {
        chooseToKeepTapped(object, !action.untap);
        game.emit({ type: 'manual', what: `${object.card.name} ${action.untap ? 'untaps' : 'stays tapped'} during your next untap step` });
      };
    }
    case 'manual_untap_all':
      return () => {
        for (const id of you.battlefield) state.objects[id]!.tapped = false;
        game.emit({ type: 'manual', what: 'untapped all your permanents' });
      };
    case 'manual_token': {
      const token = action.token;
      const count = action.count ?? 1;
      if (!Number.isInteger(count) || count < 1 || count > 100) return msg('refusal.tokenCount');
      if (token.name.trim() === '') return msg('refusal.tokenName');
      if (!Number.isInteger(token.power) || !Number.isInteger(token.toughness)) return msg('refusal.tokenSize');
      const badColor = token.colors.find((color) => !'WUBRG'.includes(color) || color.length !== 1);
      if (badColor !== undefined) return msg('refusal.notAColour', { color: badColor });
      const subtypes = token.subtypes?.length ? token.subtypes : [token.name.trim()];
      const definition: CardDefinition = {
        name: token.name.trim(),
        mana_cost: '',
        type_line: `Token Creature — ${subtypes.join(' ')}`,
        oracle_text: token.keywords.filter((keyword) => keyword.trim() !== '').join('\n'),
        power: String(token.power),
        toughness: String(token.toughness),
        colors: token.colors,
      };
      return () => {
        const card = compiledCard(definition);
        for (let made = 0; made < count; made += 1) {
          const object = addObject(state, card, { owner: YOU, zone: 'battlefield', token: true, sinceTurn: state.turn });
          you.battlefield.push(object.id);
        }
        game.emit({ type: 'manual', what: `created ${count === 1 ? 'a' : count} ${token.power}/${token.toughness} ${definition.name} token${count === 1 ? '' : 's'}` });
      };
    }
    case 'manual_scry': {
      const named = [...action.top, ...action.bottom, ...action.graveyard];
      const looked = you.library.slice(0, named.length);
      if (named.length === 0) return msg(action.kind === 'scry' ? 'refusal.scryNothing' : 'refusal.surveilNothing');
      if (new Set(named).size !== named.length) return msg('refusal.aCardNamedTwice');
      const missing = named.find((id) => !looked.includes(id));
      if (missing !== undefined) return msg('refusal.notTheTop', { count: named.length });
      return () => {
        const objects = (ids: number[]): GameObject[] => ids.map((id) => state.objects[id]!);
        // Take the looked-at cards off, then put them back: top in the given order (first = top).
        you.library.splice(0, named.length);
        you.library.unshift(...action.top);
        for (const object of objects(action.bottom)) you.library.push(object.id);
        for (const object of objects(action.graveyard)) {
          object.zone = 'library';
          you.library.push(object.id);
          moveObject(game, object, 'graveyard', { silent: true });
        }
        const parts = [
          action.top.length > 0 ? `${action.top.length} on top` : null,
          action.bottom.length > 0 ? `${action.bottom.length} on the bottom` : null,
          action.graveyard.length > 0 ? `${objects(action.graveyard).map((object) => object.card.name).join(', ')} into the graveyard` : null,
        ].filter(Boolean);
        game.emit({ type: 'manual', what: `${action.kind} ${named.length}: ${parts.join(', ')}` });
      };
    }
    case 'manual_mill': {
      if (!Number.isInteger(action.count) || action.count < 1) return msg('refusal.millCount');
      if (you.library.length === 0) return msg('refusal.libraryEmpty');
      return () => {
        const milled: string[] = [];
        for (let count = 0; count < action.count && you.library.length > 0; count += 1) {
          const object = state.objects[you.library[0]!]!;
          milled.push(object.card.name);
          moveObject(game, object, 'graveyard', { silent: true });
        }
        game.emit({ type: 'manual', what: `milled ${milled.join(', ')}` });
      };
    }
    case 'manual_reveal': {
      const object = objectOrError(game, action.card);
      if (isProblem(object)) return object;
      return () => {
        game.emit({ type: 'revealed', card: object.card.name });
        game.emit({ type: 'manual', what: `revealed ${object.card.name}` });
      };
    }
    case 'manual_attach': {
      const object = objectOrError(game, action.card);
      if (isProblem(object)) return object;
      const card = cardRef(object.card.name);
      if (object.zone === 'stack') return msg('refusal.onStack', { card });
      let host: GameObject | null = null;
      if (action.to !== null) {
        const found = objectOrError(game, action.to);
        if (isProblem(found)) return found;
        if (found.zone !== 'battlefield') return msg('refusal.notOnBattlefield', { card: cardRef(found.card.name) });
        if (found.id === object.id) return msg('refusal.attachedToItself', { card });
        host = found;
      } else if (object.zone !== 'battlefield') return msg('refusal.notOnBattlefield', { card });
      return () => {
        const from = object.zone;
        // From another zone it enters attached at once, so the state-based check (CR 704.5m) leaves it be.
        if (from !== 'battlefield') moveObject(game, object, 'battlefield', { controller: YOU, attachTo: host!.id, silent: true });
        else object.attachedTo = host ? host.id : -1;
        game.state.attachedEffects = true;
        const what = host
          ? from === 'battlefield'
            ? `attached ${object.card.name} to ${host.card.name}`
            : `put ${object.card.name} from ${from} onto the battlefield attached to ${host.card.name}`
          : `unattached ${object.card.name}`;
        game.emit({ type: 'manual', what });
        game.settle();
      };
    }
  }
}
