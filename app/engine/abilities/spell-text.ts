// The text a spell shows on the stack: its Oracle text without reminder text. Worked out once per
// card definition (a definition's text never changes), not at every cast: the simulator casts
// thousands of spells a second and the regular expression was a visible part of each cast.
import { stripReminderText } from '../../cards/oracle/normalize.ts';
import type { CardDefinition } from '../state/card-definition.ts';

const texts = new WeakMap<CardDefinition, string>();

export function spellText(definition: CardDefinition): string {
  let text = texts.get(definition);
  if (text === undefined) texts.set(definition, (text = stripReminderText(definition.oracle_text ?? '')));
  return text;
}
