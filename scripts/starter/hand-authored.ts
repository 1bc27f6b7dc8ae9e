// Starter cards that are not in the 2019 Scryfall file: one real card printed later, official
// playtest cards, and the three example custom cards. Written in today's Oracle templating.
import type { CardSource } from '../../app/cards/model.ts';

export interface HandAuthoredCard {
  oracle_key: string;
  name: string;
  mana_cost: string;
  type_line: string;
  oracle_text: string;
  power?: string;
  toughness?: string;
  loyalty?: string;
  source: CardSource;
  lang: string;
  set_code: string;
  set_name: string;
  collector_number: string | null;
  rarity: string | null;
  artist: string | null;
  released_at: string | null;
  /** Where the text was checked, for the review notes. */
  checked_against: string;
}

export const HAND_AUTHORED: readonly HandAuthoredCard[] = [
  {
    oracle_key: 'starter:sojourner\'s companion',
    name: 'Sojourner\'s Companion',
    mana_cost: '{7}',
    type_line: 'Artifact Creature — Salamander',
    oracle_text:
      'Affinity for artifacts (This spell costs {1} less to cast for each artifact you control.)\n' +
      'Artifact landcycling {2} ({2}, Discard this card: Search your library for an artifact land card, reveal it, put it into your hand, then shuffle.)',
    power: '4',
    toughness: '4',
    source: 'import',
    lang: 'en',
    set_code: 'mh2',
    set_name: 'Modern Horizons 2',
    collector_number: '235',
    rarity: 'common',
    artist: null,
    released_at: '2021-06-18',
    checked_against: 'MH2 (2021); the only card with artifact landcycling; XMage and Forge card scripts agree',
  },
  // Official playtest cards of Mystery Booster (set cmb1, 2019). Texts and numbers as the Forge and
  // XMage card databases carry them; rarity left empty because the sources disagree.
  {
    oracle_key: 'playtest:banding sliver',
    name: 'Banding Sliver',
    mana_cost: '{3}{W}{W}',
    type_line: 'Creature — Sliver',
    oracle_text: 'All Slivers have banding.',
    power: '3',
    toughness: '3',
    source: 'playtest',
    lang: 'en',
    set_code: 'cmb1',
    set_name: 'Mystery Booster Playtest Cards 2019',
    collector_number: '2',
    rarity: null,
    artist: null,
    released_at: '2019-11-07',
    checked_against: 'Forge card script; XMage set list (number 2)',
  },
  {
    oracle_key: 'playtest:how to keep an izzet mage busy',
    name: 'How to Keep an Izzet Mage Busy',
    mana_cost: '{U/R}',
    type_line: 'Sorcery',
    oracle_text: 'Return How to Keep an Izzet Mage Busy to its owner\'s hand.',
    source: 'playtest',
    lang: 'en',
    set_code: 'cmb1',
    set_name: 'Mystery Booster Playtest Cards 2019',
    collector_number: '93',
    rarity: null,
    artist: null,
    released_at: '2019-11-07',
    checked_against: 'Forge card script; XMage set list (number 93)',
  },
  {
    oracle_key: 'playtest:slivdrazi monstrosity',
    name: 'Slivdrazi Monstrosity',
    mana_cost: '{C}{W}{U}{B}{R}{G}',
    type_line: 'Legendary Creature — Sliver Eldrazi',
    oracle_text:
      'Eldrazi you control are Slivers in addition to their other types.\n' +
      'Slivers you control have devoid and annihilator 1.\n' +
      '{3}: Create a 1/1 colorless Eldrazi Sliver creature token. It has "Sacrifice this creature: Add {C}."',
    power: '8',
    toughness: '8',
    source: 'playtest',
    lang: 'en',
    set_code: 'cmb1',
    set_name: 'Mystery Booster Playtest Cards 2019',
    collector_number: '102',
    rarity: null,
    artist: null,
    released_at: '2019-11-07',
    checked_against: 'Forge card script; XMage set list (number 102)',
  },
  {
    oracle_key: 'playtest:unicycle',
    name: 'Unicycle',
    mana_cost: '{2}',
    type_line: 'Artifact — Equipment Vehicle',
    oracle_text: 'First strike, haste\nEquipped creature has first strike and haste.\nEquip {1}\nCrew 1',
    power: '3',
    toughness: '1',
    source: 'playtest',
    lang: 'en',
    set_code: 'cmb1',
    set_name: 'Mystery Booster Playtest Cards 2019',
    collector_number: '110',
    rarity: null,
    artist: null,
    released_at: '2019-11-07',
    checked_against: 'Forge card script; XMage set list (number 110)',
  },
  // Example custom cards, one per language, to show what the editor makes. Keyword names in
  // the card's own language: "Umwandlung" (de), "Ciclo de …" (es).
  {
    oracle_key: 'custom:example-de-gezeitenfluesterer',
    name: 'Gezeitenflüsterer',
    mana_cost: '{1}{U}',
    type_line: 'Kreatur — Meervolk Zauberer',
    oracle_text:
      'Wann immer du eine Karte umwandelst, erhält Gezeitenflüsterer +1/+0 bis zum Ende des Zuges.\n' +
      'Umwandlung {1}{U} ({1}{U}, wirf diese Karte ab: Ziehe eine Karte.)',
    power: '1',
    toughness: '3',
    source: 'custom',
    lang: 'de',
    set_code: 'PFX',
    set_name: 'Proxyfish Examples',
    collector_number: '1',
    rarity: 'common',
    artist: 'Proxyfish',
    released_at: null,
    checked_against: 'example custom card',
  },
  {
    oracle_key: 'custom:example-es-erudita-del-desierto',
    name: 'Erudita del desierto',
    mana_cost: '{2}{W}',
    type_line: 'Criatura — Clériga humana',
    oracle_text:
      'Cuando cicles Erudita del desierto, ganas 2 vidas.\n' +
      'Ciclo de llanura {2} ({2}, descarta esta carta: Busca en tu biblioteca una carta de Llanura, muéstrala y ponla en tu mano. Después baraja.)',
    power: '2',
    toughness: '2',
    source: 'custom',
    lang: 'es',
    set_code: 'PFX',
    set_name: 'Proxyfish Examples',
    collector_number: '2',
    rarity: 'uncommon',
    artist: 'Proxyfish',
    released_at: null,
    checked_against: 'example custom card',
  },
  {
    oracle_key: 'custom:example-en-sandsworn-cartographer',
    name: 'Sandsworn Cartographer',
    mana_cost: '{1}{U}',
    type_line: 'Creature — Human Wizard',
    oracle_text:
      'When this creature enters, scry 2.\n' +
      'Basic landcycling {1}{U} ({1}{U}, Discard this card: Search your library for a basic land card, reveal it, put it into your hand, then shuffle.)',
    power: '1',
    toughness: '2',
    source: 'custom',
    lang: 'en',
    set_code: 'PFX',
    set_name: 'Proxyfish Examples',
    collector_number: '3',
    rarity: 'common',
    artist: 'Proxyfish',
    released_at: null,
    checked_against: 'example custom card',
  },
];
