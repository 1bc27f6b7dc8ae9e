// Soulbond's trigger on resolution (CR 702.95a): "you may pair this creature with another unpaired
// creature". When another creature entered (the trigger's subject) the answer is yes / no; when
// the soulbond creature itself entered, it is the name of the creature to pair it with, or null
// for none. Without an answer the engine pairs, with the subject or the strongest candidate
// (engine/soulbond.ts). Both must be unpaired creatures you control as it resolves (CR 702.95c).
import { powerOf } from '../rules/characteristics.ts';
import type { Game } from '../turns/game.ts';
import { defaultPartner, pair, pairCandidates, pairedPartner } from '../rules/soulbond.ts';
import type { GameObject, StackItem } from '../state/state.ts';
import { sourceOnBattlefield, takeAnswer, type Answer, type EffectUnit } from './context.ts';

/** The soulbond creature and who it may be paired with now: the entered subject alone, or every candidate. */
function pairing(game: Game, item: StackItem): { self: GameObject; candidates: GameObject[]; subject: boolean } | undefined {
  const state = game.state;
  const self = state.objects[item.objectId];
  if (!self || self.zone !== 'battlefield' || self.zcc !== item.sourceZcc || pairedPartner(state, self)) return undefined;
  const candidates = pairCandidates(state, self);
  const subject = item.subject;
  if (!subject) return { self, candidates, subject: false };
  return { self, candidates: candidates.filter((candidate) => candidate.id === subject.id && candidate.zcc === subject.zcc), subject: true };
}

/** The answer that pairs with nothing, besides null (the table's "Don't pair" button). */
export const NO_PAIR = 'no pair';

const strength = (game: Game) => (object: GameObject) => powerOf(game.state, object) ?? 0;

export const pairEffect: EffectUnit<'pair'> = (game, _effect, context) => {
  const { given, value } = takeAnswer(context);
  const found = sourceOnBattlefield(game, context) ? pairing(game, context.item) : undefined;
  if (!found || found.candidates.length === 0) return;
  let partner: GameObject | undefined;
  if (found.subject) partner = !given || value === true ? found.candidates[0] : undefined;
  else if (given) partner = typeof value === 'string' ? found.candidates.find((candidate) => candidate.card.name === value) : undefined;
  else partner = defaultPartner(found.candidates, strength(game));
  if (partner) pair(found.self, partner);
};

/** The answer `resolve` gives, checked before anything happens. */
export function pairAnswer(game: Game, item: StackItem, choice: unknown): Answer | string {
  if (item.subject) return typeof choice === 'boolean' ? { value: choice } : 'the choice for soulbond is true (pair them) or false';
  if (choice === null || choice === false || choice === NO_PAIR) return { value: null };
  if (typeof choice !== 'string') return 'the choice for soulbond is the name of an unpaired creature you control, or null';
  const candidates = pairing(game, item)?.candidates ?? [];
  return candidates.some((candidate) => candidate.card.name === choice) ? { value: choice } : `"${choice}" is not another unpaired creature you control`;
}

/** What the table asks: yes / no for the creature that entered, else the candidates' names and the engine's default. */
export function pairQuestion(game: Game, item: StackItem): { subject: true } | { subject: false; options: string[]; suggested: string } {
  if (item.subject) return { subject: true };
  const candidates = pairing(game, item)?.candidates ?? [];
  const suggested = defaultPartner(candidates, strength(game));
  return { subject: false, options: [...new Set(candidates.map((candidate) => candidate.card.name))].sort(), suggested: suggested?.card.name ?? '' };
}
