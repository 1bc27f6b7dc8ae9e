// What the rules engine enforces of a deck: for the deck view and the goldfish start panel.
import { z } from 'zod';
import { loadDeckText, loadSavedDeck } from '../../collection/deck-source.ts';
import { deckRulesCoverage } from '../../collection/deck-rules-coverage.ts';
import { defineCommand } from '../contract.ts';
import { deckChoice } from './goldfish.ts';

export const rulesCommands = {
  'rules.deckCoverage': defineCommand({
    summary: "How many of a deck's cards the rules engine fully enforces, and each card's lines as enforced, partial (manual effect) or text.",
    input: z.object({ deck: deckChoice }).strict(),
    // Compiling runs on the worker pool for a large deck: the server keeps answering meanwhile (issue 22, break 7).
    run: (services, input) =>
      deckRulesCoverage(services.db, 'deckId' in input.deck ? loadSavedDeck(services, input.deck.deckId) : loadDeckText(services, input.deck.text, input.deck.fileName)),
  }),
};
