// Cards from a hand shuffled into their owner's library (CR 701.20a): "Shuffle the cards from your
// hand into your library, then draw that many cards" (Whirlpool Rider), "Each player shuffles the
// cards from their hand into their library, then draws that many cards" (Winds of Change), and
// "Shuffle a card from your hand into your library" (Brainstone-like riders); "Target player shuffles
// their library."
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import type { ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';

export function handShuffle(c: Cursor, _context: ParseContext, subject: Subject): Effect[] | undefined {
  // "Target player shuffles their library." (Soldier of Fortune)
  if (subject.kind === 'player' && subject.who === 'target' && c.accept('shuffles their library')) return [{ kind: 'shuffle', who: 'target', target: subject.slot }];
  if (subject.kind !== 'player' || (subject.who !== 'you' && subject.who !== 'each player')) return undefined;
  const you = subject.who === 'you';
  if (you && c.accept('shuffle a card from your hand into your library')) return [{ kind: 'handIntoLibrary', who: 'you', count: 1, drawThatMany: false }];
  if (!(you ? c.accept('shuffle the cards from your hand into your library') : c.accept('shuffles the cards from their hand into their library'))) return undefined;
  const draws = you ? c.acceptOne(', then draw that many cards', 'then draw that many cards') : c.acceptOne(', then draws that many cards', 'then draws that many cards');
  return draws ? [{ kind: 'handIntoLibrary', who: subject.who, count: 'all', drawThatMany: true }] : undefined;
}
