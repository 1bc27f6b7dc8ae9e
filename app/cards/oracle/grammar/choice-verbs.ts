// One-sentence verbs of the choices area (docs/rules-choices.md): "shuffle ~ into its owner's
// library", "put ~ on top of its owner's library", "exile all cards from target player's graveyard",
// "discard your hand", the wheels ("each player discards their hand, then draws seven cards"),
// "take an extra turn after this one" (CR 500.7), populate (CR 701.30), "create a token that's a copy
// of ~" (CR 707.2) and "return a creature you control to its owner's hand" (chosen on resolution).
import { copyCastSpell, nextSpellCopy } from './spell-copies.ts';
import { chooseOpponent } from './chosen-opponent.ts';
import { chooseTarget } from './choose-target.ts';
import type { Effect, PlayerRef } from '../abilities.ts';
import { Cursor } from './cursor.ts';
import { attemptIn, objectFilter, objectRef, targetPhrase, type ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';
import { amountWord } from './amounts.ts';
import { exceptClause } from './copy-exceptions.ts';
import { becomeCopy } from './become-copy.ts';

/** "then draws seven cards" after a wheel's first half: the same players draw (not you alone). */
function thenDraw(c: Cursor, who: PlayerRef): Effect[] | undefined {
  return c.attempt(() => {
    if (!(c.accept(', then') || c.accept('then') || c.accept(', and') || c.accept('and'))) return undefined;
    if (!(c.accept('draws') || c.accept('draw'))) return undefined;
    const amount = amountWord(c);
    if (amount === undefined || !(c.accept('cards') || c.accept('card'))) return undefined;
    return [{ kind: 'draw', amount, who }];
  });
}

/** What each of a group of players does: "discards their hand", "shuffles their hand and graveyard into their library". */
function groupVerb(c: Cursor, who: PlayerRef): Effect[] | undefined {
  let first: Effect | undefined;
  if (c.accept('discards their hand') || (who === 'you' && c.accept('discard your hand'))) first = { kind: 'discardHand', who };
  else if (c.accept('shuffles their hand and graveyard into their library') || (who === 'you' && c.accept('shuffle your hand and graveyard into your library'))) first = { kind: 'shuffleHandAndGraveyard', who };
  if (!first) return undefined;
  return [first, ...(who === 'you' ? [] : (thenDraw(c, who) ?? []))];
}

/** "becomes the basic land type / creature type / color of your choice until end of turn" ("become" after a plural subject). */
function becomesChosenType(c: Cursor): 'basic land type' | 'creature type' | 'color' | undefined {
  for (const what of ['basic land type', 'creature type', 'color'] as const) {
    if (c.accept(`becomes the ${what} of your choice until end of turn`) || c.accept(`become the ${what} of your choice until end of turn`)) return what;
  }
  return undefined;
}

export function choiceVerb(c: Cursor, context: ParseContext, subject: Subject): Effect[] | undefined {
  if (subject.kind === 'object') {
    const copy = becomeCopy(c, context, subject.ref);
    if (copy) return copy;
    const chosenType = becomesChosenType(c);
    if (chosenType) return [{ kind: 'chosenType', objects: subject.ref, what: chosenType }];
    if (!(c.accept('gains protection from the color of your choice until end of turn') || c.accept('gain protection from the color of your choice until end of turn'))) return undefined;
    return [{ kind: 'chosenProtection', objects: subject.ref }];
  }
  // "Choose a color. White creatures you control gain protection from the chosen color until end of turn."
  if (subject.who === 'you' && c.accept('choose a color .')) {
    const objects = attemptIn(c, context, () => objectRef(c, context, false));
    if (!objects || !(c.accept('gain protection from the chosen color until end of turn') || c.accept('gains protection from the chosen color until end of turn'))) return undefined;
    return [{ kind: 'chosenProtection', objects }];
  }
  if (subject.who === 'you') {
    const chosen = chooseValue(c) ?? chooseOpponent(c, context) ?? nextSpellCopy(c) ?? chooseTarget(c, context);
    if (chosen) return chosen;
  }
  if (subject.who === 'each player') return groupVerb(c, 'each player');
  if (subject.who === 'target' && c.accept('takes an extra turn after this one')) return [{ kind: 'extraTurn', loseAtEnd: false, who: 'target', target: subject.slot }];
  if (subject.who !== 'you') return undefined;
  const group = groupVerb(c, 'you');
  if (group) return group;
  if (c.accept("shuffle ~ into its owner's library")) return [{ kind: 'shuffleSelfIn' }];
  if (c.accept("put ~ on the bottom of its owner's library")) return [{ kind: 'shuffleSelfIn', bottom: true }];
  if (c.accept('exile all cards from all graveyards')) return [{ kind: 'exileGraveyard', who: 'each player' }];
  if (c.accept("put ~ on top of its owner's library")) return [{ kind: 'toLibraryTop', objects: { ref: 'self' } }];
  if (c.accept("exile all cards from target player's graveyard")) {
    // "target player's" is one token: the possessive is read here, and its target slot added.
    context.targets.push({ kind: 'player', harmful: true });
    return [{ kind: 'exileGraveyard', who: 'target', target: context.targets.length - 1 }];
  }
  if (c.accept('take an extra turn after this one')) {
    // Final Fortune's second sentence is part of the same effect (CR 603.7: a delayed trigger it creates).
    const loseAtEnd = c.accept(". at the beginning of that turn's end step , you lose the game");
    return [{ kind: 'extraTurn', loseAtEnd }];
  }
  if (c.accept('populate')) return [{ kind: 'populate' }];
  if (c.accept('detain')) {
    const objects = attemptIn(c, context, () => objectRef(c, context, true));
    return objects && objects.ref !== 'self' ? [{ kind: 'detain', objects }] : undefined;
  }
  if (c.accept('copy')) return copyCastSpell(c, context) ?? copySpell(c, context);
  if (c.accept("create a token that's a copy of")) {
    const objects = attemptIn(c, context, () => objectRef(c, context, false));
    // "that creature" in an enters trigger (Riku of Two Reflections) is the creature that entered;
    // "… a copy of enchanted creature" (Followed Footsteps): the permanent the source is attached to.
    if (!objects || (objects.ref !== 'self' && objects.ref !== 'target' && objects.ref !== 'subject' && objects.ref !== 'enchanted')) return undefined;
    const except = exceptClause(c);
    if (except === undefined) return undefined;
    context.it = { ref: 'those' }; // "Sacrifice it …": the token, not what it copies
    return [{ kind: 'copyToken', objects, ...(except ? { except } : {}) }];
  }
  return returnOwn(c);
}

/** "Choose a color." / "Choose a creature type." ending its sentence: what follows reads the choice ("of that type"). */
function chooseValue(c: Cursor): Effect[] | undefined {
  return c.attempt(() => {
    const what = c.accept('choose a color') ? 'color' : c.accept('choose a creature type') ? 'creature type' : c.accept('choose a card name') ? 'card name' : c.accept('choose a nonland card name') ? 'nonland card name' : undefined;
    return what && (c.done || c.peek() === '.') ? [{ kind: 'chooseValue', what }] : undefined;
  });
}

/** "copy target instant or sorcery spell [you control][ twice]. You may choose new targets for the copy / copies." */
function copySpell(c: Cursor, context: ParseContext): Effect[] | undefined {
  const target = attemptIn(c, context, () => targetPhrase(c, context, false));
  if (!target || target.kind !== 'spell' || target.count !== 1) return undefined;
  const times = c.accept('twice') ? 2 : 1;
  if (!(c.accept('. you may choose new targets for the copy') || c.accept('. you may choose new targets for the copies') || c.accept('. you may choose new targets for that copy'))) return undefined;
  return [{ kind: 'copySpell', target: target.slot, times }];
}

/** "return a creature you control to its owner's hand", "return a red or green creature you control …" (not "a land": the bounce lands' own rule). */
function returnOwn(c: Cursor): Effect[] | undefined {
  if (!(c.accept('return a') || c.accept('return an'))) return undefined;
  const read = objectFilter(c);
  // The noun phrase may have read "you control" already.
  if (!read || !(c.accept("you control to its owner's hand") || (read.filter.controller === 'you' && c.accept("to its owner's hand")))) return undefined;
  return [{ kind: 'returnOwn', filter: { ...read.filter, controller: 'you' } }];
}

type Read = (c: Cursor, context: ParseContext) => Effect[] | undefined;

/** "Sacrifice ~ unless you return an untapped Island you control to its owner's hand" (the Karoo lands, Quickling, Waterspout Djinn). */
export function unlessReturn(c: Cursor, context: ParseContext, read: Read): Effect[] | undefined {
  return attemptIn(c, context, () => {
    const start = c.position;
    let at = start;
    while (at < c.tokens.length && c.tokens[at]!.text !== 'unless') at += 1;
    if (at >= c.tokens.length || at === start) return undefined;
    const part = new Cursor(c.tokens.slice(start, at));
    const effects = attemptIn(part, context, () => {
      const found = read(part, context);
      return found && part.done ? found : undefined;
    });
    if (!effects) return undefined;
    c.position = at;
    if (!(c.accept('unless you return a') || c.accept('unless you return an') || c.accept('unless you return another'))) return undefined;
    const another = c.tokens[c.position - 1]!.text === 'another';
    const read2 = objectFilter(c);
    if (!read2) return undefined;
    if (!(c.accept("you control to its owner's hand") || (read2.filter.controller === 'you' && c.accept("to its owner's hand"))) || !c.done) return undefined;
    const filter = { ...read2.filter, controller: 'you' as const, ...(another ? { other: true } : {}) };
    return [{ kind: 'unlessReturn', filter, effects, text: c.textSince(start) }];
  });
}
