// Buyback (CR 702.27a): an optional additional cost; if it was paid, the spell goes to its
// owner's hand instead of the graveyard as it resolves. German: Rückkauf; Spanish: Recompra.
import { costModule } from './model.ts';

export const buyback = costModule('buyback', ['buyback', 'rückkauf', 'recompra'], 'buyback');
