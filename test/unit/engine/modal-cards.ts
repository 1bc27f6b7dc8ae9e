// Card definitions the modal-spell tests share (CR 700.2): a "choose two" command and a bear.
import type { CardDefinition } from '../../../app/engine/index.ts';

export const CRYPTIC_ORDER: CardDefinition = {
  name: 'Cryptic Order',
  mana_cost: '{1}{U}',
  type_line: 'Instant',
  oracle_text: "Choose two —\n• Counter target spell.\n• Return target permanent to its owner's hand.\n• Tap all creatures your opponents control.\n• Draw a card.",
};

export const GRIZZLY_BEARS: CardDefinition = { name: 'Grizzly Bears', mana_cost: '{1}{G}', type_line: 'Creature — Bear', oracle_text: '', power: '2', toughness: '2' };
