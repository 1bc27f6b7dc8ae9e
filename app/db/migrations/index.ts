// Every schema migration, in order. Add a new file per change; never edit a released one.
import type { Migration } from '../migrate.ts';
import { settingsMigration } from './001_settings.ts';
import { cardsMigration } from './002_cards.ts';
import { collectionDecksMigration } from './003_collection_decks.ts';
import { searchMigration } from './004_search.ts';
import { deckSimulationsMigration } from './005_deck_simulations.ts';
import { cardImagesMigration } from './006_card_images.ts';
import { cardPartsMigration } from './007_card_parts.ts';
import { cardFactsCacheMigration } from './008_card_facts_cache.ts';

export const migrations: readonly Migration[] = [
  settingsMigration,
  cardsMigration,
  collectionDecksMigration,
  searchMigration,
  deckSimulationsMigration,
  cardImagesMigration,
  cardPartsMigration,
  cardFactsCacheMigration,
];
