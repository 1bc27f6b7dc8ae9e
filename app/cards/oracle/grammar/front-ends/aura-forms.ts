// German and Spanish forms of the Aura templates the English grammar reads (appended to each
// front end's rules): compound statics ("Verzauberte Kreatur erhält +2/+2, hat Flugfähigkeit und
// kann nicht blocken"; "La criatura encantada obtiene +2/+2, tiene la habilidad de volar y no
// puede bloquear"), "Du kontrollierst die verzauberte Kreatur" / "Controlas la criatura
// encantada", land type changes and abilities granted in quotation marks.
import type { Rewrite } from './rewrite.ts';

const LANDS_DE: Record<string, string> = { ebene: 'Plains', insel: 'Island', sumpf: 'Swamp', gebirge: 'Mountain', wald: 'Forest' };
const LANDS_ES: Record<string, string> = { llanura: 'Plains', isla: 'Island', pantano: 'Swamp', montaña: 'Mountain', bosque: 'Forest' };

export const GERMAN_AURA_FORMS: Rewrite[] = [
  [/\bverzauberte(?:s)? Land\b/gi, 'enchanted land'],
  [/\bverzauberte bleibende Karte\b/gi, 'enchanted permanent'],
  [/\bDu kontrollierst (?:die |das )?enchanted (creature|land|permanent)\b/gi, 'You control enchanted $1'],
  [/\benchanted land ist (?:eine?n? )?(Ebene|Insel|Sumpf|Gebirge|Wald)\b/gi, (type) => `enchanted land is ${/^[IE]/i.test(LANDS_DE[type.toLowerCase()]!) ? 'an' : 'a'} ${LANDS_DE[type.toLowerCase()]}`],
  [/\bverliert (flying|trample|haste|reach|defender|vigilance|hexproof|shroud|lifelink|indestructible|deathtouch|first strike|double strike|menace)\b/gi, 'loses $1'],
  [/\bkann nicht geblockt werden\b/gi, "can't be blocked"],
  [/\benttappt nicht während des Enttappsegments (?:ihres|seines) Beherrschers\b/gi, "doesn't untap during its controller's untap step"],
  [/\b(?:und )?(?:ihre|seine) aktivierten Fähigkeiten können nicht aktiviert werden\b/gi, "and its activated abilities can't be activated"],
  [/(?<=\benchanted (?:creature|land|permanent)\b.*)(,|\bund) hat\b/gi, (joiner) => `${joiner === ',' ? ',' : 'and'} has`],
  [/(?<=\benchanted (?:creature|land|permanent)\b.*)\bund (?=can't|loses|has|gets|doesn't)/gi, 'and '],
  [/(?<=\benchanted (?:creature|land|permanent)\b.*)(,|\band) kann nicht\b/gi, (joiner) => `${joiner} can't`],
  [/^ ?enchanted (creature|land|permanent) hat\b/gi, ' enchanted $1 has'],
  // Inside the quotes of a granted ability: "Diese Kreatur fügt einem beliebigen Ziel 1 Schadenspunkt zu."
  [/\bdiese(?:s)? (Kreatur|Land)\b/gi, (what) => `this ${what.toLowerCase() === 'land' ? 'land' : 'creature'}`],
  [/\bthis (creature|land) fügt (.+?) (\d+) Schadenspunkte? zu\b/gi, (what, whom, count) => `this ${what} deals ${count} damage to ${whom}`],
  [/\bErzeuge ein Mana einer beliebigen Farbe\b/gi, 'Add one mana of any color'],
];

export const SPANISH_AURA_FORMS: Rewrite[] = [
  [/\bla tierra encantada\b/gi, 'enchanted land'],
  [/\bel permanente encantado\b/gi, 'enchanted permanent'],
  [/\bControlas enchanted (creature|land|permanent)\b/gi, 'You control enchanted $1'],
  [/\benchanted land es (?:una? )?(Llanura|Isla|Pantano|Montaña|Bosque)\b/gi, (type) => `enchanted land is ${/^[IE]/i.test(LANDS_ES[type.toLowerCase()]!) ? 'an' : 'a'} ${LANDS_ES[type.toLowerCase()]}`],
  [/\bpierde (?:la habilidad de )?(flying|trample|haste|reach|defender|vigilance|hexproof|shroud|lifelink|indestructible|deathtouch|first strike|double strike|menace)\b/gi, 'loses $1'],
  [/\bno puede ser bloqueada\b/gi, "can't be blocked"],
  [/\bno se endereza durante el paso de enderezar de su controlador\b/gi, "doesn't untap during its controller's untap step"],
  [/\b(?:y )?sus habilidades activadas no pueden activarse\b/gi, "and its activated abilities can't be activated"],
  [/(?<=\benchanted (?:creature|land|permanent)\b.*)(,|\by) tiene\b/gi, (joiner) => `${joiner === ',' ? ',' : 'and'} has`],
  [/(?<=\benchanted (?:creature|land|permanent)\b.*)\by (?=can't|loses|has|gets|doesn't)/gi, 'and '],
  [/^ ?enchanted (creature|land|permanent) tiene\b/gi, ' enchanted $1 has'],
  // Inside the quotes of a granted ability: "Esta criatura hace 1 punto de daño a cualquier objetivo."
  [/\besta (criatura|tierra)\b/gi, (what) => `this ${what.toLowerCase() === 'tierra' ? 'land' : 'creature'}`],
  [/\bthis (creature|land) (?:hace|inflige) (\d+) puntos? de daño (?:a )?(.+?)(?=[."]|$)/gi, (what, count, whom) => `this ${what} deals ${count} damage to ${whom}`],
  [/\bAgrega un maná de cualquier color\b/gi, 'Add one mana of any color'],
];
