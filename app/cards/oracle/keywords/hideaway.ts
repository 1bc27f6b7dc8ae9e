// Hideaway (CR 702.75a): "This permanent enters the battlefield tapped. When it does, look at the
// top four cards of your library. Exile one of them face down and put the rest on the bottom of your
// library in any order." The exiled card is linked to the permanent (CR 607.2a), so its other
// ability's "the exiled card" is that card. As with every look at the top cards, the default choice
// is the first card from the top; the goldfish never looks at an exiled card, so "face down" changes
// nothing it could see.
import type { StaticAbility, TriggeredAbility } from '../abilities.ts';
import { bareKeyword } from './numbered.ts';

const TAPPED: StaticAbility = { kind: 'static', effect: { kind: 'enters tapped' } };

const HIDE: TriggeredAbility = {
  kind: 'triggered',
  event: { on: 'enters self' },
  effects: [{ kind: 'lookAt', amount: 4, take: 1, takeFilter: null, rest: 'bottom', to: 'exile', linked: true, text: 'hideaway' }],
  targets: [],
  text: 'Hideaway: look at the top four cards of your library, exile one of them face down and put the rest on the bottom.',
};

export function parseHideaway(line: string): { statics: StaticAbility[]; triggered: TriggeredAbility[] } | undefined {
  return bareKeyword(line, ['hideaway']) ? { statics: [TAPPED], triggered: [HIDE] } : undefined;
}
