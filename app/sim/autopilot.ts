// The autopilot: how the engine runner plays a goldfish game, one decision at a time. It drives
// the rules engine only through `game.perform`, so every move it makes is legal; where the
// engine refuses (no colour, no target), the autopilot tries the next best move.
//
// The policy, per turn (docs/sim.md has the same list for users):
//  1. Land drop. Play a land from hand: one without cycling before one with cycling (a cycling
//     land is worth more in hand later), an untapped one before one that enters tapped.
//     No land in hand and still short of lands (fewer than `landTarget`): typecycle for one
//     (a cycling ability that finds a land: basic landcycling, swampcycling, Krosan Tusker's
//     "when you cycle" search), else cycle a dead card to dig, then play the land found.
//  2. Spells: cast the set of spells in hand that uses the most mana this turn (a knapsack over
//     mana values and the mana available), the most expensive first; a spell the engine refuses
//     (colours, no legal target) is skipped for the rest of the turn and the set recomputed.
//     "You may" is answered yes and "you may pay" is paid when possible.
//  3. Combat: attack with every creature that can (untapped, no summoning sickness, no
//     defender, power above 0) and every one that must; resolve the attack triggers, then pass
//     for combat damage. The goldfish never blocks. After the kill only what must attack
//     attacks: the game goes on only so land statistics cover every turn.
//  4. Second main phase: play a land if none was played yet, cast again, then cycle dead cards
//     with the mana left (cheapest cycling first), casting what the draws allow.
//  5. Cleanup: when the hand holds more than seven cards, it is ordered so the engine's
//     discard (the last cards in hand) throws away dead cards first, then the most expensive
//     spells, and lands last.
//
// A card is **dead** (worth cycling) when:
//  - it is an instant or sorcery the engine does nothing with (its text is not understood) or
//    one that needs a spell or ability to target (counterspells: the goldfish casts nothing);
//  - it is a spell whose mana value exceeds the lands on the battlefield plus the lands in hand
//    plus one (it cannot be cast next turn even with a land drawn);
//  - it is a land while the lands on the battlefield plus the other lands in hand already reach
//    `landTarget` (the deck cannot use more mana).
// `landTarget` is the highest mana value among the deck's spells, at least 3 and at most 7.
import { landPlaysAllowed } from '../engine/rules/land-plays.ts';
import type { ActivatedAbility, Effect, TargetSpec } from '../cards/oracle/abilities.ts';
import type { CompiledCard } from '../cards/oracle/compile.ts';
import { manaValue } from '../cards/mana-symbols.ts';
import { matchesTypeQuery } from '../cards/type-line.ts';
import { activatedAbilitiesOf, entersTapped, hasRestriction, isCreatureNow, powerOf } from '../engine/rules/characteristics.ts';
import { anyAttackRequirement, attackProblem, combatDamagePending } from '../engine/turns/combat.ts';
import { hasAttackTax } from '../engine/turns/attack-tax.ts';
import type { Game } from '../engine/turns/game.ts';
import { firstQuestion } from '../engine/abilities/resolution.ts';
import { modalOf } from '../engine/abilities/modes.ts';
import { type GameObject, OPPONENT, YOU } from '../engine/state/state.ts';

/** What the autopilot knows about the deck, computed once per deck. */
export interface AutopilotDeck {
  /** The land count the deck wants on the battlefield (see "dead" above). */
  landTarget: number;
  /** Cards the engine cannot play at all (no definition): never cast, never counted as lands. */
  ignored: ReadonlySet<CompiledCard>;
  /** Every land card of the deck, to tell which searches find a land. */
  lands: readonly CompiledCard[];
}

export const MIN_LAND_TARGET = 3;
export const MAX_LAND_TARGET = 7;
const HAND_LIMIT = 7;

const manaValues = new WeakMap<CompiledCard, number>();

/** A card's mana value, rounded up (½ costs), cached per compiled card: the autopilot asks often. */
function costOf(card: CompiledCard): number {
  let value = manaValues.get(card);
  if (value === undefined) {
    value = Math.ceil(manaValue(card.manaCost));
    manaValues.set(card, value);
  }
  return value;
}

export function landTargetOf(cards: readonly CompiledCard[]): number {
  let highest = 0;
  for (const card of cards) if (!card.isLand) highest = Math.max(highest, manaValue(card.manaCost));
  return Math.min(MAX_LAND_TARGET, Math.max(MIN_LAND_TARGET, Math.ceil(highest)));
}

/** One game played by the policy above; the runner reads the state between turns. */
export class Autopilot {
  /** Cards discarded to pay a cycling cost this game. */
  cycled = 0;
  private readonly failedThisTurn = new Set<number>();
  private readonly landFinders = new WeakMap<object, boolean>();

  constructor(
    readonly game: Game,
    private readonly deck: AutopilotDeck,
    /** The last turn the runner plays (no cycling that would empty the library before then). */
    private readonly lastTurn: number,
  ) {}

  private get state() {
    return this.game.state;
  }

  private card(id: number): GameObject {
    return this.state.objects[id]!;
  }

  killed(): boolean {
    return this.state.players[OPPONENT].life <= 0;
  }

  landsOnBattlefield(): number {
    let lands = 0;
    for (const id of this.state.players[YOU].battlefield) if (this.card(id).card.isLand) lands += 1;
    return lands;
  }

  landsInHand(): number {
    let lands = 0;
    for (const id of this.state.players[YOU].hand) if (this.isLandCard(this.card(id))) lands += 1;
    return lands;
  }

  private isLandCard(object: GameObject): boolean {
    return object.card.isLand && !this.deck.ignored.has(object.card);
  }

  // ---- the turn ----

  /** Steps 1–2 in the first main phase (the runner has brought the game there). */
  firstMain(): void {
    this.failedThisTurn.clear();
    this.landDrop(true);
    this.castBest();
  }

  /** After the kill, past the reported turns: play a land if the hand has one, nothing else. */
  landDropOnly(): void {
    this.playBestLand();
  }

  /** After the kill: whether something must still attack each combat (CR 508.1d). */
  mustAttack(): boolean {
    return anyAttackRequirement(this.game);
  }

  /** Step 3: attack with everything that can; after the kill, only what must attack (CR 508.1d). */
  combat(): void {
    const state = this.state;
    const killed = this.killed();
    if (killed && !anyAttackRequirement(this.game)) return;
    const attackers = state.players[YOU].battlefield.filter((id) => {
      const object = this.card(id);
      // A creature that costs mana to attack (an Aura's tax) stays home: the mana is for spells.
      if (!isCreatureNow(object) || attackProblem(this.game, object) !== null || hasAttackTax(state, object)) return false;
      return (!killed && (powerOf(state, object) ?? 0) > 0) || hasRestriction(state, object, 'attacks each combat');
    });
    if (attackers.length === 0 || !this.game.perform({ do: 'attack', attackers }).ok) return;
    this.resolveStack();
    // The attack triggers have resolved: pass, and combat damage is dealt (CR 510).
    // A pass in the declare blockers step may first put "attacks and isn't blocked" triggers on the stack.
    for (let guard = 0; guard < 2 && combatDamagePending(this.game); guard += 1) {
      this.game.perform({ do: 'next_phase' });
      this.resolveStack();
    }
  }

  /** Step 4. */
  secondMain(): void {
    this.landDrop(false);
    this.castBest();
    for (let guard = 0; guard < 30; guard += 1) {
      if (!this.cycleDeadCard(false)) break;
      this.landDrop(false);
      this.castBest();
    }
  }

  /** Step 5: order the hand so the engine's cleanup discard (the last cards) hits the right ones. */
  beforeCleanup(): void {
    const hand = this.state.players[YOU].hand;
    if (hand.length <= HAND_LIMIT) return;
    const lands = this.landsOnBattlefield() + this.landsInHand();
    const rank = (id: number): number => {
      const object = this.card(id);
      if (this.isDead(object, lands)) return 3;
      if (object.card.isLand) return 0;
      return 1 + costOf(object.card) / 100;
    };
    // Stable: equal ranks keep their order, so the result depends on the game alone.
    const ordered = hand.map((id, index) => ({ id, index, rank: rank(id) })).sort((a, b) => a.rank - b.rank || a.index - b.index);
    for (let index = 0; index < hand.length; index += 1) hand[index] = ordered[index]!.id;
  }

  // ---- step 1: land drop ----

  private landDrop(mayDig: boolean): void {
    const you = this.state.players[YOU];
    if (you.landsPlayed >= landPlaysAllowed(this.state, YOU)) return;
    if (this.playBestLand()) return;
    if (!mayDig || this.landsOnBattlefield() >= this.deck.landTarget) return;
    // No land in hand and still short: find one with typecycling, else dig with a dead card.
    if (this.cycleForLand() || this.cycleDeadCard(true)) this.playBestLand();
  }

  private playBestLand(): boolean {
    const you = this.state.players[YOU];
    let best = -1;
    let bestRank = Infinity;
    for (const id of you.hand) {
      const object = this.card(id);
      if (!this.isLandCard(object)) continue;
      const rank = (this.hasCyclingAbility(object) ? 2 : 0) + (entersTapped(object.card) ? 1 : 0);
      if (rank < bestRank) {
        best = id;
        bestRank = rank;
      }
    }
    if (best < 0) return false;
    if (!this.game.perform({ do: 'play_land', card: best }).ok) return false;
    this.resolveStack();
    return true;
  }

  private hasCyclingAbility(object: GameObject): boolean {
    return activatedAbilitiesOf(this.state, object).some((ability) => ability.isCycling);
  }

  /** Typecycling (or cycling with a land-search trigger) from the card least castable soon. */
  private cycleForLand(): boolean {
    const you = this.state.players[YOU];
    let bestId = -1;
    let bestIndex = -1;
    let bestValue = -1;
    for (const id of you.hand) {
      const object = this.card(id);
      const abilities = activatedAbilitiesOf(this.state, object);
      for (let index = 0; index < abilities.length; index += 1) {
        const ability = abilities[index]!;
        if (!ability.isCycling || !this.findsLand(object.card, ability)) continue;
        const value = costOf(object.card);
        if (value > bestValue && this.game.check({ do: 'activate', card: id, ability: index }) === null) {
          bestId = id;
          bestIndex = index;
          bestValue = value;
        }
      }
    }
    return bestId >= 0 && this.cycle(bestId, bestIndex);
  }

  /** Whether cycling the card with this ability puts a land into hand (or onto the battlefield). */
  private findsLand(card: CompiledCard, ability: ActivatedAbility): boolean {
    let known = this.landFinders.get(ability);
    if (known === undefined) {
      known = this.effectsFindLand(ability.effects) || card.triggered.some((trigger) => trigger.event.on === 'cycle self' && this.effectsFindLand(trigger.effects));
      this.landFinders.set(ability, known);
    }
    return known;
  }

  private effectsFindLand(effects: readonly Effect[]): boolean {
    for (const effect of effects) {
      if (effect.kind === 'search') {
        const query = effect.query;
        if (query === null || this.deck.lands.some((land) => matchesTypeQuery(land.types, query))) return true;
      } else if ((effect.kind === 'may' || effect.kind === 'mayPay') && this.effectsFindLand(effect.effects)) return true;
    }
    return false;
  }

  // ---- step 2: spells ----

  /** Casts the set of spells that uses the most mana, largest first, until nothing more fits. */
  castBest(): void {
    for (let guard = 0; guard < 40; guard += 1) {
      const available = this.manaAvailable();
      if (available <= 0 && !this.hasFreeSpell()) return;
      const plan = this.bestSpellSet(available);
      if (plan.length === 0) return;
      const id = plan[0]!;
      if (this.game.perform({ do: 'cast', card: id }).ok) this.resolveStack();
      else this.failedThisTurn.add(id);
    }
  }

  private hasFreeSpell(): boolean {
    return this.state.players[YOU].hand.some((id) => this.castable(this.card(id)) && costOf(this.card(id).card) === 0);
  }

  /** Untapped lands that make mana plus mana floating. */
  private manaAvailable(): number {
    const you = this.state.players[YOU];
    let mana = 0;
    for (const amount of you.pool) mana += amount;
    for (const id of you.battlefield) {
      const object = this.card(id);
      if (object.card.isLand && !object.tapped && object.card.activated.some((ability) => ability.isManaAbility)) mana += 1;
    }
    return mana;
  }

  /** A spell the autopilot would cast (not a land, understood enough to do something). */
  private castable(object: GameObject): boolean {
    const card = object.card;
    if (card.isLand || this.deck.ignored.has(card) || this.failedThisTurn.has(object.id)) return false;
    if (card.isSpellOnly) return card.spell !== null && !this.needsStackTarget(card);
    return true;
  }

  /** A counterspell needs a stack target; a modal spell only when every mode does (the default modes skip the others, CR 700.2a). */
  private needsStackTarget(card: CompiledCard): boolean {
    const specs = card.spell?.targets ?? [];
    const onStack = (target: TargetSpec): boolean => target.kind === 'spell' || target.kind === 'activated or triggered ability';
    const modal = modalOf(card.spell?.effects ?? []);
    if (modal) return modal.modes.every((mode) => specs.slice(mode.firstTarget, mode.firstTarget + mode.targetCount).some(onStack));
    return specs.some(onStack);
  }

  /**
   * The spells to cast now: a 0/1 knapsack over mana values with `available` mana, maximising the
   * mana spent; ties go to the set with the single most expensive spell. Colours are left to the
   * engine (a refused spell is dropped and the set recomputed). Largest spell first.
   */
  private bestSpellSet(available: number): number[] {
    const ids: number[] = [];
    const costs: number[] = [];
    for (const id of this.state.players[YOU].hand) {
      const object = this.card(id);
      if (!this.castable(object)) continue;
      const cost = costOf(object.card);
      if (cost > available) continue;
      // Keep the list sorted most expensive first (insertion: a hand is small).
      let at = ids.length;
      while (at > 0 && costs[at - 1]! < cost) at -= 1;
      ids.splice(at, 0, id);
      costs.splice(at, 0, cost);
    }
    if (ids.length === 0) return [];
    const count = Math.min(ids.length, 30);
    // best[m]: the most mana spendable with m mana; taken[m]: the spells (bit i = ids[i]).
    // Most expensive first and only strict improvements, so among equal totals the set holding
    // the biggest spell wins.
    const best = new Int32Array(available + 1);
    const taken = new Int32Array(available + 1);
    for (let item = 0; item < count; item += 1) {
      const cost = costs[item]!;
      if (cost === 0) {
        for (let mana = 0; mana <= available; mana += 1) taken[mana]! |= 1 << item;
        continue;
      }
      for (let mana = available; mana >= cost; mana -= 1) {
        const total = best[mana - cost]! + cost;
        if (total > best[mana]!) {
          best[mana] = total;
          taken[mana] = taken[mana - cost]! | (1 << item);
        }
      }
    }
    const chosen: number[] = [];
    const mask = taken[available]!;
    for (let item = 0; item < count; item += 1) if (mask & (1 << item)) chosen.push(ids[item]!);
    return chosen;
  }

  // ---- cycling ----

  /** Whether a card in hand is dead (see the header); `lands`: on the battlefield plus in hand. */
  isDead(object: GameObject, lands = this.landsOnBattlefield() + this.landsInHand()): boolean {
    const card = object.card;
    if (this.deck.ignored.has(card)) return true;
    if (card.isLand) return lands - 1 >= this.deck.landTarget;
    if (card.isSpellOnly && (card.spell === null || this.needsStackTarget(card))) return true;
    return costOf(card) > lands + 1;
  }

  /**
   * Cycles one dead card (the cheapest cycling first) if mana allows and the library can spare
   * the card. `forLand`: digging for a land drop, where a land in hand is never "dead".
   */
  private cycleDeadCard(forLand: boolean): boolean {
    const you = this.state.players[YOU];
    // Each remaining draw step needs a card; a cycle takes one more.
    if (you.library.length <= this.lastTurn - this.state.turn + 1) return false;
    let bestId = -1;
    let bestIndex = -1;
    let bestCost = Infinity;
    const lands = this.landsOnBattlefield() + this.landsInHand();
    for (const id of you.hand) {
      const object = this.card(id);
      if (forLand && object.card.isLand) continue;
      const abilities = activatedAbilitiesOf(this.state, object);
      let cyclingIndex = -1;
      let cost = Infinity;
      for (let index = 0; index < abilities.length; index += 1) {
        const ability = abilities[index]!;
        if (!ability.isCycling) continue;
        const abilityCost = manaValue(ability.cost.mana);
        if (abilityCost < cost) {
          cost = abilityCost;
          cyclingIndex = index;
        }
      }
      if (cyclingIndex < 0 || cost >= bestCost || !this.isDead(object, lands)) continue;
      if (this.game.check({ do: 'activate', card: id, ability: cyclingIndex }) !== null) continue;
      bestId = id;
      bestIndex = cyclingIndex;
      bestCost = cost;
    }
    return bestId >= 0 && this.cycle(bestId, bestIndex);
  }

  private cycle(id: number, ability: number): boolean {
    if (!this.game.perform({ do: 'activate', card: id, ability }).ok) return false;
    this.cycled += 1;
    this.resolveStack();
    return true;
  }

  // ---- the stack ----

  /** Resolves everything on the stack: "you may" → yes, "you may pay" → pay 1 (X) when possible. */
  resolveStack(): void {
    const game = this.game;
    for (let guard = 0; guard < 200 && game.state.stack.length > 0; guard += 1) {
      const top = game.state.stack[game.state.stack.length - 1]!;
      const question = firstQuestion(top.effects);
      const wants = question?.kind === 'may' ? true : question?.kind === 'mayPay' ? 1 : undefined;
      if (wants === undefined || !game.perform({ do: 'resolve', choice: wants }).ok) game.perform({ do: 'resolve' });
    }
  }
}
