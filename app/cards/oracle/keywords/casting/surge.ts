// Surge (CR 702.117a): an alternative cost you may pay if you or a teammate cast another spell this
// turn. German: Woge; Spanish: Oleada.
import { costModule } from './model.ts';

export const surge = costModule('surge', ['surge', 'woge', 'oleada'], 'surge');
