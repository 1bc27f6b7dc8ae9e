// The mark before a line of card text: enforced by the engine, partly (its effect partly by
// hand), kept as text (by hand), or enforced but never exercised by a goldfish game.
import type { LineReport } from '../../../../app/cards/oracle/abilities.ts';

export const LINE_MARK: Record<LineReport['status'], string> = { enforced: '✓', partial: '◐', text: '✎', unexercised: '○' };
