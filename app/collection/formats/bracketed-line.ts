// The card line XMage's .dck and Magic Workstation's .mwDeck share: an optional "SB:" (a
// sideboard card), a quantity, the printing in square brackets ("[M10:146]" in XMage, "[M10]"
// in Magic Workstation; left out is read too) and the card's name.

export interface BracketedCard {
  sideboard: boolean;
  quantity: number;
  /** What stood between the brackets, trimmed ('' when there were none). */
  printing: string;
  name: string;
}

const LINE = /^(SB:\s*)?(\d+)\s+(?:\[([^\]]*)\]\s*)?(.*)$/i;

/** `shape` names the expected line in the message, e.g. `"<quantity> [SET] <card name>"`. */
export function readBracketedLine(trimmed: string, shape: string): { ok: true; card: BracketedCard } | { ok: false; reason: string } {
  const match = LINE.exec(trimmed);
  const name = match?.[4]?.trim();
  if (!match || !name) return { ok: false, reason: `expected ${shape}, found "${trimmed}"` };
  const quantity = Number(match[2]);
  if (quantity < 1 || quantity > 100_000) return { ok: false, reason: `quantity ${quantity} is out of range (1 to 100000)` };
  return { ok: true, card: { sideboard: Boolean(match[1]), quantity, printing: (match[3] ?? '').trim(), name } };
}
