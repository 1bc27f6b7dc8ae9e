// Brings 2019 Oracle text up to today's templating. Each rule is a documented Oracle update;
// every change the build makes is logged to assets/starter/oracle-updates.txt for review.
//
// Deliberately NOT changed:
// - "is put into a graveyard from the battlefield" on non-creatures (Rancor, Spirit Loop,
//   Spreading Algae): "dies" means a creature (or planeswalker) going to the graveyard, and
//   these Auras keep the long wording in today's Oracle. Creatures in the 2019 file already
//   say "dies".
// - "Whenever you cycle or discard a card" (Drake Haven, Shadowstorm Vizier, …): only cards
//   that have cycling themselves say "another card" (Archfiend of Ifnir, Curator of Mysteries,
//   Horror of the Broken Lands), and the 2019 file already has that.
// - Creature types: the 2022–2024 creature-type updates touched many cards; without an
//   authoritative current source at hand, type lines stay as in the 2019 file.

export interface OracleRule {
  name: string;
  /** The update that made the change, for the notes. */
  since: string;
  apply(text: string, cardName: string, typeLine: string): string;
}

export const ORACLE_RULES: readonly OracleRule[] = [
  {
    name: '"enters the battlefield" → "enters"',
    since: 'Oracle update of 2024 (Duskmourn/Foundations templating)',
    apply: (text) => text.replace(/enters the battlefield/g, 'enters').replace(/enter the battlefield/g, 'enter'),
  },
  {
    name: '"converted mana cost" → "mana value"',
    since: 'Oracle update of 2021 (Adventures in the Forgotten Realms)',
    apply: (text) => text.replace(/converted mana costs/g, 'mana values').replace(/converted mana cost/g, 'mana value'),
  },
  {
    name: '"then shuffle your library" → "then shuffle"',
    since: 'Oracle update of 2020 (Zendikar Rising)',
    apply: (text) =>
      text
        .replace(/[Tt]hen shuffle your library/g, (match) => match.replace(' your library', ''))
        .replace(/\bShuffle your library\b/g, 'Shuffle'),
  },
  {
    name: 'typecycling reminder "reveal it, and put it" → "reveal it, put it"',
    since: 'Oracle update of 2020 (Zendikar Rising)',
    apply: (text) => text.replace(/reveal it, and put it into your hand/g, 'reveal it, put it into your hand'),
  },
  {
    name: '"Activate this ability only" → "Activate only"',
    since: 'Oracle templating update of 2020–2021',
    apply: (text) => text.replace(/Activate this ability only/g, 'Activate only'),
  },
  {
    name: '"Totem armor" → "Umbra armor"',
    since: 'Oracle update of 2023 (March of the Machine)',
    apply: (text) => text.replace(/Totem armor/g, 'Umbra armor'),
  },
  {
    name: 'creatures: "is put into a graveyard from the battlefield" → "dies"',
    since: 'Magic 2011 templating, applied to creatures only',
    apply: (text, cardName, typeLine) =>
      /\bCreature\b/.test(typeLine)
        ? text.replaceAll(`${cardName} is put into a graveyard from the battlefield`, `${cardName} dies`)
        : text,
  },
  {
    name: '"You may play the top card of your library" → "You may play lands and cast spells from the top of your library"',
    since: 'Oracle update after 2019 (playing a land and casting a spell said apart); as in Forge\'s Bolas\'s Citadel script',
    apply: (text) => text.replace(/You may play the top card of your library\./g, 'You may play lands and cast spells from the top of your library.'),
  },
];

export interface OracleChange {
  card: string;
  rule: string;
  before: string;
  after: string;
}

export function modernizeOracleText(text: string, cardName: string, typeLine: string, log: OracleChange[]): string {
  let current = text;
  for (const rule of ORACLE_RULES) {
    const next = rule.apply(current, cardName, typeLine);
    if (next !== current) {
      log.push({ card: cardName, rule: rule.name, before: current, after: next });
      current = next;
    }
  }
  return current;
}
