// Whether a condition on the game's state holds now: for "if …" on resolution (CR 608.2c) and for
// "as long as …" statics, checked whenever a characteristic is read (CR 611.3a).
import { pairedPartner } from './soulbond.ts';
import type { Condition, StaticAbility } from '../../cards/oracle/abilities.ts';
import { countOf, matchesFilter, permanentsMatching } from './filters.ts';
import { attackedThisCombat, attackedThisTurn, isAttacking } from './combat-state.ts';
import { isCreatureNow } from './characteristics.ts';
import { typesOf } from './attached.ts';
import type { GameObject, GameState, PlayerId } from '../state/state.ts';
import { topCardSharesCreatureType } from './kinship.ts';
import { castRecordFor, manaSpentHolds } from './mana-spent.ts';

export function conditionHolds(state: GameState, condition: Condition, controller: PlayerId, sourceId: number, x = 0): boolean {
  switch (condition.kind) {
    case 'control': {
      const found = permanentsMatching(state, condition.filter, controller, sourceId).length > 0;
      return condition.negate ? !found : found;
    }
    case 'count': {
      const amount = condition.amount;
      // "that much" belongs to a triggering event; a condition read on the game alone has none.
      const value = amount === 'X' ? x : amount === 'that much' ? 0 : typeof amount === 'number' ? amount : countOf(state, amount.count, controller, sourceId) * amount.times;
      if (condition.op === '<=') return value <= condition.value;
      if (condition.op === '>=') return value >= condition.value;
      return value === condition.value;
    }
    case 'your turn':
      return condition.negate !== true; // the goldfish takes no turns
    case 'attacked this turn':
      return attackedThisTurn(state) !== (condition.negate === true);
    case 'permanent left this turn':
      return state.players[controller].permanentLeftThisTurn;
    case 'self attacked':
      return attackedThisCombat(state, sourceId);
    case 'host attacked': // this turn's only combat lasts until the turn ends (state.combat)
      return attackedThisCombat(state, state.objects[sourceId]?.attachedTo ?? -1);
    case 'kicked':
      // CR 702.33e: a permanent remembers how its spell was cast (a spell's own record is on its stack item: effects/choices.ts).
      return (state.objects[sourceId]?.cast?.kicks ?? 0) > 0;
    case 'mana spent':
      return manaSpentHolds(castRecordFor(state, sourceId), condition);
    case 'not':
      return !conditionHolds(state, condition.condition, controller, sourceId, x);
    case 'all':
      return condition.conditions.every((each) => conditionHolds(state, each, controller, sourceId, x));
    case 'this turn':
      return condition.what === 'creature died' ? state.players.some((player) => player.creatureDiedThisTurn) : state.players[controller].landEnteredThisTurn;
    case 'citys blessing':
      return state.players[controller].citysBlessing === true;
    case 'tribute not paid':
      return state.objects[sourceId]?.chosen?.tributePaid !== true; // the goldfish never pays tribute
    case 'enchanted is': {
      // CR 611.3a: checked all the time; an Aura attached to nothing enchants nothing that matches.
      const host = state.objects[state.objects[sourceId]?.attachedTo ?? -1];
      const matches = host !== undefined && host.zone === 'battlefield' && matchesFilter(state, host, condition.filter, controller, sourceId);
      // "Otherwise, …" (the same condition negated) applies to an enchanted permanent that does not match.
      return condition.negate ? host !== undefined && host.zone === 'battlefield' && !matches : matches;
    }
    case 'enchanted controller has another creature': {
      const host = state.objects[state.objects[sourceId]?.attachedTo ?? -1];
      if (!host || host.zone !== 'battlefield') return false;
      const another = state.players[host.controller].battlefield.some((id) => id !== host.id && isCreatureNow(state.objects[id]!));
      return condition.negate ? !another : another;
    }
    case 'top card shares a creature type':
    {
      const source = state.objects[sourceId];
      return source !== undefined && topCardSharesCreatureType(state, controller, source, typesOf(source));
    }
    case 'self is': {
      const self = state.objects[sourceId];
      if (!self || self.zone !== 'battlefield') return false;
      if (condition.what === 'untapped') return !self.tapped;
      if (condition.what === 'tapped') return self.tapped;
      if (condition.what === 'unpaired') return pairedPartner(state, self) === undefined;
      if (condition.what === 'attacking') return isAttacking(state, self);
      if (condition.what === 'monstrous') return self.monstrous === true; // CR 701.37b
      if (condition.what === 'solved') return self.solved === true; // CR 719
      if (condition.what === 'renowned') return self.renowned === true; // CR 702.112b
      const kind = condition.what === 'equipped' ? 'Equipment' : 'Aura';
      return state.players.some((player) => player.battlefield.some((id) => state.objects[id]!.attachedTo === self.id && (kind === 'Aura' ? state.objects[id]!.card.isAura : state.objects[id]!.card.types.subtypes.includes(kind))));
    }
  }
}

/** A static ability applies unless its "as long as" condition fails now. */
export function staticApplies(state: GameState, ability: StaticAbility, source: GameObject): boolean {
  return ability.condition === undefined || conditionHolds(state, ability.condition, source.controller, source.id);
}
