// Card definition → compiled card: type line, numbers, and every line of oracle text turned into
// abilities where the compiler understands it. What it does not understand stays as text and is
// reported per line, so the UI can say what the engine enforces. Compiled once per definition.
import type { CardDefinition } from '../../engine/state/card-definition.ts';
import { costColors, leastManaOwed, manaText, manaValue, parseManaCost, type ManaSymbol } from '../mana-symbols.ts';
import { parseTypeLine, type TypeLine } from '../type-line.ts';
import type {
  ActivatedAbility,
  Cost,
  EnchantRestriction,
  Effect,
  LineReport,
  StaticAbility,
  TargetSpec,
  TokenSpec,
  TriggeredAbility,
  LevelBand,
} from './abilities.ts';
import { parseAuraSwap } from './keywords/aura-swap.ts';
import { parseForecast } from './keywords/forecast.ts';
import { parseCyclingLine } from './keywords/cycling.ts';
import { parseEnchant } from './keywords/enchant.ts';
import { parseKeywordLine } from './keywords/evergreen.ts';
import { parseCharacteristicKeyword, type CharacteristicKeyword } from './keywords/characteristic.ts';
import { parseEquip } from './keywords/equip.ts';
import { parseAdditionalCost } from './keywords/additional-cost.ts';
import { parseFlashback } from './keywords/flashback.ts';
import { finishAwaken, finishOverload, finishSplice, NO_CAST_KEYWORDS, parseCastKeyword, TransmuteAbility, type CastKeywords } from './keywords/casting/index.ts';
import { parseModeCost, type ModeCosts } from './keywords/mode-costs.ts';
import { isProwess, PROWESS } from './keywords/prowess.ts';
import { parseCombatKeyword } from './keywords/combat.ts';
import { parseCrew } from './keywords/crew.ts';
import { parsePermanentKeyword } from './keywords/permanent-keywords.ts';
import { parseExert } from './keywords/exert.ts';
import { parseCastTiming, type Timing } from './keywords/timing.ts';
import { parseUpkeepKeyword, SuspendAbility } from './keywords/upkeep.ts';
import { parseUpkeepStatic } from './keywords/upkeep-statics.ts';
import { parseNoneLeft } from './keywords/none-left.ts';
import { LevelerReader, parseLevelUp } from './keywords/level-up.ts';
import { parseManaAbilityWithRider, parseStorageManaAbility } from './mana-riders.ts';
import { parseLifecycleKeyword } from './keywords/lifecycle.ts';
import type { Morph } from './keywords/morph.ts';
import { isTotemArmor, TOTEM_ARMOR } from './keywords/totem-armor.ts';
import { FLASH_WITH_CLEANUP_SACRIFICE, isFlashWithCleanupSacrifice } from './keywords/flash-aura.ts';
import { intrinsicManaAbilities, parseManaAbility } from './mana-abilities.ts';
import { replaceSelfReferences, stripAbilityWord, stripReminderText } from './normalize.ts';
import { modalLineReports, oracleUnits } from './modal-lines.ts';
import { neverExercisedByGoldfish, type LineAdditions } from './goldfish-reach.ts';
import { grammarLine, type LineAbilities } from './grammar/abilities.ts';
import { germanToEnglish, looksGerman } from './grammar/front-ends/german.ts';
import { looksSpanish, spanishToEnglish } from './grammar/front-ends/spanish.ts';
import { dictionary } from '../../dictionary.ts';

export interface CompiledCard {
  readonly definition: CardDefinition;
  readonly name: string;
  readonly types: TypeLine;
  readonly isLand: boolean;
  readonly isCreature: boolean;
  readonly isAura: boolean;
  /** Instants and sorceries: they never enter the battlefield. */
  readonly isSpellOnly: boolean;
  readonly isInstant: boolean;
  readonly manaCost: readonly ManaSymbol[];
  /**
   * The printed cost at a glance, for the engine's quick refusal of a cast it can't pay (most the
   * simulator tries): the least mana it can be paid with when X is 0, how many {X} it has (each adds
   * X), and the cost as text for the refusal.
   */
  readonly leastMana: number;
  readonly xSymbols: number;
  readonly manaCostText: string;
  readonly colors: readonly string[];
  readonly power: number | null;
  readonly toughness: number | null;
  readonly keywords: readonly string[];
  /** In printed order (the `activate` index counts these), intrinsic mana abilities first. */
  readonly activated: readonly ActivatedAbility[];
  readonly triggered: readonly TriggeredAbility[];
  readonly statics: readonly StaticAbility[];
  readonly enchant: EnchantRestriction | null;
  /** The spell ability of an instant or sorcery. */
  readonly spell: { effects: readonly Effect[]; targets: readonly TargetSpec[] } | null;
  /** CR 601.2b: what casting it costs besides mana ("As an additional cost to cast this spell, sacrifice a creature"). */
  readonly additionalCost: Cost | null;
  /** CR 702.34: the flashback cost, when the card can be cast from a graveyard. */
  readonly flashback: Cost | null;
  /** Kicker, buyback, convoke, storm …: the keywords that change how it is cast (keywords/casting/). */
  readonly casting: CastKeywords;
  /** CR 702.42 entwine and CR 702.120 escalate: the extra cost of choosing all modes / each mode beyond the first. */
  readonly modeCosts: ModeCosts;
  /** CR 702.73 Changeling: the card has every creature type. */
  readonly allCreatureTypes: boolean;
  /** "Cast this spell only during combat" (CR 601.3): when it may be cast, null when whenever its type allows. */
  readonly castOnly: Timing | null;
  /** A leveler's bands (CR 711), null for other cards. */
  readonly levels: readonly LevelBand[] | null;
  /** CR 702.37: morph or megamorph, when it can be cast face down. */
  readonly morph: Morph | null;
  readonly lines: readonly LineReport[];
  /** Read at every priority by the engine, so worked out once here: a static gives keywords / may lower toughness. */
  readonly grantsKeywords: boolean;
  readonly lowersToughness: boolean;
  /** A static that changes a rule for others: "You have hexproof" (engine/player-keywords.ts), "Activated abilities of artifacts can't be activated" (engine/activation-ban.ts). */
  readonly changesGameRules: boolean;
  /** A static casting rule or hand-size change (engine/casting-rules.ts looks only at such permanents). */
  readonly castingRules: boolean;
  /** A static "can't gain life" (CR 119.7): changeLife looks for it only while such a permanent has entered (life-gain-locks.ts). */
  readonly locksLifeGain: boolean;
  /** Has a "when ~ is put into a graveyard from anywhere" trigger (heard at every move to a graveyard). */
  readonly toGraveyardTrigger: boolean;
  /** Every line is enforced. */
  readonly fullyEnforced: boolean;
  /** Every line is enforced or never exercised by a goldfish game, and at least one is the latter: nothing to play by hand, nothing a game checks either. */
  readonly unexercised: boolean;
}

function parseNumber(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const match = value.match(/^([+-]?\d+)?\s*[+-]?\s*\*?$/);
  if (/^[+-]?\d+$/.test(value)) return Number(value);
  if (match) return Number(match[1] ?? 0); // "*" counts as 0, "1+*" as 1 (CR 208.2a)
  return 0;
}

interface Collected {
  keywords: string[];
  flashback: Cost | null;
  modeCosts: ModeCosts;
  additionalCost: Cost | null;
  casting: CastKeywords;
  characteristics: Set<CharacteristicKeyword>;
  morph: Morph | null;
  activated: ActivatedAbility[];
  triggered: TriggeredAbility[];
  statics: StaticAbility[];
  enchant: EnchantRestriction | null;
  spellEffects: Effect[];
  spellTargets: TargetSpec[];
  castOnly: Timing | null;
}

type Found = { describe: string[]; status: 'enforced' | 'partial'; manual?: string[] };

function take(found: LineAbilities, into: Collected): Found {
  into.activated.push(...found.activated);
  into.triggered.push(...found.triggered);
  into.statics.push(...found.statics);
  if (found.spell) into.spellEffects.push(...found.spell.effects.filter((effect) => !into.spellEffects.includes(effect)));
  return found.manual.length > 0 ? { describe: found.describe, status: 'partial', manual: found.manual } : { describe: found.describe, status: 'enforced' };
}

/**
 * Tries each kind of ability on one normalised line: the keyword modules first (cycling, aura
 * swap, enchant, evergreen keywords), the grammar for everything else, and for German and Spanish
 * text the sentence patterns of their front ends. What nothing reads stays text. `translated`: the
 * line is a front end's English rewrite, read only when read whole.
 */
function compileLine(line: string, isSpellOnly: boolean, into: Collected, translated = false): Found | undefined {
  const cycling = parseCyclingLine(line);
  if (cycling) {
    into.activated.push(...cycling);
    return { describe: cycling.map((ability) => ability.describe()), status: 'enforced' };
  }
  const swap = parseAuraSwap(line);
  if (swap) {
    into.activated.push(swap);
    return { describe: [swap.describe()], status: 'enforced' };
  }
  const forecast = parseForecast(line); // CR 702.57
  if (forecast) {
    into.activated.push(forecast);
    return { describe: [`forecast ${forecast.cost.text}`], status: 'enforced' };
  }
  const enchant = parseEnchant(line);
  if (enchant && enchant.effect.kind === 'enchant') {
    into.statics.push(enchant);
    into.enchant = enchant.effect.restriction;
    return { describe: [`enchant ${enchant.effect.restriction.text}`], status: 'enforced' };
  }
  const keywords = parseKeywordLine(line);
  if (keywords) {
    into.keywords.push(...keywords);
    return { describe: keywords, status: 'enforced' };
  }
  const equip = parseEquip(line);
  if (equip) {
    into.activated.push(equip);
    return { describe: [equip.describe()], status: 'enforced' };
  }
  const cast = parseCastKeyword(line);
  if (cast) {
    into.casting = { ...into.casting, ...cast.found };
    return { describe: [cast.describe], status: 'enforced' };
  }
  const flashback = parseFlashback(line);
  // Mana-only flashback costs; others ("Flashback—Pay 3 life") stay text.
  if (flashback && !flashback.tap && !flashback.discardSelf && flashback.payLife === 0 && flashback.sacrifice === null && flashback.discardOther === 0) {
    into.flashback = flashback;
    return { describe: [`flashback ${flashback.text}`], status: 'enforced' };
  }
  const modeCost = parseModeCost(line);
  if (modeCost) {
    into.modeCosts = { ...into.modeCosts, [modeCost.keyword]: modeCost.cost };
    return { describe: [`${modeCost.keyword} ${modeCost.cost.text}`], status: 'enforced' };
  }
  const additional = parseAdditionalCost(line);
  if (additional) {
    into.additionalCost = additional;
    return { describe: [`additional cost: ${additional.text}`], status: 'enforced' };
  }
  const characteristic = parseCharacteristicKeyword(line);
  if (characteristic) {
    into.characteristics.add(characteristic);
    return { describe: [characteristic], status: 'enforced' };
  }
  const lifecycle = parseLifecycleKeyword(line, isSpellOnly);
  if (lifecycle) {
    into.triggered.push(...lifecycle.triggered);
    into.activated.push(...lifecycle.activated);
    into.statics.push(...(lifecycle.statics ?? []));
    into.spellEffects.push(...(lifecycle.spellEffects ?? []));
    if (lifecycle.morph) into.morph = lifecycle.morph;
    return { describe: [lifecycle.describe], status: 'enforced' };
  }
  const castTiming = parseCastTiming(line);
  if (castTiming !== undefined) {
    into.castOnly = castTiming;
    return { describe: [`cast only ${castTiming ?? 'during your turn'}`], status: 'enforced' };
  }
  if (isFlashWithCleanupSacrifice(line)) {
    into.statics.push(FLASH_WITH_CLEANUP_SACRIFICE);
    return { describe: ['flash (sacrificed at cleanup if cast at instant speed)'], status: 'enforced' };
  }
  if (isTotemArmor(line)) {
    into.keywords.push(TOTEM_ARMOR);
    return { describe: [TOTEM_ARMOR], status: 'enforced' };
  }
  if (isProwess(line)) {
    into.triggered.push(PROWESS);
    return { describe: ['prowess'], status: 'enforced' };
  }
  const upkeep = parseUpkeepKeyword(line);
  if (upkeep) {
    into.triggered.push(...upkeep.triggered);
    into.statics.push(...upkeep.statics);
    into.activated.push(...upkeep.activated);
    return { describe: [upkeep.describe], status: 'enforced' };
  }
  const levelUp = parseLevelUp(line);
  if (levelUp) {
    into.activated.push(levelUp);
    return { describe: [`level up ${levelUp.cost.text}`], status: 'enforced' };
  }
  const upkeepStatics = parseUpkeepStatic(line) ?? parseNoneLeft(line);
  if (upkeepStatics) {
    into.statics.push(...upkeepStatics);
    return { describe: upkeepStatics.map((ability) => (ability.effect.kind === 'upkeep rule' ? ability.effect.what : ability.effect.kind)), status: 'enforced' };
  }
  const exert = parseExert(line, (effect) => attackTrigger(effect, isSpellOnly));
  if (exert) {
    into.keywords.push(...exert.keywords);
    into.triggered.push(...exert.triggered);
    return { describe: [exert.describe], status: 'enforced' };
  }
  const permanentKeyword = parsePermanentKeyword(line, (ability) => bandAbilities(ability, isSpellOnly));
  if (permanentKeyword) {
    into.activated.push(...permanentKeyword.activated);
    into.triggered.push(...permanentKeyword.triggered);
    into.statics.push(...permanentKeyword.statics);
    return { describe: [permanentKeyword.describe], status: 'enforced' };
  }
  const crew = parseCrew(line);
  if (crew) {
    into.activated.push(crew);
    return { describe: [crew.cost.text.toLowerCase()], status: 'enforced' };
  }
  const combatKeyword = parseCombatKeyword(line);
  if (combatKeyword) {
    into.triggered.push(combatKeyword);
    return { describe: [combatKeyword.text.slice(0, combatKeyword.text.indexOf(':')).toLowerCase()], status: 'enforced' };
  }
  const mana = parseManaAbility(line) ?? parseManaAbilityWithRider(line) ?? parseStorageManaAbility(line);
  if (mana) {
    into.activated.push(mana);
    return { describe: [`mana: ${mana.text}`], status: 'enforced' };
  }
  // The grammar works on a scratch copy of the spell's targets, so a line it reads only in part
  // can still give way to a front end that reads it whole.
  const spellTargets = into.spellTargets.slice();
  const grammar = grammarLine(line, isSpellOnly, spellTargets, into.spellEffects); // a later line may replace earlier effects ("… instead")
  if (grammar && grammar.manual.length === 0) {
    into.spellTargets.splice(0, into.spellTargets.length, ...spellTargets);
    return take(grammar, into);
  }
  // German and Spanish: the language front end rewrites the line onto the English templates, which
  // every reader above then reads (statics and keyword lines too); only a whole reading counts.
  if (translated) return undefined;
  for (const translate of languageFrontEnds(line)) {
    const english = translate(line);
    const found = english === line ? undefined : compileLine(english, isSpellOnly, into, true);
    if (found) return found;
  }
  if (grammar) {
    into.spellTargets.splice(0, into.spellTargets.length, ...spellTargets);
    return take(grammar, into);
  }
  return undefined;
}

/** The front ends worth trying: a line with no German or Spanish word in it is left to the English grammar. */
function languageFrontEnds(line: string): ((text: string) => string)[] {
  const found: ((text: string) => string)[] = [];
  if (looksGerman(line)) found.push(germanToEnglish);
  if (looksSpanish(line)) found.push(spanishToEnglish);
  return found;
}

type Sizes = { [K in keyof LineAdditions]: number };

function sizes(into: Collected): Sizes {
  return { keywords: into.keywords.length, activated: into.activated.length, triggered: into.triggered.length, statics: into.statics.length, spellEffects: into.spellEffects.length, spellTargets: into.spellTargets.length };
}

/** What a line added to `into` since `before` (lines that replace earlier effects add what they grew by). */
function addedSince(into: Collected, before: Sizes): LineAdditions {
  return {
    keywords: into.keywords.slice(before.keywords),
    activated: into.activated.slice(before.activated),
    triggered: into.triggered.slice(before.triggered),
    statics: into.statics.slice(before.statics),
    spellEffects: into.spellEffects.slice(before.spellEffects),
    spellTargets: into.spellTargets.slice(before.spellTargets),
  };
}

function collected(activated: ActivatedAbility[]): Collected {
  return { keywords: [], flashback: null, modeCosts: {}, additionalCost: null, casting: NO_CAST_KEYWORDS, characteristics: new Set(), morph: null, activated, triggered: [], statics: [], enchant: null, spellEffects: [], spellTargets: [], castOnly: null };
}

/** A line inside a leveler's band (CR 711.2b) or a quoted granted ability: its activated abilities, when that is all it is; else undefined (it stays text). */
function bandAbilities(line: string, isSpellOnly: boolean): ActivatedAbility[] | undefined {
  const scratch = collected([]);
  const found = compileLine(line, isSpellOnly, scratch);
  const onlyActivated = scratch.triggered.length === 0 && scratch.statics.length === 0 && scratch.keywords.length === 0 && scratch.spellEffects.length === 0;
  return found?.status === 'enforced' && onlyActivated && scratch.activated.length > 0 ? scratch.activated : undefined;
}

/** The one triggered ability the grammar reads whole in "Whenever ~ attacks, [effect]" (exert's "When you do, …"), else undefined. */
function attackTrigger(effect: string, isSpellOnly: boolean): TriggeredAbility | undefined {
  const scratch = collected([]);
  const found = compileLine(`Whenever ~ attacks, ${effect}`, isSpellOnly, scratch);
  const onlyTrigger = scratch.activated.length === 0 && scratch.statics.length === 0 && scratch.keywords.length === 0 && scratch.triggered.length === 1;
  return found?.status === 'enforced' && onlyTrigger ? scratch.triggered[0] : undefined;
}

export function compileCard(definition: CardDefinition): CompiledCard {
  const types = parseTypeLine(definition.type_line);
  let manaCost: ManaSymbol[];
  try {
    manaCost = parseManaCost(definition.mana_cost ?? '');
  } catch {
    manaCost = []; // an unreadable cost: the card can't be cast by the rules, only moved by hand
  }
  const isLand = types.types.includes('Land');
  const isInstant = types.types.includes('Instant');
  const isSpellOnly = isInstant || types.types.includes('Sorcery');
  const into = collected(isLand ? intrinsicManaAbilities(types.subtypes) : []);
  const lines: LineReport[] = [];
  const leveler = new LevelerReader();
  for (const unit of oracleUnits(definition.oracle_text ?? '')) {
    const rawLine = unit.text;
    const stripped = stripReminderText(rawLine);
    if (stripped === '') {
      lines.push({ text: rawLine, status: 'enforced', abilities: [] }); // reminder text only
      continue;
    }
    const normalised = replaceSelfReferences(stripAbilityWord(stripped), definition.name);
    const before = sizes(into);
    const found = leveler.read(normalised, (line) => bandAbilities(line, isSpellOnly)) ?? compileLine(normalised, isSpellOnly, into);
    if (unit.lines.length > 1) {
      const read = found && found.status !== 'text' ? { ...found, status: found.status } : undefined;
      lines.push(...modalLineReports(unit, read, (line) => replaceSelfReferences(stripReminderText(line), definition.name)));
      continue;
    }
    const status = found?.status === 'enforced' && neverExercisedByGoldfish(addedSince(into, before)) ? 'unexercised' : found?.status;
    if (found && status) lines.push({ text: rawLine, status, abilities: found.describe, ...(found.manual ? { manual: found.manual } : {}) });
    else lines.push({ text: rawLine, status: 'text', abilities: [] }); // a line not understood never switches off one that is
  }
  into.activated.push(...leveler.activated);
  if (into.casting.overload) into.casting = finishOverload(into.casting, definition, lines);
  if (into.casting.awaken) into.casting = finishAwaken(into.casting, into.spellTargets.length, lines);
  if (into.casting.splice) into.casting = finishSplice(into.casting, definition, lines);
  if (into.casting.transmute) into.activated.push(new TransmuteAbility(into.casting.transmute, manaValue(manaCost)));
  // CR 702.114a: devoid makes the card colorless whatever its mana cost.
  const colors = into.characteristics.has('devoid') ? [] : (definition.colors ?? costColors(manaCost));
  return {
    definition,
    name: definition.name,
    types,
    isLand,
    isCreature: types.types.includes('Creature'),
    isAura: types.subtypes.includes('Aura'),
    isSpellOnly,
    isInstant,
    manaCost,
    leastMana: leastManaOwed(manaCost, 0),
    xSymbols: manaCost.filter((symbol) => symbol.kind === 'variable').length,
    manaCostText: manaText(manaCost),
    colors,
    power: parseNumber(definition.power),
    toughness: parseNumber(definition.toughness),
    keywords: into.keywords,
    // CR 702.62a: suspend any time you could cast the card (an instant, or with flash).
    activated: into.activated.map((ability) => (ability instanceof SuspendAbility && (isInstant || into.keywords.includes('flash')) ? ability.atInstantSpeed() : ability)).map((ability) => (ability.keyword === null && ability.text.includes('~') ? { ...ability, text: ability.text.replace(/~/g, definition.name) } : ability)),
    // Texts are shown on the stack: "~" back to the card's name.
    triggered: into.triggered.map((ability) => (ability.text.includes('~') ? { ...ability, text: ability.text.replace(/~/g, definition.name) } : ability)),
    statics: into.statics,
    enchant: into.enchant,
    spell: isSpellOnly ? { effects: into.spellEffects, targets: into.spellTargets } : null,
    flashback: into.flashback,
    modeCosts: into.modeCosts,
    additionalCost: into.additionalCost,
    casting: into.casting,
    allCreatureTypes: into.characteristics.has('changeling'),
    castOnly: into.castOnly,
    levels: leveler.bands.length > 0 ? leveler.bands : null,
    morph: into.morph,
    lines,
    grantsKeywords: into.statics.some(({ effect }) => (effect.kind === 'enchanted gets' || effect.kind === 'anthem') && effect.keywords.length > 0),
    lowersToughness: into.statics.some(
      ({ effect }) =>
        ((effect.kind === 'enchanted gets' || effect.kind === 'anthem') && (effect.toughness < 0 || ('perCount' in effect && effect.perCount !== undefined))) ||
        (effect.kind === 'attached' && effect.base !== undefined) ||
        effect.kind === 'characteristic pt',
    ),
    changesGameRules: into.statics.some(({ effect }) => effect.kind === 'player keyword' || effect.kind === 'activation ban' || effect.kind === 'group rule'),
    castingRules: into.statics.some(({ effect }) => effect.kind === 'casting rule' || effect.kind === 'hand size'),
    locksLifeGain: into.statics.some(({ effect }) => effect.kind === 'cant gain life'),
    toGraveyardTrigger: into.triggered.some((ability) => ability.event.on === 'self to graveyard'),
    fullyEnforced: lines.every((line) => line.status === 'enforced'),
    unexercised: lines.some((line) => line.status === 'unexercised') && lines.every((line) => line.status === 'enforced' || line.status === 'unexercised'),
  };
}

const cache = new WeakMap<CardDefinition, CompiledCard>();

/** Compiles once per definition object. */
export function compiledCard(definition: CardDefinition): CompiledCard {
  let compiled = cache.get(definition);
  if (!compiled) {
    compiled = compileCard(definition);
    cache.set(definition, compiled);
  }
  return compiled;
}

/** A token's definition (CR 111.4: its name is its subtypes plus "Token" is not added). */
export function tokenDefinition(spec: TokenSpec): CardDefinition {
  const colorNames: Record<string, string> = dictionary({ W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' });
  return {
    name: spec.name,
    mana_cost: '',
    type_line: `${spec.types.join(' ')} — ${spec.subtypes.join(' ')}`,
    oracle_text: spec.text ?? spec.keywords.map((keyword) => keyword[0]!.toUpperCase() + keyword.slice(1)).join(', '),
    power: String(spec.power),
    toughness: String(spec.toughness),
    colors: spec.colors.filter((color) => colorNames[color] !== undefined),
  };
}
