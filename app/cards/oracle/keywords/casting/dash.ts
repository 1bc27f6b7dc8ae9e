// Dash (CR 702.109a): "You may cast this spell by paying [cost] rather than its mana cost. If you
// do, it gains haste, and it's returned from the battlefield to its owner's hand at the beginning
// of the next end step." The engine side: casting.ts (the alternative), cast-triggers.ts (haste and
// the delayed return). German and Spanish names not confirmed: English only.
import { costModule } from './model.ts';

export const dash = costModule('dash', ['dash'], 'dash');
