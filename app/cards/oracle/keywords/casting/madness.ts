// Madness (CR 702.35a): discarded → exiled instead; "when this card is exiled this way, its owner
// may cast it by paying [cost] rather than its mana cost; if they don't, it goes to the graveyard."
// German: Wahnsinn; Spanish: Locura.
import { costModule } from './model.ts';

export const madness = costModule('madness', ['madness', 'wahnsinn', 'locura'], 'madness');
