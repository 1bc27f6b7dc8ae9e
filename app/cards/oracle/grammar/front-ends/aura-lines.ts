// Whole Aura sentences of German and Spanish printings onto the English templates the grammar grew
// for Auras: triggers of the enchanted object ("Immer wenn die verzauberte Kreatur Schaden zufügt,
// erhältst du ebenso viele Lebenspunkte dazu"; "Siempre que la criatura encantada haga daño, ganas
// esa cantidad de vida"; "Wenn das verzauberte Land getappt wird, …"), totem armor (CR 702.89),
// prevention of the creature's damage, base power and toughness, the older "can't be the target"
// for shroud and hexproof, and German quotation marks. They run first in each front end's rules,
// after the target phrases ("die verzauberte Kreatur" is "enchanted creature" by then).
import type { Rewrite } from './rewrite.ts';

const DAMAGE_TO_DE: Record<string, string> = { 'einem gegner ': ' to an opponent', 'einem spieler ': ' to a player', '': '' };

export const GERMAN_AURA_LINES: readonly Rewrite[] = [
  [/[„“”]/g, '"'],
  [/^ ?Totembeistand\.? $/i, ' Totem armor '],
  // Mirage Auras: "You may cast ~ as though it had flash. If you cast it any time a sorcery couldn't have been cast, …".
  [/^ ?Du kannst ~ auch als Spontanzauber spielen\. Wenn du dies tust, begrabe (?:ihn|sie|es) am Ende des Zuges\.? $/i, " You may cast ~ as though it had flash. If you cast it any time a sorcery couldn't have been cast, the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step. "],
  [/^ ?Verursacht Furcht\.? $/i, ' Fear '],
  [/\bverursacht Furcht\b/gi, 'has fear'],
  [/^ ?enchanted (creature|land|permanent) ist verhüllt\b/i, ' enchanted $1 has shroud'],
  [/^ ?Immer wenn enchanted creature (einem Gegner |einem Spieler |)(Kampf)?schaden zufügt, /i, (whom, combat) => ` Whenever enchanted creature deals ${combat ? 'combat ' : ''}damage${DAMAGE_TO_DE[whom.toLowerCase()]}, `],
  [/\berhältst du (?:ebenso|genauso) ?viele Lebenspunkte dazu\b/gi, 'you gain that much life'],
  [/^ ?(Immer wenn|Wenn) enchanted land für Mana getappt wird, /i, (when) => ` ${when.toLowerCase() === 'wenn' ? 'When' : 'Whenever'} enchanted land is tapped for mana, `],
  [/^ ?(Immer wenn|Wenn) enchanted (land|permanent) getappt wird, /i, (when, what) => ` ${when.toLowerCase() === 'wenn' ? 'When' : 'Whenever'} enchanted ${what.toLowerCase()} becomes tapped, `],
  [/^ ?(Immer wenn|Wenn) enchanted creature Schaden zugefügt wird, /i, (when) => ` ${when.toLowerCase() === 'wenn' ? 'When' : 'Whenever'} enchanted creature is dealt damage, `],
  [/^ ?enchanted creature erhält ([+-]\d+\/[+-]\d+) und kann nicht (blocken|geblockt werden)\b/i, (change, what) => ` enchanted creature gets ${change} and ${what.toLowerCase() === 'blocken' ? "can't block" : "can't be blocked"}`],
  [/, und (?:ihre|seine) aktivierten Fähigkeiten können nicht (?:gespielt|aktiviert) werden\b/gi, ", and its activated abilities can't be activated"],
  [/^ ?Die aktivierten Fähigkeiten enchanted creature können nicht (?:aktiviert|gespielt) werden\b/i, " enchanted creature's activated abilities can't be activated"],
  [/^ ?Zu Beginn des Versorgungssegments des Beherrschers enchanted creature,? verliert (?:jener|dieser) Spieler (\d+) Lebenspunkte?/i, " At the beginning of the upkeep of enchanted creature's controller, that player loses $1 life"],
  [/^ ?(~|enchanted creature) greift in jedem Zug an, falls möglich\b/i, ' $1 attacks each combat if able'],
  [/\bfür jede (andere )?Kreatur, die du kontrollierst\b/gi, (other) => `for each ${other ? 'other ' : ''}creature you control`],
  [/\bfür each creature you control\b/gi, 'for each creature you control'],
  [/^ ?Wenn enchanted creature stirbt, bringe ihre Karte unter deiner Kontrolle ins Spiel zurück\b/i, ' When enchanted creature dies, return that card to the battlefield under your control'],
  [/, zerstöre (?:es|sie|ihn)(?=[.]|$)/gi, ', destroy it'],
  [/, verliert sein Beherrscher (\d+) Lebenspunkte?/gi, ', its controller loses $1 life'],
  [/, erhöht sein Beherrscher seinen Manavorrat um ein (?:zusätzliches )?Mana einer beliebigen Farbe/gi, ', its controller adds an additional one mana of any color'],
  [/\b(?:Erzeuge|Erhöhe deinen Manavorrat um) zwei Mana genau einer beliebigen Farbe\b/gi, 'Add two mana of any one color'],
  [/\bErhöhe deinen Manavorrat um ein Mana einer beliebigen Farbe\b/gi, 'Add one mana of any color'],
  [/^ ?enchanted creature kann nicht das Ziel von Zaubersprüchen oder Fähigkeiten sein, die deine Gegner kontrollieren\b/i, " enchanted creature can't be the target of spells or abilities your opponents control"],
  [/^ ?enchanted creature kann nicht das Ziel von Zaubersprüchen oder Fähigkeiten sein\b/i, ' enchanted creature has shroud'],
  [/^ ?enchanted creature hat Basis-Stärke und -Widerstandskraft (\d+\/\d+)/i, ' enchanted creature has base power and toughness $1'],
  [/^ ?Verhindere allen Schaden, der von enchanted creature zugefügt würde\b/i, ' Prevent all damage that would be dealt by enchanted creature'],
  [/^ ?Verhindere allen Kampfschaden, der von enchanted creature zugefügt würde\b/i, ' Prevent all combat damage that would be dealt by enchanted creature'],
  [/^ ?Verhindere allen Kampfschaden, der enchanted creature zugefügt und von ihr zugefügt würde\b/i, ' Prevent all combat damage that would be dealt to and dealt by enchanted creature'],
];

export const SPANISH_AURA_LINES: readonly Rewrite[] = [
  [/[“”«»]/g, '"'],
  [/^ ?Armadura (?:de )?tótem\.? $/i, ' Totem armor '],
  [/^ ?Puedes lanzar ~ como si tuviera destello\. Si (?:la|lo) lanzas en cualquier momento en que no hubieras podido lanzar un conjuro, el controlador del permanente en que se convierte (?:lo|la) sacrifica al comienzo del próximo paso de limpieza\.? $/i, " You may cast ~ as though it had flash. If you cast it any time a sorcery couldn't have been cast, the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step. "],
  [/^ ?Tú controlas (enchanted (?:creature|land|permanent))/i, ' You control $1'],
  [/^ ?Siempre que enchanted creature haga daño( de combate)?( a un oponente| a un jugador)?, /i, (combat, whom) => ` Whenever enchanted creature deals ${combat ? 'combat ' : ''}damage${whom ? (/oponente/i.test(whom) ? ' to an opponent' : ' to a player') : ''}, `],
  [/\bganas esa cantidad de vida\b/gi, 'you gain that much life'],
  [/^ ?No se pueden (?:jugar|activar) las habilidades activadas de enchanted creature\b/i, " enchanted creature's activated abilities can't be activated"],
  [/^ ?Al comienzo del mantenimiento del controlador de enchanted creature, ese jugador pierde (\d+) vidas?/i, " At the beginning of the upkeep of enchanted creature's controller, that player loses $1 life"],
  [/^ ?(Cuando|Siempre que) se le haga daño (?:a )?enchanted creature, /i, (when) => ` ${when.toLowerCase() === 'cuando' ? 'When' : 'Whenever'} enchanted creature is dealt damage, `],
  [/\bdestrúyel[ao](?=[.]|$)/gi, 'destroy it'],
  [/^ ?(~|enchanted creature) ataca cada turno si puede\b/i, ' $1 attacks each combat if able'],
  [/\bpor (?:each creature|cada criatura) que control(?:es|as)\b/gi, 'for each creature you control'],
  [/^ ?(Siempre que|Cuando) enchanted land se gire para obtener maná, /i, (when) => ` ${when.toLowerCase() === 'cuando' ? 'When' : 'Whenever'} enchanted land is tapped for mana, `],
  [/^ ?(Siempre que|Cuando) enchanted land se gire, /i, (when) => ` ${when.toLowerCase() === 'cuando' ? 'When' : 'Whenever'} enchanted land becomes tapped, `],
  [/, su controlador pierde (\d+) vidas?/gi, ', its controller loses $1 life'],
  [/, su controlador agrega un maná (?:adicional )?de cualquier color(?: a su reserva de maná)?/gi, ', its controller adds an additional one mana of any color'],
  [/^ ?Cuando enchanted creature muera, regresa esa carta al campo de batalla bajo tu control\b/i, ' When enchanted creature dies, return that card to the battlefield under your control'],
  [/^ ?enchanted creature no puede atacar ni bloquear y no pueden activarse sus habilidades activadas\b/i, " enchanted creature can't attack or block, and its activated abilities can't be activated"],
  [/^ ?enchanted creature tiene una fuerza y resistencia base de (\d+\/\d+)/i, ' enchanted creature has base power and toughness $1'],
  [/^ ?(enchanted (?:creature|land|permanent)) tiene: "/i, ' $1 tiene "'],
  [/\bAgrega dos manás de un (?:solo )?color cualquiera(?: a tu reserva de maná)?/gi, 'Add two mana of any one color'],
  [/\bAgrega un maná de cualquier color(?: a tu reserva de maná)?/gi, 'Add one mana of any color'],
  [/^ ?Prevén todo el daño de combate que se le fuera a hacer y que fuera a hacer enchanted creature\b/i, ' Prevent all combat damage that would be dealt to and dealt by enchanted creature'],
  [/^ ?Prevén todo el daño de combate que (?:fuera|vaya) a hacer enchanted creature\b/i, ' Prevent all combat damage that would be dealt by enchanted creature'],
  [/^ ?Prevén todo el daño que (?:fuera|vaya) a hacer enchanted creature\b/i, ' Prevent all damage that would be dealt by enchanted creature'],
];
