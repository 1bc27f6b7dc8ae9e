// Static abilities read by the grammar: Aura and Equipment bonuses, anthems and lords, "~ gets
// +1/+1 for each …", rules a permanent follows ("~ can't block", "doesn't untap"), cost changes
// and "This spell can't be countered".
import { selfAnimatedLine } from './self-animated.ts';
import { lifeGainLock } from './life-gain-lock.ts';
import { selfPrevention } from './self-prevention.ts';
import { damageChangeStatic } from './damage-changes.ts';
import { lifeRuleStatic } from './life-rules.ts';
import { groupGrantStatic } from './group-grants.ts';
import { shuffleInsteadStatic } from './shuffle-instead.ts';
import type { CountedAmount, ObjectFilter, StaticEffect } from '../abilities.ts';
import { countPhrase, equalTo, forEach, whereX } from './amounts.ts';
import { attachedStatics, controlsEnchanted, preventsForAttached } from './attached-statics.ts';
import { compileQuotedAbility } from './quoted-abilities.ts';
import { Cursor } from './cursor.ts';
import { objectFilter } from './nouns.ts';
import { combatStaticLine } from './combat-statics.ts';
import { landStaticLine } from './land-statics.ts';
import { revealOrEntersTappedLine } from './reveal-or-tapped.ts';
import { libraryTopLine } from './library-top.ts';
import { zoneReplacementLine } from './zone-replacements.ts';
import { playerKeywordLine } from './player-statics.ts';
import { activationBanLine } from './activation-ban.ts';
import { groupRuleLine } from './group-rules.ts';
import { cyclingStaticLine } from './cycling-statics.ts';
import { keywordList } from './keyword-list.ts';
import { numberWord } from './words.ts';
import { stateCondition } from './conditions.ts';
import { parseCharacteristicPT } from './characteristic-pt.ts';
import { costChange, selfCostChange } from './cost-changes.ts';
import { castingRuleLine } from './casting-rules.ts';
import { manaSpentCondition } from './mana-spent.ts';

/** What "enters with a number of counters equal to …" can count on the game alone as the permanent enters (CR 614.1c). */
const COUNTED_AS_IT_ENTERS = new Set(['permanents', 'cards', 'mana spent', 'colors spent', 'greatest', 'basic land types', 'card types in graveyard']);

/** "equipped creatures you control", "creatures you control that are enchanted": creatures you control with something attached. */
const attachedCreatures = (attached: 'equipped' | 'enchanted', text: string): ObjectFilter => ({
  anyOf: [{ words: [{ english: 'Creature', kind: 'type' }], text: 'creature' }],
  none: [],
  colors: [],
  notColors: [],
  controller: 'you',
  [attached]: true,
  text,
});
const EQUIPPED_CREATURES = attachedCreatures('equipped', 'equipped creatures you control');
const ENCHANTED_CREATURES = attachedCreatures('enchanted', 'creatures you control that are enchanted');

function change(c: Cursor): { power: number; toughness: number } | undefined {
  const match = c.peek()?.match(/^([+-]\d+)\/([+-]\d+)$/);
  if (!match) return undefined;
  c.next();
  return { power: Number(match[1]), toughness: Number(match[2]) };
}

/** "gets +1/+1 [for each …] [and has flying]", "has flying and trample". */
function getsHas(c: Cursor, plural: boolean): { power: number; toughness: number; keywords: string[]; perCount?: CountedAmount } | undefined {
  return c.attempt(() => {
    let power = 0;
    let toughness = 0;
    let keywords: string[] = [];
    let perCount: CountedAmount | undefined;
    if (c.accept(plural ? 'get' : 'gets')) {
      const read = change(c);
      if (!read) return undefined;
      ({ power, toughness } = read);
      if (c.accept('for each')) {
        const count = countPhrase(c);
        // A count of creatures by power or toughness would depend on the bonus it sets (CR 613.8).
        if (!count || (count.of === 'permanents' && (count.filter.power || count.filter.toughness))) return undefined;
        perCount = { count, times: 1 };
      }
      // "and has flying"; "and can't block" is a rule of its own, read after the bonus.
      if (c.at(plural ? 'and have' : 'and has')) {
        c.accept('and');
        c.accept(plural ? 'have' : 'has');
        const list = keywordList(c);
        if (!list) return undefined;
        keywords = list;
      }
    } else if (c.accept(plural ? 'have' : 'has')) {
      const list = keywordList(c);
      if (!list) return undefined;
      keywords = list;
    } else return undefined;
    return { power, toughness, keywords, ...(perCount ? { perCount } : {}) };
  });
}

const RESTRICTIONS: [string, Extract<StaticEffect, { kind: 'restriction' }>['what']][] = [
  ["can't attack or block", 'cant attack'],
  ["can't block", 'cant block'],
  ["can't attack", 'cant attack'],
  ["can't be blocked", 'cant be blocked'],
  ['attacks each combat if able', 'attacks each combat'],
  ["doesn't untap during your untap step", 'doesnt untap'],
  ["doesn't untap during its controller's untap step", 'doesnt untap'],
];

function restriction(c: Cursor, enchanted: boolean): StaticEffect[] | undefined {
  for (const [phrase, what] of RESTRICTIONS) {
    if (c.accept(phrase)) {
      if (phrase === "can't attack or block") return [{ kind: 'restriction', what: 'cant attack', enchanted }, { kind: 'restriction', what: 'cant block', enchanted }];
      return [{ kind: 'restriction', what, enchanted }];
    }
  }
  return undefined;
}

/** A static ability line (reminder text and self-references already normalised), or undefined. */
/** "Players can't gain life." (the "this turn" form is an effect: life-total.ts). */
function staticLifeGainLock(c: Cursor): StaticEffect[] | undefined {
  const lock = lifeGainLock(c);
  return lock && !lock.thisTurn ? [{ kind: 'cant gain life', who: lock.who }] : undefined;
}

export function parseStaticLine(line: string): StaticEffect[] | undefined {
  const combat = combatStaticLine(line) ?? landStaticLine(line) ?? libraryTopLine(line) ?? zoneReplacementLine(line) ?? playerKeywordLine(line) ?? activationBanLine(line) ?? groupRuleLine(line) ?? cyclingStaticLine(line) ?? castingRuleLine(line) ?? revealOrEntersTappedLine(line) ?? selfAnimatedLine(line);
  if (combat) return combat;
  const source = line.replace(/\.$/, '');
  const c = Cursor.of(source);
  const result = ((): StaticEffect[] | undefined => {
    if (c.accept("this spell can't be countered") || c.accept("~ can't be countered")) return [{ kind: 'cant be countered' }];
    const definesPT = parseCharacteristicPT(line);
    if (definesPT) {
      c.position = c.tokens.length;
      return [definesPT];
    }
    const selfCost = selfCostChange(c);
    if (selfCost) return [selfCost];
    const attached = attachedStatics(c, source, compileQuotedAbility) ?? controlsEnchanted(c) ?? preventsForAttached(c) ?? selfPrevention(c) ?? staticLifeGainLock(c) ?? damageChangeStatic(c) ?? lifeRuleStatic(c) ?? groupGrantStatic(c, source) ?? shuffleInsteadStatic(c);
    if (attached) return attached;
    for (const [phrase, equipped] of [['enchanted creature', false], ['equipped creature', true], ['enchanted permanent', false], ['enchanted land', false]] as const) {
      if (!c.accept(phrase)) continue;
      const bonus = getsHas(c, false);
      if (bonus) {
        const gets: StaticEffect = { kind: 'enchanted gets', ...bonus, ...(equipped ? { equipped } : {}) };
        // "Enchanted creature gets +2/+2 and can't block / and attacks each combat if able" (an Aura's rule; CR 508.1d).
        if (!equipped && c.accept('and')) {
          const rule = restriction(c, true);
          return rule ? [gets, ...rule] : undefined;
        }
        return [gets];
      }
      if (equipped) return undefined;
      return restriction(c, true);
    }
    // "If ~ was kicked, it enters the battlefield with …" (CR 702.33e).
    const ifKicked = c.accept('if ~ was kicked ,');
    const spent = ifKicked ? undefined : c.attempt(() => (c.accept('if') ? manaSpentCondition(c) : undefined)); // adamant
    if (spent && !c.accept(',')) return undefined;
    if (c.accept('~ enters the battlefield with') || c.accept('~ enters with') || (ifKicked && (c.accept('it enters the battlefield with') || c.accept('it enters with')))) {
      const some = !ifKicked && c.accept('a number of'); // "… with a number of +1/+1 counters on it equal to …"
      const word = some ? 'X' : numberWord(c.next());
      if (spent) c.accept('additional'); // "with an additional +1/+1 counter on it" (Vantress Paladin)
      const counter = c.next();
      if (word === undefined || !counter || !(c.accept('counters on it') || c.accept('counter on it'))) return undefined;
      const equal = some ? equalTo(c) : undefined;
      if (some && (equal === undefined || typeof equal !== 'object' || !COUNTED_AS_IT_ENTERS.has(equal.count.of))) return undefined;
      // "… a +1/+1 counter on it for each other creature you control", "X … counters on it, where X is the number of …" (CR 614.1c).
      const count = equal ?? ((!ifKicked && (typeof word === 'number' ? forEach(c, word) : whereX(c))) || word);
      // "… a +1/+1 counter on it for each time it was kicked" (multikicker).
      const perKick = !ifKicked && c.accept('for each time it was kicked');
      const perColorSpent = !ifKicked && !perKick && c.accept('for each color of mana spent to cast it');
      // Raid: "… if you attacked with a creature this turn".
      const condition = spent ?? (!ifKicked && c.accept('if') ? stateCondition(c) : undefined);
      if (condition === undefined && c.tokens[c.position - 1]?.text === 'if') return undefined;
      // "… and with flying" (Kavu Titan's kin): the keywords come with the counters (CR 702.33e).
      const keywords = ifKicked && c.accept('and with') ? keywordList(c) : undefined;
      if (keywords === undefined && c.tokens[c.position - 1]?.text === 'with') return undefined;
      return [{ kind: 'enters with counters', counter, count, ...(ifKicked ? { kicked: 'if' as const } : perKick ? { kicked: 'each' as const } : {}), ...(condition ? { condition } : {}), ...(perColorSpent ? { perColorSpent } : {}), ...(keywords ? { keywords } : {}) }];
    }
    if (ifKicked || spent) return undefined;
    if (c.accept('~')) {
      const bonus = getsHas(c, false);
      if (!bonus) return restriction(c, false);
      const own: StaticEffect = { kind: 'anthem', filter: { anyOf: [], none: [], colors: [], notColors: [], text: '~' }, self: true, ...bonus };
      // "~ gets +2/+2 and can't block" (threshold creatures): a bonus and a rule of its own.
      if (c.accept('and')) {
        const rule = restriction(c, false);
        return rule ? [own, ...rule] : undefined;
      }
      return [own];
    }
    const cost = costChange(c);
    if (cost) return [cost];
    if (c.accept('creatures you control that are enchanted') || c.accept('enchanted creatures you control')) {
      const bonus = getsHas(c, true);
      return bonus ? [{ kind: 'anthem', filter: ENCHANTED_CREATURES, self: false, ...bonus }] : undefined;
    }
    if (c.accept('equipped creatures you control')) {
      const bonus = getsHas(c, true);
      return bonus ? [{ kind: 'anthem', filter: EQUIPPED_CREATURES, self: false, ...bonus }] : undefined;
    }
    c.accept('all'); // "All Sliver creatures have haste", "All creatures get -1/-1"
    const read = objectFilter(c);
    if (!read || read.head === 'card' || read.head === 'spell') return undefined;
    const bonus = getsHas(c, true);
    if (!bonus) return undefined;
    // An anthem that depends on what it changes ("creatures with power 2 or less get +1/+1",
    // "creatures with flying have flying") needs the layer dependency rules (CR 613.8), which the
    // engine does not model: it stays text rather than loop.
    const filter = read.filter;
    if (filter.power || filter.toughness || (filter.withKeyword !== undefined && bonus.keywords.includes(filter.withKeyword))) return undefined;
    return [{ kind: 'anthem', filter, self: false, ...bonus }];
  })();
  return result && c.done ? result : undefined;
}
