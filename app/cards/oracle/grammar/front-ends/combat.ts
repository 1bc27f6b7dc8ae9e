// Combat templates of the German and Spanish front ends, onto the English ones the grammar reads:
// "Immer wenn ~ angreift, …" / "Siempre que ~ ataque, …" → "Whenever ~ attacks, …"; the attack
// rules ("greift in jedem Kampf an, falls möglich", "ataca en cada combate si puede", "kann nicht
// angreifen, außer der verteidigende Spieler kontrolliert eine Insel"). They run before the
// general rules of each front end.
import { englishType, type Rewrite } from './rewrite.ts';

const GERMAN_SUBJECTS: Record<string, string> = { '~': '~', er: 'it', sie: 'it', es: 'it', 'jene kreatur': 'that creature', 'diese kreatur': 'that creature' };

export const GERMAN_COMBAT: readonly Rewrite[] = [
  [/^ ?Immer wenn ~ angreift oder blockt, /i, ' Whenever ~ attacks or blocks, '],
  [/^ ?Immer wenn ~ blockt oder geblockt wird, /i, ' Whenever ~ blocks or becomes blocked, '],
  [/^ ?Immer wenn ~ (?:alleine|allein) angreift, /i, ' Whenever ~ attacks alone, '],
  [/^ ?Immer wenn ~ angreift, /i, ' Whenever ~ attacks, '],
  [/^ ?Immer wenn ~ blockt, /i, ' Whenever ~ blocks, '],
  [/^ ?Immer wenn ~ geblockt wird, /i, ' Whenever ~ becomes blocked, '],
  [/^ ?Immer wenn eine (andere )?Kreatur, die du kontrollierst, (alleine |allein )?angreift, /i, (other, alone) => ` Whenever ${other ? 'another' : 'a'} creature you control attacks${alone ? ' alone' : ''}, `],
  [/^ ?Immer wenn (?:die )?(enchanted|equipped) creature angreift, /i, (host) => ` Whenever ${host.toLowerCase()} creature attacks, `],
  // Verb-second after the trigger: "…, erhält ~ +2/+0" → "…, ~ erhält +2/+0".
  [/, erhält (~|er|sie|es|jene Kreatur|diese Kreatur) ([+-]\d+\/[+-]\d+)/gi, (who, change) => `, ${GERMAN_SUBJECTS[who.toLowerCase()] ?? who} erhält ${change}`],
  // "lege eine +1/+1-Marke auf sie": the attacker.
  [/\bauf (?:sie|ihn)(?=[.,]|$)/gi, 'auf it'],
  [/^ ?(~|enchanted creature) greift in jedem Kampf an, falls möglich\.?/i, (who) => ` ${who} attacks each combat if able.`],
  [/^ ?~ kann nicht angreifen, außer der verteidigende Spieler kontrolliert (?:eine?n?) ([^\s.]+)\.?/i, (type) => ` ~ can't attack unless defending player controls a ${englishType(type)}.`],
];

export const SPANISH_COMBAT: readonly Rewrite[] = [
  [/^ ?Siempre que ~ ataque o bloquee, /i, ' Whenever ~ attacks or blocks, '],
  [/^ ?Siempre que ~ bloquee o sea bloquead[oa], /i, ' Whenever ~ blocks or becomes blocked, '],
  [/^ ?Siempre que ~ ataque sol[oa], /i, ' Whenever ~ attacks alone, '],
  [/^ ?Siempre que ~ ataque, /i, ' Whenever ~ attacks, '],
  [/^ ?Siempre que ~ bloquee, /i, ' Whenever ~ blocks, '],
  [/^ ?Siempre que ~ sea bloquead[oa], /i, ' Whenever ~ becomes blocked, '],
  [/^ ?Siempre que (una|otra) criatura que controlas ataque( sola)?, /i, (which, alone) => ` Whenever ${which.toLowerCase() === 'otra' ? 'another' : 'a'} creature you control attacks${alone ? ' alone' : ''}, `],
  [/^ ?Siempre que (enchanted|equipped) creature ataque, /i, (host) => ` Whenever ${host.toLowerCase()} creature attacks, `],
  // The subject left out after the trigger: "…, obtiene +2/+0" → "…, it obtiene +2/+0".
  [/(attacks(?: alone)?|blocks|blocked), obtiene /gi, (what) => `${what}, it obtiene `],
  // "pon un contador +1/+1 sobre ella": the attacker.
  [/\bsobre (?:ella|él)(?=[.,]|$)/gi, 'sobre it'],
  [/^ ?(~|enchanted creature) ataca en cada combate si puede\.?/i, (who) => ` ${who} attacks each combat if able.`],
  [/^ ?~ no puede atacar a menos que el jugador defensor controle (?:un|una) ([^\s.]+)\.?/i, (type) => ` ~ can't attack unless defending player controls a ${englishType(type)}.`],
];
