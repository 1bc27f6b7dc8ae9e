// Multikicker (CR 702.33c): a kicker cost that may be paid any number of times. German:
// Mehrfachbonus; Spanish: Estímulo múltiple.
import { costModule } from './model.ts';

export const multikicker = costModule('multikicker', ['multikicker', 'mehrfachbonus', 'estímulo múltiple'], 'multikicker');
