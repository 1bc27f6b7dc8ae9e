// The engine's words as message parameters: keyword names, card types, phases and zones, each a
// message the UI translates, with the engine's own identifier beside it where the English text
// (the scenario format's) prints the identifier.
import { EN_MESSAGES } from './en.ts';
import { type MessageKey, type MessageParam, msg } from './message.ts';

type KeywordFamily = 'keyword' | 'keywordVerb' | 'keywordPast';

/** "swampcycling" → keyword.swampcycling; an unlisted typecycling → keyword.typecycling { type }. */
export function keywordMessage(keyword: string, family: KeywordFamily = 'keyword'): MessageParam {
  if (Object.hasOwn(EN_MESSAGES[family], keyword)) return msg(`${family}.${keyword}` as MessageKey);
  const type = /^(.+)cycling$/.exec(keyword)?.[1];
  if (type !== undefined) {
    const word = family === 'keyword' ? type : `${type.charAt(0).toUpperCase()}${type.slice(1)}`;
    return msg(`${family}.typecycling` as MessageKey, { type: word });
  }
  return keyword;
}

/** A card type as a search or a cost names it ("Swamp", "basic land"); words the catalog lacks stay as written. */
export function typeMessage(text: string | null | undefined): MessageParam {
  if (text === null || text === undefined) return msg('type.card');
  const key = text.toLowerCase();
  return Object.hasOwn(EN_MESSAGES.type, key) ? msg(`type.${key}` as MessageKey) : text;
}

/** The phase for a refusal: its log name to translate and its identifier for the English text. */
export function phaseParams(phase: string): { phase: MessageParam; phaseId: string } {
  return { phase: Object.hasOwn(EN_MESSAGES.phase, phase) ? msg(`phase.${phase}` as MessageKey) : phase, phaseId: phase };
}

export function zoneMessage(zone: string): MessageParam {
  return Object.hasOwn(EN_MESSAGES.zone, zone) ? msg(`zone.${zone}` as MessageKey) : zone;
}

/** A mana cost with its non-mana parts: " ({2}, pay 2 life)", or nothing when it is free. */
export function costMessage(mana: string, life: number): MessageParam {
  const parts: MessageParam[] = [];
  if (mana) parts.push(mana);
  if (life > 0) parts.push(msg('cost.life', { count: life }));
  return parts.length > 0 ? msg('cost.paid', { parts }) : '';
}

