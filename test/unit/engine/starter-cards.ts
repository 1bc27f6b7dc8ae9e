// The starter data's cards (assets/starter/cards.json) as scenario card definitions, so engine
// tests play the cards printed since 2019 by the Oracle text the app ships (docs/starter-and-custom.md).
import { readStarterFile } from '../../../app/db/starter-data.ts';
import type { CardDefinition } from '../../../app/engine/state/card-definition.ts';

let byName: Map<string, CardDefinition> | undefined;

/** The starter card of this name, by its stored Oracle text; throws when the starter data has none. */
export function starterCard(name: string): CardDefinition {
  byName ??= new Map(readStarterFile().cards.map((record) => [record.name, { name: record.name, mana_cost: record.mana_cost, type_line: record.type_line, oracle_text: record.oracle_text, power: record.power, toughness: record.toughness }]));
  const found = byName.get(name);
  if (!found) throw new Error(`${name} is not in the starter data (assets/starter/cards.json)`);
  return found;
}
