// Spanish rules text onto the English templates: "Cuando cicles ~, roba una carta." → "When you
// cycle ~, draw a card.".
import { englishSubtypes, englishType, rewrite, type Rewrite } from './rewrite.ts';
import { SPANISH_AURA_FORMS } from './aura-forms.ts';

const NUMBER = '(un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|x|\\d+)';
const NUMBERS: Record<string, string> = { un: 'a', una: 'a', uno: 'a', dos: 'two', tres: 'three', cuatro: 'four', cinco: 'five', seis: 'six', siete: 'seven', ocho: 'eight', nueve: 'nine', diez: 'ten', x: 'X' };
const n = (word: string): string => NUMBERS[word.toLowerCase()] ?? word;
const COLORS: Record<string, string> = { blanca: 'white', blanco: 'white', azul: 'blue', negra: 'black', negro: 'black', roja: 'red', rojo: 'red', verde: 'green', incolora: 'colorless', incoloro: 'colorless' };
const color = (word: string): string => COLORS[word.toLowerCase().replace(/s$/, '')] ?? COLORS[word.toLowerCase()] ?? word;

const TARGETS: Rewrite[] = [
  [/\bcualquier objetivo\b/gi, 'any target'],
  [/\b(?:a )?la criatura objetivo que controlas\b/gi, 'target creature you control'],
  [/\b(?:a )?la criatura objetivo\b/gi, 'target creature'],
  [/\b(?:al|el) jugador objetivo\b/gi, 'target player'],
  [/\b(?:al|el) oponente objetivo\b/gi, 'target opponent'],
  [/\b(?:al|el) permanente objetivo que no sea tierra\b/gi, 'target nonland permanent'],
  [/\b(?:al|el) permanente objetivo\b/gi, 'target permanent'],
  [/\b(?:al|el) artefacto objetivo\b/gi, 'target artifact'],
  [/\b(?:al|el) encantamiento objetivo\b/gi, 'target enchantment'],
  [/\bel hechizo objetivo\b/gi, 'target spell'],
  [/\bla habilidad activada o desencadenada objetivo\b/gi, 'target activated or triggered ability'],
  [/\b(?:a )?cada criatura que controlan tus oponentes\b/gi, 'each creature your opponents control'],
  [/\b(?:a )?cada criatura que controlas\b/gi, 'each creature you control'],
  [/\b(?:a )?cada criatura\b/gi, 'each creature'],
  [/\b(?:a )?cada oponente\b/gi, 'each opponent'],
  [/\b(?:a )?cada jugador\b/gi, 'each player'],
  [/\bla criatura encantada\b/gi, 'enchanted creature'],
  [/\bla criatura equipada\b/gi, 'equipped creature'],
];

const RULES: Rewrite[] = [
  [/^ ?Cuando cicles ~, /i, ' When you cycle ~, '],
  [/^ ?Siempre que cicles o descartes (una|otra) carta, /i, (which) => ` Whenever you cycle or discard ${which.toLowerCase() === 'otra' ? 'another' : 'a'} card, `],
  [/^ ?Siempre que cicles (una|otra) carta, /i, (which) => ` Whenever you cycle ${which.toLowerCase() === 'otra' ? 'another' : 'a'} card, `],
  [/^ ?Siempre que un jugador cicle una carta, /i, ' Whenever a player cycles a card, '],
  [/^ ?Siempre que descartes una carta, /i, ' Whenever you discard a card, '],
  [/^ ?Cuando ~ (?:entre|entra) (?:al|en el) campo de batalla, /i, ' When ~ enters the battlefield, '],
  [/^ ?Cuando ~ muera, /i, ' When ~ dies, '],
  [/^ ?Al comienzo de tu mantenimiento, /i, ' At the beginning of your upkeep, '],
  [/^ ?Al comienzo de tu paso final, /i, ' At the beginning of your end step, '],
  // "puedes buscar en tu biblioteca una carta de tierra básica, mostrarla, ponerla en tu mano y luego barajar."
  [/\bpuedes buscar en tu biblioteca una carta de (.+?), mostrarla,? (?:y )?ponerla en tu mano(?:,? y (?:luego|después) barajar(?: tu biblioteca)?)?/gi, (type) => `you may search your library for a ${englishType(type)} card, reveal it, put it into your hand, then shuffle`],
  [/\bpuedes (robar|descartar|destruir|girar|enderezar|sacrificar|buscar)\b/gi, (verb) => `you may ${({ robar: 'roba', descartar: 'descarta', destruir: 'destruye', girar: 'gira', enderezar: 'endereza', sacrificar: 'sacrifica', buscar: 'busca' } as Record<string, string>)[verb.toLowerCase()]}`],
  [/\bSi lo haces, /gi, 'If you do, '],
  [/\bhasta el final del turno\b/gi, 'until end of turn'],
  [new RegExp(`\\broba ${NUMBER} cartas?\\b`, 'gi'), (count) => `draw ${n(count)} ${n(count) === 'a' ? 'card' : 'cards'}`],
  [new RegExp(`\\bdescarta ${NUMBER} cartas?\\b`, 'gi'), (count) => `discard ${n(count)} ${n(count) === 'a' ? 'card' : 'cards'}`],
  [new RegExp(`\\bganas ${NUMBER} vidas?\\b`, 'gi'), (count) => `you gain ${n(count)} life`],
  [new RegExp(`\\bpierdes ${NUMBER} vidas?\\b`, 'gi'), (count) => `you lose ${n(count)} life`],
  [new RegExp(`\\b(target player|target opponent) pierde ${NUMBER} vidas?\\b`, 'gi'), (who, count) => `${who} loses ${n(count)} life`],
  [new RegExp(`\\beach opponent pierde ${NUMBER} vidas?\\b`, 'gi'), (count) => `each opponent loses ${n(count)} life`],
  [new RegExp(`(?<=^|\\s)~ (?:hace|inflige) ${NUMBER} puntos? de daño a (.+?)(?=[.]|$)`, 'gi'), (count, whom) => `~ deals ${n(count)} damage to ${whom}`],
  [new RegExp(`\\bpon ${NUMBER} contador(?:es)? ([+-]\\d+/[+-]\\d+) (?:sobre|en) (.+?)(?=[.]|$)`, 'gi'), (count, kind, onto) => `put ${n(count)} ${kind} ${n(count) === 'a' ? 'counter' : 'counters'} on ${onto}`],
  [/\b(.+?) obtiene ([+-]\d+\/[+-]\d+) until end of turn\b/gi, (who, change) => `${who} gets ${change} until end of turn`],
  [/\bobtiene ([+-]\d+\/[+-]\d+)\b/gi, 'gets $1'],
  [new RegExp(`\\badivina ${NUMBER}\\b`, 'gi'), (count) => `scry ${n(count)}`],
  [/\bcontrarresta\b/gi, 'counter'],
  [/\bdestruye\b/gi, 'destroy'],
  [/\bexilia\b/gi, 'exile'],
  [/\bregresa (.+?) a la mano de su propietario\b/gi, "return $1 to its owner's hand"],
  [/\bgira\b/gi, 'tap'],
  [/\bendereza\b/gi, 'untap'],
  [new RegExp(`\\bcrea ${NUMBER} fichas? de criatura (artefacto )?(.+?) ((?:(?:blanca|azul|negra|roja|verde|incolora)s? (?:y )?)+)(\\d+)/(\\d+)(?: con (.+?))?(?=[.]|$)`, 'gi'), (count, artifact, subtypes, colours, power, toughness, keywords) =>
    `create ${n(count)} ${power}/${toughness} ${colours.trim().split(/\s+(?:y\s+)?/).map(color).join(' and ')} ${englishSubtypes(subtypes)} ${artifact ? 'artifact ' : ''}creature ${n(count) === 'a' ? 'token' : 'tokens'}${keywords ? ` with ${keywords}` : ''}`],
  [/\bbusca en tu biblioteca una carta de (.+?), muéstrala(?:,)? y ponla en tu mano(?:\.? (?:después|luego) baraja(?: tu biblioteca)?)?/gi, (type) => `search your library for a ${englishType(type)} card, reveal it, put it into your hand, then shuffle`],
  [/^ ?enchanted creature gets ([+-]\d+\/[+-]\d+) y tiene (.+?)(?=[.]|$)/i, ' enchanted creature gets $1 and has $2'],
  [/^ ?enchanted creature tiene (.+?)(?=[.]|$)/i, ' enchanted creature has $1'],
  [/\bno puede atacar ni bloquear\b/gi, "can't attack or block"],
  [/\bno puede bloquear\b/gi, "can't block"],
  [/\bno puede atacar\b/gi, "can't attack"],
  [/\b(?:la habilidad de )?(volar|arrollar|prisa|alcance|defensor|vigilancia|destello|antimaleficio|velo|vínculo vital|indestructible|toque mortal|dañar primero|dañar dos veces|amenaza)\b/gi, (word) =>
    ({ volar: 'flying', arrollar: 'trample', prisa: 'haste', alcance: 'reach', defensor: 'defender', vigilancia: 'vigilance', destello: 'flash', antimaleficio: 'hexproof', velo: 'shroud', 'vínculo vital': 'lifelink', indestructible: 'indestructible', 'toque mortal': 'deathtouch', 'dañar primero': 'first strike', 'dañar dos veces': 'double strike', amenaza: 'menace' } as Record<string, string>)[word.toLowerCase()] ?? word],
];

RULES.push(...SPANISH_AURA_FORMS);

export function spanishToEnglish(line: string): string {
  return rewrite(rewrite(line, TARGETS), RULES);
}

export function looksSpanish(line: string): boolean {
  return /\b(el|la|los|las|un|una|tu|tus|que|de|carta|criatura|objetivo|cuando|siempre|roba|obtiene|destruye|hasta|ganas|pierde|pierdes|vidas?|oponente|jugador|crea|pon|adivina|contrarresta|exilia|regresa|gira|endereza|descarta|cada|ficha)\b/i.test(line);
}
