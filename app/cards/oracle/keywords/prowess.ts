// Prowess (CR 702.108): "Whenever you cast a noncreature spell, this creature gets +1/+1 until
// end of turn." German: Bravour; Spanish: Destreza. Compiled into the same triggered ability the
// grammar builds for the sentence, so the engine has one way to run it.
import type { TriggeredAbility } from '../abilities.ts';

const NONCREATURE = { anyOf: [], none: [{ words: [{ english: 'Creature', kind: 'type' as const }], text: 'creature' }], colors: [], notColors: [], text: 'noncreature' };

export const PROWESS: TriggeredAbility = {
  kind: 'triggered',
  event: { on: 'cast', filter: NONCREATURE, who: 'you' },
  effects: [{ kind: 'pump', power: 1, toughness: 1, to: 'self' }],
  targets: [],
  text: 'Prowess: this creature gets +1/+1 until end of turn.',
};

export function isProwess(line: string): boolean {
  return /^(?:prowess|bravour|destreza)$/i.test(line.trim());
}
