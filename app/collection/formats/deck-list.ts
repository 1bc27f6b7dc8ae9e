// The neutral deck model every deck format reads into and writes from. It names cards as
// they were written; resolving a name to a card in the database is the caller's job.

export const DECK_SECTIONS = ['commander', 'main', 'sideboard', 'maybeboard'] as const;
export type DeckSection = (typeof DECK_SECTIONS)[number];

export interface DeckEntry {
  quantity: number;
  /** As written: "Fire // Ice", "Delver of Secrets" (front face only) and "Æther Vial" stay as they are. */
  name: string;
  /** Set code as written (MTGA: "M10"), when the format carries one. */
  setCode?: string;
  collectorNumber?: string;
  /** Magic Online catalogue id (MTGO .dek `CatID`), when known. */
  mtgoId?: number;
  /** MTGA's `Companion` section: the card also counts as part of the sideboard. */
  companion?: boolean;
  /** 1-based line of the source file this entry came from. */
  line?: number;
}

export interface DeckList {
  name?: string;
  notes?: string;
  sections: Record<DeckSection, DeckEntry[]>;
}

export function emptyDeck(): DeckList {
  return { sections: { commander: [], main: [], sideboard: [], maybeboard: [] } };
}

/** Cards in a section (or the whole deck), counting quantities. */
export function countCards(deck: DeckList, section?: DeckSection): number {
  const sections: readonly DeckSection[] = section ? [section] : DECK_SECTIONS;
  let total = 0;
  for (const name of sections) for (const entry of deck.sections[name]) total += entry.quantity;
  return total;
}

/** Recognises a section header word as the formats write it ("Sideboard", "Commander:", "Maybe"). */
export function sectionFromHeader(word: string): DeckSection | 'companion' | undefined {
  const key = word.trim().replace(/:$/, '').trim().toLowerCase();
  switch (key) {
    case 'deck':
    case 'main':
    case 'maindeck':
    case 'main deck':
    case 'mainboard':
      return 'main';
    case 'sideboard':
    case 'side':
    case 'sb':
      return 'sideboard';
    case 'commander':
    case 'commanders':
      return 'commander';
    case 'maybeboard':
    case 'maybe':
    case 'considering':
      return 'maybeboard';
    case 'companion':
      return 'companion';
    default:
      return undefined;
  }
}
