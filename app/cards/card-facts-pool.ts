// Card facts for many cards without blocking the thread that answers requests: a handful of
// cards (a 60-card deck has about 25 distinct ones) is compiled right here, from this thread's
// cache, which is faster than a round trip; more are compiled on the session's worker pool in
// slices, every core at once. Either way each distinct card is compiled once.
import type { CardDefinition } from '../engine/state/card-definition.ts';
import { Lane, defaultParallelism, sharedPool } from '../sim/worker-pool.ts';
import { cardFacts, type CardFacts } from './card-facts.ts';

/** Up to this many cards are compiled in this thread (about 10 ms of work at most when warm). */
export const IN_THREAD_CARDS = 100;
/** Cards per pool task: large enough to amortise a message, small enough to spread over cores. */
const SLICE = 250;

export async function cardFactsOffThread(definitions: readonly CardDefinition[]): Promise<CardFacts[]> {
  if (definitions.length <= IN_THREAD_CARDS) return definitions.map(cardFacts);
  const pool = sharedPool();
  const lane = new Lane(defaultParallelism());
  const slices: CardDefinition[][] = [];
  for (let start = 0; start < definitions.length; start += SLICE) slices.push(definitions.slice(start, start + SLICE));
  const answers = await Promise.all(
    slices.map(async (cards) => {
      const reply = await pool.run({ kind: 'facts', cards }, lane);
      if (!('facts' in reply)) throw new Error('the worker answered a facts task without facts');
      return reply.facts;
    }),
  );
  return answers.flat();
}
