// "This turn" records read from the event stream (engine-events.ts): revolt, morbid, landfall
// counts, cards drawn and discarded, life lost. They are updated before anything listens to the
// event, so an intervening "if" checked as the event triggers sees them (CR 603.4).
import type { EngineEvent } from './engine-events.ts';
import type { GameState, PlayerId } from '../state/state.ts';

export function updateTurnRecords(state: GameState, event: EngineEvent): void {
  switch (event.type) {
    case 'zone change': {
      const lastKnown = event.lastKnown;
      if (lastKnown) {
        state.players[lastKnown.controller].permanentLeftThisTurn = true; // revolt
        if (event.to === 'graveyard' && event.wasCreature) state.players[lastKnown.controller].creatureDiedThisTurn = true; // morbid
      }
      if (event.to === 'battlefield' && event.object.card.isLand) state.players[event.object.controller].landEnteredThisTurn = true; // landfall
      // A creature card (not a token, CR 111.1) into a graveyard from anywhere: counted for its owner's graveyard.
      if (event.to === 'graveyard' && !event.object.token && event.object.card.isCreature) {
        const owner = state.players[event.object.owner];
        owner.creatureCardsToGraveyardThisTurn = (owner.creatureCardsToGraveyardThisTurn ?? 0) + 1;
      }
      return;
    }
    case 'drew':
      recordDraw(state, event.player);
      return;
    case 'discarded': {
      const player = state.players[event.player];
      player.discardedThisTurn = (player.discardedThisTurn ?? 0) + 1;
      if (event.cycling) player.cycledThisTurn = (player.cycledThisTurn ?? 0) + 1; // Gavi's first cycled card, Valiant Rescuer's "for the first time each turn"
      if (event.object.zone === 'graveyard') (player.discardedCards ??= []).push({ id: event.object.id, zcc: event.object.zcc });
      return;
    }
    case 'life changed':
      recordLifeChange(state, event.player, event.delta);
      return;
    default:
      return;
  }
}

/** A card drawn (miracle reads the count, CR 702.94a). Also called alone where only the records hear a draw (engine-events.ts `heardBeyondRecords`). */
export function recordDraw(state: GameState, playerId: PlayerId): void {
  const player = state.players[playerId];
  player.drawnThisTurn = (player.drawnThisTurn ?? 0) + 1;
}

/** Life lost this turn (Bloodthirst-like conditions). Also called alone where only the records hear a life change. */
export function recordLifeChange(state: GameState, playerId: PlayerId, delta: number): void {
  if (delta < 0) state.players[playerId].lostLifeThisTurn = true;
}
