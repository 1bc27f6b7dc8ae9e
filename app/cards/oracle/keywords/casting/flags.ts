// The casting keywords that take no cost, one module each (a line of the keyword's name in
// English, German or Spanish): convoke (CR 702.51), delve (702.66), improvise (702.126), storm
// (702.40), cascade (702.85), split second (702.61), rebound (702.88), sunburst (702.44),
// retrace (702.81), jump-start (702.133).
import { flagModule } from './model.ts';

export const convoke = flagModule('convoke', ['convoke', 'einberufen', 'convocar'], 'convoke');
export const delve = flagModule('delve', ['delve', 'wühlen', 'excavar'], 'delve');
export const improvise = flagModule('improvise', ['improvise', 'improvisieren', 'improvisar'], 'improvise');
export const storm = flagModule('storm', ['storm', 'sturm', 'tormenta'], 'storm');
export const cascade = flagModule('cascade', ['cascade', 'kaskade', 'cascada'], 'cascade');
export const splitSecond = flagModule('splitSecond', ['split second', 'sekundenbruchteil', 'fracción de segundo'], 'split second');
export const rebound = flagModule('rebound', ['rebound', 'rückprall', 'rebote'], 'rebound');
export const sunburst = flagModule('sunburst', ['sunburst', 'sonnenstrahl', 'explosión solar'], 'sunburst');
export const retrace = flagModule('retrace', ['retrace', 'rückverfolgung', 'recapitular'], 'retrace');
export const jumpStart = flagModule('jumpStart', ['jump-start', 'starthilfe', 'arranque'], 'jump-start');
// Assist (CR 702.132a): another player may pay generic mana for it. In a goldfish game the
// opponent never pays, so the spell is cast exactly as without it.
export const assist = flagModule('assist', ['assist'], 'assist (nobody else pays in a goldfish game)');
// Conspire (CR 702.78a): the cast action's `conspire` taps two creatures; casting.ts adds the copy.
export const conspire = flagModule('conspire', ['conspire'], 'conspire');
// Cipher (CR 702.99a): the engine adds the encoding step to the spell (app/engine/abilities/cipher.ts).
export const cipher = flagModule('cipher', ['cipher'], 'cipher');
