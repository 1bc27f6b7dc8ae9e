// Modular N (CR 702.43) and graft N (CR 702.58): the permanent enters with N +1/+1 counters; when a
// modular permanent dies you may put its +1/+1 counters on target artifact creature; whenever
// another creature enters, you may move a +1/+1 counter from a graft permanent onto it. "You may"
// answers `true` to do it (the default is no, as for every "you may"). German: Modular, Veredelung;
// Spanish: Modular, Injertar.
import type { ObjectFilter, StaticAbility, TriggeredAbility } from '../abilities.ts';

const creature = { words: [{ english: 'Creature', kind: 'type' as const }], text: 'creature' };
const ARTIFACT_CREATURE: ObjectFilter = { anyOf: [{ words: [{ english: 'Artifact', kind: 'type' }, { english: 'Creature', kind: 'type' }], text: 'artifact creature' }], none: [], colors: [], notColors: [], text: 'artifact creature' };
const ANOTHER_CREATURE: ObjectFilter = { anyOf: [creature], none: [], colors: [], notColors: [], other: true, text: 'another creature' };

function entersWith(amount: number): StaticAbility {
  return { kind: 'static', effect: { kind: 'enters with counters', counter: '+1/+1', count: amount } };
}

function modular(amount: number): { statics: StaticAbility[]; triggered: TriggeredAbility[] } {
  const text = 'you may put a +1/+1 counter on target artifact creature for each +1/+1 counter on it';
  return {
    statics: [entersWith(amount)],
    triggered: [
      {
        kind: 'triggered',
        event: { on: 'dies self' },
        effects: [{ kind: 'may', effects: [{ kind: 'modular', target: 0 }], text }],
        targets: [{ kind: 'creature', filter: ARTIFACT_CREATURE }],
        text: `Modular ${amount}: ${text}.`,
      },
    ],
  };
}

function graft(amount: number): { statics: StaticAbility[]; triggered: TriggeredAbility[] } {
  const text = 'you may move a +1/+1 counter from this permanent onto that creature';
  return {
    statics: [entersWith(amount)],
    triggered: [{ kind: 'triggered', event: { on: 'another enters', filter: ANOTHER_CREATURE }, effects: [{ kind: 'may', effects: [{ kind: 'graft' }], text }], targets: [], text: `Graft ${amount}: ${text}.` }],
  };
}

export function parseModularOrGraft(line: string): { statics: StaticAbility[]; triggered: TriggeredAbility[]; describe: string } | undefined {
  const match = line.trim().match(/^(modular|graft|veredelung|injertar)\s+(\d+)$/i);
  if (!match) return undefined;
  const amount = Number(match[2]);
  const isModular = /^modular$/i.test(match[1]!);
  return { ...(isModular ? modular(amount) : graft(amount)), describe: `${isModular ? 'modular' : 'graft'} ${amount}` };
}
