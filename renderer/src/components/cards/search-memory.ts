// What the Cards page was showing when the user went to another page: the search typed, the
// result chosen and the card opened. The page starts from it again on the way back (issue 23:
// Cards → Decks → Cards used to reset to all cards and empty the box). Kept for as long as
// the window lives, like a browser tab's page state.
export interface CardsSearchMemory {
  input: string;
  selected: number;
  opened: { id: number; printingId: number | null } | null;
}

const memory: CardsSearchMemory = { input: '', selected: -1, opened: null };

export function rememberedSearch(): Readonly<CardsSearchMemory> {
  return memory;
}

export function rememberSearch(change: Partial<CardsSearchMemory>): void {
  Object.assign(memory, change);
}
