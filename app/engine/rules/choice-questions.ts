// Which effects of the choices area ask the player something on resolution (a card to pick).
import type { Effect } from '../../cards/oracle/abilities.ts';

export type ChoiceQuestion = Extract<Effect, { kind: 'populate' | 'returnOwn' | 'chosenProtection' | 'chosenType' | 'clash' | 'unlessReturn' | 'chooseValue' }>;

export const isChoiceQuestion = (effect: Effect): effect is ChoiceQuestion => effect.kind === 'populate' || effect.kind === 'returnOwn' || effect.kind === 'chosenProtection' || effect.kind === 'chosenType' || effect.kind === 'clash' || effect.kind === 'unlessReturn' || effect.kind === 'chooseValue';
