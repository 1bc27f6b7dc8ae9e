// A small card pool for search tests: every operator has cards that must and must not match.
// Card texts are real Oracle texts where the card is real; the typecycling edge cases that no
// real card in this pool has (desertcycling, artifact landcycling, wizardcycling) are made-up
// test cards and named so.
import type { CardFace, CardRecord } from '../../app/cards/model.ts';
import { nameOracleKey } from '../../app/cards/model.ts';
import { CardWriter } from '../../app/db/card-writer.ts';
import { openDatabase, type Db } from '../../app/db/connection.ts';
import { testCard, testPrinting } from './cards.ts';

function face(name: string, mana_cost: string, type_line: string, oracle_text: string, colors: CardFace['colors'], stats: Partial<CardFace> = {}): CardFace {
  return { name, mana_cost, type_line, oracle_text, power: null, toughness: null, loyalty: null, defense: null, colors, ...stats };
}

export const FIXTURE_CARDS: CardRecord[] = [
  testCard({
    name: 'Lightning Bolt', mana_cost: '{R}', type_line: 'Instant', oracle_text: 'Lightning Bolt deals 3 damage to any target.',
    printings: [
      testPrinting({ set_code: 'm10', collector_number: '146', rarity: 'common', released_at: '2009-07-17' }),
      testPrinting({ set_code: '2xm', collector_number: '137', rarity: 'uncommon', released_at: '2020-08-07' }),
      testPrinting({ set_code: 'm10', collector_number: '146', rarity: 'common', lang: 'de', released_at: '2009-07-17',
        printed_name: 'Blitzschlag', printed_type_line: 'Spontanzauber', printed_text: 'Blitzschlag fügt einem Ziel deiner Wahl 3 Schadenspunkte zu.' }),
      testPrinting({ set_code: 'm10', collector_number: '146', rarity: 'common', lang: 'es', released_at: '2009-07-17',
        printed_name: 'Rayo', printed_type_line: 'Instantáneo', printed_text: 'El Rayo hace 3 puntos de daño a cualquier objetivo.' }),
    ],
  }),
  testCard({
    name: 'Twisted Abomination', mana_cost: '{5}{B}', type_line: 'Creature — Zombie Mutant', power: '5', toughness: '3',
    oracle_text: '{B}: Regenerate Twisted Abomination.\nSwampcycling {2} ({2}, Discard this card: Search your library for a Swamp card, reveal it, put it into your hand, then shuffle.)',
    keywords: ['Swampcycling'], printings: [testPrinting({ set_code: 'ons', collector_number: '139', rarity: 'common' })],
  }),
  testCard({
    name: 'Eternal Dragon', mana_cost: '{5}{W}{W}', type_line: 'Creature — Dragon Spirit', power: '5', toughness: '5',
    oracle_text: 'Flying\n{3}{W}{W}: Return Eternal Dragon from your graveyard to your hand. Activate only during your upkeep.\nPlainscycling {2} ({2}, Discard this card: Search your library for a Plains card, reveal it, put it into your hand, then shuffle.)',
    keywords: ['Flying', 'Plainscycling'], printings: [testPrinting({ set_code: 'scg', collector_number: '12', rarity: 'rare' })],
  }),
  testCard({
    name: 'Krosan Tusker', mana_cost: '{5}{G}{G}', type_line: 'Creature — Boar Beast', power: '6', toughness: '5',
    oracle_text: 'Cycling {2}{G} ({2}{G}, Discard this card: Draw a card.)\nWhen you cycle Krosan Tusker, you may search your library for a basic land card, reveal that card, put it into your hand, then shuffle.',
    keywords: ['Cycling'], printings: [testPrinting({ set_code: 'ons', collector_number: '272', rarity: 'common' })],
  }),
  testCard({
    name: 'Ash Barrens', type_line: 'Land', oracle_text: '{T}: Add {C}.\nBasic landcycling {1} ({1}, Discard this card: Search your library for a basic land card, reveal it, put it into your hand, then shuffle.)',
    keywords: ['Basic landcycling'], printings: [testPrinting({ set_code: 'c16', collector_number: '285', rarity: 'common' })],
  }),
  testCard({
    name: 'Test Desertcycler', mana_cost: '{3}{R}', type_line: 'Creature — Test', power: '3', toughness: '3',
    oracle_text: 'Desertcycling {2}', keywords: ['Desertcycling'], source: 'custom', source_detail: 'user',
    oracle_key: nameOracleKey('Test Desertcycler', 'custom'),
  }),
  testCard({
    name: 'Test Artifact Landcycler', mana_cost: '{4}', type_line: 'Artifact Creature — Construct', power: '4', toughness: '4',
    oracle_text: 'Artifact landcycling {2}', keywords: ['Artifact landcycling'],
  }),
  testCard({
    name: 'Test Wizardcycler', mana_cost: '{1}{U}', type_line: 'Creature — Human Wizard', power: '1', toughness: '1',
    oracle_text: 'Wizardcycling {3}', keywords: ['Wizardcycling'],
  }),
  testCard({
    name: 'Arcanum Wings', mana_cost: '{1}{U}', type_line: 'Enchantment — Aura',
    oracle_text: 'Enchant creature\nEnchanted creature has flying.\nAura swap {2}{U} ({2}{U}: Exchange this Aura with an Aura card in your hand.)',
    keywords: ['Enchant', 'Aura swap'], printings: [testPrinting({ set_code: 'fut', collector_number: '48', rarity: 'uncommon' })],
  }),
  {
    ...testCard({ name: 'Fire // Ice', type_line: 'Instant // Instant',
      oracle_text: 'Fire deals 2 damage divided as you choose among one or two targets.\n//\nTap target permanent.\nDraw a card.' }),
    layout: 'split', mana_cost: '{1}{R} // {1}{U}', cmc: 4, colors: ['U', 'R'], color_identity: ['U', 'R'],
    faces: [
      face('Fire', '{1}{R}', 'Instant', 'Fire deals 2 damage divided as you choose among one or two targets.', ['R']),
      face('Ice', '{1}{U}', 'Instant', 'Tap target permanent.\nDraw a card.', ['U']),
    ],
    printings: [testPrinting({ set_code: 'apc', collector_number: '128', rarity: 'uncommon' })],
  },
  {
    ...testCard({ name: 'Delver of Secrets // Insectile Aberration', mana_cost: '{U}', type_line: 'Creature — Human Wizard // Creature — Human Insect',
      oracle_text: 'At the beginning of your upkeep, look at the top card of your library. You may reveal that card. If an instant or sorcery card is revealed this way, transform Delver of Secrets.\n//\nFlying',
      power: '1', toughness: '1' }),
    layout: 'transform', keywords: ['Transform', 'Flying'],
    faces: [
      face('Delver of Secrets', '{U}', 'Creature — Human Wizard', 'At the beginning of your upkeep, look at the top card of your library. You may reveal that card. If an instant or sorcery card is revealed this way, transform Delver of Secrets.', ['U'], { power: '1', toughness: '1' }),
      face('Insectile Aberration', '', 'Creature — Human Insect', 'Flying', ['U'], { power: '3', toughness: '2' }),
    ],
    printings: [testPrinting({ set_code: 'isd', collector_number: '51', rarity: 'common' })],
  },
  {
    ...testCard({ name: 'Emeria\'s Call // Emeria, Shattered Skyclave', mana_cost: '{4}{W}{W}{W}', type_line: 'Sorcery // Land',
      oracle_text: 'Create two 4/4 white Angel Warrior creature tokens with flying. Non-Angel creatures you control gain indestructible until your next turn.\n//\nAs Emeria, Shattered Skyclave enters, you may pay 3 life. If you don\'t, it enters tapped.\n{T}: Add {W}.' }),
    layout: 'modal_dfc',
    faces: [
      face('Emeria\'s Call', '{4}{W}{W}{W}', 'Sorcery', 'Create two 4/4 white Angel Warrior creature tokens with flying. Non-Angel creatures you control gain indestructible until your next turn.', ['W']),
      face('Emeria, Shattered Skyclave', '', 'Land', 'As Emeria, Shattered Skyclave enters, you may pay 3 life. If you don\'t, it enters tapped.\n{T}: Add {W}.', []),
    ],
    printings: [testPrinting({ set_code: 'znr', collector_number: '12', rarity: 'mythic' })],
  },
  testCard({ name: 'Grizzly Bears', mana_cost: '{1}{G}', type_line: 'Creature — Bear', power: '2', toughness: '2',
    printings: [testPrinting({ set_code: 'lea', collector_number: '198', rarity: 'common', released_at: '1993-08-05' }),
      testPrinting({ set_code: '10e', collector_number: '268', rarity: 'common', released_at: '2007-07-13' })],
    localizations: [{ lang: 'de', face_index: 0, name: 'Grizzlybären', type_line: 'Kreatur — Bär', text: null }] }),
  testCard({ name: 'Jace, the Mind Sculptor', mana_cost: '{2}{U}{U}', type_line: 'Legendary Planeswalker — Jace', loyalty: '3',
    oracle_text: '+2: Look at the top card of target player\'s library. You may put that card on the bottom of that player\'s library.\n0: Draw three cards, then put two cards from your hand on top of your library in any order.\n−1: Return target creature to its owner\'s hand.\n−12: Exile all cards from target player\'s library, then that player shuffles their hand into their library.',
    printings: [testPrinting({ set_code: 'wwk', collector_number: '31', rarity: 'mythic' })] }),
  testCard({ name: 'Sol Ring', mana_cost: '{1}', type_line: 'Artifact', oracle_text: '{T}: Add {C}{C}.',
    printings: [testPrinting({ set_code: 'lea', collector_number: '270', rarity: 'uncommon', released_at: '1993-08-05' })] }),
  testCard({ name: 'Azorius Charm', mana_cost: '{W}{U}', type_line: 'Instant',
    oracle_text: 'Choose one —\n• Creatures you control gain lifelink until end of turn.\n• Draw a card.\n• Put target attacking or blocking creature on top of its owner\'s library.',
    printings: [testPrinting({ set_code: 'rtr', collector_number: '145', rarity: 'uncommon' })] }),
  testCard({ name: 'Esper Charm', mana_cost: '{W}{U}{B}', type_line: 'Instant',
    oracle_text: 'Choose one —\n• Destroy target enchantment.\n• Draw two cards.\n• Target player discards two cards.',
    printings: [testPrinting({ set_code: 'ala', collector_number: '168', rarity: 'uncommon' })] }),
  testCard({ name: 'Innocuous Insect', mana_cost: '{1}{G}', type_line: 'Creature — Insect', power: '1', toughness: '3',
    oracle_text: 'Reach', keywords: ['Reach'], source: 'playtest', source_detail: 'mb2', oracle_key: nameOracleKey('Innocuous Insect', 'playtest'),
    printings: [testPrinting({ set_code: 'cmb2', collector_number: '7', rarity: 'rare' })] }),
  testCard({ name: 'Flammenfuchs', mana_cost: '{2}{R}', type_line: 'Kreatur — Fuchs', power: '3', toughness: '2',
    oracle_text: 'Eile\nWenn Flammenfuchs das Spielfeld betritt, fügt er einem Ziel deiner Wahl 1 Schadenspunkt zu.', keywords: ['Haste'],
    source: 'custom', source_detail: 'user', lang: 'de', oracle_key: nameOracleKey('Flammenfuchs', 'custom'),
    printings: [testPrinting({ set_code: 'cus', collector_number: '1', rarity: 'rare', lang: 'de' })] }),
  testCard({ name: 'Zorro de Fuego', mana_cost: '{1}{R}', type_line: 'Criatura — Zorro', power: '2', toughness: '1',
    oracle_text: 'Prisa', keywords: ['Haste'], source: 'custom', source_detail: 'user', lang: 'es', oracle_key: nameOracleKey('Zorro de Fuego', 'custom'),
    printings: [testPrinting({ set_code: 'cus', collector_number: '2', rarity: 'common', lang: 'es' })] }),
];

/** An in-memory database with FIXTURE_CARDS. */
export function fixtureDatabase(): Db {
  const db = openDatabase(':memory:');
  const writer = new CardWriter(db);
  db.transaction(() => FIXTURE_CARDS.forEach((card) => writer.upsert(card)))();
  return db;
}
