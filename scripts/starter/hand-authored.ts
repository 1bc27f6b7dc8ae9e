// Starter cards that are not in the 2019 Scryfall file: real cards printed later, official
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

/** A card first printed in Ikoria: Lair of Behemoths (IKO, 2020-04-24), the set of modern cycling. */
function ikoria(
  name: string,
  manaCost: string,
  typeLine: string,
  collectorNumber: string,
  rarity: string,
  oracleText: string,
  checkedAgainst: string,
  powerToughness?: readonly [string, string],
): HandAuthoredCard {
  return {
    oracle_key: `starter:${name.toLowerCase()}`,
    name,
    mana_cost: manaCost,
    type_line: typeLine,
    oracle_text: oracleText,
    ...(powerToughness ? { power: powerToughness[0], toughness: powerToughness[1] } : {}),
    source: 'import',
    lang: 'en',
    set_code: 'iko',
    set_name: 'Ikoria: Lair of Behemoths',
    collector_number: collectorNumber,
    rarity,
    artist: null,
    released_at: '2020-04-24',
    checked_against: checkedAgainst,
  };
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
  // Cycling cards printed after the 2019 file that cycling decks play (issue 25). Texts are
  // the "Oracle:" lines of Forge's card scripts, numbers from Forge's edition files; where the
  // stored script was older than an Oracle update, the update is applied and named.
  ...[
    ikoria('Shark Typhoon', '{5}{U}', 'Enchantment', '67', 'rare',
      'Whenever you cast a noncreature spell, create an X/X blue Shark creature token with flying, where X is that spell\'s mana value.\n' +
      'Cycling {X}{1}{U} ({X}{1}{U}, Discard this card: Draw a card.)\n' +
      'When you cycle Shark Typhoon, create an X/X blue Shark creature token with flying.',
      'Forge cardsfolder/s/shark_typhoon.txt (its stored copy says "converted mana cost": the 2021 Oracle update makes it "mana value"); IKO edition file #67'),
    ikoria('Zenith Flare', '{2}{R}{W}', 'Instant', '217', 'uncommon',
      'Zenith Flare deals X damage to any target and you gain X life, where X is the number of cards with a cycling ability in your graveyard.',
      'Forge cardsfolder/z/zenith_flare.txt; IKO edition file #217'),
    ikoria('Flourishing Fox', '{W}', 'Creature — Fox', '13', 'uncommon',
      'Whenever you cycle another card, put a +1/+1 counter on Flourishing Fox.\nCycling {1} ({1}, Discard this card: Draw a card.)',
      'Forge cardsfolder/f/flourishing_fox.txt; IKO edition file #13', ['1', '1']),
    ikoria('Drannith Stinger', '{1}{R}', 'Creature — Human Wizard', '113', 'common',
      'Whenever you cycle another card, this creature deals 1 damage to each opponent.\nCycling {1} ({1}, Discard this card: Draw a card.)',
      'Forge cardsfolder/d/drannith_stinger.txt (its newest copy, self-reference as "this creature"); IKO edition file #113', ['2', '2']),
    ikoria('Drannith Healer', '{1}{W}', 'Creature — Human Cleric', '10', 'common',
      'Whenever you cycle another card, you gain 1 life.\nCycling {1} ({1}, Discard this card: Draw a card.)',
      'Forge cardsfolder/d/drannith_healer.txt (its reminder text reads "Discard a card", a slip: cycling\'s reminder is "Discard this card", CR 702.29a); IKO edition file #10', ['2', '2']),
    ikoria('Valiant Rescuer', '{1}{W}', 'Creature — Human Soldier', '36', 'uncommon',
      'Whenever you cycle another card for the first time each turn, create a 1/1 white Human Soldier creature token.\nCycling {2} ({2}, Discard this card: Draw a card.)',
      'Forge cardsfolder/v/valiant_rescuer.txt; IKO edition file #36', ['3', '1']),
    ikoria('Boon of the Wish-Giver', '{4}{U}{U}', 'Sorcery', '43', 'uncommon',
      'Draw four cards.\nCycling {1} ({1}, Discard this card: Draw a card.)',
      'Forge cardsfolder/b/boon_of_the_wish_giver.txt; IKO edition file #43'),
    ikoria('Titanoth Rex', '{7}{G}{G}', 'Creature — Dinosaur Beast', '174', 'uncommon',
      'Trample\nCycling {1}{G} ({1}{G}, Discard this card: Draw a card.)\nWhen you cycle Titanoth Rex, put a trample counter on target creature you control.',
      'Forge cardsfolder/t/titanoth_rex.txt; IKO edition file #174', ['11', '11']),
    ikoria('Footfall Crater', '{R}', 'Enchantment — Aura', '118', 'uncommon',
      'Enchant land\nEnchanted land has "{T}: Target creature gains trample and haste until end of turn."\nCycling {1} ({1}, Discard this card: Draw a card.)',
      'Forge cardsfolder/f/footfall_crater.txt; IKO edition file #118'),
    ikoria('Neutralize', '{1}{U}{U}', 'Instant', '59', 'uncommon',
      'Counter target spell.\nCycling {2} ({2}, Discard this card: Draw a card.)',
      'Forge cardsfolder/n/neutralize.txt; IKO edition file #59'),
    ikoria('Reconnaissance Mission', '{2}{U}{U}', 'Enchantment', '65', 'uncommon',
      'Whenever a creature you control deals combat damage to a player, you may draw a card.\nCycling {2} ({2}, Discard this card: Draw a card.)',
      'Forge cardsfolder/r/reconnaissance_mission.txt; IKO edition file #65'),
    ikoria('Unpredictable Cyclone', '{3}{R}{R}', 'Enchantment', '139', 'rare',
      'If a cycling ability of another nonland card would cause you to draw a card, instead exile cards from the top of your library until you exile a card that shares a card type with the cycled card. You may cast that card without paying its mana cost. Then put the exiled cards that weren\'t cast this way on the bottom of your library in a random order.\n' +
      'Cycling {2} ({2}, Discard this card: Draw a card.)',
      'Forge cardsfolder/u/unpredictable_cyclone.txt; IKO edition file #139'),
    ikoria('Rielle, the Everwise', '{1}{U}{R}', 'Legendary Creature — Human Wizard', '203', 'mythic',
      'Rielle, the Everwise gets +1/+0 for each instant and sorcery card in your graveyard.\nWhenever you discard one or more cards for the first time each turn, draw that many cards.',
      'Forge cardsfolder/r/rielle_the_everwise.txt; IKO edition file #203', ['0', '3']),
    ikoria('Zirda, the Dawnwaker', '{1}{R/W}{R/W}', 'Legendary Creature — Elemental Fox', '233', 'rare',
      'Companion — Each permanent card in your starting deck has an activated ability. (If this card is your chosen companion, you may put it into your hand from outside the game for {3} any time you could cast a sorcery.)\n' +
      'Abilities you activate that aren\'t mana abilities cost {2} less to activate. This effect can\'t reduce the mana in that cost to less than one mana.\n' +
      '{1}, {T}: Target creature can\'t block this turn.',
      'Forge cardsfolder/z/zirda_the_dawnwaker.txt; IKO edition file #233. Not checked: whether today\'s companion reminder text still says "any time you could cast a sorcery"', ['3', '3']),
    ikoria('Raugrin Triome', '', 'Land — Island Mountain Plains', '251', 'rare',
      '({T}: Add {U}, {R}, or {W}.)\nRaugrin Triome enters tapped.\nCycling {3} ({3}, Discard this card: Draw a card.)',
      'Forge cardsfolder/r/raugrin_triome.txt; IKO edition file #251'),
    ikoria('Savai Triome', '', 'Land — Mountain Plains Swamp', '253', 'rare',
      '({T}: Add {R}, {W}, or {B}.)\nSavai Triome enters tapped.\nCycling {3} ({3}, Discard this card: Draw a card.)',
      'Forge cardsfolder/s/savai_triome.txt; IKO edition file #253'),
  ],
  {
    oracle_key: 'starter:zack fair',
    name: 'Zack Fair',
    mana_cost: '{W}',
    type_line: 'Legendary Creature — Human Soldier',
    oracle_text:
      'Zack Fair enters with a +1/+1 counter on it.\n' +
      '{1}, Sacrifice Zack Fair: Target creature you control gains indestructible until end of turn. Put Zack Fair\'s counters on that creature and attach an Equipment that was attached to Zack Fair to that creature.',
    power: '0',
    toughness: '1',
    source: 'import',
    lang: 'en',
    set_code: 'fin',
    set_name: 'Final Fantasy',
    collector_number: '45',
    rarity: 'uncommon',
    artist: null,
    released_at: '2025-06-13',
    checked_against: 'XMage Mage.Sets/src/mage/cards/z/ZackFair.java (text, cost, 0/1, Human Soldier) and Mage.Sets/src/mage/sets/FinalFantasy.java (FIN #45 uncommon; also #435, #580; set released 2025-06-13)',
  },
  {
    oracle_key: 'starter:gavi, nest warden',
    name: 'Gavi, Nest Warden',
    mana_cost: '{2}{U}{R}{W}',
    type_line: 'Legendary Creature — Human Shaman',
    oracle_text:
      'You may pay {0} rather than pay the cycling cost of the first card you cycle each turn.\n' +
      'Whenever you draw your second card each turn, create a 2/2 red and white Dinosaur Cat creature token.',
    power: '2',
    toughness: '5',
    source: 'import',
    lang: 'en',
    set_code: 'c20',
    set_name: 'Commander 2020',
    collector_number: '7',
    rarity: 'mythic',
    artist: 'Randy Vargas',
    released_at: '2020-04-17',
    checked_against: 'Forge cardsfolder/g/gavi_nest_warden.txt; Commander 2020 edition file #7',
  },
  {
    oracle_key: 'starter:case of the gorgon\'s kiss',
    name: 'Case of the Gorgon\'s Kiss',
    mana_cost: '{B}',
    type_line: 'Enchantment — Case',
    oracle_text:
      'When this Case enters, destroy up to one target creature that was dealt damage this turn.\n' +
      'To solve — Three or more creature cards were put into graveyards from anywhere this turn. (If unsolved, solve at the beginning of your end step.)\n' +
      'Solved — This Case is a 4/4 Gorgon creature with deathtouch and lifelink in addition to its other types.',
    source: 'import',
    lang: 'en',
    set_code: 'mkm',
    set_name: 'Murders at Karlov Manor',
    collector_number: '79',
    rarity: 'uncommon',
    artist: 'Peter Polach',
    released_at: '2024-02-09',
    checked_against: 'Forge cardsfolder/c/case_of_the_gorgons_kiss.txt; Murders at Karlov Manor edition file #79',
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
