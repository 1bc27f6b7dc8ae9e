// Effects of the rider sentences (docs/rules-riders.md): "doesn't untap during its controller's next
// untap step", "can't be regenerated this turn", "if it would die this turn, exile it instead" and
// damage or life for a player a reference names. Each is run by its unit in app/engine/effects/riders.ts.
import type { Amount, ObjectFilter, ObjectRef, PlayerRef } from './abilities.ts';

/** One side of a prevention shield (CR 615): the recipients or the sources it is about. */
export interface PreventionScope {
  readonly you?: boolean;
  /** "players": every player. */
  readonly players?: boolean;
  /** "target player or planeswalker": the player in this target slot. */
  readonly targetPlayer?: number;
  readonly objects?: ObjectRef;
  /** A kind of permanent or source, checked as the damage would be dealt. */
  readonly filter?: ObjectFilter;
}

/** Which permanents a rider is about: a reference, or "a creature dealt damage this way" (the ones this ability damaged). */
export type RiderObjects = ObjectRef | { readonly ref: 'damaged this way' };

/** Amounts the riders read from the resolving ability (app/engine/abilities/rider-amounts.ts evaluates them). */
export type RiderCount =
  /** "You gain life equal to the life lost this way": the life this ability's earlier effects made players lose. */
  | { readonly of: 'life lost this way' }
  /** "equal to that creature's toughness" (as it last existed if it has left the battlefield, CR 608.2h). */
  | { readonly of: 'toughness of'; readonly ref: ObjectRef }
  /** "equal to the sacrificed creature's power / toughness": the permanent sacrificed to pay the cost, as it last existed (CR 608.2h). */
  | { readonly of: 'sacrificed'; readonly stat: 'power' | 'toughness' }
  /** "equal to its converted mana cost", "… that card's toughness", "… that creature's power": the object "it" means, as it last existed (CR 608.2h). */
  | { readonly of: 'stat of'; readonly stat: 'power' | 'toughness' | 'mana value'; readonly ref: ObjectRef }
  /** "You gain life equal to that creature's toughness" after "Target player sacrifices a creature": the permanent the effect sacrificed, as it last existed (CR 608.2h). */
  | { readonly of: 'sacrificed this way'; readonly stat: 'power' | 'toughness' }
  /** "You gain life equal to the damage dealt this way": the damage this ability's effects dealt, after prevention (CR 120.3). */
  | { readonly of: 'damage dealt this way' }
  /** "equal to the number of cards in that player's hand" after "target player": that player's hand as the effect happens. */
  | { readonly of: 'cards in hand of target'; readonly slot: number }
  /** "You lose life equal to its converted mana cost" after "Reveal the top card of your library": the mana value of the card revealed. */
  | { readonly of: 'revealed top card' };

export type RiderEffect =
  /**
   * CR 611.2b: "doesn't untap during its controller's untap step for as long as ~ remains tapped"
   * (`whileTapped`) or "… for as long as you control ~".
   */
  | { kind: 'holdTapped'; objects: RiderObjects; whileTapped: boolean }
  /** CR 611.2b: "Target creature gets +2/+2 and has trample for as long as ~ remains tapped." */
  | { kind: 'pumpWhileTapped'; objects: ObjectRef; power: number; toughness: number; keywords: readonly string[] }
  /**
   * CR 601.2d: "~ deals 4 damage divided as you choose among one or two targets": the target slots
   * from `from` (the first required, the rest optional); the division is the `resolve` choice.
   */
  | { kind: 'dividedDamage'; amount: Amount; from: number; count: number }
  /** CR 615.7: "Prevent the next N damage that would be dealt to ~ / to you this turn" (a shield used up as it prevents). */
  | { kind: 'preventNext'; amount: Amount; objects?: ObjectRef; you?: boolean; /** "Prevent all damage that would be dealt to you this turn." */ all?: boolean }
  /** CR 614.9: "The next 1 damage that would be dealt to ~ this turn is dealt to target creature you control instead." (engine/redirect-shields.ts) */
  | { kind: 'redirectNext'; amount: Amount; from: ObjectRef; onto: ObjectRef | 'you' }
  /** CR 615.12: "Damage can't be prevented this turn." (engine/damage-changes.ts) */
  | { kind: 'unpreventableThisTurn' }
  /** CR 119.7: "Your opponents can't gain life this turn." */
  | { kind: 'lockLifeGainThisTurn'; who: LifeGainLock['who'] }
  /** CR 119.5: "Your life total becomes 26": the player gains or loses the difference. */
  | { kind: 'setLife'; life: number; who: 'you' | 'each player' | 'each opponent' | 'target' | 'that player'; target?: number }
  /** "That player loses half their life, rounded up" (CR 107.1a). */
  | { kind: 'loseHalfLife'; round: 'up' | 'down'; who: 'you' | 'each player' | 'each opponent' | 'target' | 'that player'; target?: number }
  /** CR 615: "Prevent all [combat] damage that would be dealt [to X] [by Y] this turn" (null: any recipient / source). */
  | { kind: 'preventAll'; damage: 'all' | 'combat' | 'noncombat'; to: PreventionScope | null; by: PreventionScope | null; untilYourNextTurn: boolean }
  /** CR 615: "Prevent all combat damage that would be dealt to and dealt by that creature this turn." */
  | { kind: 'preventCombatToAndBy'; objects: ObjectRef }
  /** CR 701.12a: each of two creatures deals damage equal to its power to the other. */
  | { kind: 'fight'; objects: ObjectRef; other: ObjectRef }
  /** CR 302.6, 611.2b: it stays tapped during its controller's next untap step. */
  | { kind: 'skipNextUntap'; objects: RiderObjects }
  /** CR 701.15: "can't be regenerated this turn" — regeneration shields don't replace its destruction. */
  | { kind: 'noRegenerateThisTurn'; objects: RiderObjects }
  /** CR 510.1a: "~ assigns no combat damage this turn" (or "this combat"). */
  | { kind: 'assignsNoCombatDamage'; objects: RiderObjects }
  /** CR 614.1a: "If [it] would die this turn, exile it instead." */
  | { kind: 'exileIfDiesThisTurn'; objects: RiderObjects }
  /** "~ deals 2 damage to that creature's controller", "… to that land's controller" (CR 120.3). */
  | { kind: 'damagePlayer'; amount: Amount; who: PlayerRef; target?: number };

/** CR 119.7: "Players can't gain life", "Your opponents can't gain life" (a static ability). */
export interface LifeGainLock {
  readonly kind: 'cant gain life';
  readonly who: 'each player' | 'opponents' | 'you';
}

/** A permanent's own prevention shield, a static ability (CR 615): checked as damage would be dealt to or by it. */
export interface SelfPrevention {
  readonly kind: 'self prevention';
  readonly to: boolean;
  readonly by: boolean;
  readonly combatOnly: boolean;
  /** "Remove a +1/+1 counter from ~" each time it prevents damage (the phantoms). */
  readonly removeCounter?: string;
}
