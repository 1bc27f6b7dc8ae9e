// Static abilities that apply only while a condition holds (CR 611.3a): "~ gets +1/+1 as long as
// you control a Forest", "As long as seven or more cards are in your graveyard, ~ gets +1/+1 and
// has flying". The static part is read by the static grammar, the condition by stateCondition.
import type { Condition, StaticEffect } from '../abilities.ts';
import { stateCondition } from './conditions.ts';
import { Cursor } from './cursor.ts';
import { aboutHost } from './host-conditions.ts';
import { parseStaticLine } from './statics.ts';

function conditionText(text: string): Condition | undefined {
  const c = Cursor.of(text.replace(/\.$/, ''));
  const found = stateCondition(c);
  if (found && c.done) return found;
  // "it's blocking and you control a snow land": both halves, each read whole (CR 611.3a).
  const both = text.match(/^(.+?) and (.+)$/i);
  const first = both ? conditionText(both[1]!) : undefined;
  const second = first ? conditionText(both![2]!) : undefined;
  return first && second ? { kind: 'all', conditions: [first, second] } : undefined;
}

/** The opposite of a condition: a count flips its bound ("five or more" → "four or fewer"), the others are inverted. */
function negated(condition: Condition): Condition {
  if (condition.kind === 'count' && condition.op !== '=') {
    return condition.op === '>=' ? { ...condition, op: '<=', value: condition.value - 1 } : { ...condition, op: '>=', value: condition.value + 1 };
  }
  if (condition.kind === 'control') return { ...condition, negate: !condition.negate };
  return condition.kind === 'not' ? condition.condition : { kind: 'not', condition };
}

/**
 * CR 508.1c, 509.1b: "~ can't attack unless there are five or more cards in your graveyard" = "can't
 * attack as long as there are four or fewer"; "~ can't attack or block if an enchantment is on the
 * battlefield" = "as long as". Checked as attackers are declared, like any restriction.
 */
function restrictionWithCondition(line: string): { effects: StaticEffect[]; condition: Condition } | undefined {
  const rule = line.match(/^(~ can't (?:attack|block|attack or block)) (unless|if) (.+?)\.?$/i);
  const found = rule ? conditionText(rule[3]!) : undefined;
  if (!rule || !found) return undefined;
  const effects = parseStaticLine(rule[1]!);
  return effects ? { effects, condition: rule[2]!.toLowerCase() === 'unless' ? negated(found) : found } : undefined;
}

export function parseConditionalStatic(line: string): { effects: StaticEffect[]; condition: Condition } | undefined {
  const restriction = restrictionWithCondition(line);
  if (restriction) return restriction;
  const leading = line.match(/^as long as (.+?), (.+)$/i);
  const trailing = line.match(/^(.+?) as long as (.+?)\.?$/i);
  const [written, staticPart] = leading ? [leading[1]!, leading[2]!] : trailing ? [trailing[2]!, trailing[1]!] : [];
  if (written === undefined || staticPart === undefined) return undefined;
  // "Enchanted creature has first strike as long as it's blocking": "it" is the enchanted permanent.
  const host = trailing && !leading ? staticPart.match(/^enchanted \w+/i)?.[0] : undefined;
  const conditionPart = host ? written.replace(/^it's\b/i, `${host} is`) : written;
  const condition = conditionText(conditionPart);
  if (!condition) return undefined;
  // "As long as enchanted creature is white, it gets +1/+1": "it" is the enchanted permanent.
  const enchanted = aboutHost(condition) ? conditionPart.match(/\b(?:enchanted|equipped) \w+/i)?.[0] : undefined;
  // "it's a creature in addition to its other types": "is" of the enchanted permanent too.
  const effects = parseStaticLine(enchanted ? staticPart.replace(/^it (gets|has)(?: an additional)?\b/i, `${enchanted} $1`).replace(/^it's\b/i, `${enchanted} is`) : staticPart.replace(/^(?:it|~) (gets|has|can)\b/i, '~ $1'));
  return effects ? { effects, condition } : undefined;
}
