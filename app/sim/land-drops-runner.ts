// The land-drops-only goldfish model: shuffle, London mulligan by the shared policy, then each
// turn draw (not on turn 1 on the play) and play a land if the hand holds one. No spells are
// cast, nothing cycles, the goldfish never dies. It is simple enough to analyse exactly
// (`hypergeometric.ts`), which is what the exact-vs-simulated check compares against, and it
// is the reference runner the benchmark measures until the engine's autopilot plugs in.
import { floodCheckTurn, isFlooded, isScrewed } from './mana-trouble.ts';
import { keepsHand, landsToBottom } from './mulligan.ts';
import { SeededRandom, shufflePrefix } from './random.ts';
import type { GameOptions, GameRunner, GameSummary, SimDeck } from './types.ts';

const OPENING_HAND = 7;

/** The deck as one byte per card, 1 for a land: all this model needs to know. */
function landFlags(deck: SimDeck): Uint8Array {
  const size = deck.entries.reduce((sum, entry) => sum + entry.count, 0);
  const flags = new Uint8Array(size);
  let at = 0;
  for (const entry of deck.entries) {
    flags.fill(entry.isLand ? 1 : 0, at, at + entry.count);
    at += entry.count;
  }
  return flags;
}

export class LandDropsRunner implements GameRunner {
  readonly name = 'land-drops';
  private readonly templates = new WeakMap<SimDeck, Uint8Array>();
  private work = new Uint8Array(0);

  playGame(deck: SimDeck, options: GameOptions): GameSummary {
    let template = this.templates.get(deck);
    if (!template) {
      template = landFlags(deck);
      this.templates.set(deck, template);
    }
    // Every game starts from the same card order, so its result depends on its seed alone,
    // never on the games this runner played before.
    if (this.work.length !== template.length) this.work = new Uint8Array(template.length);
    const cards = this.work;
    cards.set(template);
    const size = cards.length;
    const random = new SeededRandom(options.seed);
    const handSize = Math.min(OPENING_HAND, size);

    let mulligans = 0;
    let landsInSeven: number;
    for (;;) {
      // A mulligan shuffles the hand back: a fresh Fisher–Yates prefix from any order is uniform.
      shufflePrefix(cards, handSize, random);
      landsInSeven = 0;
      for (let i = 0; i < handSize; i += 1) landsInSeven += cards[i]!;
      if (keepsHand(landsInSeven, mulligans, options.mulligan)) break;
      mulligans += 1;
    }

    const toBottom = Math.min(mulligans, handSize);
    const bottomLands = landsToBottom(landsInSeven, handSize - landsInSeven, toBottom);
    let landsInHand = landsInSeven - bottomLands;
    // The bottomed cards are drawn only once the rest of the library is gone: lands first.
    let bottomLandsLeft = bottomLands;
    let bottomCardsLeft = toBottom;
    let next = handSize;

    const floodTurn = floodCheckTurn(options.maxTurns);
    const landsOnBattlefield = new Array<number>(options.maxTurns);
    let landsInPlay = 0;
    let flooded = false;
    for (let turn = 1; turn <= options.maxTurns; turn += 1) {
      if (turn > 1 || !options.onThePlay) {
        if (next < size) {
          shufflePrefix(cards, next + 1, random, next);
          landsInHand += cards[next]!;
          next += 1;
        } else if (bottomCardsLeft > 0) {
          bottomCardsLeft -= 1;
          if (bottomLandsLeft > 0) {
            bottomLandsLeft -= 1;
            landsInHand += 1;
          }
        }
        // An empty library ends a real game (CR 704.5b); this model just stops drawing.
      }
      if (landsInHand > 0) {
        landsInHand -= 1;
        landsInPlay += 1;
      }
      landsOnBattlefield[turn - 1] = landsInPlay;
      if (turn === floodTurn) flooded = isFlooded(landsInPlay + landsInHand, floodTurn);
    }

    return {
      killTurn: null,
      landsOnBattlefield,
      mulligans,
      cardsCycled: 0,
      screwed: isScrewed(landsOnBattlefield),
      flooded,
      unsupportedCards: 0,
    };
  }
}

export function createGameRunner(): GameRunner {
  return new LandDropsRunner();
}
