// Scenario files (spec/SCENARIOS.md) through goldfish.loadScenario: the test fixture with
// hostile values put in (zones, counters named "__proto__", card definitions, seeds, actions),
// byte order marks, cut short, or garbled.
import { fixture, poisonJson, type Family } from '../family.ts';
import { mutateText } from '../mutate.ts';
import { randomJson, randomString } from '../random.ts';

const SCENARIO = JSON.parse(fixture('engine/tusker.json')) as Record<string, unknown>;

export const scenario: Family = {
  name: 'scenario',
  async send({ random, target, ids }) {
    const base = structuredClone(SCENARIO);
    if (random.chance(0.3)) {
      (base.you as Record<string, unknown>).battlefield = [{ card: 'Forest', counters: JSON.parse(`{"${random.pick(['__proto__', 'constructor', 'toString', '+1/+1'])}": ${random.int(-2, 5)}}`) }];
    }
    const structured = JSON.stringify(poisonJson(base, random, () => (random.chance(0.6) ? randomString(random) : randomJson(random, 2))));
    const text = random.chance(0.5) ? structured : mutateText(JSON.stringify(base), random);
    const json = (random.chance(0.1) ? '\uFEFF' : '') + text;
    const answer = await target.api('scenario', 'goldfish.loadScenario', { json: json.length >= 2 ? json : `${json}{}` });
    ids.learn(answer.json);
  },
};
