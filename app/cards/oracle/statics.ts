// Static abilities: Aura bonuses, lords, cycling cost changes, "players can't cycle cards",
// abilities granted to cards in hand, "enters tapped"; English, German and Spanish.
import { parseTypeQuery } from '../type-line.ts';
import type { StaticAbility, StaticEffect } from './abilities.ts';
import { parseCyclingKeyword } from './keywords/cycling.ts';
import { parseKeywordList } from './keywords/evergreen.ts';

type Rule = { re: RegExp; build: (match: RegExpMatchArray) => StaticEffect | undefined };

function keywordsOr(text: string | undefined): string[] | undefined {
  return text === undefined ? [] : parseKeywordList(text);
}

function enchantedGets(power: string | undefined, toughness: string | undefined, keywordText: string | undefined): StaticEffect | undefined {
  const keywords = keywordsOr(keywordText);
  if (!keywords) return undefined;
  return { kind: 'enchanted gets', power: Number(power ?? 0), toughness: Number(toughness ?? 0), keywords };
}

function lord(other: string | undefined, subtype: string | undefined, power: string | undefined, toughness: string | undefined, keywordText: string | undefined): StaticEffect | undefined {
  const keywords = keywordsOr(keywordText);
  if (!keywords) return undefined;
  const english = subtype ? parseTypeQuery(subtype).words[0]?.english ?? null : null;
  return { kind: 'lord', subtype: english, other: Boolean(other), power: Number(power ?? 0), toughness: Number(toughness ?? 0), keywords };
}

const RULES: Rule[] = [
  // Aura bonuses
  { re: /^enchanted creature gets ([+-]\d+)\/([+-]\d+)(?: and has (.+))?$/i, build: (m) => enchantedGets(m[1], m[2], m[3]) },
  { re: /^enchanted creature has (.+)$/i, build: (m) => enchantedGets(undefined, undefined, m[1]) },
  { re: /^verzauberte kreatur erhält ([+-]\d+)\/([+-]\d+)(?: und hat (.+))?$/i, build: (m) => enchantedGets(m[1], m[2], m[3]) },
  { re: /^verzauberte kreatur hat (.+)$/i, build: (m) => enchantedGets(undefined, undefined, m[1]) },
  { re: /^la criatura encantada obtiene ([+-]\d+)\/([+-]\d+)(?: y tiene (.+))?$/i, build: (m) => enchantedGets(m[1], m[2], m[3]) },
  { re: /^la criatura encantada tiene (.+)$/i, build: (m) => enchantedGets(undefined, undefined, m[1]) },
  {
    re: /^(?:enchanted creature can't attack or block|verzauberte kreatur kann nicht angreifen oder blocken|la criatura encantada no puede atacar ni bloquear)$/i,
    build: () => ({ kind: 'enchanted cant attack or block' }),
  },
  // Lords: "[Other] Sliver creatures you control get +1/+1 [and have flying]", "Creatures you control have haste"
  { re: /^(other )?(?:(\S+) )?creatures you control get ([+-]\d+)\/([+-]\d+)(?: and have (.+))?$/i, build: (m) => lord(m[1], m[2], m[3], m[4], m[5]) },
  { re: /^(other )?(?:(\S+) )?creatures you control have (.+)$/i, build: (m) => lord(m[1], m[2], undefined, undefined, m[3]) },
  { re: /^(andere )?(?:(\S+)-)?kreaturen, die du kontrollierst, erhalten ([+-]\d+)\/([+-]\d+)(?: und haben (.+))?$/i, build: (m) => lord(m[1], m[2], m[3], m[4], m[5]) },
  { re: /^las (?:otras )?criaturas (\S+ )?que controlas obtienen ([+-]\d+)\/([+-]\d+)(?: y tienen (.+))?$/i, build: (m) => lord(/otras/i.test(m[0]) ? 'other' : undefined, m[1]?.trim(), m[2], m[3], m[4]) },
  // Cycling cost changes (CR 702.29f: they change typecycling costs too). Generic mana only.
  {
    re: /^cycling abilities you activate cost(?: you)? (up to )?\{(\d+)\} (less|more) to activate$/i,
    build: (m) => ({ kind: 'cycling cost', upTo: Boolean(m[1]), amount: Number(m[2]), change: m[3]!.toLowerCase() === 'less' ? 'less' : 'more' }),
  },
  {
    re: /^umwandlungsfähigkeiten, die du aktivierst, kosten (bis zu )?\{(\d+)\} (weniger|mehr)(?: zum aktivieren)?$/i,
    build: (m) => ({ kind: 'cycling cost', upTo: Boolean(m[1]), amount: Number(m[2]), change: m[3]!.toLowerCase() === 'weniger' ? 'less' : 'more' }),
  },
  {
    re: /^(?:las )?habilidades de ciclo que actives cuestan (hasta )?\{(\d+)\} (menos|más) (?:para activarse)?$/i,
    build: (m) => ({ kind: 'cycling cost', upTo: Boolean(m[1]), amount: Number(m[2]), change: m[3]!.toLowerCase() === 'menos' ? 'less' : 'more' }),
  },
  // Stabilizer: CR 702.29f, stops typecycling too.
  {
    re: /^(?:players can't cycle cards|spieler können keine karten umwandeln|los jugadores no pueden ciclar cartas)$/i,
    build: () => ({ kind: 'players cant cycle' }),
  },
  // "Each Sliver card in each player's hand has slivercycling {3}."
  {
    re: /^each (.+?) card in (each player's|your) hand has (.+)$/i,
    build: (m) => {
      const ability = parseCyclingKeyword(m[3]!);
      return ability ? { kind: 'grant in hand', query: parseTypeQuery(m[1]!), ability, everyPlayer: m[2]!.toLowerCase() !== 'your' } : undefined;
    },
  },
  {
    re: /^jede (.+?)karte auf der hand (jedes spielers|deiner hand) hat (.+)$/i,
    build: (m) => {
      const ability = parseCyclingKeyword(m[3]!);
      return ability ? { kind: 'grant in hand', query: parseTypeQuery(m[1]!), ability, everyPlayer: m[2]!.toLowerCase() !== 'deiner hand' } : undefined;
    },
  },
  {
    re: /^cada carta de (.+?) en la mano de (cada jugador|tu mano) tiene (.+)$/i,
    build: (m) => {
      const ability = parseCyclingKeyword(m[3]!);
      return ability ? { kind: 'grant in hand', query: parseTypeQuery(m[1]!), ability, everyPlayer: true } : undefined;
    },
  },
  // Enters tapped
  {
    re: /^(?:~ enters(?: the battlefield)? tapped|~ kommt getappt ins spiel|~ betritt das schlachtfeld getappt|~ entra(?: al campo de batalla| en el campo de batalla)? girad[oa])$/i,
    build: () => ({ kind: 'enters tapped' }),
  },
];

export function parseStatic(line: string): StaticAbility | undefined {
  const text = line.trim().replace(/\.$/, '');
  for (const rule of RULES) {
    const match = text.match(rule.re);
    if (!match) continue;
    const effect = rule.build(match);
    return effect ? { kind: 'static', effect } : undefined;
  }
  return undefined;
}
