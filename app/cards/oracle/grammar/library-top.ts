// Static lines about the top card of your library:
//   "Play with the top card of your library revealed."            (CR 400.2: the library stays hidden but for it)
//   "You may look at the top card of your library any time."
//   "You may play the top card of your library [if it's a land card]." (Future Sight, Courser of Kruphix)
//   "You may cast the top card of your library if it's a creature card." (Garruk's Horde, Vizier of the Menagerie)
// The engine shows that card on the table and lets it be played from there (engine/library-top.ts),
// with the usual timing, costs and one land per turn (CR 305.1, 601.2).
import type { StaticEffect } from '../abilities.ts';
import { parseTypeQuery } from '../../type-line.ts';

const VISIBLE = /^(?:play with the top card of your library revealed|you may look at the top card of your library any time)$/i;
const PLAY = /^you may (play|cast) the top card of your library(?: if it's an? (land|creature|artifact|instant or sorcery|enchantment|planeswalker) card)?$/i;
// Bolas's Citadel (today's Oracle text, and the 2019 one: "You may play the top card …"): lands and spells, spells paid for with life (CR 118.9).
const CITADEL = /^you may (?:play lands and cast spells from the top of your library|play the top card of your library)\. if you cast a spell this way, pay life equal to its (?:mana value|converted mana cost) rather than pay its mana cost$/i;

export function libraryTopLine(line: string): StaticEffect[] | undefined {
  const text = line.trim().replace(/\.$/, '');
  if (VISIBLE.test(text)) return [{ kind: 'library top visible' }];
  if (CITADEL.test(text)) return [{ kind: 'library top visible' }, { kind: 'play from library top', cast: false, queries: null, payLife: true }];
  const play = text.match(PLAY);
  if (!play) return undefined;
  const cast = play[1]!.toLowerCase() === 'cast';
  // "You may cast the top card of your library" casts spells only; "play" plays lands too (CR 305.1).
  if (cast && play[2]?.toLowerCase() === 'land') return undefined;
  const queries = play[2] ? play[2].toLowerCase().split(' or ').map((word) => parseTypeQuery(word)) : null;
  // Playing it also lets you look at it (CR 401.2 lets the player who may play it see it).
  return [{ kind: 'library top visible' }, { kind: 'play from library top', cast, queries }];
}
