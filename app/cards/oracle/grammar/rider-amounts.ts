// Amounts the rider sentences name after "equal to" (docs/rules-riders.md): "the life lost this
// way", "that creature's toughness", "its toughness", "the sacrificed creature's power".
import type { Amount, ObjectRef } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import type { ParseContext } from './nouns.ts';
import { itRef } from './rider-verbs.ts';
import { lastPlayerTarget } from './target-back-refs.ts';

const SACRIFICED = ["the sacrificed creature's", "the sacrificed artifact's", "the sacrificed permanent's"];

const OWNERS = ["that card's", "the card's", "that creature's", "the creature's", "that artifact's", "that permanent's", "that enchantment's", 'its'];

/** The last target that is a card in a graveyard ("Put target creature card from a graveyard onto the battlefield. You lose life equal to its converted mana cost."). */
function cardTarget(context: ParseContext): ObjectRef | undefined {
  const slot = context.targets.findLastIndex((spec) => spec.kind === 'card in graveyard');
  return slot >= 0 ? { ref: 'target', slot } : undefined;
}

/** "its converted mana cost", "that card's toughness", "that creature's power" (toughness of a creature: the older rule below). */
function statOfIt(c: Cursor, context: ParseContext | undefined): Amount | undefined {
  return c.attempt((): Amount | undefined => {
    if (!context) return undefined;
    const owner = c.acceptOne(...OWNERS);
    if (!owner) return undefined;
    const stat = c.accept('converted mana cost') ? 'mana value' : c.acceptOne('power', 'toughness');
    if (!stat || (stat === 'toughness' && owner !== "that card's" && owner !== "the card's")) return undefined;
    const ref = (owner === 'its' && context.it?.ref !== 'self' ? context.it : itRef(context)) ?? cardTarget(context);
    return ref ? { count: { of: 'stat of', stat, ref }, times: 1 } : undefined;
  });
}

/** "that creature's toughness" after an effect that sacrificed one creature (and named no other "it"). */
function sacrificedThisWay(c: Cursor, context: ParseContext | undefined): Amount | undefined {
  if (context?.actedOn !== 'sacrificed' || itRef(context)) return undefined;
  return c.attempt((): Amount | undefined => {
    if (!c.acceptOne("that creature's", "the creature's")) return undefined;
    const stat = c.acceptOne('power', 'toughness');
    return stat ? { count: { of: 'sacrificed this way', stat }, times: 1 } : undefined;
  });
}

/** "its converted mana cost", "that card's converted mana cost" after "Reveal the top card of your library" (and nothing else named "it"). */
function revealedTopCard(c: Cursor, context: ParseContext | undefined): Amount | undefined {
  if (context?.actedOn !== 'top card' || itRef(context)) return undefined;
  return c.acceptOne("its converted mana cost", "that card's converted mana cost") ? { count: { of: 'revealed top card' }, times: 1 } : undefined;
}

/** "the number of cards in that player's hand" / "… in their hand", where that player is the last player target. */
function cardsInTargetHand(c: Cursor, context: ParseContext | undefined): Amount | undefined {
  if (!context) return undefined;
  const slot = lastPlayerTarget(context);
  if (slot === undefined) return undefined;
  return c.acceptOne("the number of cards in that player's hand", 'the number of cards in their hand') ? { count: { of: 'cards in hand of target', slot }, times: 1 } : undefined;
}

/** The amount after "equal to", or undefined (the cursor unmoved) when it is none of these. */
export function riderAmount(c: Cursor, context: ParseContext | undefined): Amount | undefined {
  return c.attempt((): Amount | undefined => {
    if (c.accept('the life lost this way')) return { count: { of: 'life lost this way' }, times: 1 };
    if (c.accept('the damage dealt this way')) return { count: { of: 'damage dealt this way' }, times: 1 };
    const sacrificed = sacrificedThisWay(c, context);
    if (sacrificed) return sacrificed;
    const revealed = revealedTopCard(c, context);
    if (revealed) return revealed;
    const hand = cardsInTargetHand(c, context);
    if (hand) return hand;
    if (c.acceptOne(...SACRIFICED)) {
      const stat = c.acceptOne('power', 'toughness');
      return stat ? { count: { of: 'sacrificed', stat }, times: 1 } : undefined;
    }
    const stat = statOfIt(c, context);
    if (stat) return stat;
    let ref: ObjectRef | undefined;
    if (c.accept("~'s toughness")) ref = { ref: 'self' };
    else if (c.accept('its toughness')) ref = context?.it;
    else if (context && c.acceptOne("that creature's toughness", "the creature's toughness")) ref = itRef(context);
    return ref ? { count: { of: 'toughness of', ref }, times: 1 } : undefined;
  });
}
