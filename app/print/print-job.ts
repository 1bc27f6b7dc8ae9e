// A print job's cards: the queued or listed cards as PrintItems, followed, when asked for, by the
// tokens and related cards they make (related-cards.ts) and by the checklist cards of their
// double-faced cards (checklist-cards.ts). The CLI, the preview and the export all read a job here,
// so the sheets the Print page shows are the sheets that print.
import type { CardResolver } from '../db/card-resolver.ts';
import type { Db } from '../db/connection.ts';
import type { CardImageService } from '../images/image-service.ts';
import { checklistItems } from './checklist-cards.ts';
import { readPrintCards, type DatabasePrintCards, type PrintRequest } from './from-database.ts';
import type { PrintItem } from './print-card.ts';
import { relatedCards, type RelatedCard } from './related-cards.ts';

export interface PrintJobServices {
  db: Db;
  resolver: CardResolver;
  paths: { images: string };
  images?: CardImageService;
}

export interface PrintJobOptions {
  language: string;
  textOnly?: boolean;
  extras?: boolean;
  checklistCards?: boolean;
}

export interface PrintJobCards extends DatabasePrintCards {
  /** The tokens and related cards added, with their counts (empty without `extras`). */
  related: RelatedCard[];
  /** The stored extras' requests (their pictures are what the preview asks the image service for). */
  relatedRequests: PrintRequest[];
  /** How many checklist cards were added. */
  checklists: number;
  /** The checklist cards added, by the double-faced card they stand in for (its front's name). */
  checklistCards: { name: string; quantity: number }[];
}

/** The stored extras the job would print (for fetching their pictures before it prints). */
export function relatedRequests(services: PrintJobServices, requests: readonly PrintRequest[], options: PrintJobOptions): PrintRequest[] {
  return options.extras ? relatedCards(services.db, services.resolver, requests).requests : [];
}

export function readPrintJob(services: PrintJobServices, requests: readonly PrintRequest[], options: PrintJobOptions): PrintJobCards {
  const main = readPrintCards(services, requests, options.language, options.textOnly);
  const items: PrintItem[] = [...main.items];
  const warnings = [...main.warnings];
  let related: RelatedCard[] = [];
  let relatedRequests: PrintRequest[] = [];
  if (options.extras) {
    const found = relatedCards(services.db, services.resolver, requests);
    related = found.cards;
    relatedRequests = found.requests;
    const stored = readPrintCards(services, found.requests, options.language, options.textOnly);
    // Related cards come from the database's own links: one that has since gone is left out, not an error.
    items.push(...stored.items, ...found.texts);
    warnings.push(...stored.warnings);
  }
  const checklists = options.checklistCards ? checklistItems(main.items, options.language) : [];
  items.push(...checklists);
  return {
    items,
    unresolved: main.unresolved,
    warnings,
    related,
    relatedRequests,
    checklists: checklists.reduce((sum, item) => sum + item.quantity, 0),
    checklistCards: checklists.map((item) => ({ name: item.card.name, quantity: item.quantity })),
  };
}
