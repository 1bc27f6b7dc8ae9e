// Spectacle (CR 702.137a): an alternative cost you may pay if an opponent lost life this turn.
// German: Spektakel; Spanish: Espectáculo.
import { costModule } from './model.ts';

export const spectacle = costModule('spectacle', ['spectacle', 'spektakel', 'espectáculo'], 'spectacle');
