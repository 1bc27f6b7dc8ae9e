// Keywords that act as their permanent enters the battlefield or as others enter: living weapon
// (CR 702.92), fabricate (CR 702.123), evolve (CR 702.100), exploit (CR 702.110). German: Lebende
// Waffe, Fabrizieren, Entwicklung, Ausbeuten; Spanish: Arma viviente, Fabricar, Evolucionar, Explotar.
// Exploit sacrifices your weakest creature (tokens first, itself last) when you answer yes.
import type { TokenSpec, TriggeredAbility } from '../abilities.ts';

/** CR 702.92a: "When this Equipment enters the battlefield, create a 0/0 black Phyrexian Germ creature token, then attach this to it." */
export const LIVING_WEAPON: TriggeredAbility = {
  kind: 'triggered',
  event: { on: 'enters self' },
  effects: [{ kind: 'livingWeapon' }],
  targets: [],
  text: 'Living weapon: create a 0/0 black Phyrexian Germ creature token, then attach this to it.',
};

/** CR 702.100a: "Whenever a creature enters the battlefield under your control, if that creature has greater power or toughness than this creature, put a +1/+1 counter on this creature." */
export const EVOLVE: TriggeredAbility = {
  kind: 'triggered',
  event: { on: 'evolve' },
  effects: [{ kind: 'evolve' }],
  targets: [],
  text: 'Evolve: put a +1/+1 counter on this creature.',
};

/** CR 702.110a: "When this creature enters the battlefield, you may sacrifice a creature." */
export const EXPLOIT: TriggeredAbility = {
  kind: 'triggered',
  event: { on: 'enters self' },
  effects: [{ kind: 'may', effects: [{ kind: 'exploit' }], text: 'you may sacrifice a creature' }],
  targets: [],
  text: 'Exploit: you may sacrifice a creature.',
};

const SERVO: TokenSpec = { name: 'Servo', power: 1, toughness: 1, colors: [], subtypes: ['Servo'], types: ['Artifact', 'Creature'], keywords: [] };

/**
 * CR 702.123a: "When this permanent enters the battlefield, you may put N +1/+1 counters on it.
 * If you don't, create N 1/1 colorless Servo artifact creature tokens." The answer `true` puts
 * the counters; the default (no answer, `false`) creates the Servos.
 */
export function fabricate(amount: number): TriggeredAbility {
  return {
    kind: 'triggered',
    event: { on: 'enters self' },
    effects: [
      {
        kind: 'may',
        effects: [{ kind: 'counters', counter: '+1/+1', count: amount, to: 'self' }],
        otherwise: [{ kind: 'token', count: amount, token: SERVO }],
        text: `put ${amount} +1/+1 counter${amount === 1 ? '' : 's'} on it (else create ${amount} Servo${amount === 1 ? '' : 's'})`,
      },
    ],
    targets: [],
    text: `Fabricate ${amount}: put ${amount} +1/+1 counter${amount === 1 ? '' : 's'} on it, or create ${amount} 1/1 colorless Servo artifact creature token${amount === 1 ? '' : 's'}.`,
  };
}

export interface EntersKeyword {
  triggered: TriggeredAbility[];
  describe: string;
}

/** "Living weapon", "Evolve", "Fabricate 2" (and their German and Spanish names), else undefined. */
export function parseEntersKeyword(line: string): EntersKeyword | undefined {
  const trimmed = line.trim();
  if (/^(living weapon|lebende waffe|arma viviente)$/i.test(trimmed)) return { triggered: [LIVING_WEAPON], describe: 'living weapon' };
  if (/^(evolve|entwicklung|evolucionar)$/i.test(trimmed)) return { triggered: [EVOLVE], describe: 'evolve' };
  if (/^(exploit|ausbeuten|explotar)$/i.test(trimmed)) return { triggered: [EXPLOIT], describe: 'exploit' };
  const numbered = trimmed.match(/^(?:fabricate|fabrizieren|fabricar)\s+(\d+)$/i);
  if (numbered) return { triggered: [fabricate(Number(numbered[1]))], describe: `fabricate ${numbered[1]}` };
  return undefined;
}
