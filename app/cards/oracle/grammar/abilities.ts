// One line of Oracle text → abilities, by the grammar: a keyword line, a triggered ability
// ("When/Whenever/At …, …"), an activated ability ("[Cost]: …"), a static ability, or (for
// instants and sorceries) part of the spell. What the grammar reads only in part still works:
// its trigger or cost is enforced and the rest is a manual step (status `partial`).
import { registerCore } from './recursion.ts';
import type { ActivatedAbility, Condition, Effect, StaticAbility, TargetSpec, TriggeredAbility } from '../abilities.ts';
import { parseCost } from '../costs.ts';
import { parseLoyaltyCost } from '../keywords/loyalty.ts';
import { Cursor } from './cursor.ts';
import type { ParseContext } from './nouns.ts';
import { parseEffectText } from './sentences.ts';
import { parseStaticLine } from './statics.ts';
import { parseConditionalStatic } from './conditional-statics.ts';
import { enchantedOtherwise } from './enchanted-otherwise.ts';
import { enchantedInstead } from './enchanted-instead.ts';
import { stateCondition } from './conditions.ts';
import { triggerCondition } from './triggers.ts';
import { amountKnown, triggerSubject } from './combat-triggers.ts';
import { activationTiming } from '../keywords/timing.ts';
import { curseEffect, repeated } from './curse-triggers.ts';
import { activationLimits } from './activation-limits.ts';
import { diedStatAsX } from './died-host.ts';
import { damageTriggerEffect } from './damage-triggers.ts';
import { lifeGainAmountAsX } from './life-gain-amount.ts';
import { batchAmountAsX } from './batch-triggers.ts';
import { solvedAbilityText, toSolveLine, whileSolved } from './cases.ts';
import { triggeringPlayerPhrases } from './draw-triggers.ts';
import { HOST_CONTROLLER, additionalMana, damagedCreatureText, lookingBack, thatPlayerPhrases, withDamageAmount } from './enchanted-triggers.ts';

export interface LineAbilities {
  activated: ActivatedAbility[];
  triggered: TriggeredAbility[];
  statics: StaticAbility[];
  spell: { effects: Effect[]; targets: TargetSpec[] } | null;
  /** Short English descriptions for the line report. */
  describe: string[];
  /** What the player carries out by hand. */
  manual: string[];
}

const empty = (): LineAbilities => ({ activated: [], triggered: [], statics: [], spell: null, describe: [], manual: [] });

const DAMAGED_PLAYER: readonly string[] = ['that player'];

const newContext = (): ParseContext => ({ targets: [], it: { ref: 'self' } });

const capitalise = (text: string): string => text.replace(/^./, (first) => first.toUpperCase());
const sentenceText = (text: string): string => (text.endsWith('.') ? text : `${text}.`);

function triggered(line: string): LineAbilities | undefined {
  const c = Cursor.of(line);
  const events = triggerCondition(c);
  if (!events || !c.accept(',')) return undefined;
  let effectText = c.textFrom(line).trim();
  const context = newContext();
  context.triggered = true;
  context.castSpell = events.length === 1 && events[0]!.on === 'cast';
  if (events.length === 1 && events[0]!.on === 'cycle self') context.xOfCyclingCost = true;
  context.it = triggerSubject(events) ?? context.it;
  if (events.length === 1 && events[0]!.on === 'host attacks') {
    context.thatPlayer = HOST_CONTROLLER; // "its controller": the attacking host's
    context.subjectIsHost = true;
  }
  // "Whenever ~ deals combat damage to a player, that player discards a card": the player it damaged.
  if (events.length === 1 && events[0]!.on === 'deals combat damage to a player') context.thatPlayer = DAMAGED_PLAYER;
  if (events.length === 1) context.thatPlayer = triggeringPlayerPhrases(events[0]!) ?? context.thatPlayer; // "each player's upkeep", "an opponent draws"

  effectText = damageTriggerEffect(events, context, effectText) ?? batchAmountAsX(events, lifeGainAmountAsX(events, effectText));
  // "When ~ is put into a graveyard from the battlefield, you lose 2 life for each age counter on it": "it" is the source, counted as it left (CR 603.10a).
  if (events.length === 1 && (events[0]!.on === 'dies self' || events[0]!.on === 'leaves self')) effectText = effectText.replace(/\b(counters? on) it\b/g, '$1 ~');
  const enchanted = events.length === 1 && events[0]!.on === 'enchanted' ? events[0]! : undefined;
  if (enchanted) {
    // The enchanted permanent is "it"; once it has died there is no "it" on the battlefield (CR 603.10a).
    context.it = enchanted.what === 'dies' || enchanted.what === 'leaves' ? undefined : { ref: 'enchanted' };
    context.thatPlayer = thatPlayerPhrases(enchanted);
    effectText = withDamageAmount(enchanted, effectText);
    const damaged = damagedCreatureText(enchanted, effectText); // "the other creature": the one it dealt damage to
    if (damaged) [effectText, context.it] = [damaged, { ref: 'subject' }];
    const died = diedStatAsX(enchanted, effectText); // "where X is its power" (CR 608.2h)
    if (died) [effectText, events[0]] = [died.text, died.event];
  }
  const curse = events.length === 1 && events[0]!.on === 'enchanted player' ? curseEffect(events[0]!, context, effectText) : undefined;
  if (curse) effectText = curse.text;
  // An intervening "if" (CR 603.4) reads as a conditional effect: checked on resolution.
  const parsed = (enchanted && (additionalMana(enchanted, effectText) ?? lookingBack(enchanted, effectText))) || parseEffectText(effectText, context);
  if (curse?.twice) parsed.effects = repeated(parsed.effects, true);
  if (!amountKnown(events, parsed.effects)) return undefined;
  const result = empty();
  const text = sentenceText(capitalise(effectText));
  const condition = interveningIf(effectText, parsed.effects);
  for (const event of events) {
    result.triggered.push({ kind: 'triggered', event, ...(condition ? { condition } : {}), effects: parsed.effects, targets: context.targets, text });
    result.describe.push(`trigger: ${event.on}`);
  }
  result.manual = parsed.manual;
  return result;
}

/**
 * "When …, if [condition], [effect]" (CR 603.4): the condition, also put on the ability so the
 * engine checks it as the event happens; the effect keeps its `if` for the check on resolution.
 * Only conditions the game alone can answer: not "that much", nor what this ability did.
 */
function interveningIf(effectText: string, effects: readonly Effect[]): Condition | undefined {
  const only = effects.length === 1 ? effects[0] : undefined;
  if (!/^if\b/i.test(effectText.trim()) || only?.kind !== 'if' || only.otherwise) return undefined;
  return readableAtTrigger(only.condition) ? only.condition : undefined;
}

function readableAtTrigger(condition: Condition): boolean {
  if (condition.kind === 'not') return readableAtTrigger(condition.condition);
  if (condition.kind === 'all') return condition.conditions.every(readableAtTrigger);
  if (condition.kind === 'count') return typeof condition.amount !== 'string' && !(typeof condition.amount === 'object' && condition.amount.count.of === 'this way');
  return condition.kind !== 'mana spent';
}

const SORCERY_ONLY = /\s*activate (?:this ability )?only (?:as a sorcery|any time you could cast a sorcery)\.?$/i;
const ONCE_EACH_TURN = /\s*activate (?:this ability )?only once each turn\.?$/i;

/** "[Cost]: [Effect]" (CR 602.1). */
function activated(line: string): LineAbilities | undefined {
  const colon = line.indexOf(':');
  if (colon <= 0) return undefined;
  const loyalty = parseLoyaltyCost(line.slice(0, colon));
  const cost = loyalty ?? parseCost(line.slice(0, colon));
  if (!cost) return undefined;
  const limits = activationLimits(line.slice(colon + 1).trim());
  let effectText = limits.text;
  const sorcerySpeed = limits.sorcerySpeed === true || SORCERY_ONLY.test(effectText);
  const oncePerTurn = limits.timesPerTurn === 1 || ONCE_EACH_TURN.test(effectText);
  const { text: withoutTiming, timing } = activationTiming(effectText.replace(SORCERY_ONLY, '').replace(ONCE_EACH_TURN, ''));
  effectText = withoutTiming;
  // "Activate only if seven or more cards are in your graveyard." (CR 602.5b)
  let activateIf: Condition | undefined = limits.activateIf;
  const onlyIf = effectText.match(/\s*activate (?:this ability )?only if ([^.]+)\.?$/i);
  if (onlyIf) {
    const c = Cursor.of(onlyIf[1]!);
    const found = stateCondition(c);
    if (found && c.done) {
      activateIf = found;
      effectText = effectText.slice(0, onlyIf.index);
    }
  }
  const context = newContext();
  const parsed = parseEffectText(effectText, context);
  const result = empty();
  result.activated.push({
    kind: 'activated',
    keyword: null,
    cost,
    effects: parsed.effects,
    targets: context.targets,
    // "Return ~ from your graveyard to your hand", "Exile ~ from your graveyard: …": an ability that works from the graveyard.
    zone: cost.discardSelf ? 'hand' : cost.exileSelf === true || parsed.effects.some((effect) => effect.kind === 'returnSelf' && effect.from === 'graveyard') ? 'graveyard' : 'battlefield',
    isCycling: false,
    isManaAbility: false,
    sorcerySpeed: sorcerySpeed || loyalty !== undefined, // CR 606.3
    ...(loyalty ? { isLoyalty: true } : {}),
    ...(timing ?? limits.timing ? { onlyDuring: timing ?? limits.timing } : {}),
    ...(activateIf ? { activateIf } : {}),
    ...(oncePerTurn ? { oncePerTurn } : {}),
    ...(limits.timesPerTurn && limits.timesPerTurn > 1 ? { timesPerTurn: limits.timesPerTurn } : {}),
    text: sentenceText(effectText),
  });
  result.describe.push(`activated: ${cost.text}`);
  result.manual = parsed.manual;
  return result;
}

function staticLine(line: string): LineAbilities | undefined {
  const otherwise = enchantedOtherwise(line) ?? enchantedInstead(line);
  if (otherwise) {
    const result = empty();
    for (const ability of otherwise) {
      result.statics.push(ability);
      result.describe.push(`${ability.effect.kind} (as long as ${ability.condition!.kind})`);
    }
    return result;
  }
  const plain = parseStaticLine(line);
  const conditional = plain ? undefined : parseConditionalStatic(line);
  const effects = plain ?? conditional?.effects;
  if (!effects) return undefined;
  const result = empty();
  for (const effect of effects) {
    result.statics.push({ kind: 'static', effect, ...(conditional ? { condition: conditional.condition } : {}) });
    result.describe.push(conditional ? `${effect.kind} (as long as ${conditional.condition.kind})` : effect.kind);
  }
  return result;
}

/** A line of an instant or sorcery: part of its spell ability. */
function spellLine(line: string, targets: TargetSpec[], earlier: Effect[] | undefined): LineAbilities | undefined {
  const context: ParseContext = { targets, it: { ref: 'self' }, spell: true };
  const before = earlier?.slice() ?? [];
  const parsed = parseEffectText(line, context, earlier);
  // A line that only replaced an earlier line's effects ("Hellbent — … instead if …") changed `earlier`.
  const replaced = earlier !== undefined && (earlier.length !== before.length || earlier.some((effect, index) => effect !== before[index]));
  const understood = replaced || parsed.effects.some((effect) => effect.kind !== 'manual');
  // A keyword-like line the grammar does not know ("Kicker {2}") is no spell step to do by hand.
  if (!understood && !/[.]$/.test(line.trim())) return undefined;
  const result = empty();
  result.spell = { effects: parsed.effects, targets };
  result.describe.push('spell effect');
  result.manual = parsed.manual;
  return result;
}

/** Abilities of one normalised line, by the grammar; undefined when it reads nothing of it. */
export function grammarLine(line: string, isSpellOnly: boolean, spellTargets: TargetSpec[], spellEffects?: Effect[]): LineAbilities | undefined {
  const lower = line.trim();
  const caseLine = caseAbilities(lower);
  if (caseLine !== null) return caseLine;
  if (/^(when|whenever|at) /i.test(lower)) {
    const found = triggered(lower);
    if (found) return found;
  }
  const found = staticLine(lower) ?? activated(lower);
  if (found) return found;
  if (isSpellOnly) return spellLine(lower, spellTargets, spellEffects);
  return undefined;
}

/** A Case's "To solve —" or "Solved —" line (grammar/cases.ts, CR 719); null for another line. */
function caseAbilities(line: string): LineAbilities | undefined | null {
  const solve = toSolveLine(line);
  if (solve) return { ...empty(), triggered: [solve], describe: ['trigger: to solve (end step)'] };
  const solvedText = solvedAbilityText(line);
  if (solvedText === undefined) return /^To solve — /.test(line) ? undefined : null;
  const read = grammarLine(solvedText, false, []);
  const bound = read && read.manual.length === 0 ? whileSolved(read) : undefined;
  if (!read || !bound) return undefined;
  return { ...read, ...bound, describe: read.describe.map((text) => `${text} (while solved)`) };
}

registerCore({ grammarLine });
