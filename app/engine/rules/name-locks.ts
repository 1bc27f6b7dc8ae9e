// The locks of a permanent that chose a card name as it entered (CR 201.3; Meddling Mage,
// Nevermore, Pithing Needle, Phyrexian Revoker, Voidstone Gargoyle): spells with that name can't be
// cast, activated abilities of sources with that name can't be activated. "Your opponents can't
// cast …" binds only the goldfish, which casts nothing. Only permanents that chose a name are looked
// at, and only in games with a card that can lock a name (game-features.ts).
import type { ActivatedAbility } from '../../cards/oracle/abilities.ts';
import { inGame, staticKinds } from '../state/game-features.ts';
import type { GameObject, GameState, PlayerId } from '../state/state.ts';
import { hasStaticOfKind } from './statics.ts';

/** Asked at every cast and activation: most games have no card that locks a name. */
const NAME_LOCKS = staticKinds('chosen name lock');

/** The permanent whose lock stops `player` casting a spell named `name`, or undefined. */
export function castLockedBy(state: GameState, name: string, player: PlayerId): GameObject | undefined {
  if (!inGame(state, NAME_LOCKS)) return undefined;
  return lockedBy(state, name, (what, source) => what === 'cast' || (what === 'cast by opponents' && source.controller !== player));
}

/** The permanent whose lock stops this ability of a source named `name` from being activated, or undefined. */
export function activationLockedBy(state: GameState, name: string, ability: ActivatedAbility): GameObject | undefined {
  if (!inGame(state, NAME_LOCKS)) return undefined;
  return lockedBy(state, name, (what) => what === 'activate' || (what === 'activate nonmana' && !ability.isManaAbility));
}

type What = 'cast' | 'cast by opponents' | 'activate' | 'activate nonmana';

function lockedBy(state: GameState, name: string, applies: (what: What, source: GameObject) => boolean): GameObject | undefined {
  for (const player of state.players) {
    for (const id of player.battlefield) {
      const source = state.objects[id]!;
      if (source.chosen?.cardName !== name) continue;
      if (hasStaticOfKind(source.card, 'chosen name lock', (effect) => applies(effect.what, source))) return source;
    }
  }
  return undefined;
}
