// German rules text (as printed on German cards and written in custom cards) onto the English
// templates: "Wenn du ~ umwandelst, ziehe eine Karte." → "When you cycle ~, draw a card.".
import { englishSubtypes, englishType, rewrite, type Rewrite } from './rewrite.ts';
import { GERMAN_COMBAT } from './combat.ts';
import { GERMAN_MODAL_HEADERS } from './modal-headers.ts';
import { GERMAN_AURA_FORMS } from './aura-forms.ts';
import { GERMAN_AURA_LINES } from './aura-lines.ts';
import { GERMAN_ENTER_LEAVE } from './enter-leave.ts';

const NUMBER = '(ein|eine|einen|einer|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|x|\\d+)';
const NUMBERS: Record<string, string> = { ein: 'a', eine: 'a', einen: 'a', einer: 'a', zwei: 'two', drei: 'three', vier: 'four', fünf: 'five', sechs: 'six', sieben: 'seven', acht: 'eight', neun: 'nine', zehn: 'ten', x: 'X' };
const n = (word: string): string => NUMBERS[word.toLowerCase()] ?? word;

const COLORS: Record<string, string> = { weiß: 'white', blau: 'blue', schwarz: 'black', rot: 'red', grün: 'green', farblos: 'colorless' };
const color = (word: string): string => COLORS[word.toLowerCase().replace(/(en|e|er|es)$/, '')] ?? COLORS[word.toLowerCase()] ?? word;

/** "eine Kreatur deiner Wahl", "einem beliebigen Ziel" …: German target phrases in every case. */
const TARGETS: Rewrite[] = [
  [/\b(?:einem|einer|ein) beliebigen? Ziel\b/gi, 'any target'],
  [/\b(?:einem|ein) Ziel deiner Wahl\b/gi, 'any target'],
  // Older printings: "eine Kreatur oder einen Spieler deiner Wahl" is "any target" today.
  [/\b(?:eine|einer) Kreatur oder (?:einen|einem) Spieler deiner Wahl\b/gi, 'any target'],
  [/\b(?:eine|einer) fliegenden? Kreatur deiner Wahl\b/gi, 'target creature with flying'],
  [/\b(?:ein|einem) Artefakt oder (?:ein|einem) Land deiner Wahl\b/gi, 'target artifact or land'],
  [/\b(?:ein|einem) Artefakt oder (?:eine|einer) Verzauberung deiner Wahl\b/gi, 'target artifact or enchantment'],
  [new RegExp(`\\bbis zu ${NUMBER} Kreaturen deiner Wahl\\b`, 'gi'), (count) => `up to ${n(count)} target creatures`],
  [/\b(?:eine|einer) Kreaturenkarte deiner Wahl aus deinem Friedhof\b/gi, 'target creature card from your graveyard'],
  // "Die verzauberte Kreatur erhält …", "tappe die verzauberte Kreatur", "der verzauberten Kreatur".
  [/\b(?:die |der |den )?verzauberten? Kreatur\b/gi, 'enchanted creature'],
  [/\b(?:die |der |den )?verzauberten? bleibenden? Karte\b/gi, 'enchanted permanent'],
  [/\b(?:das |dem |des )?verzauberten? Land(?:es)?\b/gi, 'enchanted land'],
  [/\b(?:die |der |den )?ausgerüsteten? Kreatur\b/gi, 'equipped creature'],
  [/\b(?:eine|einer|einen) Kreatur deiner Wahl, die du kontrollierst\b,?/gi, 'target creature you control'],
  [/\b(?:eine|einer|einen) Kreatur deiner Wahl\b/gi, 'target creature'],
  [/\b(?:einem|einen|ein) Spieler deiner Wahl\b/gi, 'target player'],
  [/\b(?:einem|einen|ein) Gegner deiner Wahl\b/gi, 'target opponent'],
  [/\b(?:eine|einer) nichtland-bleibende Karte deiner Wahl\b/gi, 'target nonland permanent'],
  [/\b(?:eine|einer) bleibende Karte deiner Wahl\b/gi, 'target permanent'],
  [/\b(?:ein|einem|einen) Artefakt deiner Wahl\b/gi, 'target artifact'],
  [/\b(?:eine|einer) Verzauberung deiner Wahl\b/gi, 'target enchantment'],
  [/\b(?:einen|einem|ein) Zauberspruch deiner Wahl\b/gi, 'target spell'],
  [/\beine aktivierte oder ausgelöste Fähigkeit deiner Wahl\b/gi, 'target activated or triggered ability'],
  [/\bjede(?:r|m|n)? Kreatur, die deine Gegner kontrollieren\b,?/gi, 'each creature your opponents control'],
  [/\bjede(?:r|m|n)? Kreatur, die du kontrollierst\b,?/gi, 'each creature you control'],
  [/\bjede(?:r|m|n)? fliegenden? Kreatur\b/gi, 'each creature with flying'],
  [/\bjede(?:r|m|n)? Kreatur\b/gi, 'each creature'],
  [/\bjede(?:r|m|n)? Gegner\b/gi, 'each opponent'],
  [/\bjede(?:r|m|n)? Spieler\b/gi, 'each player'],
];

const RULES: Rewrite[] = [
  ...GERMAN_AURA_LINES,
  ...GERMAN_ENTER_LEAVE,
  ...GERMAN_COMBAT,
  ...GERMAN_MODAL_HEADERS,
  [/\b(each creature(?: with flying)?) und (each player)\b/gi, '$1 and $2'],
  // Triggers (CR 702.29c–d, 603.6).
  [/^ ?Wenn du ~ umwandelst oder (?:sie|er|es) aus dem Spiel auf den Friedhof gelegt (?:wird|werden), /i, ' When you cycle ~ or it dies, '],
  [/^ ?Wenn du ~ umwandelst, /i, ' When you cycle ~, '],
  [/^ ?Immer wenn du eine (andere )?Karte umwandelst oder abwirfst, /i, (other) => ` Whenever you cycle or discard ${other ? 'another' : 'a'} card, `],
  [/^ ?Immer wenn du eine (andere )?Karte umwandelst, /i, (other) => ` Whenever you cycle ${other ? 'another' : 'a'} card, `],
  [/^ ?Immer wenn ein Spieler eine Karte umwandelt, /i, ' Whenever a player cycles a card, '],
  [/^ ?Immer wenn du eine Karte abwirfst, /i, ' Whenever you discard a card, '],
  // "One or more" (CR 603.2c), Rielle: "Immer wenn du in einem Zug zum ersten Mal eine oder mehrere Karten abwirfst, ziehe ebenso viele Karten."
  [/^ ?Immer wenn du in einem Zug zum ersten Mal eine oder mehrere Karten abwirfst, /i, ' Whenever you discard one or more cards for the first time each turn, '],
  [/^ ?Immer wenn du eine oder mehrere Karten abwirfst, /i, ' Whenever you discard one or more cards, '],
  [/\bziehe ebenso viele Karten\b/gi, 'draw that many cards'],
  [/^ ?Wenn ~ (?:ins Spiel kommt|ins Spiel kommen|das Schlachtfeld betritt), /i, ' When ~ enters the battlefield, '],
  [/^ ?Immer wenn ~ angreift, /i, ' Whenever ~ attacks, '],
  [/^ ?Immer wenn ~ Kampfschaden zufügt, /i, ' Whenever ~ deals combat damage to a player, '],
  [/^ ?Wenn ~ stirbt, /i, ' When ~ dies, '],
  // Today's German puts the verb right after the trigger, no comma: "Zu Beginn deines Versorgungssegments verlierst du 1 Lebenspunkt".
  [/^ ?(\p{L}+) zu Beginn deines (Versorgungssegments|Endsegments) /iu, ' Zu Beginn deines $2 $1 '],
  [/^ ?Zu Beginn deines Versorgungssegments,? /i, ' At the beginning of your upkeep, '],
  [/^ ?Zu Beginn deines Endsegments,? /i, ' At the beginning of your end step, '],
  [/, (?!kannst)(\p{L}+st) du\b/giu, ', du $1'],
  // Lines older printings word differently (CR 702.8 flash, 702.20 vigilance, 106.4 mana).
  [/^ ?Du kannst ~ immer dann spielen, (?:wenn|falls) du auch einen Spontanzauber spielen könntest\.?\s*$/i, 'Flash'],
  [/^ ?~ wird beim Angreifen nicht getappt\.?\s*$/i, 'Vigilance'],
  [/\bwird beim Angreifen nicht getappt\b/gi, 'hat Wachsamkeit'],
  [/\bErhöhe deinen Manavorrat um \{1\}/gi, 'Add {C}'],
  [/\bErhöhe deinen Manavorrat um (\{[^}]+\}(?: oder \{[^}]+\})?)/gi, 'Add $1'],
  // CR 601.2b: today's word order puts the verb first ("Opfere als zusätzliche Kosten, um ~ zu wirken, eine Kreatur").
  [/^ ?(Opfere|Bezahle|Schicke) als zusätzliche Kosten, um ~ zu wirken, (.+?)(?=[.]|$)/i, (verb, rest) => ` Als zusätzliche Kosten, um ~ zu wirken, ${verb.toLowerCase()} ${rest}`],
  [/^ ?Wirf als zusätzliche Kosten, um ~ zu wirken, (.+?) ab(?=[.]|$)/i, ' Als zusätzliche Kosten, um ~ zu wirken, wirf $1 ab'],
  [/^ ?Als zusätzliche Kosten, um ~ zu wirken, /i, ' As an additional cost to cast ~, '],
  [/\bopfere (?:eine|einen|ein) (Kreatur|Artefakt|Land|bleibende Karte)\b/gi, (what) => `sacrifice a${what.toLowerCase() === 'artefakt' ? 'n artifact' : ` ${({ kreatur: 'creature', land: 'land', 'bleibende karte': 'permanent' } as Record<string, string>)[what.toLowerCase()]}`}`],
  // "Opfere zehn bleibende Karten, die keine Länder sind" (Bolas's Citadel), "opfere zwei Kreaturen": N permanents as a cost (CR 118.3).
  [new RegExp(`\\bopfere ${NUMBER} bleibende Karten, die keine Länder sind\\b`, 'gi'), (count) => `sacrifice ${n(count)} nonland permanents`],
  [new RegExp(`\\bopfere ${NUMBER} (Kreaturen|Artefakte|bleibende Karten)(?=[:,]|$)`, 'gi'), (count, what) => `sacrifice ${n(count)} ${({ kreaturen: 'creatures', artefakte: 'artifacts', 'bleibende karten': 'permanents' } as Record<string, string>)[what.toLowerCase()]}`],
  [new RegExp(`\\bbezahle ${NUMBER} Lebenspunkte?\\b`, 'gi'), (count) => `pay ${n(count)} life`],
  // Conditions.
  [new RegExp(`^ ?Falls du ${NUMBER} oder weniger Länder kontrollierst, `, 'i'), (count) => ` If you control ${n(count)} or fewer lands, `],
  [/\bkannst du (.+?) auf die Hand (?:ihres|seines) Besitzers zurückbringen\b/gi, "you may return $1 to its owner's hand"],
  // "durchsuche deine Bibliothek nach einer Standardland-Karte, bringe sie getappt ins Spiel und mische dann deine Bibliothek".
  [/\bdurchsuche deine Bibliothek nach einer (.+?)-?Karte, bringe sie (getappt )?ins Spiel(?:,)? und mische (?:dann|danach) (?:deine Bibliothek)?/gi, (type, tapped) => `search your library for a ${englishType(type.replace(/-$/, ''))} card, put it onto the battlefield${tapped ? ' tapped' : ''}, then shuffle`],
  [/(?<=^ ?|, )Opfere ~(?=[:,])/gi, 'Sacrifice ~'],
  [/\bbringe (.+?) aus deinem Friedhof auf deine Hand zurück\b/gi, 'return $1 from your graveyard to your hand'],
  [/\bkann (target creature|~|enchanted creature) in diesem Zug nicht (blocken|angreifen)\b/gi, (who, what) => `${who} can't ${what.toLowerCase() === 'blocken' ? 'block' : 'attack'} this turn`],
  [/\b(target creature|~|enchanted creature) kann in diesem Zug nicht (blocken|angreifen)\b/gi, (who, what) => `${who} can't ${what.toLowerCase() === 'blocken' ? 'block' : 'attack'} this turn`],
  [/^ ?Wenn ~ aus dem Spiel (?:auf den Friedhof gelegt wird|auf dem Friedhof landet|auf einen Friedhof gelegt wird), /i, ' When ~ dies, '],
  [new RegExp(`\\b(target player|target opponent) wirft ${NUMBER} Karten? ab\\b`, 'gi'), (who, count) => `${who} discards ${n(count)} ${n(count) === 'a' ? 'card' : 'cards'}`],
  [new RegExp(`\\bkannst du ${NUMBER} ([+-]\\d+/[+-]\\d+)-Marken? auf (.+?) legen\\b`, 'gi'), (count, kind, onto) => `you may put ${n(count)} ${kind} ${n(count) === 'a' ? 'counter' : 'counters'} on ${onto}`],
  // Choices to pay and their results.
  [/\bkannst du ((?:\{[^}]+\})+) bezahlen\b/gi, 'you may pay $1'],
  [new RegExp(`\\bverliert (each opponent|target player|target opponent) ${NUMBER} Lebenspunkte?,? und du erhältst ${NUMBER} Lebenspunkte?(?: dazu)?`, 'gi'), (who, lost, gained) => `${who} loses ${n(lost)} life and you gain ${n(gained)} life`],
  [new RegExp(`\\bkannst du ${NUMBER} Lebenspunkte? dazuerhalten\\b`, 'gi'), (count) => `you may gain ${n(count)} life`],
  // Verb second after a trigger or a condition: ", erhält ~ +1/+1" → ", ~ gets +1/+1".
  [/, (?:erhält|erhalten) (~|target creature|enchanted creature|equipped creature) ([+-]\d+\/[+-]\d+)/gi, ', $1 gets $2'],
  [/, (?:erhält|erhalten) (~|target creature|enchanted creature|equipped creature) ([^,.]+?) (?:until end of turn|bis zum Ende des Zuges)/gi, ', $1 gains $2 until end of turn'],
  [new RegExp(`, fügt (?:er|sie|es|~) (.+?) ${NUMBER} Schadenspunkte? zu\\b`, 'gi'), (whom, count) => `, it deals ${n(count)} damage to ${whom}`],
  [new RegExp(`\\bkannst du (?:es|ihn|sie) (.+?) ${NUMBER} Schadenspunkte? zufügen lassen\\b`, 'gi'), (whom, count) => `you may have it deal ${n(count)} damage to ${whom}`],
  [/\bkannst du (.+?) until end of turn ([+-]\d+\/[+-]\d+) erhalten lassen\b/gi, 'you may have $1 get $2 until end of turn'],
  // Statics.
  [/^ ?~ (?:kommt|kommen) getappt ins Spiel\b/i, ' ~ enters the battlefield tapped'],
  [/\b(?:enttappt|enttappen) nicht während des Enttappsegments (?:ihres|seines) Beherrschers\b/gi, "doesn't untap during its controller's untap step"],
  [/\bverursacht Trampelschaden\b/gi, 'hat Trampelschaden'],
  [/\bangreifende Kreaturen erhalten\b/gi, 'attacking creatures get'],
  // Lords: "Andere Goblin-Kreaturen, die du kontrollierst, erhalten +1/+1 und haben Bergwandeln".
  [/^ ?(Andere )?(?:(\S+)-)?Kreaturen, die du kontrollierst, (erhalten|haben)\b/i, (other, subtype, verb) =>
    ` ${other ? 'Other ' : ''}${subtype ? `${englishSubtypes(subtype)} ` : ''}creatures you control ${verb.toLowerCase() === 'haben' ? 'have' : 'get'}`],
  [/\b(creatures you control get [+-]\d+\/[+-]\d+) und haben\b/gi, '$1 and have'],
  // Cycling statics (CR 702.29f).
  [/^ ?Umwandlungsfähigkeiten, die du aktivierst, kosten (bis zu )?(\{\d+\}) (weniger|mehr)(?: zum Aktivieren)?/i, (upTo, cost, change) =>
    ` Cycling abilities you activate cost ${upTo ? 'up to ' : ''}${cost} ${change.toLowerCase() === 'weniger' ? 'less' : 'more'} to activate`],
  [/^ ?Spieler können keine Karten umwandeln\b/i, " Players can't cycle cards"],
  // CR 118.9 (New Perspectives) and CR 601.2f, 602.2b (Zirda); not checked against printed German cards.
  [new RegExp(`^ ?Solange du ${NUMBER} oder mehr Karten auf (?:deiner|der) Hand hast, (?:kannst du (\\{\\d+\\}) bezahlen|you may pay (\\{\\d+\\})), (?:an)?statt (?:die )?Umwandlungskosten zu bezahlen\\b`, 'i'), (count, cost, paid) =>
    ` As long as you have ${n(count)} or more cards in hand, you may pay ${cost || paid} rather than pay cycling costs`],
  [/^ ?Fähigkeiten, die du aktivierst und die keine Manafähigkeiten sind, kosten (\{\d+\}) weniger(?: zum Aktivieren)?\. Dieser Effekt kann das Mana in diesen Kosten nicht auf weniger als ein Mana reduzieren\b/i, (cost) =>
    ` Abilities you activate that aren't mana abilities cost ${cost} less to activate. This effect can't reduce the mana in that cost to less than one mana`],
  // Replacements on where a card goes (CR 614.1a, 614.6) and casting from the graveyard (CR 601.3): Rest in Peace, Abandoned Sarcophagus.
  [/^ ?Falls eine Karte oder ein Spielstein (?:von irgendwoher auf einen Friedhof|auf einen Friedhof, egal von wo,) gelegt würde, schicke (?:sie|ihn|es) stattdessen ins Exil\b/i, ' If a card or token would be put into a graveyard from anywhere, exile it instead'],
  [/^ ?Falls eine Karte, die eine Umwandlungsfähigkeit hat, von irgendwoher in deinen Friedhof gelegt würde und sie nicht umgewandelt wurde, schicke sie stattdessen ins Exil\b/i, " If a card that has a cycling ability would be put into your graveyard from anywhere and it wasn't cycled, exile it instead"],
  [/^ ?Du kannst Zaubersprüche, die eine Umwandlungsfähigkeit haben, aus deinem Friedhof (?:aus )?wirken\b/i, ' You may cast spells that have a cycling ability from your graveyard'],
  [/^ ?Jede (.+?)karte auf der Hand (jedes Spielers|deiner Hand) hat\b/i, (type, whose) => ` Each ${englishSubtypes(type)} card in ${whose.toLowerCase() === 'jedes spielers' ? "each player's" : 'your'} hand has`],
  [/\bfür jede Karte mit Umwandlung in deinem Friedhof\b/gi, 'for each card with cycling in your graveyard'],
  [/\bfür jede (Kreatur|Karte)\b/gi, (what) => `for each ${what.toLowerCase() === 'kreatur' ? 'creature' : 'card'}`],
  // Prevention (CR 615).
  [/\bVerhindere allen Kampfschaden, der in diesem Zug zugefügt würde\b/gi, 'Prevent all combat damage that would be dealt this turn'],
  [new RegExp(`\\bVerhindere die nächsten ${NUMBER} Schadenspunkte, die (.+?) in diesem Zug zugefügt würden\\b`, 'gi'), (count, whom) => `Prevent the next ${n(count)} damage that would be dealt to ${whom} this turn`],
  [/\bVerhindere allen Schaden, der (.+?) in diesem Zug zugefügt würde\b/gi, 'Prevent all damage that would be dealt to $1 this turn'],
  // Delayed triggers (CR 603.7).
  [/\bbringe (?:jene Karte|sie|ihn|es) zu Beginn des nächsten Endsegments unter der Kontrolle (?:ihres|seines) Besitzers ins Spiel zurück\b/gi, "return that card to the battlefield under its owner's control at the beginning of the next end step"],
  [/\bziehe zu Beginn des Versorgungssegments des nächsten Zuges eine Karte\b/gi, "draw a card at the beginning of the next turn's upkeep"],
  [/\bzu Beginn des nächsten Endsegments\b/gi, 'at the beginning of the next end step'],
  [/\bzu Beginn des Versorgungssegments des nächsten Zuges\b/gi, "at the beginning of the next turn's upkeep"],
  // Keyword actions (CR 701): "Wende Hellsicht 2 an", "Wende Überwachen 2 an", "Stelle Nachforschungen an".
  [new RegExp(`\\bwende (Hellsicht|Überwachen) ${NUMBER} an\\b`, 'gi'), (action, count) => `${action.toLowerCase() === 'hellsicht' ? 'scry' : 'surveil'} ${n(count)}`],
  [new RegExp(`(?<!\\p{L})Überwachen ${NUMBER}\\b`, 'giu'), (count) => `surveil ${n(count)}`],
  [/\bstelle Nachforschungen an\b/gi, 'investigate'],
  [/\bregeneriere\b/gi, 'regenerate'],
  // "kannst du deine Bibliothek nach einer Standardlandkarte durchsuchen, sie offen vorzeigen und auf deine Hand nehmen. Mische danach."
  [/\b(?:du kannst|kannst du) deine Bibliothek nach einer (.+?)karte durchsuchen, sie offen vorzeigen und auf deine Hand nehmen(?:\. Mische danach(?: deine Bibliothek)?)?/gi, (type) => `you may search your library for a ${englishType(type.replace(/-$/, ''))} card, reveal it, put it into your hand, then shuffle`],
  // Choices.
  [/\b(?:du kannst|kannst du) (.+?) (ziehen|abwerfen|zerstören|tappen|enttappen|opfern)\b/gi, (rest, verb) => `you may ${({ ziehen: 'ziehe', abwerfen: 'wirf ab', zerstören: 'zerstöre', tappen: 'tappe', enttappen: 'enttappe', opfern: 'opfere' } as Record<string, string>)[verb.toLowerCase()]} ${rest}`],
  [/\bFalls du dies tust, /gi, 'If you do, '],
  // Kicker ("Bonus", CR 702.33e): "Falls die Bonuskosten bezahlt wurden, …", "Falls ~ mit Bonus gewirkt wurde, …".
  [/\bFalls (?:die Bonuskosten bezahlt wurden|du die Bonuskosten bezahlt hast|~ mit Bonus gewirkt wurde), /gi, 'If this spell was kicked, '],
  [/\bbis zum Ende des Zuges\b/gi, 'until end of turn'],
  // Verbs.
  [new RegExp(`\\b(?:ziehe|du ziehst) ${NUMBER} Karten?\\b`, 'gi'), (count) => `draw ${n(count)} ${n(count) === 'a' ? 'card' : 'cards'}`],
  [new RegExp(`\\bwirf ${NUMBER} Karten? ab\\b`, 'gi'), (count) => `discard ${n(count)} ${n(count) === 'a' ? 'card' : 'cards'}`],
  [new RegExp(`\\bdu erhältst ${NUMBER} Lebenspunkte?(?: dazu)?\\b`, 'gi'), (count) => `you gain ${n(count)} life`],
  [new RegExp(`\\bdu verlierst ${NUMBER} Lebenspunkte?\\b`, 'gi'), (count) => `you lose ${n(count)} life`],
  [new RegExp(`\\beach opponent verliert ${NUMBER} Lebenspunkte?\\b`, 'gi'), (count) => `each opponent loses ${n(count)} life`],
  [new RegExp(`\\b(target player|target opponent) verliert ${NUMBER} Lebenspunkte?\\b`, 'gi'), (who, count) => `${who} loses ${n(count)} life`],
  [new RegExp(`(?<=^|\\s)(~|er|sie|es) (?:fügt|fügen) (.+?) ${NUMBER} Schadenspunkte? zu\\b`, 'gi'), (who, whom, count) => `${who === '~' ? '~' : 'it'} deals ${n(count)} damage to ${whom}`],
  [new RegExp(`\\berhältst du ${NUMBER} Lebenspunkte?(?: dazu)?\\b`, 'gi'), (count) => `you gain ${n(count)} life`],
  [new RegExp(`\\b(target player|target opponent|each player) erhält ${NUMBER} Lebenspunkte?(?: dazu)?`, 'gi'), (who, count) => `${who} gains ${n(count)} life`],
  [new RegExp(`\\b(?:lege|lege) ${NUMBER} ([+-]\\d+/[+-]\\d+)-Marken? auf (.+?)(?=[.,]|$)`, 'gi'), (count, kind, onto) => `put ${n(count)} ${kind} ${n(count) === 'a' ? 'counter' : 'counters'} on ${onto}`],
  [/\b(.+?) erhält ([+-]\d+\/[+-]\d+) until end of turn\b/gi, (who, change) => `${who} gets ${change} until end of turn`],
  [/\berhält ([+-]\d+\/[+-]\d+)\b/gi, 'gets $1'],
  [new RegExp(`\\bHellsicht ${NUMBER}\\b`, 'gi'), (count) => `scry ${n(count)}`],
  [/\bneutralisiere (.+?), falls (?:sein|ihr) Beherrscher nicht (\{[^}]+\}) bezahlt\b/gi, 'counter $1 unless its controller pays $2'],
  [/\bneutralisiere (.+?), es sei denn, (?:sein|ihr) Beherrscher bezahlt (\{[^}]+\})/gi, 'counter $1 unless its controller pays $2'],
  [/\bneutralisiere\b/gi, 'counter'],
  [/\bzerstöre\b/gi, 'destroy'],
  [/\bschicke (.+?) ins Exil\b/gi, 'exile $1'],
  [/\bbringe (.+?) (?:zurück )?auf die Hand (?:ihres|seines) Besitzers(?: zurück)?(?=\s*(?:[.,]|$)| und)/gi, "return $1 to its owner's hand"],
  [/\btappe\b/gi, 'tap'],
  [/\benttappe\b/gi, 'untap'],
  [new RegExp(`\\berzeuge ${NUMBER} (\\d+|X)/(\\d+|X) ((?:(?:weiß|blau|schwarz|rot|grün|farblos)(?:en|e|er|es)? (?:und )?)+)(.+?)-(Artefakt)?[Kk]reaturenspielsteine?(?: mit (.+?))?(?=[.]|$)`, 'gi'), (count, power, toughness, colours, subtypes, artifact, keywords) =>
    `create ${n(count)} ${power}/${toughness} ${colours.trim().split(/\s+(?:und\s+)?/).map(color).join(' and ')} ${englishSubtypes(subtypes)} ${artifact ? 'artifact ' : ''}creature ${n(count) === 'a' ? 'token' : 'tokens'}${keywords ? ` with ${keywords}` : ''}`],
  [/\bdurchsuche deine Bibliothek nach einer (.+?)karte, zeige sie offen vor(?:,)? und nimm sie auf deine Hand(?:\.? mische danach(?: deine Bibliothek)?)?/gi, (type) => `search your library for a ${englishType(type.replace(/-$/, ''))} card, reveal it, put it into your hand, then shuffle`],
  // Statics.
  [/^ ?(enchanted|equipped) creature gets ([+-]\d+\/[+-]\d+), (.+?) und (.+?)(?=[.]|$)/i, ' $1 creature gets $2 and has $3 and $4'],
  [/^ ?(enchanted|equipped) creature gets ([+-]\d+\/[+-]\d+) und (?:hat )?(.+?)(?=[.]|$)/i, ' $1 creature gets $2 and has $3'],
  [/^ ?(enchanted|equipped) creature erhält ([^+-].+?)(?=[.]|$)/i, ' $1 creature has $2'],
  [/^ ?equipped creature hat (.+?)(?=[.]|$)/i, ' equipped creature has $1'],
  [/^ ?enchanted creature hat (.+?)(?=[.]|$)/i, ' enchanted creature has $1'],
  [/\bkann nicht angreifen oder blocken\b/gi, "can't attack or block"],
  [/\bkann nicht blocken\b/gi, "can't block"],
  [/\bkann nicht angreifen\b/gi, "can't attack"],
];

/** German rules text → English templates (unknown phrases stay German, and the grammar then reads nothing). */
export function germanToEnglish(line: string): string {
  return rewrite(rewrite(line, TARGETS), RULES);
}

/** Whether a line looks German (so the front end is worth trying). */
export function looksGerman(line: string): boolean {
  return /\b(der|die|das|du|deine?n?|eine?[rmns]?|und|Karte|Kreatur|Wahl|wenn|immer|ziehe|erhält|zerstöre|bis|Zuges|verliert|Lebenspunkte|Gegner|Spieler|Ziel|Kreaturen|erzeuge|lege|Hellsicht|neutralisiere|tappe|enttappe|wirf|wende|stelle|Nachforschungen|verhindere|regeneriere|opfere|bringe|schicke|Zug|kommt|kommen|Spiel|getappt|erhalten|Bibliothek|Friedhof|Hand|Marken?|Zauberspruch|Schadenspunkte?|angreift|greift|angreifen|blockt|Totembeistand|verursacht)\b/i.test(line);
}

const KEYWORDS: Rewrite = [/(?<![\p{L}])(Fliegend|Bedrohlichkeit|Unzerstörbarkeit|Flugfähigkeit|Trampelschaden|Eile|Reichweite|Verteidiger|Wachsamkeit|Aufblitzen|Fluchsicher|Verhüllt|Lebensverknüpfung|Unzerstörbar|Todesberührung|Erstschlag|Doppelschlag|Bedrohlich|Einschüchtern|Furcht)(?![\p{L}])/gu, (word) =>
  ({ fliegend: 'flying', unzerstörbarkeit: 'indestructible', bedrohlichkeit: 'menace', einschüchtern: 'intimidate', furcht: 'fear', flugfähigkeit: 'flying', trampelschaden: 'trample', eile: 'haste', reichweite: 'reach', verteidiger: 'defender', wachsamkeit: 'vigilance', aufblitzen: 'flash', fluchsicher: 'hexproof', verhüllt: 'shroud', lebensverknüpfung: 'lifelink', unzerstörbar: 'indestructible', todesberührung: 'deathtouch', erstschlag: 'first strike', doppelschlag: 'double strike', bedrohlich: 'menace' } as Record<string, string>)[word.toLowerCase()] ?? word];
RULES.push(
  KEYWORDS,
  // After the keywords: "… hat Lebensverknüpfung und verursacht Trampelschaden" reads "has lifelink and hat trample".
  [/\bhas hat\b/gi, 'has'],
  [/\b(has [a-z ,]+?) (?:and|und) (?:hat )?(?=[a-z])/g, '$1 and '],
  [/\b(target creature(?: you control)?|~|enchanted creature|equipped creature) erhält ([a-z ]+?) until end of turn\b/gi, '$1 gains $2 until end of turn'],
  ...GERMAN_AURA_FORMS,
);
