// Enchant (CR 702.5): what an Aura can be attached to. English "Enchant creature you control",
// German "Verzaubert eine Kreatur" (older: "Kreaturenverzauberung"), Spanish "Encantar criatura".
import { parseTypeQuery } from '../../type-line.ts';
import type { EnchantRestriction, StaticAbility } from '../abilities.ts';
import { enchantLineInEnglishWords } from '../grammar/front-ends/enchant-words.ts';
import { enchantFilter } from '../grammar/enchant-filter.ts';

const ENGLISH = /^enchant (.+?)( you control)?$/i;
const GERMAN = /^verzaubert (?:(?:eine[nrs]?|ein) )?(.+?)(,? die du kontrollierst)?$/i;
const GERMAN_OLD = /^(.+?)(?:en)?verzauberung$/i;
const SPANISH = /^encantar (.+?)( que controlas)?$/i;

export function parseEnchant(line: string): StaticAbility | undefined {
  const text = enchantLineInEnglishWords(line.trim().replace(/\.$/, ''));
  const match = text.match(ENGLISH) ?? text.match(GERMAN) ?? text.match(SPANISH) ?? text.match(GERMAN_OLD);
  if (!match) return undefined;
  const what = match[1]!.trim();
  const youControl = Boolean(match[2]);
  const player = /^(player|opponent)$/i.exec(what)?.[1]?.toLowerCase() as 'player' | 'opponent' | undefined;
  if (player) return { kind: 'static', effect: { kind: 'enchant', restriction: { query: null, youControl: false, text: player, player } } };
  const query = /^(?:permanent|bleibende karte|permanente)$/i.test(what) ? null : parseTypeQuery(what);
  if (query) {
    // More than one type query: "creature without flying", "artifact or creature", "red or green creature".
    const read = enchantFilter(query, what, text.startsWith('Enchant ') || text.startsWith('enchant '));
    if (read === 'unread') return undefined;
    if (read) return { kind: 'static', effect: { kind: 'enchant', restriction: { query: null, youControl, text: `${read.text}${youControl ? ' you control' : ''}`, filter: read.filter } } };
  }
  const english = `${query ? query.text : 'permanent'}${youControl ? ' you control' : ''}`;
  const restriction: EnchantRestriction = { query, youControl, text: english };
  return { kind: 'static', effect: { kind: 'enchant', restriction } };
}
