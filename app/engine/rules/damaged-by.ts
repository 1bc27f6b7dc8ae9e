// "Whenever a creature dealt damage by ~ this turn dies" (Sengir Vampire): each creature remembers
// the sources that dealt it damage this turn, each as the object it was (CR 400.7: a source that
// left the battlefield and came back is a new object). Cleared at cleanup (CR 514.2) and when the
// creature leaves the battlefield; the dies trigger reads the creature as it last existed.
import type { GameObject } from '../state/state.ts';

export function noteDamagedBy(recipient: GameObject, source: GameObject): void {
  if (wasDamagedBy(recipient, source)) return;
  recipient.damagedBy = [...(recipient.damagedBy ?? []), { id: source.id, zcc: source.zcc }];
}

export function wasDamagedBy(creature: GameObject, source: GameObject): boolean {
  return creature.damagedBy?.some((stamp) => stamp.id === source.id && stamp.zcc === source.zcc) ?? false;
}
