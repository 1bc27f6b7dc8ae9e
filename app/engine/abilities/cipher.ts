// Cipher (CR 702.99): "As this spell resolves, you may exile this card encoded on a creature you
// control" (702.99a; the creature: an untapped one that can attack, the greatest power first) and
// "Whenever [that creature] deals combat damage to a player, its controller may cast a copy of the
// encoded card without paying its mana cost" (702.99c: for as long as the card stays exiled and the
// creature on the battlefield, each as the object it was).
import type { EventOf } from '../events/engine-events.ts';
import type { Effect, TriggeredAbility } from '../../cards/oracle/abilities.ts';
import { isCreatureNow, isSummoningSick, powerOf } from '../rules/characteristics.ts';
import type { Game } from '../turns/game.ts';
import { signal } from '../events/engine-events.ts';
import type { GameObject, GameState, PlayerId, StackItem } from '../state/state.ts';
import { chooseTargetsAutomatically } from '../rules/targets.ts';
import { moveFromStack } from '../events/zones.ts';
import { spellText } from './spell-text.ts';

/** The step added to a cipher spell's effects as it is cast (CR 702.99a: "you may"). */
export const CIPHER_STEP: Effect = { kind: 'may', effects: [{ kind: 'castingStep', step: 'cipher encode' }], text: 'You may exile this card encoded on a creature you control.' };

const CIPHER_TRIGGER: TriggeredAbility = {
  kind: 'triggered',
  event: { on: 'deals combat damage to a player' },
  effects: [{ kind: 'may', effects: [{ kind: 'castingStep', step: 'cipher copy' }], text: 'You may cast a copy of the encoded card without paying its mana cost.' }],
  targets: [],
  text: 'Cipher: you may cast a copy of the encoded card without paying its mana cost.',
};

/** The creature the spell is encoded on: your untapped creatures that can attack first, then the greatest power. */
function encodingTarget(game: Game, controller: PlayerId): GameObject | undefined {
  const state = game.state;
  const rank = (creature: GameObject): number => (creature.tapped || isSummoningSick(state, creature) ? 0 : 1000) + (powerOf(state, creature) ?? 0);
  return state.players[controller].battlefield
    .map((id) => state.objects[id]!)
    .filter((object) => isCreatureNow(object))
    .sort((a, b) => rank(b) - rank(a))[0];
}

/** CR 702.99a: the resolving spell's card is exiled encoded on a creature you control (nothing without one). */
export function encode(game: Game, item: StackItem): void {
  const card = game.state.objects[item.objectId]!;
  if (item.copy || card.zone !== 'stack' || card.zcc !== item.sourceZcc) return;
  const creature = encodingTarget(game, item.controller);
  if (!creature) return;
  moveFromStack(game, card, 'exile');
  card.encodedOn = { id: creature.id, zcc: creature.zcc, cardZcc: card.zcc };
}

/** Whether a card may be encoded now: encoded cards wait in exile (the dispatcher's gate). */
export const encodedCardsMayExist = (state: GameState): boolean => state.players[0].exile.length > 0 || state.players[1].exile.length > 0;

/** CR 702.99c: the cards encoded on an attacker that dealt combat damage to a player trigger. */
export function onCombatDamageCipher(game: Game, { attacker }: EventOf<'combat damage to player'>): void {
  const state = game.state;
  for (const player of state.players) {
    for (const id of player.exile) {
      const card = state.objects[id]!;
      const link = card.encodedOn;
      if (link && link.id === attacker.id && link.zcc === attacker.zcc && link.cardZcc === card.zcc) state.pending.push({ objectId: card.id, sourceZcc: card.zcc, sourceName: card.card.name, controller: attacker.controller, ability: CIPHER_TRIGGER });
    }
  }
}

/** CR 702.99c, 707.12: a copy of the encoded card cast without paying its mana cost (targets chosen automatically). */
export function castEncodedCopy(game: Game, item: StackItem): void {
  const state = game.state;
  const card = state.objects[item.objectId]!;
  if (card.zone !== 'exile' || card.zcc !== item.sourceZcc || !card.card.spell) return;
  const specs = card.card.spell.targets;
  const targets = specs.length === 0 ? [] : chooseTargetsAutomatically(game, specs, item.controller, card.id);
  if (!targets) return;
  game.emit({ type: 'cast', card: card.card.name });
  state.stack.push({
    sid: state.nextStackId++,
    kind: 'spell',
    objectId: card.id,
    sourceZcc: card.zcc,
    sourceName: card.card.name,
    controller: item.controller,
    ability: null,
    effects: card.card.spell.effects,
    targetSpecs: specs,
    targets,
    x: 0,
    text: spellText(card.card.definition),
    copy: true,
    cast: { kicks: 0 },
  });
  const player = state.players[item.controller];
  player.spellsCastThisTurn = (player.spellsCastThisTurn ?? 0) + 1;
  signal(game, { type: 'cast', spell: card, player: item.controller, targets });
  signal(game, { type: 'became target', targets, spell: true }); // CR 601.2c: its targets, after the cast triggers
}
