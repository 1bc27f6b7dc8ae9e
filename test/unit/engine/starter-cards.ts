// Real cards for engine tests, by their Oracle text as the starter data holds it
// (assets/starter/cards.json, built from Scryfall data and the hand-authored cards of
// scripts/starter/, each checked against a named public source: docs/starter-and-custom.md).
import { readStarterFile } from '../../../app/db/starter-data.ts';

export interface StarterDefinition {
  name: string;
  mana_cost: string;
  type_line: string;
  oracle_text: string;
  power?: string;
  toughness?: string;
}

let byName: Map<string, StarterDefinition> | undefined;

/** The scenario `cards` entries of these starter cards; throws for a name the starter data lacks. */
export function starterCards(...names: string[]): StarterDefinition[] {
  byName ??= new Map(
    readStarterFile().cards.map((card) => [
      card.name,
      {
        name: card.name,
        mana_cost: card.mana_cost ?? '',
        type_line: card.type_line,
        oracle_text: card.oracle_text ?? '',
        ...(card.power !== null && card.power !== undefined ? { power: card.power } : {}),
        ...(card.toughness !== null && card.toughness !== undefined ? { toughness: card.toughness } : {}),
      },
    ]),
  );
  return names.map((name) => {
    const card = byName!.get(name);
    if (!card) throw new Error(`${name} is not in the starter data`);
    return card;
  });
}

/** One starter card's scenario `cards` entry. */
export function starterCard(name: string): StarterDefinition {
  return starterCards(name)[0]!;
}
