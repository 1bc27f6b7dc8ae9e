// The mark before a line of card text: enforced by the engine, partly (its effect partly by
// hand), or kept as text (by hand).
import type { LineReport } from '../../../../app/cards/oracle/abilities.ts';

export const LINE_MARK: Record<LineReport['status'], string> = { enforced: '✓', partial: '◐', text: '✎' };
