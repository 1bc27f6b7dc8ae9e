// The card data the engine needs, in the shape of the scenario format's `cards` entries (and of
// Scryfall's fields), so the card database can hand its rows to the engine unchanged.

export interface CardDefinition {
  name: string;
  /** "{5}{G}{G}"; empty or missing for lands and cards without a mana cost. */
  mana_cost?: string | null;
  /** "Creature — Boar Beast", "Kreatur — Eber Bestie", "Criatura — Jabalí bestia". */
  type_line: string;
  /** English, German or Spanish; lines separated by "\n". */
  oracle_text?: string | null;
  power?: string | null;
  toughness?: string | null;
  loyalty?: string | null;
  /** Colour letters ("G"); derived from the mana cost when missing. */
  colors?: string[] | null;
}

/** How the engine finds a card it was not given (the app's card database). */
export type CardLookup = (name: string) => CardDefinition | undefined;

const BASICS: [string, string, string][] = [
  ['Plains', 'Plains', 'W'],
  ['Island', 'Island', 'U'],
  ['Swamp', 'Swamp', 'B'],
  ['Mountain', 'Mountain', 'R'],
  ['Forest', 'Forest', 'G'],
];

/** Basic lands and snow-covered basics (and Wastes): always known, whatever the database holds. */
export const BUILT_IN_CARDS: ReadonlyMap<string, CardDefinition> = new Map<string, CardDefinition>([
  ...BASICS.flatMap(([name, subtype, color]): [string, CardDefinition][] => [
    [name, { name, mana_cost: '', type_line: `Basic Land — ${subtype}`, oracle_text: `({T}: Add {${color}}.)` }],
    [
      `Snow-Covered ${name}`,
      { name: `Snow-Covered ${name}`, mana_cost: '', type_line: `Basic Snow Land — ${subtype}`, oracle_text: `({T}: Add {${color}}.)` },
    ],
  ]),
  ['Wastes', { name: 'Wastes', mana_cost: '', type_line: 'Basic Land', oracle_text: '{T}: Add {C}.' }],
]);
