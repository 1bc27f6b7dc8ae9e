// Evoke (CR 702.74a): an alternative cost; "When this permanent enters, if its evoke cost was paid,
// its controller sacrifices it." German: Herbeirufen; Spanish: Evocar.
import { costModule } from './model.ts';

export const evoke = costModule('evoke', ['evoke', 'herbeirufen', 'evocar'], 'evoke');
