// Replicate (CR 702.56a): "As an additional cost to cast this spell, you may pay [cost] any number
// of times" and "When you cast this spell, if a replicate cost was paid for it, copy it for each
// time its replicate cost was paid." German: Replizieren; Spanish: Replicar.
import { costModule } from './model.ts';

export const replicate = costModule('replicate', ['replicate', 'replizieren', 'replicar'], 'replicate');
