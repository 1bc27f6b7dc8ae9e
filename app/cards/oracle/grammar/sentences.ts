// Effect text → effects, sentence by sentence. A sentence is clauses joined by "then" / "and" /
// commas, optionally under "you may", "you may have …", "if …," or "You may pay {2}. If you do, …".
// A sentence no rule reads becomes a `manual` effect with its text: the ability still happens and
// the player is asked to carry out that part, so nothing a card says is skipped silently.
import { registerCore } from './recursion.ts';
import { newTargetsForCopy } from './spell-copies.ts';
import { lifeInstead, unlessThatPlayerPays } from './unless-that-player.ts';
import { unlessOpponentPays } from './unless-opponent-pays.ts';
import { castingPermission } from './casting-rules.ts';
import { unlessAction } from './unless-action.ts';
import { manaSpentCondition, trailingManaSpent } from './mana-spent.ts';
import { unlessHostAttacked } from './host-attacked.ts';
import { ifCouldNotSacrifice, theirChoiceFollowUp, thatPlayerMay } from './that-player-may.ts';
import { manaCostIfReadable, parseManaCost } from '../../mana-symbols.ts';
import type { Condition, Effect } from '../abilities.ts';
import { Cursor, tokenize, type Token } from './cursor.ts';
import { attemptIn, objectFilter, type ParseContext } from './nouns.ts';
import { subject, YOU } from './subjects.ts';
import { verbPhrase } from './verbs.ts';
import { parseModalText } from './modes.ts';
import { numberWord } from './words.ts';
import { animationWithDurationFirst } from './animate-verb.ts';
import { pumpWithDurationFirst } from './duration-first.ts';
import { coinFlip } from './coin-flip.ts';
import { rollDice } from './dice.ts';
import { extraLandSentence } from './extra-land-verb.ts';
import { NO_REGENERATE_AFTER_DESTROY, riderSentence } from './rider-verbs.ts';
import { counteredInstead } from './countered-instead.ts';
import { impulsePermission } from './impulse-draw.ts';
import { hostCondition } from './host-conditions.ts';
import { grantToCreatedTokens } from './token-abilities.ts';
import { clash } from './clash.ts';
import { unlessReturn } from './choice-verbs.ts';
import { atEndOfCombat, atNextEndStep } from './end-of-combat.ts';
import { atYourNextUpkeep } from './next-upkeep.ts';
import { insteadOfPrevious } from './instead.ts';
import { preventAllSentence } from './prevent-all.ts';
import { unpreventableThisTurn } from './damage-changes.ts';
import { withSelfSubject } from './shared-subject.ts';
import { lifeTotalSentence } from './life-total.ts';
import { doubleLifeSentence } from './life-double.ts';
import { cardInYourGraveyard, controlOrGraveyard } from './either-condition.ts';
import { stateCondition } from './conditions.ts';

export interface ParsedEffects {
  effects: Effect[];
  /** Texts of the sentences carried out by hand. */
  manual: string[];
}

function splitSentences(tokens: readonly Token[]): Token[][] {
  const sentences: Token[][] = [[]];
  let quoted = false;
  for (const token of tokens) {
    if (token.text === '"') quoted = !quoted;
    if (token.text === '.' && !quoted) {
      sentences.push([]);
      continue;
    }
    sentences[sentences.length - 1]!.push(token);
  }
  return sentences.filter((sentence) => sentence.length > 0);
}

/** One clause: a subject (or the imperative, meaning you) and a verb phrase. */
function clause(c: Cursor, context: ParseContext): Effect[] | undefined {
  const withSubject = attemptIn(c, context, () => {
    const who = subject(c, context);
    return who ? verbPhrase(c, context, who) : undefined;
  });
  return withSubject ?? attemptIn(c, context, () => verbPhrase(c, context, YOU));
}

const JOINERS = [', and then', ', then', 'then', ', and', 'and', ','];

export function clauses(c: Cursor, context: ParseContext): Effect[] | undefined {
  const effects: Effect[] = [];
  c.accept('then'); // "Then shuffle your library.", "Then draw a card." 
  const selfSubject = c.at('~');
  for (;;) {
    // "~ gets +2/+0 until end of turn and deals 1 damage to you": "deals" shares the subject "~".
    // "… deals 10 damage to that permanent or player and the damage can't be prevented" (CR 615.12).
    const last = effects.at(-1);
    if (last?.kind === 'damage' && c.accept("the damage can't be prevented")) effects[effects.length - 1] = { ...last, unpreventable: true };
    else {
      const next = clause(c, context) ?? (selfSubject && effects.length > 0 && c.at('deals') ? withSelfSubject(c, (inner) => clause(inner, context)) : undefined);
      if (!next) return undefined;
      effects.push(...next);
    }
    if (c.done) return effects;
    const mark = c.position;
    if (!c.acceptOne(...JOINERS)) return undefined;
    if (c.done) {
      c.position = mark;
      return undefined;
    }
  }
}

/** "you control four or fewer lands", "you control a Swamp", "you have seven or more cards in hand". */
export function condition(c: Cursor): Condition | undefined {
  // CR 702.33e: "if this spell was kicked", "if ~ was kicked", "if it was kicked".
  if (c.accept('this spell was kicked') || c.accept('~ was kicked') || c.accept('it was kicked')) return { kind: 'kicked' };
  const spent = manaSpentCondition(c); // "if {R} was spent to cast ~", adamant
  if (spent) return spent;
  return c.attempt((): Condition | undefined => {
    // "if ~ is tapped" (the storage lands' upkeep trigger).
    if (c.accept('~ is tapped')) return { kind: 'self is', what: 'tapped' };
    if (c.accept('~ is untapped')) return { kind: 'self is', what: 'untapped' };
    if (c.accept('you attacked this turn') || c.accept('you attacked with a creature this turn')) return { kind: 'attacked this turn' };
    if (c.accept("you didn't attack this turn") || c.accept("you didn't attack with a creature this turn")) return { kind: 'attacked this turn', negate: true };
    if (c.accept('~ attacked or blocked this combat') || c.accept('~ attacked this combat')) return { kind: 'self attacked' }; // the goldfish never attacks: no block
    if (c.accept("tribute wasn't paid")) return { kind: 'tribute not paid' };
    if (c.accept('a permanent you controlled left the battlefield this turn')) return { kind: 'permanent left this turn' };
    if (c.accept("you have the city's blessing")) return { kind: 'citys blessing' };
    // "If there are no time counters on ~, sacrifice it." (Tourach's Gate)
    if (c.accept('there are no')) {
      const counter = c.next();
      return counter && c.accept('counters on ~') ? { kind: 'count', amount: { count: { of: 'counters on self', counter }, times: 1 }, op: '=', value: 0 } : undefined;
    }
    if (c.accept("it's your turn")) return { kind: 'your turn' }; // the Fated spells' "If it's your turn, scry 2"
    if (c.accept('a creature died this turn')) return { kind: 'this turn', what: 'creature died' }; // morbid
    if (c.accept('you had a land enter the battlefield under your control this turn')) return { kind: 'this turn', what: 'land entered' };
    const negate = c.accept("you don't control");
    if (!negate && !c.accept('you control')) return undefined;
    const amount = numberWord(c.peek());
    if (typeof amount === 'number' && amount > 1) {
      c.next();
      const op = c.accept('or more') ? '>=' : c.accept('or fewer') ? '<=' : '=';
      const read = objectFilter(c);
      if (!read) return undefined;
      return { kind: 'count', amount: { count: { of: 'permanents', filter: { ...read.filter, controller: 'you' } }, times: 1 }, op, value: amount };
    }
    // "you control another Vampire": objectFilter reads "another" (not the source).
    if (!(c.accept('a') || c.accept('an') || c.accept('no') || c.at('another'))) return undefined;
    const read = objectFilter(c);
    if (!read) return undefined;
    const first: Condition = { kind: 'control', filter: { ...read.filter, controller: 'you' }, negate };
    // "you control a blue permanent and a black permanent" (the Sanctuaries): both.
    const second = !negate && c.attempt(() => (c.accept('and a') || c.accept('and an') ? objectFilter(c) : undefined));
    return second ? { kind: 'all', conditions: [first, { kind: 'control', filter: { ...second.filter, controller: 'you' }, negate }] } : first;
  });
}

/** The condition of an "if …, … instead" sentence. */
const insteadCondition = (c: Cursor, context: ParseContext): Condition | undefined => hostCondition(c, context) ?? condition(c) ?? stateCondition(c);

function sentence(c: Cursor, context: ParseContext): Effect[] | undefined {
  const start = c.position;
  const flip = coinFlip(c, context, sentence) ?? rollDice(c, context, sentence); // before "you may": "You may flip a coin. If you win the flip, …"
  if (flip) return flip;
  const lands = extraLandSentence(c); // "You may play an additional land this turn": a permission
  if (lands) return lands;
  const permission = castingPermission(c, context); // "You may cast spells this turn as though they had flash" is no choice
  if (permission) return permission;
  if (c.accept('you may have')) {
    const inner = clauses(c, context);
    return inner ? [{ kind: 'may', effects: inner, text: c.textSince(start) }] : undefined;
  }
  const theirs = thatPlayerMay(c, context, verbPhrase) ?? unlessHostAttacked(c, context, clauses); // "that player may pay {4}", "… if it didn't attack this turn"
  if (theirs) return theirs;
  if (c.accept('you may')) {
    const inner = attemptIn(c, context, () => {
      const effects: Effect[] = [];
      for (;;) {
        const next = attemptIn(c, context, () => verbPhrase(c, context, YOU));
        if (!next) return undefined;
        effects.push(...next);
        if (c.done) return effects;
        if (!c.acceptOne(...JOINERS)) return undefined;
      }
    });
    return inner ? [{ kind: 'may', effects: inner, text: c.textSince(start) }] : undefined;
  }
  const animation = animationWithDurationFirst(c, context, clauses) ?? pumpWithDurationFirst(c, context, clauses) ?? clash(c, context, sentence) ?? unlessReturn(c, context, clauses) ?? atEndOfCombat(c, context, clauses) ?? atNextEndStep(c, context, clauses) ?? atYourNextUpkeep(c, context, clauses);
  if (animation) return animation;
  // "Sacrifice ~ unless you pay {1}{U}." / "Counter … unless …" is the verb's own.
  const unless = attemptIn(c, context, () => {
    c.accept('then'); // "Then discard two cards unless you discard an artifact card."
    const inner: Effect[] = [];
    let payer: 'that player' | 'each opponent' | undefined;
    for (;;) {
      const next = clause(c, context);
      if (!next) return undefined;
      inner.push(...next);
      if (c.accept('unless you pay')) break;
      payer = unlessThatPlayerPays(c, context) ?? unlessOpponentPays(c, inner);
      if (payer) break;
      const action = unlessAction(c, context, verbPhrase);
      if (action) return [{ kind: 'unlessDo', ...action, effects: inner, text: c.textSince(start) } as Effect];
      const spent = trailingManaSpent(c); // "sacrifice it unless {W} was spent to cast it" (CR 601.2h)
      if (spent) return [{ kind: 'if', condition: spent, effects: inner } as Effect];
      if (!c.acceptOne(...JOINERS)) return undefined;
    }
    if (!payer && c.accept('its mana cost')) return c.done ? [{ kind: 'unlessPay', mana: [], ownManaCost: true, effects: inner, text: c.textSince(start) } as Effect] : undefined;
    const symbols = c.manaCost();
    const orLife = symbols ? lifeInstead(c) : undefined; // "{1} or 1 life"
    if (!symbols || !c.done) return undefined;
    const mana = manaCostIfReadable(symbols);
    return mana ? [{ kind: 'unlessPay', mana, effects: inner, text: c.textSince(start), ...(payer ? { payer } : {}), ...(orLife ? { orLife } : {}) } as Effect] : undefined;
  });
  if (unless) return unless;
  const rider = riderSentence(c, context); // "If that creature would die this turn, exile it instead."
  if (rider) return rider;
  if (c.accept('if') || c.accept('then if')) {
    const test = hostCondition(c, context) ?? controlOrGraveyard(c, condition) ?? cardInYourGraveyard(c) ?? condition(c); // "… or there is a Desert card in your graveyard"
    if (!test || !c.accept(',')) return undefined;
    const slots = context.targets.length;
    // "If you control two or more Plains, you may create …": the "you may" sentence inside the condition.
    const inner = c.at('you may') ? sentence(c, context) : clauses(c, context);
    // CR 601.2c: a target only a kicked spell has is chosen only when it is kicked (an "up to" slot).
    if (inner && test.kind === 'kicked') for (const spec of context.targets.slice(slots)) spec.optional = true;
    return inner ? [{ kind: 'if', condition: test, effects: inner }] : undefined;
  }
  // The prevention shields no verb reads ("Prevent all damage that would be dealt to you and creatures you control this turn.").
  return attemptIn(c, context, () => {
    const read = clauses(c, context);
    return read && c.done ? read : undefined;
  }) ?? preventAllSentence(c, context) ?? lifeTotalSentence(c, context) ?? doubleLifeSentence(c, context) ?? unpreventableThisTurn(c);
}

const text = (tokens: readonly Token[]): string => tokens.map((token) => token.raw).join(' ').replace(/ ([,.:;])/g, '$1').replace(/^./, (first) => first.toUpperCase());

/**
 * Some verb phrases run over two or three sentences ("Look at the top three cards of your
 * library. Put one of them into your hand and the rest on the bottom …"): a sentence is tried
 * together with the next two, then the next one. Only a verb that reads the full stop between them
 * can accept such a span, so sentences that stand alone are never merged.
 */
function acrossSentences(sentences: readonly Token[][], index: number, context: ParseContext): { effects: Effect[]; extra: number } | undefined {
  for (let extra = Math.min(2, sentences.length - 1 - index); extra >= 1; extra -= 1) {
    const joined: Token[] = [];
    for (let at = index; at <= index + extra; at += 1) {
      if (at > index) joined.push({ text: '.', raw: '.', start: sentences[at]![0]!.start });
      joined.push(...sentences[at]!);
    }
    const c = new Cursor(joined);
    const found = attemptIn(c, context, () => {
      const result = sentence(c, context);
      return result && c.done ? result : undefined;
    });
    if (found) return { effects: found, extra };
  }
  return undefined;
}

/** Parses effect text. Never fails: what it does not read is kept as manual steps. */
export function parseEffectText(source: string, context: ParseContext, earlier?: Effect[]): ParsedEffects {
  const modal = parseModalText(source, context, parseEffectText); // CR 700.2: "Choose one — • …"
  if (modal) return modal;
  const effects: Effect[] = [];
  const manual: string[] = [];
  const sentences = splitSentences(tokenize(source));
  let previousStart = 0; // where the effects of the last sentence that added any begin ("… instead.")
  let currentStart = 0;
  for (let index = 0; index < sentences.length; index += 1) {
    const tokens = sentences[index]!;
    if (effects.length > currentStart) previousStart = currentStart;
    currentStart = effects.length;
    const c = new Cursor(tokens);
    // "You may pay {2}. If you do, …"
    if (c.accept('you may pay') && c.peek()?.startsWith('{') && index + 1 < sentences.length) {
      const mana = c.manaCost()!;
      const then = new Cursor(sentences[index + 1]!);
      if (c.done && then.accept('if you do ,')) {
        const inner = attemptIn(then, context, () => sentence(then, context));
        if (inner && then.done) {
          try {
            const energy = /^(?:\{E\})+$/i.test(mana) ? mana.length / 3 : 0; // CR 107.14: "{E}" is an energy counter, not mana
            const paid = energy > 0 ? { mana: [], energy } : { mana: parseManaCost(mana.toUpperCase()) };
            effects.push({ kind: 'mayPay', ...paid, effects: inner, text: `${text(tokens)}. ${text(sentences[index + 1]!)}.` });
            index += 1;
            continue;
          } catch {
            // unreadable mana: falls through to manual
          }
        }
      }
      c.position = 0;
    }
    // "If you do, …" after "you may …": part of the choice.
    const previous = effects[effects.length - 1];
    if (previous?.kind === 'may' && c.accept('if you do ,')) {
      const inner = attemptIn(c, context, () => sentence(c, context));
      if (inner && c.done) {
        effects[effects.length - 1] = { ...previous, effects: [...previous.effects, ...inner], text: `${previous.text}. ${text(tokens)}` };
        continue;
      }
      c.position = 0;
    }
    // "If the player does, …" / "If they don't, …" after "that player may …".
    const answered = theirChoiceFollowUp(c, context, previous, sentence, text(tokens));
    if (answered) {
      effects[effects.length - 1] = answered;
      continue;
    }
    const couldNot = ifCouldNotSacrifice(c, context, previous, sentence); // "If the player can't, they lose 5 life."
    if (couldNot) {
      effects.push(couldNot);
      continue;
    }
    // "Then shuffle." after a search: the search shuffles already.
    if ((c.accept('then shuffle your library') || c.accept('then shuffle') || c.accept('shuffle your library')) && c.done && effects.some((effect) => effect.kind === 'search' || (effect.kind === 'may' && effect.effects.some((inner) => inner.kind === 'search')))) continue;
    c.position = 0;
    if (newTargetsForCopy(c, previous)) continue; // "You may choose new targets for the copy." after a copy
    c.position = 0;
    // "It's still a land." after an animation: a reminder, the animation only adds types.
    if ((c.accept("it's still a land") || c.accept("they're still lands")) && c.done && previous?.kind === 'animate') continue;
    c.position = 0;
    // 'It has "Sacrifice this creature: Add {C}."' after the sentence that created the token.
    const granted = grantToCreatedTokens(c, effects);
    if (granted) {
      effects.splice(0, effects.length, ...granted);
      continue;
    }
    c.position = 0;
    // "It can't be regenerated." after destroy.
    if (c.acceptOne(...NO_REGENERATE_AFTER_DESTROY) && c.done && previous?.kind === 'destroy') {
      effects[effects.length - 1] = { ...previous, noRegenerate: true };
      continue;
    }
    c.position = 0;
    // "The damage can't be prevented." after damage (CR 615.12).
    if (c.accept("the damage can't be prevented") && c.done && previous?.kind === 'damage') {
      effects[effects.length - 1] = { ...previous, unpreventable: true };
      continue;
    }
    c.position = 0;
    // "If that spell is countered this way, exile it instead of putting it into its owner's graveyard." after a counter.
    const instead = previous?.kind === 'counterObject' ? counteredInstead(c) : undefined;
    if (previous?.kind === 'counterObject' && instead) {
      effects[effects.length - 1] = { ...previous, instead };
      continue;
    }
    c.position = 0;
    // "If ~ was kicked, it deals 4 damage to that creature instead." (CR 614.1a)
    if (insteadOfPrevious(tokens, context, effects, previousStart, insteadCondition, clauses)) continue;
    // The same as the first sentence of a spell's line, replacing what its earlier lines do ("Hellbent — … instead if …").
    if (effects.length === 0 && earlier && insteadOfPrevious(tokens, context, earlier, 0, insteadCondition, clauses)) continue;
    // "Until end of turn, you may play that card." after "Exile the top card of your library."
    const permission = previous?.kind === 'topCard' && previous.action === 'exile' && !previous.who ? impulsePermission(c) : undefined;
    if (permission) {
      effects.push(permission);
      continue;
    }
    c.position = 0;
    // The longest reading first: a verb phrase over several sentences ("… reveals their hand. You
    // choose a nonland card from it. That player discards that card.") before its first sentence alone.
    const spanning = acrossSentences(sentences, index, context);
    const parsed = spanning
      ? undefined
      : attemptIn(c, context, () => {
          const result = sentence(c, context);
          return result && c.done ? result : undefined;
        });
    if (spanning) {
      effects.push(...spanning.effects);
      index += spanning.extra;
    } else if (parsed) effects.push(...parsed);
    else {
      const said = `${text(tokens)}.`;
      manual.push(said);
      effects.push({ kind: 'manual', text: said });
    }
  }
  return { effects, manual };
}

registerCore({ clauses, condition });
