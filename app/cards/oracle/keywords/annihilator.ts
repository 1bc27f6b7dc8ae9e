// Annihilator N (CR 702.86a): "Whenever this creature attacks, defending player sacrifices N
// permanents." The defending player is the goldfish: it sacrifices from its battlefield (the
// engine picks, weakest first, as for every sacrifice it makes). German: Vernichter; Spanish: Aniquilador.
import type { TriggeredAbility } from '../abilities.ts';
import { numberedKeyword } from './numbered.ts';

/** The keyword's names in English, German and Spanish (one array, so its pattern is built once: keyword-pattern.ts). */
const KEYWORD_NAMES = ['annihilator', 'vernichter', 'aniquilador'];

const PERMANENT = { anyOf: [], none: [], colors: [], notColors: [], text: 'permanent' };

export function parseAnnihilator(line: string): TriggeredAbility | undefined {
  const amount = numberedKeyword(line, KEYWORD_NAMES);
  if (amount === undefined) return undefined;
  return {
    kind: 'triggered',
    event: { on: 'attacks self' },
    effects: [{ kind: 'sacrifice', who: 'each opponent', filter: PERMANENT, count: amount }],
    targets: [],
    text: `Annihilator ${amount}: defending player sacrifices ${amount} permanent${amount === 1 ? '' : 's'}.`,
  };
}
