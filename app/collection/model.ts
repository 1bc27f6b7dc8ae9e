// Names shared by the collection and deck services and the UI. Pure: the renderer may import it.

export const FINISHES = ['nonfoil', 'foil', 'etched'] as const;
export const CONDITIONS = ['mint', 'near_mint', 'excellent', 'good', 'light_played', 'played', 'poor'] as const;
export const DECK_SECTIONS = ['main', 'sideboard', 'commander', 'maybeboard'] as const;

export type Finish = (typeof FINISHES)[number];
export type Condition = (typeof CONDITIONS)[number];
export type DeckSection = (typeof DECK_SECTIONS)[number];
