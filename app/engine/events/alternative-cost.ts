// Paying a printed alternative cost (CR 118.9; the card's text in
// app/cards/oracle/keywords/casting/alternative-cost.ts) beyond its mana and life, and conspire's
// two tapped creatures (CR 702.78a). The mana is paid first (CR 601.2g: mana abilities before
// costs), so a land tapped for mana may then be the basic land returned or the Mountain sacrificed:
// those are chosen first, keeping untapped lands for the rest of the turn.
import type { AlternativeCost } from '../../cards/oracle/keywords/casting/index.ts';
import { matchesTypeQuery } from '../../cards/type-line.ts';
import { colorsOf, typesOf } from '../rules/attached.ts';
import { isCreatureNow, isSummoningSick } from '../rules/characteristics.ts';
import type { Game } from '../turns/game.ts';
import type { PaymentPlan } from '../rules/mana-payment.ts';
import type { GameObject, PlayerId } from '../state/state.ts';
import { changeLife, moveObject } from './zones.ts';

/** What the non-mana parts of an alternative cost take (tapped creatures go with convoke's, CastPlan.tap). */
export interface AlternativeParts {
  readonly sacrifice: readonly GameObject[];
  readonly bounce: readonly GameObject[];
  readonly exileFromHand: readonly GameObject[];
  readonly tap: readonly GameObject[];
  /** "Have each other player gain N life": the goldfish opponent gains it. */
  readonly opponentGains: number;
  readonly opponent: PlayerId;
}

/** Whether the alternative cost is there now: "If you control a Plains, …". */
export function alternativeCostOffered(game: Game, object: GameObject, cost: AlternativeCost): boolean {
  // Every turn of a goldfish game is yours (the opponent's are skipped): "if it's not your turn" never holds.
  if (cost.notYourTurn) return false;
  const query = cost.ifYouControl;
  return query === null || game.state.players[object.owner].battlefield.some((id) => matchesTypeQuery(typesOf(game.state.objects[id]!), query));
}

/** Tapped for this payment or already tapped first, untapped last. */
export function tappedFirst(candidates: GameObject[], payment: PaymentPlan): GameObject[] {
  const taps = new Set(payment.taps.map((tap) => tap.id));
  const rank = (candidate: GameObject): number => (taps.has(candidate.id) ? 0 : candidate.tapped ? 1 : 2);
  return candidates.sort((a, b) => rank(a) - rank(b));
}

/** Untapped creatures you control not tapped for this payment nor already chosen; the ones that can't attack this turn first. */
function untappedCreatures(game: Game, object: GameObject, payment: PaymentPlan, busy: ReadonlySet<number>, fits: (candidate: GameObject) => boolean): GameObject[] {
  const taps = new Set(payment.taps.map((tap) => tap.id));
  return game.state.players[object.owner].battlefield
    .map((id) => game.state.objects[id]!)
    .filter((candidate) => isCreatureNow(candidate) && !candidate.tapped && !taps.has(candidate.id) && !busy.has(candidate.id) && fits(candidate))
    .sort((a, b) => Number(isSummoningSick(game.state, b)) - Number(isSummoningSick(game.state, a)));
}

/** The permanents and cards the alternative cost takes; undefined when there are not enough. */
export function planAlternativeParts(game: Game, object: GameObject, cost: AlternativeCost, payment: PaymentPlan, busy: ReadonlySet<number>): AlternativeParts | undefined {
  const player = game.state.players[object.owner];
  const permanents = player.battlefield.map((id) => game.state.objects[id]!);
  const take = (part: AlternativeCost['sacrifice']): GameObject[] | undefined => {
    if (!part) return [];
    const chosen = tappedFirst(permanents.filter((candidate) => matchesTypeQuery(typesOf(candidate), part.query)), payment).slice(0, part.count);
    return chosen.length === part.count ? chosen : undefined;
  };
  const sacrifice = take(cost.sacrifice);
  const bounce = take(cost.bounce);
  const tap = cost.tapCreature ? untappedCreatures(game, object, payment, busy, () => true).slice(0, 1) : [];
  const pitch = cost.exileFromHand;
  const exileFromHand = pitch ? player.hand.map((id) => game.state.objects[id]!).filter((card) => card.id !== object.id && card.card.colors.includes(pitch.color)).slice(-pitch.count) : [];
  if (!sacrifice || !bounce || (cost.tapCreature && tap.length === 0) || (pitch && exileFromHand.length < pitch.count)) return undefined;
  return { sacrifice, bounce, exileFromHand, tap, opponentGains: cost.opponentGainsLife, opponent: object.owner === 0 ? 1 : 0 };
}

/** Pays the parts after the mana (CR 601.2h). */
export function payAlternativeParts(game: Game, parts: AlternativeParts | null): void {
  if (!parts) return;
  if (parts.opponentGains > 0) changeLife(game, parts.opponent, parts.opponentGains);
  for (const card of parts.exileFromHand) moveObject(game, card, 'exile');
  for (const permanent of parts.sacrifice) moveObject(game, permanent, 'graveyard', { sacrificed: true }); // CR 701.17a
  for (const permanent of parts.bounce) moveObject(game, permanent, 'hand');
}

/** CR 702.78a: two untapped creatures you control that share a colour with the spell; undefined when there aren't two. */
export function conspirers(game: Game, object: GameObject, payment: PaymentPlan, busy: ReadonlySet<number>): GameObject[] | undefined {
  const colors = object.card.colors;
  const found = untappedCreatures(game, object, payment, busy, (candidate) => colorsOf(candidate).some((color) => colors.includes(color))).slice(0, 2);
  return found.length === 2 ? found : undefined;
}
