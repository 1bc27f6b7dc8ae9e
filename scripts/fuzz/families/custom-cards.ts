// Custom-card JSON files (docs/starter-and-custom.md) through customCards.importJson, pasted or
// uploaded: a valid file with hostile names, type lines ("constructor"), mana costs, stats,
// languages and pictures put in, cut short, or garbled.
import { poisonJson, sendFile, type Family } from '../family.ts';
import { mutateFile } from '../mutate.ts';
import { PROTOTYPE_KEYS, randomJson, randomString } from '../random.ts';

const FILE = {
  format: 'proxyfish-custom-cards',
  version: 1,
  cards: [
    { name: 'Fuzzed Familiar', mana_cost: '{1}{U}', type_line: 'Creature — Fish Wizard', oracle_text: 'Flying\nCycling {2}', power: '1', toughness: '2', rarity: 'common', lang: 'en', source: 'custom', image: null },
    { name: 'Prototype Pact', mana_cost: '{X}{B}', type_line: 'Sorcery', oracle_text: 'Draw X cards.', rarity: 'rare', lang: 'de', source: 'playtest', image: null },
  ],
};

export const customCards: Family = {
  name: 'custom-cards',
  async send(context) {
    const { random, target } = context;
    const base = structuredClone(FILE);
    if (random.chance(0.3)) base.cards[0]!.type_line = random.pick(PROTOTYPE_KEYS);
    const text = JSON.stringify(random.chance(0.6) ? poisonJson(base, random, () => (random.chance(0.7) ? randomString(random) : randomJson(random, 2))) : base);
    const bytes = mutateFile(text, random);
    if (random.chance(0.5)) {
      await target.api('custom-cards', 'customCards.importJson', { content: Buffer.from(bytes).toString('utf8') }, 'customCards.importJson content');
    } else {
      await sendFile(context, 'custom-cards', 'custom-set.json', bytes, 'customCards.importJson', (uploadId) => ({ uploadId }));
    }
  },
};
