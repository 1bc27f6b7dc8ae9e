// Splice (CR 702.47a): as an Arcane spell (or, for "splice onto instant or sorcery", an instant or
// sorcery) is cast, cards with splice in your hand are revealed, their splice costs paid, and
// their effects added to the spell (702.47b: the cards stay in your hand). The spliced effects and
// their target slots come after the spell's own (keywords/casting/splice.ts reads them so).
import type { CompiledCard } from '../../cards/oracle/compile.ts';
import type { TargetSpec } from '../../cards/oracle/abilities.ts';
import { splicedSpell } from '../../cards/oracle/keywords/casting/index.ts';
import type { Action } from '../turns/actions.ts';
import type { Game } from '../turns/game.ts';
import { cardRef, msg, type Message } from '../messages/message.ts';
import type { ModeChoice } from './modes.ts';
import type { GameObject } from '../state/state.ts';

const cache = new WeakMap<CompiledCard, Map<number, ReturnType<typeof splicedSpell>>>();

function spliced(card: CompiledCard, offset: number): ReturnType<typeof splicedSpell> {
  let byOffset = cache.get(card);
  if (!byOffset) cache.set(card, (byOffset = new Map()));
  if (!byOffset.has(offset)) byOffset.set(offset, splicedSpell(card.definition, offset));
  return byOffset.get(offset);
}

/** The spell with the named cards spliced onto it: its target slots, effects and extra mana; or why not. */
export function spliceInto(game: Game, spell: GameObject, ids: readonly number[] | undefined, specs: readonly TargetSpec[], modes: ModeChoice): { specs: readonly TargetSpec[]; modes: ModeChoice } | Message {
  if (!ids || ids.length === 0) return { specs, modes };
  const allSpecs = specs.slice();
  const effects = modes.effects.slice();
  const extraMana = modes.extraMana.slice();
  for (const id of ids) {
    const card = game.state.objects[id];
    const splice = card?.card.casting.splice;
    const fits = splice && (splice.onto === 'Arcane' ? spell.card.types.subtypes.includes('Arcane') : spell.card.isSpellOnly);
    // CR 702.47a: a card in your hand, other than the spell, each once; the spell not modal (its slots would move).
    const read = fits && card.zone === 'hand' && card.owner === spell.owner && card !== spell && ids.indexOf(id) === ids.lastIndexOf(id) && modes.slots === null ? spliced(card.card, allSpecs.length) : undefined;
    if (!card || !splice || !read) return msg('refusal.cantSplice', { card: cardRef(card?.card.name ?? String(id)), spell: cardRef(spell.card.name) });
    allSpecs.push(...read.targets);
    effects.push(...read.effects);
    extraMana.push(...splice.cost.mana);
  }
  return { specs: allSpecs, modes: { ...modes, effects, specs: allSpecs, extraMana } };
}

/** The table's offers for a spell in hand: cast it with each card in hand that can be spliced onto it. */
export function spliceOptions(game: Game, spell: GameObject): { action: Action; label: Message }[] {
  if (spell.zone !== 'hand' || spell.card.isLand) return [];
  const options: { action: Action; label: Message }[] = [];
  for (const id of game.state.players[spell.owner].hand) {
    const card = game.state.objects[id]!;
    const splice = card.card.casting.splice;
    if (!splice || card === spell || !(splice.onto === 'Arcane' ? spell.card.types.subtypes.includes('Arcane') : spell.card.isSpellOnly)) continue;
    options.push({ action: { do: 'cast', card: spell.id, splice: [id] }, label: msg('action.castSpliced', { card: cardRef(spell.card.name), spliced: cardRef(card.card.name), cost: splice.cost.text }) });
  }
  return options;
}
