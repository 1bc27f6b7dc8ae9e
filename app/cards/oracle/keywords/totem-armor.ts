// Totem armor (CR 702.89; renamed "umbra armor" in 2023): "If enchanted permanent would be
// destroyed, instead remove all damage marked on it and destroy this Aura." German:
// Totemrüstung; Spanish: Armadura de tótem. A keyword the engine reads on the Aura as a
// replacement effect (`app/engine/events/totem-armor.ts`).

export const TOTEM_ARMOR = 'totem armor';

export function isTotemArmor(line: string): boolean {
  return /^(?:totem armor|umbra armor|totemrüstung|armadura de t[óo]tem)$/i.test(line.trim());
}
