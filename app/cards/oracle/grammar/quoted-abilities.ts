// Abilities written in quotation marks that an Aura or Equipment grants ('Enchanted creature has
// "{T}: This creature deals 1 damage to any target."'): compiled with the same grammar as a line of
// the enchanted permanent's own text, "this creature" (already "~") meaning that permanent (CR 113.10
// granted abilities; CR 604.1 they work where the permanent is).
import type { ActivatedAbility, TriggeredAbility } from '../abilities.ts';
import { parseManaAbility } from '../mana-abilities.ts';
import { parseCombatKeyword } from '../keywords/combat.ts';
import { parseUpkeepKeyword } from '../keywords/upkeep.ts';
import { coreRule } from './recursion.ts';

/**
 * Granted triggers are found by looking at the permanents on the battlefield (CR 603.2), so only
 * events heard there are granted; the permanent's own attacks, combat damage to a player and death
 * (CR 603.10a, looking back) are heard through its attachments (`engine/granted-triggers.ts`).
 */
const BATTLEFIELD_EVENTS = new Set<TriggeredAbility['event']['on']>(['step', 'cast', 'gain life', 'another enters', 'dies', 'cycle', 'discard', 'attacks self', 'deals combat damage to a player', 'damage', 'dies self', 'upkeep keyword']);

const THIS_PERMANENT = /\bthis (?:creature|land|permanent|artifact|enchantment)\b/gi;

const shown = (text: string): string => text.replace(/~/g, 'it');

/**
 * A keyword that is a triggered ability ("Cumulative upkeep {1}", "Annihilator 2", "Poisonous 3"),
 * granted in quotation marks or as a keyword ("has trample and annihilator 2"): its keyword
 * module's abilities, which trigger from the permanent that has them (CR 702.24a, 702.86a, 702.70a).
 */
function keywordAbilities(text: string): { activated: ActivatedAbility[]; triggered: TriggeredAbility[] } | undefined {
  const combat = parseCombatKeyword(text);
  if (combat) return { activated: [], triggered: [combat] };
  const upkeep = parseUpkeepKeyword(text);
  // Only the keywords that are one triggered ability (not fading's or suspend's counters).
  if (upkeep && upkeep.statics.length === 0 && upkeep.activated.length === 0 && upkeep.triggered.length === 1) return { activated: [], triggered: [...upkeep.triggered] };
  return undefined;
}

/** The abilities of a quoted text, or undefined unless the grammar reads all of it. */
export function compileQuotedAbility(quoted: string): { activated: ActivatedAbility[]; triggered: TriggeredAbility[] } | undefined {
  // "~" here is the Aura or Equipment named inside the quotes ("Sacrifice Blazing Torch"): not the
  // permanent that has the ability, which the grammar would take it for.
  if (quoted.includes('~')) return undefined;
  const text = quoted.replace(THIS_PERMANENT, '~');
  const mana = parseManaAbility(text);
  if (mana) return { activated: [mana], triggered: [] };
  const keyword = keywordAbilities(text);
  if (keyword) return keyword;
  const found = coreRule('grammarLine')(text, false, []);
  if (!found || found.manual.length > 0 || found.statics.length > 0 || found.spell) return undefined;
  if (found.triggered.some((ability) => !BATTLEFIELD_EVENTS.has(ability.event.on))) return undefined;
  return {
    activated: found.activated.map((ability) => ({ ...ability, text: shown(ability.text) })),
    triggered: found.triggered.map((ability) => ({ ...ability, text: shown(ability.text) })),
  };
}
