import { z } from 'zod';
import { IMAGE_MEDIA_TYPES } from '../../cards/custom/card-images.ts';
import type { Action } from '../../engine/index.ts';
import { defineCommand } from '../contract.ts';

const gameId = z.string().regex(/^g\d{1,9}$/, 'a game id such as "g1"');
const cardId = z.number().int().nonnegative();
const player = z.union([z.literal(0), z.literal(1)]);
const target = z.union([z.object({ player }).strict(), z.object({ object: cardId }).strict(), z.object({ stack: z.number().int().nonnegative() }).strict()]);
const targets = z.array(target).max(10).optional();
const x = z.number().int().min(0).max(1000).optional();
const color = z.enum(['W', 'U', 'B', 'R', 'G', 'C']);
/** A modal spell's or ability's modes, 0-based in printed order (CR 700.2; the engine checks count and repeats). */
const modes = z.array(z.number().int()).max(20).optional();
/** Answers to the top object's question: a card name, null (find nothing / none), yes/no, an amount. */
// A list of names answers a search for several cards ("up to two basic land cards").
const choice = z.union([z.string().max(200), z.array(z.string().max(200)).max(20), z.null(), z.boolean(), z.number().int().min(0).max(1000)]).optional();

/** The actions of the rules: what the engine checks and performs. */
const ruleAction = z.discriminatedUnion('do', [
  z.object({ do: z.literal('play_land'), card: cardId }).strict(),
  z
    .object({
      do: z.literal('cast'),
      card: cardId,
      targets,
      x,
      // The cast choices of app/engine/abilities/casting.ts (kicker, buyback, an alternative cost, convoke / improvise / delve helpers).
      kicked: z.boolean().optional(),
      kicks: z.number().int().min(0).max(20).optional(),
      buyback: z.boolean().optional(),
      alternative: z.enum(['flashback', 'retrace', 'jump-start', 'evoke', 'surge', 'spectacle', 'emerge', 'overload']).optional(),
      replicate: z.number().int().min(0).max(20).optional(),
      emerge: cardId.optional(),
      convoke: z.array(cardId).max(50).optional(),
      improvise: z.array(cardId).max(50).optional(),
      delve: z.array(cardId).max(200).optional(),
      modes,
      entwine: z.boolean().optional(),
      faceDown: z.boolean().optional(),
    })
    .strict(),
  z.object({ do: z.literal('turn_face_up'), card: cardId }).strict(),
  z.object({ do: z.literal('dredge'), card: cardId }).strict(),
  z.object({ do: z.literal('activate'), card: cardId, ability: z.number().int().nonnegative().max(50), targets, x, color: color.optional(), modes }).strict(),
  z.object({ do: z.literal('resolve'), choice }).strict(),
  z.object({ do: z.literal('resolve_all') }).strict(),
  z.object({ do: z.literal('next_phase') }).strict(),
  z.object({ do: z.literal('next_turn') }).strict(),
  z.object({ do: z.literal('attack'), attackers: z.array(cardId).max(200), exert: z.array(cardId).max(200).optional() }).strict(),
]);

const zone = z.enum(['library', 'hand', 'battlefield', 'graveyard', 'exile']);
const count = z.number().int().min(1).max(200);
const ids = z.array(cardId).max(200);

/** Manual overrides: outside the rules, logged as manual, undoable. */
const manualAction = z.discriminatedUnion('do', [
  z.object({ do: z.literal('move'), card: cardId, to: zone, position: z.enum(['top', 'bottom']).optional() }).strict(),
  z.object({ do: z.literal('manual_tap'), card: cardId, tapped: z.boolean(), mana: color.optional() }).strict(),
  z.object({ do: z.literal('manual_untap_all') }).strict(),
  z.object({ do: z.literal('manual_life'), player, life: z.number().int().min(-1000).max(100_000) }).strict(),
  z.object({ do: z.literal('manual_counters'), card: cardId, counter: z.string().trim().min(1).max(40), delta: z.number().int().min(-100).max(100) }).strict(),
  z.object({ do: z.literal('manual_draw'), count }).strict(),
  z.object({ do: z.literal('manual_shuffle') }).strict(),
  z.object({ do: z.literal('manual_mill'), count }).strict(),
  z.object({ do: z.literal('manual_reveal'), card: cardId }).strict(),
  z.object({ do: z.literal('manual_attach'), card: cardId, to: cardId.nullable() }).strict(),
  z.object({ do: z.literal('manual_scry'), kind: z.enum(['scry', 'surveil']), top: ids, bottom: ids, graveyard: ids }).strict(),
  z
    .object({
      do: z.literal('manual_token'),
      count: z.number().int().min(1).max(100).optional(),
      token: z
        .object({
          name: z.string().trim().min(1).max(80),
          power: z.number().int().min(-100).max(100),
          toughness: z.number().int().min(-100).max(100),
          colors: z.array(z.enum(['W', 'U', 'B', 'R', 'G'])).max(5),
          keywords: z.array(z.string().trim().max(60)).max(20),
          subtypes: z.array(z.string().trim().min(1).max(40)).max(5).optional(),
        })
        .strict(),
    })
    .strict(),
]);

/** A saved deck by id, or a pasted decklist (goldfish games, rules coverage). */
export const deckChoice = z.union([
  z.object({ deckId: z.number().int().positive() }).strict(),
  z.object({ text: z.string().min(1).max(200_000), fileName: z.string().max(200).optional() }).strict(),
]);

export const goldfishCommands = {
  'goldfish.start': defineCommand({
    summary: 'Start a goldfish game from a saved deck or a pasted decklist: seeded shuffle, on the play or draw, opening hand with the London mulligan.',
    input: z.object({ deck: deckChoice, seed: z.number().int().min(0).max(2 ** 31 - 1).optional(), onThePlay: z.boolean().optional() }).strict(),
    run: (services, input) => services.goldfish.start(input),
  }),
  'goldfish.view': defineCommand({
    summary: 'The table of a goldfish game: zones, stack, mana, life, turn, legal actions, log.',
    input: z.object({ game: gameId }).strict(),
    run: (services, input) => services.goldfish.view(input.game),
  }),
  'goldfish.act': defineCommand({
    summary: 'Perform an action of the rules (play a land, cast, activate, resolve, next phase/turn, attack); a rejected action changes nothing.',
    input: z.object({ game: gameId, action: ruleAction }).strict(),
    run: (services, input) => services.goldfish.perform(input.game, input.action as Action),
  }),
  'goldfish.mulligan': defineCommand({
    summary: 'Take a London mulligan: shuffle the hand away and draw seven.',
    input: z.object({ game: gameId }).strict(),
    run: (services, input) => services.goldfish.perform(input.game, { do: 'mulligan' }),
  }),
  'goldfish.keep': defineCommand({
    summary: 'Keep the opening hand, putting one chosen card per mulligan on the bottom.',
    input: z.object({ game: gameId, bottom: ids.max(7).optional() }).strict(),
    run: (services, input) => services.goldfish.perform(input.game, { do: 'keep', bottom: input.bottom ?? [] }),
  }),
  'goldfish.manual': defineCommand({
    summary: 'A manual override (move, tap, counters, token, life, scry/surveil, mill, reveal, shuffle, draw): logged as manual, undoable.',
    input: z.object({ game: gameId, action: manualAction }).strict(),
    run: (services, input) => services.goldfish.perform(input.game, input.action as Action),
  }),
  'goldfish.undo': defineCommand({
    summary: 'Take the last step back.',
    input: z.object({ game: gameId }).strict(),
    run: (services, input) => services.goldfish.undo(input.game),
  }),
  'goldfish.redo': defineCommand({
    summary: 'Do the last undone step again.',
    input: z.object({ game: gameId }).strict(),
    run: (services, input) => services.goldfish.redo(input.game),
  }),
  'goldfish.saveScenario': defineCommand({
    summary: 'The current position as a scenario file (spec/SCENARIOS.md).',
    input: z.object({ game: gameId }).strict(),
    run: (services, input) => services.goldfish.saveScenario(input.game),
  }),
  'goldfish.loadScenario': defineCommand({
    summary: 'A new table from a scenario file (its set-up; its actions are not performed).',
    input: z.object({ json: z.string().min(2).max(5_000_000), name: z.string().max(200).optional() }).strict(),
    run: (services, input) => services.goldfish.loadScenario(input.json, input.name),
  }),
  'goldfish.report': defineCommand({
    summary: 'Report a rules problem: save the current position as a scenario with a note into <home>/reports/.',
    input: z.object({ game: gameId, note: z.string().trim().min(1).max(20_000) }).strict(),
    run: (services, input) => services.goldfish.report(input.game, input.note),
  }),
  'goldfish.image': defineCommand({
    summary: "A card's local picture in a game as a data: URL, or null.",
    input: z.object({ game: gameId, card: cardId }).strict(),
    run: (services, input) => {
      const path = services.goldfish.imagePath(input.game, input.card);
      const image = path ? services.customCards.images.read(path) : null;
      return { card: input.card, dataUrl: image ? `data:${IMAGE_MEDIA_TYPES[image.kind]};base64,${image.bytes.toString('base64')}` : null };
    },
  }),
  'goldfish.end': defineCommand({
    summary: 'End a goldfish game and forget it.',
    input: z.object({ game: gameId }).strict(),
    run: (services, input) => services.goldfish.end(input.game),
  }),
};
