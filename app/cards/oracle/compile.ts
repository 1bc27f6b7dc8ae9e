// Card definition → compiled card: type line, numbers, and every line of oracle text turned into
// abilities where the compiler understands it. What it does not understand stays as text and is
// reported per line, so the UI can say what the engine enforces. Compiled once per definition.
import type { CardDefinition } from '../../engine/card-definition.ts';
import { costColors, parseManaCost, type ManaSymbol } from '../mana-symbols.ts';
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
} from './abilities.ts';
import { parseAuraSwap } from './keywords/aura-swap.ts';
import { parseCyclingLine } from './keywords/cycling.ts';
import { parseEnchant } from './keywords/enchant.ts';
import { parseKeywordLine } from './keywords/evergreen.ts';
import { parseCharacteristicKeyword, type CharacteristicKeyword } from './keywords/characteristic.ts';
import { parseEquip } from './keywords/equip.ts';
import { parseAdditionalCost } from './keywords/additional-cost.ts';
import { parseFlashback } from './keywords/flashback.ts';
import { isProwess, PROWESS } from './keywords/prowess.ts';
import { isTotemArmor, TOTEM_ARMOR } from './keywords/totem-armor.ts';
import { FLASH_WITH_CLEANUP_SACRIFICE, isFlashWithCleanupSacrifice } from './keywords/flash-aura.ts';
import { intrinsicManaAbilities, parseManaAbility } from './mana-abilities.ts';
import { replaceSelfReferences, stripReminderText } from './normalize.ts';
import { parseStatic } from './statics.ts';
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
  /** CR 702.73 Changeling: the card has every creature type. */
  readonly allCreatureTypes: boolean;
  readonly lines: readonly LineReport[];
  /** Every line is enforced. */
  readonly fullyEnforced: boolean;
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
  additionalCost: Cost | null;
  characteristics: Set<CharacteristicKeyword>;
  activated: ActivatedAbility[];
  triggered: TriggeredAbility[];
  statics: StaticAbility[];
  enchant: EnchantRestriction | null;
  spellEffects: Effect[];
  spellTargets: TargetSpec[];
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
 * text the sentence patterns of their front ends. What nothing reads stays text.
 */
function compileLine(line: string, isSpellOnly: boolean, into: Collected): Found | undefined {
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
  const flashback = parseFlashback(line);
  // Mana-only flashback costs; others ("Flashback—Pay 3 life") stay text.
  if (flashback && !flashback.tap && !flashback.discardSelf && flashback.payLife === 0 && flashback.sacrifice === null && flashback.discardOther === 0) {
    into.flashback = flashback;
    return { describe: [`flashback ${flashback.text}`], status: 'enforced' };
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
  const mana = parseManaAbility(line);
  if (mana) {
    into.activated.push(mana);
    return { describe: [`mana: ${mana.text}`], status: 'enforced' };
  }
  const staticAbility = parseStatic(line);
  if (staticAbility) {
    into.statics.push(staticAbility);
    return { describe: [staticAbility.effect.kind], status: 'enforced' };
  }
  // The grammar works on a scratch copy of the spell's targets, so a line it reads only in part
  // can still give way to a front end that reads it whole.
  const spellTargets = into.spellTargets.slice();
  const grammar = grammarLine(line, isSpellOnly, spellTargets);
  if (grammar && grammar.manual.length === 0) {
    into.spellTargets.splice(0, into.spellTargets.length, ...spellTargets);
    return take(grammar, into);
  }
  // German and Spanish: the language front end rewrites the line onto the English templates.
  for (const translate of languageFrontEnds(line)) {
    const targets = into.spellTargets.slice();
    const translated = grammarLine(translate(line), isSpellOnly, targets);
    if (translated && translated.manual.length === 0) {
      into.spellTargets.splice(0, into.spellTargets.length, ...targets);
      return take(translated, into);
    }
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
  const into: Collected = {
    keywords: [],
    flashback: null,
    additionalCost: null,
    characteristics: new Set(),
    activated: isLand ? intrinsicManaAbilities(types.subtypes) : [],
    triggered: [],
    statics: [],
    enchant: null,
    spellEffects: [],
    spellTargets: [],
  };
  const lines: LineReport[] = [];
  for (const rawLine of (definition.oracle_text ?? '').split(/\r?\n/)) {
    if (rawLine.trim() === '') continue;
    const stripped = stripReminderText(rawLine);
    if (stripped === '') {
      lines.push({ text: rawLine, status: 'enforced', abilities: [] }); // reminder text only
      continue;
    }
    const normalised = replaceSelfReferences(stripped, definition.name);
    const found = compileLine(normalised, isSpellOnly, into);
    if (found) lines.push({ text: rawLine, status: found.status, abilities: found.describe, ...(found.manual ? { manual: found.manual } : {}) });
    else lines.push({ text: rawLine, status: 'text', abilities: [] }); // a line not understood never switches off one that is
  }
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
    colors,
    power: parseNumber(definition.power),
    toughness: parseNumber(definition.toughness),
    keywords: into.keywords,
    activated: into.activated.map((ability) => (ability.keyword === null && ability.text.includes('~') ? { ...ability, text: ability.text.replace(/~/g, definition.name) } : ability)),
    // Texts are shown on the stack: "~" back to the card's name.
    triggered: into.triggered.map((ability) => (ability.text.includes('~') ? { ...ability, text: ability.text.replace(/~/g, definition.name) } : ability)),
    statics: into.statics,
    enchant: into.enchant,
    spell: isSpellOnly ? { effects: into.spellEffects, targets: into.spellTargets } : null,
    flashback: into.flashback,
    additionalCost: into.additionalCost,
    allCreatureTypes: into.characteristics.has('changeling'),
    lines,
    fullyEnforced: lines.every((line) => line.status === 'enforced'),
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
