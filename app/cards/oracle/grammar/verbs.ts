// Verb phrases → effects. One small rule per verb family; each reads the words after the subject
// ("draws two cards", "deals 3 damage to any target", "gets +2/+2 until end of turn") and fails
// without side effects when it does not understand them, so the sentence parser can try the next.
import { castingRuleVerb } from './casting-rules.ts';
import { typedDiscard } from './unless-action.ts';
import { manaCostIfReadable } from '../../mana-symbols.ts';
import type { Amount, Effect, ObjectFilter, ObjectRef, PlayerRef, TokenSpec } from '../abilities.ts';
import { amountWord, countPhrase, equalTo, forEach, whereX } from './amounts.ts';
import type { Cursor } from './cursor.ts';
import { attemptIn, objectFilter, objectRef, targetPhrase, type ParseContext } from './nouns.ts';
import { CONTROLLERS } from './enchanted-triggers.ts';
import { hostSacrificed } from './host-sacrifice.ts';
import { namedArtifactToken } from './named-token.ts';
import { hostAndSelfToHand } from './host-bounce.ts';
import { playerPhrase, type Subject } from './subjects.ts';
import { numberWord } from './words.ts';
import { keywordList } from './keyword-list.ts';
import { addManaVerb } from './mana-verb.ts';
import { libraryLook, revealedTopLook } from './library-look.ts';
import { playerLibraryExile, playerLibraryLook } from './player-library-look.ts';
import { counterActions } from './counter-actions.ts';
import { putFromHand } from './put-from-hand.ts';
import { lookAtHand, revealHand } from './hand-attack.ts';
import { kinshipLook } from './kinship.ts';
import { revealUntil } from './reveal-until.ts';
import { energyVerb } from './energy.ts';
import { basePowerToughnessVerb } from './base-pt-verb.ts';
import { lifecycleVerb } from './lifecycle-verbs.ts';
import { thatTargetRecipient } from './target-back-refs.ts';
import { choiceVerb } from './choice-verbs.ts';
import { attachVerb } from './attach-verb.ts';
import { sacrificedSourceVerb } from './sacrificed-source.ts';
import { preventionVerb } from './prevention-verbs.ts';
import { untapUpTo } from './untap-up-to.ts';
import { graveyardShuffle, returnDiscarded } from './graveyard-shuffle.ts';
import { animateVerb, creatureShape } from './animate-verb.ts';
import { gainControlVerb } from './control-verb.ts';
import { exchangeControlVerb } from './exchange-control.ts';
import { playerSearch } from './player-search.ts';
import { exileZones } from './exile-zones.ts';
import { switchVerb } from './switch-verb.ts';
import { becomesVerb } from './becomes-verb.ts';
import { phaseOutVerb } from './phase-out-verb.ts';
import { skipVerb } from './skip-verb.ts';
import { playerVerb } from './player-verbs.ts';
import { doubleCountersVerb } from './double-counters.ts';
import { riderVerb } from './rider-verbs.ts';
import { namedRecipient, rememberTarget } from './damage-recipients.ts';
import { damageSpreadVerb } from './damage-spread.ts';
import { searchSeveral } from './search-several.ts';
import { counteredControllerMills, librarySearch } from './library-search.ts';
import { namedCardSearch } from './named-search.ts';
import { flicker } from './flicker.ts';
import { handShuffle } from './hand-shuffle.ts';
import { discardHandVerb } from './discard-hand.ts';
import { selfShuffle } from './self-shuffle.ts';
import { playerExiles } from './player-exiles.ts';
import { handToLibrary } from './hand-to-library.ts';
import { giveSelf } from './give-self.ts';
import { attachedReturn } from './attached-return.ts';
import { tokenQuotedAbility, withAbility } from './token-abilities.ts';
import { emblemVerb } from './emblem-verb.ts';
import { itVerb } from './it-verbs.ts';
import { combatGrant } from './combat-grants.ts';
import { combatPreventionVerb } from './combat-prevention.ts';

type Verb = (c: Cursor, context: ParseContext, subject: Subject) => Effect[] | undefined;

const isPermanentKind = (kind: string): boolean => kind === 'permanent' || kind === 'creature' || kind === 'nonland permanent';

/** "draw" / "draws": the base form and the third person. */
function verb(c: Cursor, base: string): boolean {
  return c.accept(base) || c.accept(`${base}s`) || c.accept(`${base}es`);
}

/** An amount, with a "for each …" or "where X is …" after it where there is one. */
function amountThen(c: Cursor, read: () => boolean): Amount | undefined {
  const word = amountWord(c);
  if (word === undefined) return undefined;
  if (!read()) return undefined;
  if (typeof word === 'number') return forEach(c, word) ?? word;
  return whereX(c) ?? word;
}

function playerFields(subject: Subject): { who?: PlayerRef; target?: number } | undefined {
  if (subject.kind !== 'player') return undefined;
  if (subject.who === 'target' || subject.who === 'controller of target' || subject.who === 'owner of target') return { who: subject.who, target: subject.slot };
  return subject.who === 'you' ? {} : { who: subject.who };
}

const draw: Verb = (c, _context, subject) => {
  const who = playerFields(subject);
  if (!who || !verb(c, 'draw')) return undefined;
  if (c.accept('cards')) {
    const equal = equalTo(c); // "Draw cards equal to the number of …"
    return equal === undefined ? undefined : [{ kind: 'draw', amount: equal, ...who }];
  }
  // "draw an additional card" (at the beginning of the draw step) is a draw like any other.
  const amount = amountThen(c, () => (c.accept('additional'), c.accept('cards') || c.accept('card')));
  if (amount === undefined) return undefined;
  return [{ kind: 'draw', amount, ...who }];
};

const discard: Verb = (c, _context, subject) => {
  const who = playerFields(subject);
  if (!who || !verb(c, 'discard')) return undefined;
  const amount = c.attempt(() => amountThen(c, () => c.accept('cards') || c.accept('card')));
  if (amount === undefined) return typedDiscard(c, who);
  const random = c.accept('at random');
  return [{ kind: 'discard', amount, ...who, ...(random ? { random } : {}) }];
};

const mill: Verb = (c, _context, subject) => {
  const who = playerFields(subject);
  if (!who) return undefined;
  if (verb(c, 'mill')) {
    const amount = amountThen(c, () => c.accept('cards') || c.accept('card'));
    return amount === undefined ? undefined : [{ kind: 'mill', amount, ...who }];
  }
  // "puts the top five cards of their library into their graveyard"
  if (!verb(c, 'put') || !c.accept('the top')) return undefined;
  const amount = amountWord(c) ?? 1;
  if (!(c.accept('cards of') || c.accept('card of'))) return undefined;
  if (!(c.accept('your library into your graveyard') || c.accept('their library into their graveyard') || c.accept("his or her library into his or her graveyard"))) return undefined;
  return [{ kind: 'mill', amount, ...who }];
};

const scry: Verb = (c, _context, subject) => {
  if (subject.kind !== 'player' || subject.who !== 'you') return undefined;
  const kind = c.accept('scry') ? 'scry' : c.accept('surveil') ? 'surveil' : undefined;
  if (!kind) return undefined;
  const amount = amountWord(c);
  return amount === undefined ? undefined : [{ kind, amount }];
};

const life: Verb = (c, context, subject) => {
  const who = playerFields(subject);
  if (!who) return undefined;
  const gains = verb(c, 'gain') || c.accept('gains');
  const loses = !gains && (verb(c, 'lose') || c.accept('loses'));
  if (!gains && !loses) return undefined;
  let amount: Amount | undefined;
  const word = c.accept('that much') ? 'that much' : amountWord(c);
  if (word === undefined) {
    if (!c.accept('life')) return undefined;
    amount = equalTo(c, context);
  } else {
    if (!c.accept('life')) return undefined;
    amount = typeof word === 'number' ? forEach(c, word) ?? word : word === 'X' ? whereX(c) ?? word : word;
  }
  if (amount === undefined) return undefined;
  if (gains) return [{ kind: 'gainLife', amount, ...who }];
  return [{ kind: 'loseLife', amount, who: who.who ?? 'you', ...(who.target !== undefined ? { target: who.target } : {}) }];
};

/** "deals 3 damage to any target", "deals 1 damage to each creature and each player", "deals X damage … where X is …". */
const damage: Verb = (c, context, subject) => {
  // "enchanted creature deals …", "it deals …" (it: the enchanted creature): the Aura's host is the source.
  const host = subject.kind === 'object' && (subject.ref.ref === 'enchanted' || subject.ref.ref === 'equipped' || (subject.ref.ref === 'subject' && context.subjectIsHost === true));
  if (subject.kind !== 'object' || (subject.ref.ref !== 'self' && subject.ref.ref !== 'target' && !host)) return undefined;
  if (!(c.accept('deals') || c.accept('deal'))) return undefined;
  let amount: Amount | undefined = amountWord(c);
  let recipientsFirst = false;
  if (amount === undefined) {
    if (!c.accept('damage')) return undefined;
    recipientsFirst = true; // "deals damage to each opponent equal to …"
  } else if (!c.accept('damage')) return undefined;
  if (!c.accept('to')) return undefined;
  const base = subject.ref.ref === 'target' ? { source: 'target' as const, sourceSlot: subject.ref.slot } : host ? { source: 'host' as const } : {};
  const effect = recipients(c, context, amount ?? 0, base);
  if (!effect) return undefined;
  if (recipientsFirst) {
    amount = equalTo(c, context);
    if (amount === undefined) return undefined;
  } else if (typeof amount === 'number') amount = forEach(c, amount) ?? amount;
  else if (amount === 'X') amount = whereX(c) ?? amount;
  if (amount === undefined) return undefined;
  return [{ ...effect, amount }];
};

function recipients(c: Cursor, context: ParseContext, amount: Amount, base: object): Extract<Effect, { kind: 'damage' }> | undefined {
  if (c.accept('each opponent')) return { kind: 'damage', amount, to: 'each opponent', ...base };
  if (c.accept('each player')) return { kind: 'damage', amount, to: 'each player', ...base };
  if (c.accept('you')) return { kind: 'damage', amount, to: 'you', ...base };
  if (context.thatPlayer?.some((phrase) => c.accept(phrase))) return { kind: 'damage', amount, to: 'that player', ...base };
  if (c.acceptOne(...CONTROLLERS)) return { kind: 'damage', amount, to: 'host controller', ...base };
  if ((base as { source?: string }).source === 'host' && c.accept('its owner')) return { kind: 'damage', amount, to: 'host owner', ...base }; // Enslave
  if (c.accept('enchanted creature')) return { kind: 'damage', amount, to: 'objects', objects: { ref: 'enchanted' }, ...base }; // an Aura's own host
  if (context.it?.ref === 'enchanted' && c.acceptOne('it', 'that creature')) return { kind: 'damage', amount, to: 'objects', objects: { ref: 'enchanted' }, ...base }; // "it" is the host
  const again = thatTargetRecipient(c, context); // "that permanent or player", "that creature"
  if (again !== undefined) return { kind: 'damage', amount, to: 'target', target: again, ...base };
  const named = namedRecipient(c, context, base); // "~", "it", "that creature" (docs/rules-riders.md, Round 5)
  if (named) return { kind: 'damage', amount, to: 'objects', objects: named, ...base };
  const target = attemptIn(c, context, () => targetPhrase(c, context, true));
  if (target) {
    if (target.count !== 1) return undefined;
    rememberTarget(context, target); // "That creature deals damage equal to its power to ~"
    return { kind: 'damage', amount, to: 'target', target: target.slot, ...base };
  }
  if (!c.accept('each')) return undefined;
  const read = objectFilter(c);
  if (!read || read.head === 'card' || read.head === 'spell') return undefined;
  const also = c.accept('and each player') ? 'each player' : c.accept('and each opponent') ? 'each opponent' : undefined;
  return { kind: 'damage', amount, to: 'objects', objects: { ref: 'all', filter: read.filter }, ...(also ? { alsoPlayers: also } : {}), ...base };
}

function refOf(c: Cursor, context: ParseContext, harmful: boolean): ObjectRef | undefined {
  return attemptIn(c, context, () => objectRef(c, context, harmful));
}

const destroy: Verb = (c, context, subject) => {
  if (subject.kind !== 'player' || subject.who !== 'you' || !c.accept('destroy')) return undefined;
  const objects = refOf(c, context, true);
  if (!objects) return undefined;
  // "Destroy target artifact and target enchantment" (CR 115.1d): each target phrase its own slot.
  const more = objects.ref === 'target' ? andTargets(c, context) : [];
  const noRegenerate = c.accept('. it can\'t be regenerated') || c.accept('. they can\'t be regenerated');
  return [objects, ...more].map((ref): Effect => ({ kind: 'destroy', target: ref.ref === 'target' ? ref.slot : -1, objects: ref, ...(noRegenerate ? { noRegenerate } : {}) }));
};

/** "… and target enchantment", "…, target creature, and target land": the further single targets of one verb. */
function andTargets(c: Cursor, context: ParseContext): ObjectRef[] {
  const found: ObjectRef[] = [];
  for (;;) {
    const next = attemptIn(c, context, () => {
      if (!(c.accept(', and') || c.accept('and') || c.accept(','))) return undefined;
      const target = targetPhrase(c, context, true);
      return target && target.count === 1 && target.kind !== 'player' && target.kind !== 'opponent' && target.kind !== 'spell' ? ({ ref: 'target', slot: target.slot } as const) : undefined;
    });
    if (!next) return found;
    found.push(next);
  }
}

const exile: Verb = (c, context, subject) => {
  if (subject.kind !== 'player' || subject.who !== 'you' || !c.accept('exile')) return undefined;
  const objects = refOf(c, context, true);
  if (!objects) return undefined;
  return [{ kind: 'exile', objects }];
};

const tapOrUntap: Verb = (c, context, subject) => {
  if (subject.kind !== 'player' || subject.who !== 'you') return undefined;
  if (c.accept('tap or untap')) {
    const objects = refOf(c, context, false);
    return objects ? [{ kind: 'tap', objects, untap: 'either' }] : undefined;
  }
  const untap = c.accept('untap');
  if (!untap && !c.accept('tap')) return undefined;
  const objects = refOf(c, context, !untap);
  if (!objects) return undefined;
  return [{ kind: 'tap', objects, untap }];
};

/** "return target creature to its owner's hand", "return target creature card from your graveyard to your hand", "return ~ to its owner's hand". */
const returnVerb: Verb = (c, context, subject) => {
  if (subject.kind !== 'player' || subject.who !== 'you' || !c.accept('return')) return undefined;
  if (c.accept('~')) {
    const from = c.accept('from your graveyard') ? 'graveyard' : 'battlefield';
    if (c.accept("to its owner's hand") || c.accept('to your hand')) return [{ kind: 'returnSelf', from, to: 'hand' }];
    if (c.accept('to the battlefield tapped')) return [{ kind: 'returnSelf', from, to: 'battlefield', tapped: true }];
    if (c.accept('to the battlefield attached to')) return attachedReturn(c, context, from);
    if (c.accept('to the battlefield')) return [{ kind: 'returnSelf', from, to: 'battlefield' }];
    return undefined;
  }
  const withSelf = hostAndSelfToHand(c, context);
  if (withSelf) return withSelf;
  const target = attemptIn(c, context, () => targetPhrase(c, context, true));
  if (target && target.kind === 'card in graveyard') {
    if (c.accept('to your hand') || c.accept("to its owner's hand") || c.accept("to their owner's hand")) return [{ kind: 'returnCard', slot: target.slot, count: target.count, to: 'hand', underYourControl: false }];
    const underYourControl = c.accept('to the battlefield under your control');
    if (!underYourControl && !c.accept('to the battlefield')) return undefined;
    context.it = { ref: 'those' };
    return [{ kind: 'returnCard', slot: target.slot, count: target.count, to: 'battlefield', underYourControl }];
  }
  if (target && isPermanentKind(target.kind)) {
    if (!(c.accept("to its owner's hand") || c.accept("to their owners' hands") || c.accept("to its owners' hands") || c.accept("to their owner's hand"))) return undefined; // "up to two target creatures to their owner's hand" (Oracle's wording)
    const objects: ObjectRef = target.count === 1 ? { ref: 'target', slot: target.slot } : { ref: 'targets', from: target.slot, count: target.count };
    context.it = objects; // "Its controller loses 1 life." (as it last existed, CR 608.2h)
    return [{ kind: 'bounce', target: target.slot, objects }];
  }
  if (target) return undefined;
  const objects = refOf(c, context, true);
  if (!objects || !(objects.ref === 'all' || objects.ref === 'enchanted' || objects.ref === 'equipped')) return undefined; // "return enchanted creature to its owner's hand"
  if (!(c.accept("to their owners' hands") || c.accept("to its owner's hand"))) return undefined;
  return [{ kind: 'bounce', target: -1, objects }];
};

/** "put a +1/+1 counter on target creature", "put two -1/-1 counters on each creature". */
/** "Remove a depletion counter from ~" (the source only). */
const removeCounters: Verb = (c, context, subject) => {
  if (subject.kind !== 'player' || subject.who !== 'you' || !c.accept('remove')) return undefined;
  const some = c.accept('a number of'); // "… equal to the result" after the source
  const count = some ? 0 : amountWord(c);
  const counter = c.next();
  if (typeof count !== 'number' || !counter || !/^([a-z]+|[+-]1\/[+-]1)$/.test(counter)) return undefined;
  if (!(c.accept('counters from ~') || c.accept('counter from ~'))) return undefined;
  const amount = some ? equalTo(c, context) : count;
  return amount === undefined ? undefined : [{ kind: 'counters', counter, count: amount, to: 'self', remove: true }];
};

const putCounters: Verb = (c, context, subject) => {
  if (subject.kind !== 'player' || subject.who !== 'you' || !c.accept('put')) return undefined;
  const first = countersOn(c, context);
  if (!first) return undefined;
  // "… on each creature you control and a loyalty counter on each other planeswalker you control" (Ajani).
  const second = c.attempt(() => (c.accept('and') ? countersOn(c, context) : undefined));
  return second ? [...first, ...second] : first;
};

/** "a +1/+1 counter on target creature", "X loyalty counters on ~, where X is …". */
function countersOn(c: Cursor, context: ParseContext): Effect[] | undefined {
  const some = c.accept('a number of'); // "… on ~ equal to the result"
  const count = some ? 0 : amountWord(c);
  if (count === undefined) return undefined;
  const kindToken = c.next();
  if (kindToken === undefined) return undefined;
  const counter = /^[+-]\d+\/[+-]\d+$/.test(kindToken) ? kindToken : /^[a-z]+$/.test(kindToken) ? kindToken : undefined;
  if (!counter || !(c.accept('counters on') || c.accept('counter on'))) return undefined;
  // "… on each of up to two target creatures": one each, on several targets.
  const eachOf = c.accept('each of');
  const objects = refOf(c, context, counter.startsWith('-'));
  if (eachOf && objects?.ref !== 'targets') return undefined;
  if (!objects) return undefined;
  const amount = some ? equalTo(c, context) : typeof count === 'number' ? forEach(c, count) ?? count : whereX(c) ?? count;
  if (amount === undefined) return undefined;
  if (objects.ref === 'self') return [{ kind: 'counters', counter, count: amount, to: 'self' }];
  if (objects.ref === 'target') return [{ kind: 'counters', counter, count: amount, to: 'target', target: objects.slot }];
  return [{ kind: 'counters', counter, count: amount, to: 'objects', objects }];
}

const DURATION = ['until end of turn', 'this turn'];

/** "gets +2/+2 until end of turn", "get -1/-1 until end of turn and gain fear until end of turn", "gains flying until end of turn". */
const getsAndGains: Verb = (c, context, subject) => {
  if (subject.kind !== 'object') return undefined;
  const objects = subject.ref;
  const effects: Effect[] = [];
  // "until end of turn" may close each part or only the last ("get +1/+1 and gain flying until end of turn").
  let lasts = false;
  // "Up to two target creatures each get +2/+2", "They each get …": "each" after a plural subject.
  if (objects.ref === 'targets' || objects.ref === 'those' || objects.ref === 'all') c.accept('each');
  for (;;) {
    if (verb(c, 'get')) {
      const change = c.next();
      const match = change?.match(/^([+-])(\d+|x)\/([+-])(\d+|x)$/);
      if (!match) return undefined;
      const signed = (sign: string, value: string): Amount => (value === 'x' ? 'X' : Number(`${sign}${value}`));
      let power: Amount = signed(match[1]!, match[2]!);
      let toughness: Amount = signed(match[3]!, match[4]!);
      // "-X/-X": an amount is never negative, so the change carries the sign; "+X/-X, where X is …"
      // counts its minus side down (below), and mixed signs with an X of the cost stay unread.
      const hasX = match[2] === 'x' || match[4] === 'x';
      const mixed = hasX && match[1] !== match[3];
      const negative = hasX && !mixed && match[1] === '-' ? { negative: true } : {};
      // "for each …" comes before or after the duration ("gets +1/+1 until end of turn for each Forest you control").
      const perEach = (): boolean => {
        if (typeof power !== 'number' || typeof toughness !== 'number' || !c.accept('for each')) return true;
        const count = countPhrase(c);
        if (!count) return false;
        power = { count, times: power };
        toughness = { count, times: toughness };
        return true;
      };
      if (!perEach()) return undefined;
      if (c.acceptOne(...DURATION)) lasts = true;
      if (!perEach()) return undefined;
      if (power === 'X' || toughness === 'X') {
        const x = whereX(c, context);
        if (x) {
          power = power === 'X' ? x : power;
          toughness = toughness === 'X' ? x : toughness;
        }
      }
      if (mixed) {
        const down = (amount: Amount, sign: string): Amount | undefined => (typeof amount === 'object' && sign === '-' ? { ...amount, times: -amount.times } : amount === 'X' ? undefined : amount);
        const [up, under] = [down(power, match[1]!), down(toughness, match[3]!)];
        if (up === undefined || under === undefined) return undefined;
        [power, toughness] = [up, under];
      }
      if (objects.ref === 'self') effects.push({ kind: 'pump', power, toughness, to: 'self', ...negative });
      else if (objects.ref === 'target') effects.push({ kind: 'pump', power, toughness, to: 'target', target: objects.slot, ...negative });
      else effects.push({ kind: 'pump', power, toughness, to: 'objects', objects, ...negative });
    } else if (verb(c, 'gain') || c.accept('gains') || c.accept('have') || c.accept('has')) {
      const keywords = keywordList(c);
      if (!keywords) return undefined;
      if (c.acceptOne(...DURATION)) lasts = true;
      effects.push({ kind: 'grant', keywords, objects });
    } else if (verb(c, 'lose') || c.accept('loses')) {
      // "Target creature loses flying until end of turn."
      const keywords = keywordList(c);
      if (!keywords) return undefined;
      if (c.acceptOne(...DURATION)) lasts = true;
      effects.push({ kind: 'grant', keywords, objects, loses: true });
    } else if (c.accept("can't block this turn")) {
      lasts = true;
      effects.push({ kind: 'grant', keywords: [], objects, cantBlock: true });
    } else if (c.accept("can't be blocked this turn")) {
      lasts = true;
      effects.push({ kind: 'grant', keywords: [], objects, unblockable: true });
    } else if (c.at("can't") || c.at('can') || c.at('attacks')) {
      const rule = combatGrant(c); // "attacks this turn if able", "can attack this turn as though it didn't have defender"
      if (!rule) return undefined;
      lasts = true;
      effects.push({ kind: 'grant', keywords: rule, objects });
    } else return undefined;
    const mark = c.position;
    if ((c.accept('and') || c.accept(', and')) && /^(gets?|gains?|has|have|can't|can|loses?)$/.test(c.peek() ?? '')) continue;
    c.position = mark;
    if (lasts || context.untilEndOfTurn === true) return effects;
    // "That creature gains haste.": with no duration a gained keyword lasts (CR 611.2a).
    return effects.every((effect) => effect.kind === 'grant' && !effect.cantBlock && !effect.unblockable) ? effects.map((effect) => ({ ...effect, indefinitely: true }) as Effect) : undefined;
  }
};


const TOKEN_ARTIFACTS = new Map<string, TokenSpec>([
  ['treasure', { name: 'Treasure', power: 0, toughness: 0, colors: [], subtypes: ['Treasure'], types: ['Artifact'], keywords: [], text: '{T}, Sacrifice this artifact: Add one mana of any color.' }],
  ['clue', { name: 'Clue', power: 0, toughness: 0, colors: [], subtypes: ['Clue'], types: ['Artifact'], keywords: [], text: '{2}, Sacrifice this artifact: Draw a card.' }],
  ['food', { name: 'Food', power: 0, toughness: 0, colors: [], subtypes: ['Food'], types: ['Artifact'], keywords: [], text: '{2}, {T}, Sacrifice this artifact: You gain 3 life.' }],
]);

/** "create a 1/1 white Soldier creature token", "create two 2/2 black Zombie creature tokens with deathtouch", "create a Treasure token". */
const create: Verb = (c, context, subject) => {
  // "You and that player each create …" (grammar/chosen-opponent.ts): each player, in the plural.
  if (subject.kind !== 'player' || !(c.accept(subject.who === 'you' ? 'create' : 'creates') || (subject.who === 'each player' && c.accept('create')))) return undefined;
  // "Target opponent creates …", "Its controller creates …": the tokens are that player's (CR 111.2).
  const owner: { who?: PlayerRef; slot?: number; tapped?: boolean } = subject.who === 'you' ? {} : { who: subject.who, ...(subject.slot !== undefined ? { slot: subject.slot } : {}) };
  const some = c.accept('a number of'); // "… tokens equal to the result"
  const count = some ? 0 : amountWord(c);
  if (count === undefined) return undefined;
  if (c.accept('tapped')) Object.assign(owner, { tapped: true });
  const colorless = c.accept('colorless');
  const named = TOKEN_ARTIFACTS.get(c.peek() ?? '');
  if (named) {
    c.next();
    // 'a colorless Treasure artifact token with "{T}, Sacrifice this artifact: …"': the full form of the same token.
    const full = colorless && c.accept('artifact');
    if (!(c.accept('tokens') || c.accept('token'))) return undefined;
    if (full && tokenQuotedAbility(c) !== named.text) return undefined;
    context.it = { ref: 'those' };
    return [{ kind: 'token', count, token: named, ...owner }];
  }
  const namedToken = colorless ? namedArtifactToken(c) : undefined; // "a colorless artifact token named Gold"
  if (namedToken) {
    context.it = { ref: 'those' };
    return [{ kind: 'token', count, token: namedToken, ...owner }];
  }
  if (colorless) return undefined;
  const shape = creatureShape(c, true);
  if (!shape) return undefined;
  if (!c.accept('creature') || !(c.accept('tokens') || c.accept('token'))) return undefined;
  let keywords: string[] = [];
  const quoted = tokenQuotedAbility(c);
  if (quoted === undefined && c.accept('with')) {
    const list = keywordList(c);
    if (!list) return undefined;
    keywords = list;
  }
  const { power, toughness, colors, subtypes, artifact } = shape;
  // "an X/X … token[, where X is …]": X defined by the text (CR 107.3c), else the X paid for the
  // ability's or spell's cost (CR 107.3a); a trigger has none, unless it is "When you cycle ~",
  // whose X is the one paid for cycling. Any other bare X/X in a trigger stays unread.
  const size = shape.sizeX ? whereX(c, context) ?? (context.triggered && !context.xOfCyclingCost ? undefined : 'X') : undefined;
  if (shape.sizeX && size === undefined) return undefined;
  const plain: TokenSpec = { name: subtypes.join(' '), power, toughness, colors, subtypes, types: artifact ? ['Artifact', 'Creature'] : ['Creature'], keywords, ...(size !== undefined ? { size } : {}) };
  const token = quoted === undefined ? plain : withAbility(plain, quoted);
  // "create X 1/1 … tokens, where X is that spell's mana value" (Endrek Sahr): the X the text defines.
  const amount = some ? equalTo(c, context) : typeof count === 'number' ? forEach(c, count) ?? count : count === 'X' && !shape.sizeX ? whereX(c, context) ?? count : count;
  if (amount === undefined) return undefined;
  context.it = { ref: 'those' }; // "Sacrifice it at the beginning of the next end step."
  return [{ kind: 'token', count: amount, token, ...owner }];
};

/** "search your library for a basic land card, reveal it, put it into your hand, then shuffle". */
const search: Verb = (c, _context, subject) => {
  if (subject.kind !== 'player' || subject.who !== 'you' || !c.accept('search your library for')) return undefined;
  if (!(c.accept('a') || c.accept('an'))) return undefined;
  let filter: ObjectFilter | null = null;
  if (c.accept('card named ~')) filter = { anyOf: [], none: [], colors: [], notColors: [], sameNameAsSource: true, text: 'card named ~' };
  else if (!c.accept('card')) {
    const read = objectFilter(c);
    if (!read || read.head !== 'card') return undefined;
    filter = read.filter;
  }
  c.accept(',');
  const reveal = c.accept('reveal it') || c.accept('reveal that card');
  c.accept(',');
  c.accept('and');
  if (!(c.accept('put it') || c.accept('put that card'))) return undefined;
  let to: 'hand' | 'battlefield' | 'library top';
  let tapped = false;
  if (c.accept('into your hand')) to = 'hand';
  else if (c.accept('onto the battlefield')) {
    to = 'battlefield';
    tapped = c.accept('tapped');
  } else if (c.accept('on top of your library') || c.accept('on top')) to = 'library top';
  else return undefined;
  if (c.accept(', then shuffle') || c.accept('. then shuffle') || c.accept('then shuffle') || c.accept(', and then shuffle')) c.accept('your library');
  const query = filter && filter.anyOf.length === 1 && filter.none.length === 0 && filter.colors.length === 0 ? filter.anyOf[0]! : null;
  const simple = filter === null || (query !== null && Object.keys(filter).every((key) => ['anyOf', 'none', 'colors', 'notColors', 'text'].includes(key)));
  return [{ kind: 'search', query: simple ? query : null, to, tapped, reveal, ...(simple || !filter ? {} : { filter }) }];
};

const shuffle: Verb = (c, _context, subject) => {
  if (subject.kind !== 'player' || subject.who !== 'you') return undefined;
  if (!(c.accept('shuffle your library') || c.accept('shuffle'))) return undefined;
  return [{ kind: 'shuffle' }];
};

/** "counter target spell", "counter target spell unless its controller pays {3}", "counter target activated or triggered ability". */
const counterVerb: Verb = (c, context, subject) => {
  if (subject.kind !== 'player' || subject.who !== 'you' || !c.accept('counter')) return undefined;
  const target = attemptIn(c, context, () => targetPhrase(c, context, true));
  if (!target || (target.kind !== 'spell' && target.kind !== 'activated or triggered ability') || target.count !== 1) return undefined;
  if (c.accept("you don't control")) context.targets[target.slot] = { ...context.targets[target.slot]!, filter: { anyOf: [], none: [], colors: [], notColors: [], controller: 'opponent', text: "you don't control" } };
  if (c.accept('unless its controller pays')) {
    const symbols = c.manaCost();
    if (!symbols) return undefined;
    // "pays {1} for each card in your graveyard": a generic cost counted on resolution.
    const perCount = symbols === '{1}' ? forEach(c, 1) : undefined;
    if (perCount) return [{ kind: 'counterObject', target: target.slot, unlessPays: [], unlessPaysGeneric: perCount }];
    const unlessPays = manaCostIfReadable(symbols);
    return unlessPays ? [{ kind: 'counterObject', target: target.slot, unlessPays }] : undefined;
  }
  return [{ kind: 'counterObject', target: target.slot }];
};

/** "sacrifice ~", "sacrifice a creature", "each player sacrifices a creature", "target player sacrifices a land". */
const sacrifice: Verb = (c, context, subject) => {
  const who = playerFields(subject);
  if (!who || !(verb(c, 'sacrifice') || c.accept('sacrifices'))) return undefined;
  const host = hostSacrificed(c, context, who.who);
  if (host) return [host];
  // "When ~ enters the battlefield, sacrifice it unless …": "it" is ~ where nothing else was named.
  if (c.accept('~') || (context.it?.ref === 'self' && c.accept('it'))) return who.who === undefined ? [{ kind: 'sacrifice', who: 'you', filter: { anyOf: [], none: [], colors: [], notColors: [], text: '~' }, count: 1, self: true }] : undefined;
  // "sacrifice another creature": one, not the source (the filter reads "another").
  const count = c.peek() === 'another' ? 1 : amountWord(c);
  if (typeof count !== 'number') return undefined;
  const read = objectFilter(c);
  if (!read || read.head === 'card' || read.head === 'spell') return undefined;
  if (count === 1) context.actedOn = 'sacrificed'; // "You gain life equal to that creature's toughness" (rider-amounts.ts)
  return [{ kind: 'sacrifice', who: who.who ?? 'you', filter: read.filter, count, ...(who.target !== undefined ? { target: who.target } : {}) }];
};

const regenerate: Verb = (c, context, subject) => {
  if (subject.kind !== 'player' || subject.who !== 'you' || !c.accept('regenerate')) return undefined;
  const objects = refOf(c, context, false);
  return objects ? [{ kind: 'regenerate', objects }] : undefined;
};

/** "Prevent all combat damage that would be dealt this turn", "Prevent the next 3 damage that would be dealt to any target this turn", "Prevent all damage that would be dealt to it this turn". */
const prevent: Verb = (c, context, subject) => {
  if (subject.kind !== 'player' || subject.who !== 'you' || !c.accept('prevent')) return undefined;
  if (c.accept('all combat damage that would be dealt this turn')) return [{ kind: 'prevent', what: 'all combat damage' }];
  if (c.accept('the next')) {
    const amount = amountWord(c);
    if (amount === undefined || !c.accept('damage that would be dealt to')) return undefined;
    const target = attemptIn(c, context, () => targetPhrase(c, context, false));
    if (!target || target.count !== 1 || !c.accept('this turn')) return undefined;
    return [{ kind: 'prevent', what: 'next damage', amount, target: target.slot }];
  }
  if (c.accept('all damage that would be dealt to')) {
    const objects = refOf(c, context, false);
    if (!objects || !c.accept('this turn')) return undefined;
    return [{ kind: 'prevent', what: 'all damage to', objects }];
  }
  return undefined;
};

/** "Put target enchantment on top of its owner's library", "Put target creature card from a graveyard onto the battlefield under your control". */
const putObject: Verb = (c, context, subject) => {
  if (subject.kind !== 'player' || subject.who !== 'you' || !c.accept('put')) return undefined;
  if (c.accept("~ on top of its owner's library")) return [{ kind: 'returnSelf', from: 'battlefield', to: 'library top' }]; // "{W}: Put ~ on top of its owner's library."
  const target = attemptIn(c, context, () => targetPhrase(c, context, true));
  if (!target) return undefined;
  if (target.kind === 'card in graveyard') {
    if (c.accept('onto the battlefield under your control')) return [{ kind: 'returnCard', slot: target.slot, count: target.count, to: 'battlefield', underYourControl: true }];
    if (c.accept('onto the battlefield')) return [{ kind: 'returnCard', slot: target.slot, count: target.count, to: 'battlefield', underYourControl: false }];
    if (c.accept("on top of its owner's library") || c.accept('on top of your library')) return [{ kind: 'returnCard', slot: target.slot, count: target.count, to: 'library top', underYourControl: false }];
    if (c.accept("on the bottom of its owner's library") || c.accept('on the bottom of your library')) return [{ kind: 'returnCard', slot: target.slot, count: target.count, to: 'library bottom', underYourControl: false }];
    return undefined;
  }
  if (!isPermanentKind(target.kind)) return undefined;
  const objects: ObjectRef = target.count === 1 ? { ref: 'target', slot: target.slot } : { ref: 'targets', from: target.slot, count: target.count };
  if (c.accept("on top of its owner's library")) return [{ kind: 'toLibraryTop', objects }];
  // "Put target creature on the bottom of its owner's library." (Condemn, Bant Charm)
  if (c.accept("on the bottom of its owner's library")) return [{ kind: 'toLibraryTop', objects, bottom: true }];
  return undefined;
};

/** "return that card to the battlefield under its owner's control at the beginning of the next end step", "draw a card at the beginning of the next turn's upkeep". */
const delayedVerb: Verb = (c, context, subject) => {
  if (subject.kind !== 'player' || subject.who !== 'you') return undefined;
  if ((c.accept('return that card') || c.accept('return it') || c.accept('return the exiled card') || c.accept('return that creature')) &&
    c.accept("to the battlefield under its owner's control at the beginning of the next end step")) {
    return [{ kind: 'delayed', step: 'end', what: 'return exiled' }];
  }
  if (c.accept("draw a card at the beginning of the next turn's upkeep")) return [{ kind: 'delayed', step: 'upkeep', what: 'draw' }];
  // "Sacrifice it / exile the token / return that creature to its owner's hand at the beginning of the next end step"
  const what = verb(c, 'sacrifice') ? 'sacrifice' : c.accept('exile') ? 'exile' : c.accept('return') ? 'bounce' : undefined;
  if (!what) return undefined;
  const objects = refOf(c, context, false);
  if (!objects || (objects.ref !== 'those' && objects.ref !== 'self' && objects.ref !== 'target')) return undefined;
  if (what === 'bounce' && !(c.accept("to its owner's hand") || c.accept("to their owner's hand") || c.accept("to their owners' hands"))) return undefined;
  // "… at the beginning of the next cleanup step" (Cunning, Waylay; CR 514.3)
  const step = c.accept('at the beginning of the next end step') ? 'end' : c.accept('at the beginning of the next cleanup step') ? 'cleanup' : undefined;
  if (!step) return undefined;
  return [{ kind: 'delayed', step, what, objects }];
};

/** Keyword actions (CR 701): "Investigate" (a Clue), "Bolster 2", "Amass 1". */
const keywordAction: Verb = (c, context, subject) => {
  if (subject.kind !== 'player' || subject.who !== 'you') return undefined;
  if (c.accept('investigate')) return [{ kind: 'token', count: 1, token: TOKEN_ARTIFACTS.get('clue')! }];
  if (c.accept('exile the top card of your library')) return [{ kind: 'topCard', action: 'exile' }];
  const several = c.attempt(() => (c.accept('exile the top') ? amountWord(c) : undefined));
  if (several !== undefined && c.accept('cards of your library')) return [{ kind: 'topCard', action: 'exile', count: several }];
  if (c.accept('reveal the top card of your library')) {
    context.actedOn = 'top card'; // "You lose life equal to its converted mana cost" (rider-amounts.ts)
    // "… and put that card into your hand" (Dark Confidant).
    return [{ kind: 'topCard', action: c.acceptOne('and put that card into your hand', 'and put it into your hand') ? 'reveal to hand' : 'reveal' }];
  }
  const action = c.accept('bolster') ? 'bolster' : c.accept('amass') ? 'amass' : c.accept('monstrosity') ? 'monstrosity' : undefined;
  if (!action) return undefined;
  const amount = numberWord(c.next());
  if (amount === 'X' && action === 'monstrosity') return [{ kind: action, amount }]; // "{X}{X}{G}: Monstrosity X." (CR 701.31c)
  return typeof amount === 'number' ? [{ kind: action, amount }] : undefined;
};

/** Every verb rule, tried in order. */
export const VERBS: readonly Verb[] = [
  lifecycleVerb, discardHandVerb, choiceVerb, delayedVerb, itVerb, combatPreventionVerb, revealedTopLook, keywordAction, draw, discard, mill, scry, life, damageSpreadVerb, riderVerb(recipients), damage, destroy, flicker, exile, untapUpTo, graveyardShuffle, returnDiscarded, tapOrUntap, returnVerb, putCounters, putObject, getsAndGains, create,
  namedCardSearch, search, searchSeveral, librarySearch, playerSearch, exileZones, counteredControllerMills, handShuffle, handToLibrary, giveSelf, selfShuffle, playerExiles, shuffle, counterVerb, sacrifice, regenerate, kinshipLook, libraryLook, revealUntil, playerLibraryLook, playerLibraryExile, prevent, preventionVerb, addManaVerb, counterActions, putFromHand, revealHand, lookAtHand, energyVerb, removeCounters, attachVerb, sacrificedSourceVerb, animateVerb, gainControlVerb, exchangeControlVerb, switchVerb, emblemVerb, becomesVerb, phaseOutVerb, skipVerb, playerVerb, doubleCountersVerb, basePowerToughnessVerb, castingRuleVerb,
];

/** A verb phrase for the subject; undefined when no rule reads it. */
export function verbPhrase(c: Cursor, context: ParseContext, subject: Subject): Effect[] | undefined {
  for (const rule of VERBS) {
    const effects = attemptIn(c, context, () => rule(c, context, subject));
    if (effects) return effects;
  }
  return undefined;
}

export { playerPhrase, numberWord };
