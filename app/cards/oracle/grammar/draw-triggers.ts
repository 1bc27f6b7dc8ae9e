// "Whenever you draw a card" / "Whenever an opponent draws a card" (CR 121.1, 603.2), and what
// "that player" means after a trigger about a player: the one who drew, or the player whose step
// it is in "At the beginning of each player's upkeep, that player …" (you: only you take turns).
import type { TriggerEvent } from '../abilities.ts';
import type { Cursor } from './cursor.ts';

const WHO: readonly (readonly [string, 'you' | 'opponent' | 'any'])[] = [['you draw', 'you'], ['an opponent draws', 'opponent'], ['a player draws', 'any']];
const THAT_PLAYER = ['that player', 'the player', 'they'];

/** "you draw a card" up to the comma, or undefined (the cursor unmoved). */
export function drawTrigger(c: Cursor): TriggerEvent[] | undefined {
  return c.attempt(() => {
    const who = WHO.find(([phrase]) => c.accept(phrase));
    return who && c.accept('a card') && c.at(',') ? [{ on: 'draw', who: who[1] }] : undefined;
  });
}

/** The phrases that name the player a trigger is about, or undefined when it is about none. */
export function triggeringPlayerPhrases(event: TriggerEvent): readonly string[] | undefined {
  if (event.on === 'draw' && event.who !== 'you') return THAT_PLAYER;
  if (event.on === 'step' && event.eachPlayer) return THAT_PLAYER;
  if (event.on === 'cast' && event.who === 'any') return THAT_PLAYER; // "Whenever a player casts a spell, ~ deals 2 damage to that player": the caster
  return undefined;
}
