// Static rules about attacking and blocking (CR 508.1c–d, 509.1b–c):
//   - "~ attacks each combat if able" / "Enchanted creature attacks each combat if able": a
//     requirement the declaration of attackers must meet (app/engine/turns/combat.ts);
//   - "~ can't attack alone", "~ can't attack unless defending player controls an Island":
//     restrictions checked when attackers are declared;
//   - rules that only forbid blocks ("can't block …", "can block only creatures with flying",
//     "can't be blocked by more than one creature", "can't be blocked by creatures with power 2 or
//     less", "can block an additional creature each combat"): the goldfish never attacks and never
//     blocks, so no block ever breaks them. Requirements to block ("All creatures able to block ~
//     do so", "must be blocked if able") would be broken by a goldfish that never blocks: they stay text.
import { parseTypeQuery } from '../../type-line.ts';
import type { StaticEffect } from '../abilities.ts';

const HOLDER = /^(~|enchanted creature) /i;
// A tail that goes on with another rule ("… and has shroud", "… and its activated abilities …") is not only about blocks.
const MORE_RULES = /\b(?:has|have|gets|get|activated|attacks?)\b|, and /i;
const BLOCKING = /^(?:can block only .+|can block an additional creature(?: each combat)?(?: for each [^,]+)?|can block creatures with shadow as though ~ had shadow|can block any number of creatures(?: each combat)?|can't be blocked (?:by|except by|unless|as long as) .+|can't block(?: .+)?|can't be blocked by more than one creature)$/i;

function blocking(rule: string, text: string): StaticEffect[] | undefined {
  if (/^can't block and can't be blocked$/i.test(rule)) return [{ kind: 'blocking restriction', text }];
  if (/^can't block$/i.test(rule) || /^can't be blocked$/i.test(rule)) return undefined; // the grammar's own restrictions
  if (!BLOCKING.test(rule) || MORE_RULES.test(rule.replace(/^can block only creatures with \S+$/i, ''))) return undefined;
  return [{ kind: 'blocking restriction', text }];
}

// Whole lines about blocks: "You may have ~ assign its combat damage as though it weren't blocked"
// (CR 510.1c: it is never blocked here, so its damage goes to the player anyway), "Creatures with
// power less than ~'s power can't block it", "Creatures with flying can't block creatures you control".
const BLOCK_LINES = [
  /^you may have ~ assign its combat damage as though it weren't blocked$/i,
  /^creatures (?:with|without) [a-z0-9' ~]+ can't block (?:it|~|creatures you control)$/i,
  /^each creature you control can't be blocked by more than one creature$/i,
  // No combat damage is ever dealt to a creature (nothing blocks or is blocked): a shield that never has work.
  /^prevent all combat damage that would be dealt to ~$/i,
  // Round 5. Rules about attacks on you: the goldfish never attacks (CR 508.1c restrictions and costs it never meets).
  /^(?:as long as ~ is (?:un)?tapped, )?(?:[a-z]+ )?creatures(?: with [a-z0-9 ]+| without [a-z]+| named [a-z ]+)? can't attack you(?: or (?:a )?planeswalkers? you control)?(?: unless their controller pays [^.]+)?$/i,
  /^(?:as long as ~ is tapped, )?no more than (?:one|two) creatures? can attack you each combat$/i,
  // Rules that only forbid blocks, or allow more of them, for any creature: no block ever happens.
  /^(?:[a-z]+ )?creatures(?: you control)?(?: with [a-z0-9+/ ]+ on them| with power or toughness \d+ or less)? can't be blocked$/i,
  /^(?:[a-z]+ )?creatures can't block(?: creatures you control)?$/i,
  /^[a-z]+s can't block(?: [a-z]+s)?$/i,
  /^[a-z]+s can't be blocked except by [a-z]+s$/i,
  /^no more than (?:one|two) creatures? can block each combat$/i,
  /^creatures with flying can block only creatures with flying$/i,
  /^creatures with (\w+walk) can be blocked as though they didn't have \1$/i,
  /^creatures with landwalk abilities can be blocked as though they didn't have those abilities$/i,
  /^each creature you control(?: with a \+1\/\+1 counter on it| with power \d+ or greater)? can (?:block an additional creature each combat|'t be blocked by more than one creature)$/i,
  /^each creature you control can't be blocked as long as defending player controls an? [a-z ]+$/i,
  /^tapped creatures you control can block as though they were untapped$/i,
  /^creatures your opponents control without flying or reach can't block creatures with power \d+ or less$/i,
  // Requirements on YOUR creatures to block: nothing ever attacks you, so there is never an attacker to block.
  /^~ blocks each combat if able$/i,
];

/** A combat rule line (self-references already "~"), or undefined. */
export function combatStaticLine(line: string): StaticEffect[] | undefined {
  const text = line.trim().replace(/\.$/, '');
  if (BLOCK_LINES.some((pattern) => pattern.test(text))) return [{ kind: 'blocking restriction', text }];
  if (/^each creature you control assigns combat damage equal to its toughness rather than its power$/i.test(text)) return [{ kind: 'combat damage by toughness' }];
  const holder = text.match(HOLDER);
  if (!holder) return undefined;
  const enchanted = holder[1]!.toLowerCase() !== '~';
  const rule = text.slice(holder[0].length);
  if (/^attacks each (?:combat|turn) if able$/i.test(rule)) return [{ kind: 'restriction', what: 'attacks each combat', enchanted }];
  // CR 702.3b: its own static (often under "as long as …"); the grant for the turn is combat-grants.ts.
  if (/^can attack as though it didn't have defender$/i.test(rule)) return [{ kind: 'restriction', what: 'attacks despite defender', enchanted }];
  if (/^can't attack alone$/i.test(rule)) return [{ kind: 'restriction', what: 'cant attack alone', enchanted }];
  if (/^can't attack or block alone$/i.test(rule)) return [{ kind: 'restriction', what: 'cant attack alone', enchanted }, { kind: 'blocking restriction', text: "can't block alone" }];
  const unless = rule.match(/^can't attack unless defending player controls an? (\S+(?: \S+)?)$/i);
  if (unless && !enchanted) {
    const query = parseTypeQuery(unless[1]!);
    return query.words.length > 0 ? [{ kind: 'attack unless defender controls', query }] : undefined;
  }
  return blocking(rule, rule);
}
