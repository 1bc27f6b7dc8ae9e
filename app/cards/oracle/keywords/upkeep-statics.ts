// Static lines about the untap, draw and cleanup steps, new-game set-up and how a land enters,
// in English, German and Spanish. The engine reads them in `engine/upkeep.ts`:
//   "You may choose not to untap ~ during your untap step."   (CR 502.3: the player's choice)
//   "Skip your draw step."                                      (CR 504)
//   "You have no maximum hand size."                            (CR 402.2, 514.1)
//   "If ~ is in your opening hand, you may begin the game with it on the battlefield."  (CR 103.6)
//   "~ enters the battlefield tapped unless you control two or fewer other lands."       (CR 614.1c)
//   "As ~ enters the battlefield, you may pay 2 life. If you don't, it enters the battlefield tapped."
//   "When you control no Islands, sacrifice ~."                 (CR 603.8: a state trigger)
import type { StaticAbility, StaticEffect, UpkeepRule } from '../abilities.ts';
import { lookupTypeWord } from '../../type-words.ts';
import { AMOUNT, parseAmount } from '../normalize.ts';

const RULES: readonly [RegExp, UpkeepRule][] = [
  [/^(?:skip your draw step|überspringe deinen ziehsegment|überspringe dein ziehsegment|salta tu paso de robar)$/i, 'skip draw'],
  [/^(?:you have no maximum hand size|du hast keine maximale handkartenanzahl|no tienes tamaño máximo de mano)$/i, 'no maximum hand size'],
  [/^(?:players have no maximum hand size|spieler haben keine maximale handkartenanzahl|los jugadores no tienen tamaño máximo de mano)$/i, 'players have no maximum hand size'],
  [
    /^(?:if ~ is in your opening hand, you may begin the game with it on the battlefield|falls ~ in deiner starthand ist, kannst du das spiel mit (?:ihr|ihm) im spiel beginnen|si ~ está en tu mano inicial, puedes comenzar el juego con (?:él|ella|esa carta) en el campo de batalla)$/i,
    'opening hand',
  ],
  [
    /^(?:~ enters the battlefield tapped unless you control two or fewer other lands|~ kommt getappt ins spiel, es sei denn, du kontrollierst zwei oder weniger andere länder|~ entra al campo de batalla girad[oa] a menos que controles dos tierras o menos más)$/i,
    'tapped unless two or fewer other lands',
  ],
  [
    /^(?:as ~ enters the battlefield, you may pay 2 life\. if you don't, it enters the battlefield tapped|während ~ ins spiel kommt, kannst du 2 lebenspunkte bezahlen\. falls du dies nicht tust, kommt es getappt ins spiel|mientras ~ entra al campo de batalla, puedes pagar 2 vidas\. si no lo haces, entra al campo de batalla girad[oa])$/i,
    'pay 2 life or tapped',
  ],
];

const MAY_NOT_UNTAP = /^(?:you may choose not to untap ~ during your untap step|du kannst entscheiden, ~ während deines enttappsegments nicht zu enttappen|puedes elegir no enderezar ~ durante tu paso de enderezar)$/i;
const NO_SUBTYPE = /^(?:when you control no (\w+), sacrifice ~|wenn du keine (\w+) kontrollierst, opfere ~|cuando no controles (?:ningun[ao]s? )?(\w+), sacrifica ~)$/i;

const TAPPED_WITH = new RegExp(`^(?:~ enters the battlefield tapped(?: and)? with|~ kommt getappt und mit|~ entra al campo de batalla girad[oa] con) ${AMOUNT} (\\S+) (?:counters? on it|marken? ins spiel|contadores? de \\S+)$`, 'i');

const one = (effect: StaticEffect): StaticAbility[] => [{ kind: 'static', effect }];

/** The static abilities of one line (a Vivid land's "enters tapped with two charge counters" is two); undefined when it is none of these. */
export function parseUpkeepStatic(line: string): StaticAbility[] | undefined {
  const text = line.trim().replace(/\.$/, '');
  if (MAY_NOT_UNTAP.test(text)) return one({ kind: 'restriction', what: 'may not untap', enchanted: false });
  for (const [pattern, what] of RULES) if (pattern.test(text)) return one({ kind: 'upkeep rule', what });
  const none = text.match(NO_SUBTYPE);
  const word = none ? lookupTypeWord(none[1] ?? none[2] ?? none[3] ?? '') : undefined;
  if (word?.kind === 'subtype') return one({ kind: 'upkeep rule', what: 'sacrifice when you control none', subtype: word.english });
  const depletion = text.match(/^~ doesn't untap during your untap step if it has an? ([a-z]+) counter on it$/i);
  if (depletion) return one({ kind: 'upkeep rule', what: 'doesnt untap with counter', counter: depletion[1]!.toLowerCase() });
  // "~ enters the battlefield tapped and doesn't untap during your untap step" (CR 614.1c, 502.3): both rules.
  if (/^~ enters the battlefield tapped and doesn't untap during your untap step$/i.test(text)) {
    return [...one({ kind: 'enters tapped' }), ...one({ kind: 'restriction', what: 'doesnt untap', enchanted: false })];
  }
  const tapped = text.match(TAPPED_WITH);
  const count = tapped ? parseAmount(tapped[1]!) : undefined;
  if (tapped && typeof count === 'number' && /^[a-z]+$/.test(tapped[2]!)) {
    return [...one({ kind: 'enters tapped' }), ...one({ kind: 'enters with counters', counter: tapped[2]!, count })];
  }
  return undefined;
}
