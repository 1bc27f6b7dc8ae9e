// "You may cast ~ as though it had flash. If you cast it any time a sorcery couldn't have been
// cast, the controller of the permanent it becomes sacrifices it at the beginning of the next
// cleanup step." (Spider Climb, Soar, Armor of Thorns …; CR 601.3, 603.7): cast at instant speed,
// and a delayed sacrifice when it was.
import type { StaticAbility } from '../abilities.ts';

export const FLASH_WITH_CLEANUP_SACRIFICE: StaticAbility = { kind: 'static', effect: { kind: 'flash with cleanup sacrifice' } };

export function isFlashWithCleanupSacrifice(line: string): boolean {
  return /^you may cast ~ as though it had flash\. if you cast it any time a sorcery couldn't have been cast, the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step\.?$/i.test(line.trim());
}
