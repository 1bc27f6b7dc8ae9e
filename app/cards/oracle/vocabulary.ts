// Words and numbers of the ability tree that the grammar writes and the engine reads: marker
// strings kept among a creature's keywords, placeholders resolved in the game, limits of a
// target list. They live here, beside the ability types, so the engine never imports the grammar.

/** Granted for the turn with the until-end-of-turn keywords (grammar/combat-grants.ts; CR 508.1c–d). */
export const MUST_ATTACK = 'attacks each combat';
export const ATTACKS_DESPITE_DEFENDER = "can attack as though it didn't have defender";
export const CANT_ATTACK = "can't attack";

/** "protection from the chosen color": the colour the source chose as it entered (CR 614.12). */
export const CHOSEN_COLOR_PROTECTION = 'protection from the chosen color';
/** "Enchanted land is the chosen type": the land type the Aura chose as it entered (CR 614.12), read by `engine/chosen-land-type.ts`. */
export const CHOSEN_LAND_TYPE = 'the chosen type';

/** The slots "X target …" reserves (CR 601.2c); a larger X is refused when the targets are chosen. */
export const X_TARGET_SLOTS = 12;

/** "this emblem" in a quoted ability: the emblem itself, which its compiled text calls by its name. */
export const THIS_EMBLEM = /\bthis emblem\b/gi;
