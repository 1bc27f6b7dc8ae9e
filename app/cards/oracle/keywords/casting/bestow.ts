// Bestow (CR 702.103a): "If you chose to pay this spell's bestow cost, it becomes an Aura
// enchantment and gains enchant creature." The engine side is app/engine/rules/bestow.ts. German and
// Spanish names not confirmed: English only.
import { costModule } from './model.ts';

export const bestow = costModule('bestow', ['bestow'], 'bestow');
