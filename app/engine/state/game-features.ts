// What the cards of a game can do, so the hot paths skip what no card of the game needs.
//
// The engine asks many small questions at every priority, step, damage and entering: "does any
// static give +N/+N?", "does any permanent trigger on gaining life?", "does anything grant
// protection?". Each answer is a scan of the battlefield, and most games have none of these
// cards at all. So each hot path declares its question once, as a module constant (a "feature
// query": the static kinds, restrictions or trigger events it looks for), and gets one bit for it.
// Each card is read once for the names it has, and when an object is made (or becomes another
// card, such as a bestowed Aura) the bits of the queries its names answer are added to the game's
// mask. A scan asks its bit first; a zero means no card of this game, in any zone, has what it
// looks for.
//
// With more than 31 queries two share a bit, and the mask only grows during a game (undo keeps it):
// at worst it says "maybe" where the scan then finds nothing, never "no" where the answer is yes.
import type { StaticEffect, TriggeredAbility } from '../../cards/oracle/abilities.ts';
import type { CompiledCard } from '../../cards/oracle/compile.ts';
import type { GameState } from './state.ts';

/** Pseudo static kinds for questions finer than a static's `kind`. */
const PT_BONUS = 'static: gets +N/+N';
const GRANTS_PROTECTION = 'static: grants protection';
const LOWERS_TOUGHNESS = 'static: lowers toughness';
const LEGENDARY = 'card: legendary';
const PHASES = 'card: phasing';
const staticName = (kind: string): string => `static: ${kind}`;
const restrictionName = (what: string): string => `restriction: ${what}`;
const triggerName = (on: string): string => `trigger: ${on}`;

/** A query made after games began (its bit cannot be added to their masks): it always answers "maybe". */
const ALWAYS = -1;
const bitsOfName = new Map<string, number>();
let queries = 0;
let cardsNoted = false;

/** A new query bit for these feature names; declare queries as module constants and combine them with `|`. */
function query(names: readonly string[]): number {
  if (cardsNoted) return ALWAYS;
  const bit = 1 << (queries % 31);
  queries += 1;
  for (const name of names) bitsOfName.set(name, (bitsOfName.get(name) ?? 0) | bit);
  return bit;
}

/** Statics that change power or toughness ("gets +1/+1", lords, anthems). */
export const PT_STATICS = query([PT_BONUS]);
/** Statics that grant a "protection from …" keyword. */
export const PROTECTION_GRANTS = query([GRANTS_PROTECTION]);
/** Effects, not cards, that leave layer changes on objects: control until end of turn, a chosen land type. */
export const OBJECT_LAYER_EFFECTS = query(['effect: object layers']);
/** Permanents with phasing, and permanents an effect phased out (CR 702.26: engine/phasing.ts). */
export const PHASING = query([PHASES]);
/** Records that an effect of the game did what `queryBits` looks for. */
export function noteEffect(state: GameState, queryBits: number): void {
  state.features |= queryBits;
}
/** Statics that lower toughness ("enchanted creature gets -2/-2"). */
export const TOUGHNESS_LOWERING = query([LOWERS_TOUGHNESS]);
/** Legendary cards, and Aura statics that may make a permanent legendary (the legend rule, CR 704.5j). */
export const LEGENDARIES = query([LEGENDARY, staticName('attached')]);
/** Statics of these kinds (`StaticEffect['kind']`). */
export const staticKinds = (...kinds: StaticEffect['kind'][]): number => query(kinds.map(staticName));
/** Static restrictions ("doesn't untap", "attacks each combat"). */
export const restrictions = (...what: string[]): number => query(what.map(restrictionName));
/** Triggers on these events (`TriggeredAbility['event']['on']`). */
export const triggerKinds = (...on: TriggeredAbility['event']['on'][]): number => query(on.map(triggerName));

/**
 * Keywords granted to other objects fold into 31 bits (any keyword may be asked, so no queries):
 * the keywords combat and damage ask about at every attack and every damage dealt have a bit of
 * their own, so granting one never sends the others' questions to a battlefield scan (by the hash
 * alone lifelink shared flying's bit, and every combat damage dealt in a game with an Aura that
 * grants flying scanned the battlefield for lifelink). Other keywords fold in by a hash, which
 * may share a bit: a shared bit only says "maybe". Fixed bits, not bits in order of asking, so a
 * mask means the same in every process.
 */
const OWN_BIT_KEYWORDS = ['flying', 'lifelink', 'infect', 'wither', 'deathtouch', 'trample', 'first strike', 'double strike', 'vigilance', 'defender', 'haste', 'reach', 'menace', 'indestructible', 'hexproof', 'shroud'];
const keywordBits = new Map<string, number>(OWN_BIT_KEYWORDS.map((keyword, index) => [keyword, 1 << index]));
function keywordBit(keyword: string): number {
  let bit = keywordBits.get(keyword);
  if (bit === undefined) {
    let hash = 0;
    for (let index = 0; index < keyword.length; index += 1) hash = (Math.imul(hash, 31) + keyword.charCodeAt(index)) | 0;
    keywordBits.set(keyword, (bit = 1 << ((hash >>> 0) % 31)));
  }
  return bit;
}

const GETS_KINDS = new Set(['enchanted gets', 'anthem']);

interface CardFeatures {
  readonly queries: number;
  readonly keywords: number;
}

function readCard(card: CompiledCard): CardFeatures {
  const names: string[] = card.triggered.map((ability) => triggerName(ability.event.on));
  let keywords = 0;
  if (card.lowersToughness) names.push(LOWERS_TOUGHNESS);
  if (card.types.supertypes.includes('Legendary')) names.push(LEGENDARY);
  if (card.keywords.includes('phasing')) names.push(PHASES);
  for (const { effect } of card.statics) {
    names.push(staticName(effect.kind));
    if (effect.kind === 'restriction') names.push(restrictionName(effect.what));
    // Abilities an Aura or Equipment grants trigger from the permanent it is attached to.
    if (effect.kind === 'attached' && effect.triggered) for (const ability of effect.triggered) names.push(triggerName(ability.event.on));
    if (GETS_KINDS.has(effect.kind) && 'keywords' in effect) {
      const gets = effect as Extract<StaticEffect, { kind: 'enchanted gets' | 'anthem' }>;
      if (gets.power !== 0 || gets.toughness !== 0) names.push(PT_BONUS);
      for (const keyword of gets.keywords) {
        keywords |= keywordBit(keyword);
        if (keyword.startsWith('protection from ')) names.push(GRANTS_PROTECTION);
      }
    }
  }
  let bits = 0;
  for (const name of names) bits |= bitsOfName.get(name) ?? 0;
  return { queries: bits, keywords };
}

const featuresOf = new WeakMap<CompiledCard, CardFeatures>();

/** Adds what `card` can do to the game's masks: call wherever an object is made or becomes another card. */
export function noteCard(state: GameState, card: CompiledCard): void {
  cardsNoted = true;
  let features = featuresOf.get(card);
  if (!features) featuresOf.set(card, (features = readCard(card)));
  state.features |= features.queries;
  state.grantedKeywords |= features.keywords;
}

/** Whether some card of the game may have what one of these queries looks for. */
export const inGame = (state: GameState, queryBits: number): boolean => (state.features & queryBits) !== 0 || queryBits === ALWAYS;

/** Whether some card of the game may grant `keyword` to other objects. */
export const keywordGrantedInGame = (state: GameState, keyword: string): boolean => (state.grantedKeywords & keywordBit(keyword)) !== 0;
