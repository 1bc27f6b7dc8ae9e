// Emerge (CR 702.119a): "You may cast this spell by sacrificing a creature and paying the emerge
// cost reduced by that creature's mana value." German: Auftauchen; Spanish: Emerger.
import { costModule } from './model.ts';

export const emerge = costModule('emerge', ['emerge', 'auftauchen', 'emerger'], 'emerge');
