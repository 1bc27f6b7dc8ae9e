// Spanish rules text onto the English templates: "Cuando cicles ~, roba una carta." → "When you
// cycle ~, draw a card.".
import { englishSubtypes, englishType, rewrite, type Rewrite } from './rewrite.ts';
import { SPANISH_COMBAT } from './combat.ts';
import { SPANISH_MODAL_HEADERS } from './modal-headers.ts';
import { SPANISH_AURA_FORMS } from './aura-forms.ts';
import { SPANISH_AURA_LINES } from './aura-lines.ts';
import { SPANISH_ENTER_LEAVE } from './enter-leave.ts';

const NUMBER = '(un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|x|\\d+)';
const NUMBERS: Record<string, string> = { un: 'a', una: 'a', uno: 'a', dos: 'two', tres: 'three', cuatro: 'four', cinco: 'five', seis: 'six', siete: 'seven', ocho: 'eight', nueve: 'nine', diez: 'ten', x: 'X' };
const n = (word: string): string => NUMBERS[word.toLowerCase()] ?? word;
const COLORS: Record<string, string> = { blanca: 'white', blanco: 'white', azul: 'blue', negra: 'black', negro: 'black', roja: 'red', rojo: 'red', verde: 'green', incolora: 'colorless', incoloro: 'colorless' };
const color = (word: string): string => COLORS[word.toLowerCase().replace(/s$/, '')] ?? COLORS[word.toLowerCase()] ?? word;

const TARGETS: Rewrite[] = [
  [/\bcualquier objetivo\b/gi, 'any target'],
  // Older printings: "la criatura o jugador objetivo" is "any target" today.
  [/\b(?:a )?la criatura o jugador objetivo\b/gi, 'any target'],
  [/\b(?:a )?la criatura objetivo con la habilidad de volar\b/gi, 'target creature with flying'],
  [/\b(?:al|el) artefacto o tierra objetivo\b/gi, 'target artifact or land'],
  [/\b(?:al|el) artefacto o encantamiento objetivo\b/gi, 'target artifact or enchantment'],
  [new RegExp(`\\bhasta ${NUMBER} criaturas objetivo\\b`, 'gi'), (count) => `up to ${n(count)} target creatures`],
  [/\b(?:a )?la carta de criatura objetivo de tu cementerio\b/gi, 'target creature card from your graveyard'],
  [/\b(?:a )?la carta objetivo de un cementerio\b/gi, 'target card from a graveyard'],
  [/\b(?:al |el )?permanente encantado\b/gi, 'enchanted permanent'],
  [/\b(?:a )?la tierra encantada\b/gi, 'enchanted land'],
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
  [/\b(?:a )?cada criatura (?:que tenga |con )la habilidad de volar\b/gi, 'each creature with flying'],
  [/\b(?:a )?cada criatura con la habilidad de volar\b/gi, 'each creature with flying'],
  [/\b(?:a )?cada criatura\b/gi, 'each creature'],
  [/\bpor cada carta con (?:la habilidad de )?ciclo en tu cementerio\b/gi, 'for each card with cycling in your graveyard'],
  [/\b(?:a )?cada oponente\b/gi, 'each opponent'],
  [/\b(?:a )?cada jugador\b/gi, 'each player'],
  [/\b(?:a )?la criatura encantada\b/gi, 'enchanted creature'],
  [/\b(?:a )?la criatura equipada\b/gi, 'equipped creature'],
];

const RULES: Rewrite[] = [
  ...SPANISH_AURA_LINES,
  ...SPANISH_ENTER_LEAVE,
  ...SPANISH_COMBAT,
  ...SPANISH_MODAL_HEADERS,
  [/\b(each creature(?: with flying)?) y (?:a )?(each player)\b/gi, '$1 and $2'],
  [/^ ?Cuando cicles ~, /i, ' When you cycle ~, '],
  [/^ ?Siempre que cicles o descartes (una|otra) carta, /i, (which) => ` Whenever you cycle or discard ${which.toLowerCase() === 'otra' ? 'another' : 'a'} card, `],
  [/^ ?Siempre que cicles (una|otra) carta, /i, (which) => ` Whenever you cycle ${which.toLowerCase() === 'otra' ? 'another' : 'a'} card, `],
  [/^ ?Siempre que un jugador cicle una carta, /i, ' Whenever a player cycles a card, '],
  [/^ ?Siempre que descartes una carta, /i, ' Whenever you discard a card, '],
  // "One or more" (CR 603.2c), Rielle: "Siempre que descartes una o más cartas por primera vez cada turno, roba esa cantidad de cartas."
  [/^ ?Siempre que descartes una o más cartas por primera vez (?:en )?cada turno, /i, ' Whenever you discard one or more cards for the first time each turn, '],
  [/^ ?Siempre que descartes una o más cartas, /i, ' Whenever you discard one or more cards, '],
  [/\broba esa cantidad de cartas\b/gi, 'draw that many cards'],
  [/^ ?Cuando ~ (?:entre|entra) (?:al|en el) campo de batalla, /i, ' When ~ enters the battlefield, '],
  [/^ ?Cuando ~ (?:entre|entra|entren|entran) en juego, /i, ' When ~ enters the battlefield, '],
  // Amonkhet and later: "Siempre que actives una habilidad de ciclo o descartes una carta".
  [/^ ?Siempre que actives una habilidad de ciclo o descartes (una|otra) carta, /i, (which) => ` Whenever you cycle or discard ${which.toLowerCase() === 'otra' ? 'another' : 'a'} card, `],
  [/^ ?Siempre que actives una habilidad de ciclo, /i, ' Whenever you cycle a card, '],
  [/^ ?Cuando actives la habilidad de ciclo (?:de|del) ~, /i, ' When you cycle ~, '],
  [new RegExp(`\\bpuedes poner ${NUMBER} contador(?:es)? ([+-]\\d+/[+-]\\d+) (?:sobre|en) (.+?)(?=[.]|$)`, 'gi'), (count, kind, onto) => `you may put ${n(count)} ${kind} ${n(count) === 'a' ? 'counter' : 'counters'} on ${onto}`],
  // Amonkhet cycle triggers: "puedes elegir que haga 2 puntos de daño a la criatura objetivo".
  [new RegExp(`\\bpuedes (?:elegir que|hacer que) (?:le )?haga ${NUMBER} puntos? de daño (?:a )?(.+?)(?=[.]|$)`, 'gi'), (count, whom) => `you may have it deal ${n(count)} damage to ${whom}`],
  [/\bpuedes hacer que (target creature|~) gane (?:la habilidad de )?(.+?) (until end of turn|hasta el final del turno)/gi, 'you may have $1 gain $2 until end of turn'],
  [/\blas criaturas atacantes obtienen\b/gi, 'attacking creatures get'],
  [/\blas criaturas que controlas obtienen\b/gi, 'creatures you control get'],
  // Lords: "Las otras criaturas Goblin que controlas obtienen +1/+1".
  [/^ ?Las (otras )?criaturas (\S+) que controlas (obtienen|tienen)\b/i, (other, subtype, verb) =>
    ` ${other ? 'Other ' : ''}${englishSubtypes(subtype)} creatures you control ${verb.toLowerCase() === 'tienen' ? 'have' : 'get'}`],
  // Cycling statics (CR 702.29f).
  // Replacements on where a card goes (CR 614.1a, 614.6) and casting from the graveyard (CR 601.3): Rest in Peace, Abandoned Sarcophagus.
  [/^ ?Si una carta o ficha fuera a ponerse en un cementerio desde cualquier (?:parte|lugar), en vez de eso, exíliala\b/i, ' If a card or token would be put into a graveyard from anywhere, exile it instead'],
  [/^ ?Si una carta que tiene una habilidad de ciclo fuera a ponerse en tu cementerio desde cualquier (?:parte|lugar) y no fue ciclada, en vez de eso, exíliala\b/i, " If a card that has a cycling ability would be put into your graveyard from anywhere and it wasn't cycled, exile it instead"],
  [/^ ?Puedes lanzar hechizos que tengan una habilidad de ciclo desde tu cementerio\b/i, ' You may cast spells that have a cycling ability from your graveyard'],
  [/^ ?(?:Las )?habilidades de ciclo que actives cuestan (hasta )?(\{\d+\}) (menos|más)(?: para activarse)?/i, (upTo, cost, change) =>
    ` Cycling abilities you activate cost ${upTo ? 'up to ' : ''}${cost} ${change.toLowerCase() === 'menos' ? 'less' : 'more'} to activate`],
  [/^ ?Los jugadores no pueden ciclar cartas\b/i, " Players can't cycle cards"],
  // CR 118.9 (New Perspectives) and CR 601.2f, 602.2b (Zirda); not checked against printed Spanish cards.
  [new RegExp(`^ ?Mientras tengas ${NUMBER} o más cartas en (?:tu|la) mano, puedes pagar (\\{\\d+\\}) en (?:vez|lugar) de pagar (?:los )?costes de ciclo\\b`, 'i'), (count, cost) =>
    ` As long as you have ${n(count)} or more cards in hand, you may pay ${cost} rather than pay cycling costs`],
  [/^ ?(?:Las )?habilidades que actives que no sean habilidades de maná cuestan (\{\d+\}) menos(?: para activarse)?\. Este efecto no puede reducir el maná de ese coste a menos de un maná(?=[.]|$)/i, (cost) =>
    ` Abilities you activate that aren't mana abilities cost ${cost} less to activate. This effect can't reduce the mana in that cost to less than one mana`],
  [/^ ?Cada carta de (.+?) en la mano de (cada jugador|tu mano) tiene\b/i, (type, whose) => ` Each ${englishSubtypes(type)} card in ${whose.toLowerCase() === 'cada jugador' ? "each player's" : 'your'} hand has`],
  [new RegExp(`^ ?Si controlas ${NUMBER} o menos tierras, `, 'i'), (count) => ` If you control ${n(count)} or fewer lands, `],
  [/\bbusca en tu biblioteca una carta de (.+?), ponla en el campo de batalla( girada)?,? (?:y )?(?:luego|después) baraja(?: tu biblioteca)?/gi, (type, tapped) => `search your library for a ${englishType(type)} card, put it onto the battlefield${tapped ? ' tapped' : ''}, then shuffle`],
  // Choices to pay and their results.
  [/\bpuedes pagar ((?:\{[^}]+\})+)/gi, 'you may pay $1'],
  [new RegExp(`\\bpuedes ganar ${NUMBER} vidas?\\b`, 'gi'), (count) => `you may gain ${n(count)} life`],
  [/, (~|target creature|enchanted creature) gana (?:la habilidad de )?([^,.]+?) hasta el final del turno/gi, ', $1 gains $2 until end of turn'],
  [/^ ?Siempre que ~ ataque, /i, ' Whenever ~ attacks, '],
  // Lines older printings word differently (CR 702.8 flash, 106.4 mana).
  [/^ ?Puedes jugar ~ en cualquier momento en que pudieras jugar un instantáneo\.?\s*$/i, 'Flash'],
  [/\bAgrega ((?:\{[^}]+\})+(?: o (?:\{[^}]+\})+)?)(?: a tu reserva de maná)?/gi, (mana) => `Add ${mana.replace('{1}', '{C}').replace(' o ', ' or ')}`],
  [/^ ?~ (?:entra|entran) (?:al|en el) campo de batalla girad[oa]s?\b/i, ' ~ enters the battlefield tapped'],
  [/\bno se endereza durante el paso de enderezar de su controlador\b/gi, "doesn't untap during its controller's untap step"],
  [/\bno puede bloquear este turno\b/gi, "can't block this turn"],
  [/\bno puede atacar este turno\b/gi, "can't attack this turn"],
  // Prevention (CR 615).
  [/\bPrevén todo el daño de combate que se (?:fuera|vaya) a hacer este turno\b/gi, 'Prevent all combat damage that would be dealt this turn'],
  [new RegExp(`\\bPrevén los próximos ${NUMBER} puntos de daño que se (?:fueran|vayan) a hacer a (.+?) este turno\\b`, 'gi'), (count, whom) => `Prevent the next ${n(count)} damage that would be dealt to ${whom} this turn`],
  [/\bPrevén todo el daño que se (?:le )?(?:fuera|vaya) a hacer a (.+?) este turno\b/gi, 'Prevent all damage that would be dealt to $1 this turn'],
  // Delayed triggers (CR 603.7).
  [/\bregresa (?:esa carta|esa criatura|la carta exiliada) al campo de batalla bajo el control de su propietario al comienzo del próximo paso final\b/gi, "return that card to the battlefield under its owner's control at the beginning of the next end step"],
  [/\bal comienzo del próximo paso final\b/gi, 'at the beginning of the next end step'],
  [/\bal comienzo del mantenimiento del próximo turno\b/gi, "at the beginning of the next turn's upkeep"],
  // CR 601.2b additional costs.
  [/^ ?Como coste adicional para lanzar ~, /i, ' As an additional cost to cast ~, '],
  [/\bsacrifica (?:una|un) (criatura|artefacto|tierra|permanente)\b/gi, (what) => `sacrifice a${what.toLowerCase() === 'artefacto' ? 'n artifact' : ` ${({ criatura: 'creature', tierra: 'land', permanente: 'permanent' } as Record<string, string>)[what.toLowerCase()]}`}`],
  // "Sacrifica diez permanentes que no sean tierra" (Bolas's Citadel), "sacrifica dos criaturas": N permanents as a cost (CR 118.3).
  [new RegExp(`\\bsacrifica ${NUMBER} permanentes que no sean tierras?\\b`, 'gi'), (count) => `sacrifice ${n(count)} nonland permanents`],
  [new RegExp(`\\bsacrifica ${NUMBER} (criaturas|artefactos|permanentes)(?=[:,]|$)`, 'gi'), (count, what) => `sacrifice ${n(count)} ${({ criaturas: 'creatures', artefactos: 'artifacts', permanentes: 'permanents' } as Record<string, string>)[what.toLowerCase()]}`],
  [new RegExp(`\\bpaga ${NUMBER} vidas?\\b`, 'gi'), (count) => `pay ${n(count)} life`],
  // Keyword actions (CR 701): "Vigila 2", "Investiga".
  [new RegExp(`\\bvigila ${NUMBER}\\b`, 'gi'), (count) => `surveil ${n(count)}`],
  [/\binvestiga\b/gi, 'investigate'],
  [/\bregenera (?:a )?/gi, 'regenerate '],
  [/\bcontrarresta (.+?) a menos que su controlador pague (\{[^}]+\})/gi, 'counter $1 unless its controller pays $2'],
  [/\bregresa (.+?) de tu cementerio a tu mano\b/gi, 'return $1 from your graveyard to your hand'],
  [/^ ?Cuando ~ (?:muera|vaya a un cementerio desde el campo de batalla), /i, ' When ~ dies, '],
  [/^ ?Cuando uses el ciclo de ~ o (?:vaya|vayan) a tu cementerio desde el juego, /i, ' When you cycle ~ or it dies, '],
  [/^ ?Al comienzo de tu mantenimiento, /i, ' At the beginning of your upkeep, '],
  [/^ ?Al comienzo de tu paso final, /i, ' At the beginning of your end step, '],
  // "puedes buscar en tu biblioteca una carta de tierra básica, mostrarla, ponerla en tu mano y luego barajar."
  [/\bpuedes buscar en tu biblioteca una carta de (.+?), mostrarla,? (?:y )?ponerla en tu mano(?:,? y (?:luego|después) barajar(?: tu biblioteca)?)?/gi, (type) => `you may search your library for a ${englishType(type)} card, reveal it, put it into your hand, then shuffle`],
  [/\bpuedes (robar|descartar|destruir|girar|enderezar|sacrificar|buscar)\b/gi, (verb) => `you may ${({ robar: 'roba', descartar: 'descarta', destruir: 'destruye', girar: 'gira', enderezar: 'endereza', sacrificar: 'sacrifica', buscar: 'busca' } as Record<string, string>)[verb.toLowerCase()]}`],
  [/\bSi lo haces, /gi, 'If you do, '],
  // Kicker ("Estímulo", CR 702.33e): "Si se pagó el coste de estímulo, …", "Si ~ fue estimulado, …".
  [/\bSi (?:se pagó el coste de estímulo|pagaste el coste de estímulo|~ fue estimulad[oa]), /gi, 'If this spell was kicked, '],
  [/\bhasta el final del turno\b/gi, 'until end of turn'],
  [new RegExp(`\\broba ${NUMBER} cartas?\\b`, 'gi'), (count) => `draw ${n(count)} ${n(count) === 'a' ? 'card' : 'cards'}`],
  [new RegExp(`\\bdescarta ${NUMBER} cartas?\\b`, 'gi'), (count) => `discard ${n(count)} ${n(count) === 'a' ? 'card' : 'cards'}`],
  [new RegExp(`\\bganas ${NUMBER} vidas?\\b`, 'gi'), (count) => `you gain ${n(count)} life`],
  [new RegExp(`\\bpierdes ${NUMBER} vidas?\\b`, 'gi'), (count) => `you lose ${n(count)} life`],
  [new RegExp(`\\b(target player|target opponent) pierde ${NUMBER} vidas?\\b`, 'gi'), (who, count) => `${who} loses ${n(count)} life`],
  [new RegExp(`\\beach opponent pierde ${NUMBER} vidas?\\b`, 'gi'), (count) => `each opponent loses ${n(count)} life`],
  [new RegExp(`, (?:le )?(?:hace|inflige) ${NUMBER} puntos? de daño (?:a )?(.+?)(?=[.]|$)`, 'gi'), (count, whom) => `, it deals ${n(count)} damage to ${whom}`],
  [new RegExp(`(?<=^|\\s)~ (?:hace|hacen|inflige|infligen) ${NUMBER} puntos? de daño (?:a )?(.+?)(?=[.]|$)`, 'gi'), (count, whom) => `~ deals ${n(count)} damage to ${whom}`],
  [new RegExp(`\\bpon ${NUMBER} contador(?:es)? ([+-]\\d+/[+-]\\d+) (?:sobre|en) (.+?)(?=[.]|$)`, 'gi'), (count, kind, onto) => `put ${n(count)} ${kind} ${n(count) === 'a' ? 'counter' : 'counters'} on ${onto}`],
  [/\by tú you gain\b/gi, 'and you gain'],
  [/\bsacrificar ~/gi, 'Sacrifice ~'],
  [new RegExp(`\\b(target player|target opponent|each player) gana ${NUMBER} vidas?\\b`, 'gi'), (who, count) => `${who} gains ${n(count)} life`],
  [/\b(~|target creature you control|target creature) gana (?:la habilidad de )?([^,.]+?) until end of turn\b/gi, '$1 gains $2 until end of turn'],
  [/^ ?enchanted permanent tiene (.+?)(?=[.]|$)/i, ' enchanted permanent has $1'],
  // "tiene las habilidades de volar, dañar primero y vigilancia" → "has flying, first strike and vigilance".
  [/\b(has|tiene) las habilidades de (.+?)(?=[.]|$)/gi, (_verb, list) => `has ${list.replace(/,? y (?:de )?/g, ' and ').replace(/, de /g, ', ')}`],
  [/\b(.+?) (?:obtiene|obtienen) ([+-]\d+\/[+-]\d+) until end of turn\b/gi, (who, change) => `${who} gets ${change} until end of turn`],
  [/\bobtiene ([+-]\d+\/[+-]\d+)\b/gi, 'gets $1'],
  [new RegExp(`\\badivina ${NUMBER}\\b`, 'gi'), (count) => `scry ${n(count)}`],
  [/\bcontrarresta\b/gi, 'counter'],
  [/\bdestruye\b/gi, 'destroy'],
  [/\bexilia\b/gi, 'exile'],
  [/\bregresa (.+?) a la mano de su propietario\b/gi, "return $1 to its owner's hand"],
  [/\bgira\b/gi, 'tap'],
  [/\bendereza\b/gi, 'untap'],
  [new RegExp(`\\bcrea ${NUMBER} fichas? de criatura (artefacto )?(.+?) ((?:(?:blanca|azul|negra|roja|verde|incolora)s? (?:y )?)+)(\\d+|X)/(\\d+|X)(?: con (.+?))?(?=[.]|$)`, 'gi'), (count, artifact, subtypes, colours, power, toughness, keywords) =>
    `create ${n(count)} ${power}/${toughness} ${colours.trim().split(/\s+(?:y\s+)?/).map(color).join(' and ')} ${englishSubtypes(subtypes)} ${artifact ? 'artifact ' : ''}creature ${n(count) === 'a' ? 'token' : 'tokens'}${keywords ? ` with ${keywords}` : ''}`],
  [/\bbusca en tu biblioteca una carta de (.+?), muéstrala(?:,)? y ponla en tu mano(?:\.? (?:después|luego) baraja(?: tu biblioteca)?)?/gi, (type) => `search your library for a ${englishType(type)} card, reveal it, put it into your hand, then shuffle`],
  [/^ ?enchanted creature gets ([+-]\d+\/[+-]\d+) y tiene (.+?)(?=[.]|$)/i, ' enchanted creature gets $1 and has $2'],
  [/^ ?enchanted creature tiene (.+?)(?=[.]|$)/i, ' enchanted creature has $1'],
  [/\bno puede atacar ni bloquear\b/gi, "can't attack or block"],
  [/\bno puede bloquear\b/gi, "can't block"],
  [/\bno puede atacar\b/gi, "can't attack"],
  [/\b(?:la habilidad de )?(cruzar (?:islas|bosques|pantanos|montañas|llanuras)|inspirar temor)(?![\p{L}])/giu, (word) =>
    ({ 'cruzar islas': 'islandwalk', 'cruzar bosques': 'forestwalk', 'cruzar pantanos': 'swampwalk', 'cruzar montañas': 'mountainwalk', 'cruzar llanuras': 'plainswalk', 'inspirar temor': 'fear' } as Record<string, string>)[word.toLowerCase()] ?? word],
  [/\b(?:la habilidad de )?(volar|arrollar|prisa|alcance|defensor|vigilancia|destello|antimaleficio|velo|vínculo vital|indestructible|toque mortal|dañar primero|dañar dos veces|amenaza)\b/gi, (word) =>
    ({ volar: 'flying', arrollar: 'trample', prisa: 'haste', alcance: 'reach', defensor: 'defender', vigilancia: 'vigilance', destello: 'flash', antimaleficio: 'hexproof', velo: 'shroud', 'vínculo vital': 'lifelink', indestructible: 'indestructible', 'toque mortal': 'deathtouch', 'dañar primero': 'first strike', 'dañar dos veces': 'double strike', amenaza: 'menace' } as Record<string, string>)[word.toLowerCase()] ?? word],
];

// After every other rule: "obtiene +2/+2 y tiene …" has become "gets +2/+2 y has …".
RULES.push([/\bgets ([+-]\d+\/[+-]\d+) y (?:has|tiene)\b/gi, 'gets $1 and has']);
RULES.push(...SPANISH_AURA_FORMS);

export function spanishToEnglish(line: string): string {
  return rewrite(rewrite(line, TARGETS), RULES);
}

export function looksSpanish(line: string): boolean {
  return /\b(el|la|los|las|un|una|tu|tus|que|de|carta|criatura|objetivo|cuando|siempre|roba|obtiene|destruye|hasta|ganas|pierde|pierdes|vidas?|oponente|jugador|crea|pon|adivina|contrarresta|exilia|regresa|gira|endereza|descarta|cada|ficha|vigila|investiga|regenera|sacrifica|agrega|turno|entra|entran|campo|batalla|juego|girad[oa]s?|mano|biblioteca|cementerio|hechizo|daño|prevén|ataque|ataca|atacar|bloquee|armadura)\b/i.test(line);
}
