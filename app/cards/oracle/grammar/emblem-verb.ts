// "You get an emblem with "…" [and "…"]." (CR 114): the emblem is an object in your command zone
// whose quoted abilities work from there (CR 114.4). The verb is read only when the grammar reads
// every quoted ability fully and the engine hears it from the command zone: lords and anthems
// ("Creatures you control get +1/+1") and triggers found the way a permanent's are (steps, casts,
// another permanent entering, dying, cycling, discarding). The engine's side is engine/emblems.ts.
import { THIS_EMBLEM } from '../vocabulary.ts';
import type { Effect, StaticAbility, TriggeredAbility } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { coreRule } from './recursion.ts';
import { parseUpkeepStatic } from '../keywords/upkeep-statics.ts';
import type { ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';
import { quotedText } from './token-abilities.ts';

/** Trigger events the engine looks for in the command zone (engine/triggers.ts `forEachBattlefieldTrigger`). */
const HEARD = new Set<TriggeredAbility['event']['on']>(['step', 'cast', 'another enters', 'dies', 'cycle', 'discard', 'gain life']);


/** Statics the engine looks for in the command zone: anthems and lords (characteristics.ts), "You have no maximum hand size" (upkeep.ts `hasUpkeepRule`). */
const heardStatic = ({ effect }: StaticAbility): boolean =>
  (effect.kind === 'anthem' && !effect.self) || (effect.kind === 'upkeep rule' && effect.what === 'no maximum hand size');

/** True when the grammar reads the quoted ability fully and the engine can carry it out from the command zone. */
function emblemAbilityReadable(quoted: string): boolean {
  if (quoted.includes('~') || quoted.includes("'")) return false; // a nested quotation ('{T}: Draw a card') or the planeswalker named
  const rule = parseUpkeepStatic(quoted); // "You have no maximum hand size"
  if (rule) return rule.every(heardStatic);
  const found = coreRule('grammarLine')(quoted.replace(THIS_EMBLEM, '~'), false, []);
  if (!found || found.manual.length > 0 || found.spell || found.activated.length > 0) return false;
  if (found.statics.length + found.triggered.length === 0) return false;
  return found.statics.every(heardStatic) && found.triggered.every((ability) => HEARD.has(ability.event.on));
}

/** 'You get an emblem with "…" [and "…"]': the emblem's rules text, one quoted ability a line. */
export function emblemVerb(c: Cursor, _context: ParseContext, subject: Subject): Effect[] | undefined {
  if (subject.kind !== 'player' || subject.who !== 'you' || !c.accept('get an emblem with')) return undefined;
  const lines: string[] = [];
  do {
    const said = quotedText(c);
    const quoted = said === undefined || /[.!]$/.test(said) ? said : `${said}.`; // "… and "You have no maximum hand size" and …"
    if (quoted === undefined || !emblemAbilityReadable(quoted)) return undefined;
    lines.push(quoted);
  } while (c.accept('and'));
  return [{ kind: 'emblem', text: lines.join('\n') }];
}
