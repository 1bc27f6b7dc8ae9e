// Card definition → compiled card: type line, numbers, and every line of oracle text turned into
// abilities where the compiler understands it. What it does not understand stays as text and is
// reported per line, so the UI can say what the engine enforces. Compiled once per definition.
import type { CardDefinition } from '../../engine/card-definition.ts';
import { costColors, parseManaCost, type ManaSymbol } from '../mana-symbols.ts';
import { parseTypeLine, type TypeLine } from '../type-line.ts';
import type {
  ActivatedAbility,
  EnchantRestriction,
  Effect,
  LineReport,
  StaticAbility,
  TargetSpec,
  TokenSpec,
  TriggeredAbility,
} from './abilities.ts';
import { parseCost } from './costs.ts';
import { parseEffects, type EffectContext } from './effects.ts';
import { parseAuraSwap } from './keywords/aura-swap.ts';
import { parseCyclingLine } from './keywords/cycling.ts';
import { parseEnchant } from './keywords/enchant.ts';
import { parseKeywordLine } from './keywords/evergreen.ts';
import { intrinsicManaAbilities, parseManaAbility } from './mana-abilities.ts';
import { replaceSelfReferences, stripReminderText } from './normalize.ts';
import { parseStatic } from './statics.ts';
import { parseTrigger } from './triggers.ts';
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
  activated: ActivatedAbility[];
  triggered: TriggeredAbility[];
  statics: StaticAbility[];
  enchant: EnchantRestriction | null;
  spellEffects: Effect[];
  spellTargets: TargetSpec[];
  spellUnderstood: boolean;
}

/** Tries each kind of ability on one normalised line; the descriptions found, or undefined. */
function compileLine(line: string, isSpellOnly: boolean, into: Collected): string[] | undefined {
  const cycling = parseCyclingLine(line);
  if (cycling) {
    into.activated.push(...cycling);
    return cycling.map((ability) => ability.describe());
  }
  const swap = parseAuraSwap(line);
  if (swap) {
    into.activated.push(swap);
    return [swap.describe()];
  }
  const enchant = parseEnchant(line);
  if (enchant && enchant.effect.kind === 'enchant') {
    into.statics.push(enchant);
    into.enchant = enchant.effect.restriction;
    return [`enchant ${enchant.effect.restriction.text}`];
  }
  const keywords = parseKeywordLine(line);
  if (keywords) {
    into.keywords.push(...keywords);
    return keywords;
  }
  const staticAbility = parseStatic(line);
  if (staticAbility) {
    into.statics.push(staticAbility);
    return [staticAbility.effect.kind];
  }
  const trigger = parseTrigger(line);
  if (trigger) {
    into.triggered.push(trigger);
    return [`trigger: ${trigger.event.on}`];
  }
  const mana = parseManaAbility(line);
  if (mana) {
    into.activated.push(mana);
    return [`mana: ${mana.text}`];
  }
  const activated = parseActivated(line);
  if (activated) {
    into.activated.push(activated);
    return [`activated: ${activated.cost.text}`];
  }
  if (isSpellOnly) {
    const context: EffectContext = { targets: into.spellTargets };
    const effects = parseEffects(line, context);
    if (effects) {
      into.spellEffects.push(...effects);
      return ['spell effect'];
    }
  }
  return undefined;
}

const SORCERY_ONLY = /\s*(?:activate only as a sorcery|aktiviere diese fähigkeit nur zum zeitpunkt, zu dem du eine hexerei wirken könntest|activa esta habilidad solo como un conjuro)\.?$/i;

/** "[Cost]: [Effect]" (CR 602.1). */
function parseActivated(line: string): ActivatedAbility | undefined {
  const colon = line.indexOf(':');
  if (colon <= 0) return undefined;
  const cost = parseCost(line.slice(0, colon));
  if (!cost) return undefined;
  let effectText = line.slice(colon + 1).trim();
  const sorcerySpeed = SORCERY_ONLY.test(effectText);
  effectText = effectText.replace(SORCERY_ONLY, '');
  const context: EffectContext = { targets: [] };
  const effects = parseEffects(effectText, context);
  if (!effects) return undefined;
  return {
    kind: 'activated',
    keyword: null,
    cost,
    effects,
    targets: context.targets,
    zone: cost.discardSelf ? 'hand' : 'battlefield',
    isCycling: false,
    isManaAbility: false,
    sorcerySpeed,
    text: effectText.endsWith('.') ? effectText : `${effectText}.`,
  };
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
    activated: isLand ? intrinsicManaAbilities(types.subtypes) : [],
    triggered: [],
    statics: [],
    enchant: null,
    spellEffects: [],
    spellTargets: [],
    spellUnderstood: true,
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
    if (found) lines.push({ text: rawLine, status: 'enforced', abilities: found });
    else {
      lines.push({ text: rawLine, status: 'text', abilities: [] });
      if (isSpellOnly) into.spellUnderstood = false;
    }
  }
  const colors = definition.colors ?? costColors(manaCost);
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
    spell: isSpellOnly && into.spellUnderstood ? { effects: into.spellEffects, targets: into.spellTargets } : null,
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
    oracle_text: spec.keywords.map((keyword) => keyword[0]!.toUpperCase() + keyword.slice(1)).join(', '),
    power: String(spec.power),
    toughness: String(spec.toughness),
    colors: spec.colors.filter((color) => colorNames[color] !== undefined),
  };
}
