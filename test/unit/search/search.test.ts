import { beforeAll, describe, expect, it } from 'vitest';
import { CardWriter } from '../../../app/db/card-writer.ts';
import type { Db } from '../../../app/db/connection.ts';
import { CardSearch } from '../../../app/db/search/card-search.ts';
import { SearchSyntaxError } from '../../../app/db/search/errors.ts';
import { testCard, testPrinting } from '../../support/cards.ts';
import { fixtureDatabase } from '../../support/search-fixture.ts';

let db: Db;
let search: CardSearch;

beforeAll(() => {
  db = fixtureDatabase();
  search = new CardSearch(db);
});

/** The names a query finds, sorted, so each test states exactly the right cards. */
function names(query: string, lang = 'en'): string[] {
  return search.search(query, { lang, limit: 1000 }).results.map((card) => card.name).sort();
}

describe('card search: names and texts', () => {
  it('bare words find names containing every word, case-insensitively', () => {
    expect(names('bolt')).toEqual(['Lightning Bolt']);
    expect(names('of secrets')).toEqual(['Delver of Secrets // Insectile Aberration']);
    expect(names('ICE')).toEqual(['Fire // Ice']);
    expect(names('de')).toEqual(['Delver of Secrets // Insectile Aberration', 'Test Desertcycler', 'Zorro de Fuego']);
  });

  it('a "phrase" must appear as written; !"exact name" matches the whole name or a face', () => {
    expect(names('"mind sculptor"')).toEqual(['Jace, the Mind Sculptor']);
    expect(names('"sculptor mind"')).toEqual([]);
    expect(names('!"sol ring"')).toEqual(['Sol Ring']);
    expect(names('!sol')).toEqual([]);
    expect(names('!"Insectile Aberration"')).toEqual(['Delver of Secrets // Insectile Aberration']);
  });

  it('matches names in the user language as well as in English', () => {
    expect(names('blitzschlag', 'de')).toEqual(['Lightning Bolt']);
    expect(names('blitzschlag', 'en')).toEqual([]);
    expect(names('rayo', 'es')).toEqual(['Lightning Bolt']);
    expect(names('rayo', 'de')).toEqual([]);
    expect(names('grizzlybären', 'de')).toEqual(['Grizzly Bears']);
    expect(names('bolt', 'de')).toEqual(['Lightning Bolt']);
    expect(names('!"Blitzschlag"', 'de')).toEqual(['Lightning Bolt']);
    // Custom cards written in German or Spanish are found by their own names in any language.
    expect(names('flammenfuchs')).toEqual(['Flammenfuchs']);
    expect(names('zorro', 'de')).toEqual(['Zorro de Fuego']);
  });

  it('t: matches the type line, also the localised one', () => {
    expect(names('t:planeswalker')).toEqual(['Jace, the Mind Sculptor']);
    expect(names('t:aura')).toEqual(['Arcanum Wings']);
    expect(names('t:spontanzauber', 'de')).toEqual(['Lightning Bolt']);
    expect(names('t:bär', 'de')).toEqual(['Grizzly Bears']);
    expect(names('t:kreatur')).toEqual(['Flammenfuchs']);
  });

  it('o: matches rules text without reminder text, fo: with it', () => {
    expect(names('o:"search your library for a swamp"')).toEqual([]);
    expect(names('fo:"search your library for a swamp"')).toEqual(['Twisted Abomination']);
    expect(names('o:"draw a card"')).toEqual(['Azorius Charm', 'Fire // Ice']);
    expect(names('fo:"draw a card"')).toEqual(['Azorius Charm', 'Fire // Ice', 'Krosan Tusker']);
    expect(names('o:schadenspunkt', 'de')).toEqual(['Flammenfuchs', 'Lightning Bolt']);
    expect(names('o:schadenspunkt', 'en')).toEqual(['Flammenfuchs']);
  });

  it('o:~ stands for the card\'s own name (each face of a split card too)', () => {
    expect(names('o:~')).toEqual(['Delver of Secrets // Insectile Aberration', "Emeria's Call // Emeria, Shattered Skyclave",
      'Eternal Dragon', 'Fire // Ice', 'Flammenfuchs', 'Krosan Tusker', 'Lightning Bolt', 'Twisted Abomination']);
    expect(names('o:"~ deals"')).toEqual(['Fire // Ice', 'Lightning Bolt']);
    expect(names('o:"cycle ~"')).toEqual(['Krosan Tusker']);
  });
});

describe('card search: colours, costs and numbers', () => {
  it('c: means at least these colours; = exactly; <= at most; != not exactly', () => {
    expect(names('c:wu')).toEqual(['Azorius Charm', 'Esper Charm']);
    expect(names('c=wu')).toEqual(['Azorius Charm']);
    expect(names('c<=u')).toEqual(['Arcanum Wings', 'Ash Barrens', 'Delver of Secrets // Insectile Aberration',
      'Jace, the Mind Sculptor', 'Sol Ring', 'Test Artifact Landcycler', 'Test Wizardcycler']);
    expect(names('c>u')).toEqual(['Azorius Charm', 'Esper Charm', 'Fire // Ice']);
    expect(names('c<azorius')).toEqual(['Arcanum Wings', 'Ash Barrens', 'Delver of Secrets // Insectile Aberration',
      "Emeria's Call // Emeria, Shattered Skyclave", 'Eternal Dragon', 'Jace, the Mind Sculptor', 'Sol Ring',
      'Test Artifact Landcycler', 'Test Wizardcycler']);
    expect(names('c!=r t:instant')).toEqual(['Azorius Charm', 'Esper Charm', 'Fire // Ice']);
  });

  it('colour words, colourless and multicolour', () => {
    expect(names('c:esper')).toEqual(['Esper Charm']);
    expect(names('c=izzet')).toEqual(['Fire // Ice']);
    expect(names('c:colorless')).toEqual(['Ash Barrens', 'Sol Ring', 'Test Artifact Landcycler']);
    expect(names('c:m')).toEqual(['Azorius Charm', 'Esper Charm', 'Fire // Ice']);
    expect(names('c=3')).toEqual(['Esper Charm']);
  });

  it('id: means within this colour identity', () => {
    expect(names('id:azorius t:instant')).toEqual(['Azorius Charm']);
    expect(names('id<=esper t:instant')).toEqual(['Azorius Charm', 'Esper Charm']);
    expect(names('id:c')).toEqual(['Ash Barrens', 'Sol Ring', 'Test Artifact Landcycler']);
    expect(names('id>=b')).toEqual(['Esper Charm', 'Twisted Abomination']);
  });

  it('m: finds costs containing the symbols (with repeats); m= the exact cost', () => {
    expect(names('m:WW')).toEqual(["Emeria's Call // Emeria, Shattered Skyclave", 'Eternal Dragon']);
    expect(names('m:{W}{W}{W}')).toEqual(["Emeria's Call // Emeria, Shattered Skyclave"]);
    expect(names('m:5B')).toEqual(['Twisted Abomination']);
    expect(names('m={U}{W}')).toEqual(['Azorius Charm']);
  });

  it('mv/cmc compare the mana value with every operator', () => {
    expect(names('mv=0')).toEqual(['Ash Barrens']);
    expect(names('cmc:1')).toEqual(['Delver of Secrets // Insectile Aberration', 'Lightning Bolt', 'Sol Ring']);
    expect(names('mv>=7')).toEqual(["Emeria's Call // Emeria, Shattered Skyclave", 'Eternal Dragon', 'Krosan Tusker']);
    expect(names('mv>6 t:creature')).toEqual(['Eternal Dragon', 'Krosan Tusker']);
    expect(names('mv<2')).toEqual(['Ash Barrens', 'Delver of Secrets // Insectile Aberration', 'Lightning Bolt', 'Sol Ring']);
    expect(names('mv<=2 mv!=1 t:instant')).toEqual(['Azorius Charm']);
  });

  it('pow, tou and loy compare numbers; cards without them never match', () => {
    expect(names('pow>=5')).toEqual(['Eternal Dragon', 'Krosan Tusker', 'Twisted Abomination']);
    expect(names('tou<2')).toEqual(['Delver of Secrets // Insectile Aberration', 'Test Wizardcycler', 'Zorro de Fuego']);
    expect(names('pow>tou')).toEqual(['Flammenfuchs', 'Krosan Tusker', 'Twisted Abomination', 'Zorro de Fuego']);
    expect(names('loy=3')).toEqual(['Jace, the Mind Sculptor']);
    expect(names('-pow>=1 t:creature')).toEqual([]);
  });
});

describe('card search: keywords (CR 702.29f: typecycling is cycling)', () => {
  it('CR 702.29f: keyword:cycling finds plain cycling and every typecycling', () => {
    expect(names('keyword:cycling')).toEqual(['Ash Barrens', 'Eternal Dragon', 'Krosan Tusker', 'Test Artifact Landcycler',
      'Test Desertcycler', 'Test Wizardcycler', 'Twisted Abomination']);
  });

  it('CR 702.29f: keyword:landcycling finds typecycling for a land or land type, and nothing else', () => {
    expect(names('keyword:landcycling')).toEqual(['Ash Barrens', 'Eternal Dragon', 'Test Artifact Landcycler',
      'Test Desertcycler', 'Twisted Abomination']);
  });

  it('CR 702.29f: keyword:swampcycling finds only swampcycling; typecycling leaves plain cycling out', () => {
    expect(names('kw:swampcycling')).toEqual(['Twisted Abomination']);
    expect(names('kw:"basic landcycling"')).toEqual(['Ash Barrens']);
    expect(names('kw:typecycling')).toEqual(['Ash Barrens', 'Eternal Dragon', 'Test Artifact Landcycler',
      'Test Desertcycler', 'Test Wizardcycler', 'Twisted Abomination']);
  });

  it('other keywords match exactly', () => {
    expect(names('kw:flying')).toEqual(['Delver of Secrets // Insectile Aberration', 'Eternal Dragon']);
    expect(names('keyword:"aura swap"')).toEqual(['Arcanum Wings']);
    expect(names('kw:fly')).toEqual([]);
  });
});

describe('card search: is:, sets, rarities, languages', () => {
  it('is: card kinds and layouts', () => {
    expect(names('is:split')).toEqual(['Fire // Ice']);
    expect(names('is:transform')).toEqual(['Delver of Secrets // Insectile Aberration']);
    expect(names('is:mdfc')).toEqual(["Emeria's Call // Emeria, Shattered Skyclave"]);
    expect(names('is:dfc')).toEqual(['Delver of Secrets // Insectile Aberration', "Emeria's Call // Emeria, Shattered Skyclave"]);
    expect(names('is:vanilla')).toEqual(['Grizzly Bears']);
    expect(names('is:playtest')).toEqual(['Innocuous Insect']);
    expect(names('is:custom')).toEqual(['Flammenfuchs', 'Test Desertcycler', 'Zorro de Fuego']);
  });

  it('is:permanent and is:spell look at the front face, also of German and Spanish custom cards', () => {
    expect(names('-is:permanent')).toEqual(['Azorius Charm', "Emeria's Call // Emeria, Shattered Skyclave", 'Esper Charm',
      'Fire // Ice', 'Lightning Bolt']);
    expect(names('-is:spell')).toEqual(['Ash Barrens']);
  });

  it('set:, s: and e: find cards with a printing in the set', () => {
    expect(names('set:ons')).toEqual(['Krosan Tusker', 'Twisted Abomination']);
    expect(names('e:LEA')).toEqual(['Grizzly Bears', 'Sol Ring']);
    expect(names('s:2xm')).toEqual(['Lightning Bolt']);
  });

  it('r: compares rarities common < uncommon < rare < mythic', () => {
    expect(names('r:mythic')).toEqual(["Emeria's Call // Emeria, Shattered Skyclave", 'Jace, the Mind Sculptor']);
    expect(names('r>=rare')).toEqual(["Emeria's Call // Emeria, Shattered Skyclave", 'Eternal Dragon', 'Flammenfuchs',
      'Innocuous Insect', 'Jace, the Mind Sculptor']);
    expect(names('r<uncommon t:instant')).toEqual(['Lightning Bolt']);
    // A card matches if any printing does: Lightning Bolt is uncommon in 2XM.
    expect(names('r:uncommon t:instant')).toEqual(['Azorius Charm', 'Esper Charm', 'Fire // Ice', 'Lightning Bolt']);
  });

  it('lang: finds cards with a printing in that language, and shows that printing', () => {
    expect(names('lang:de')).toEqual(['Flammenfuchs', 'Lightning Bolt']);
    const [bolt] = search.search('lang:es bolt').results;
    expect(bolt).toMatchObject({ name: 'Lightning Bolt', lang: 'es', set: 'm10' });
  });
});

describe('card search: logic, order, unique', () => {
  it('- negates, or alternates, parentheses group, AND is implicit', () => {
    expect(names('t:instant -c:r')).toEqual(['Azorius Charm', 'Esper Charm']);
    expect(names('t:planeswalker or t:aura')).toEqual(['Arcanum Wings', 'Jace, the Mind Sculptor']);
    expect(names('(t:planeswalker OR t:aura) c:u mv>=4')).toEqual(['Jace, the Mind Sculptor']);
    // t: reads the whole type line, back faces included (Emeria's is "Sorcery // Land").
    expect(names('-(t:creature or t:land or t:instant or t:kreatur or t:criatura)')).toEqual(['Arcanum Wings',
      'Jace, the Mind Sculptor', 'Sol Ring']);
  });

  it('orders by name by default, and by mv, color, rarity, set in either direction', () => {
    const order = (query: string) => search.search(query, { limit: 100 }).results.map((card) => card.name);
    expect(order('t:instant')).toEqual(['Azorius Charm', 'Esper Charm', 'Fire // Ice', 'Lightning Bolt']);
    expect(order('t:instant order:mv')).toEqual(['Lightning Bolt', 'Azorius Charm', 'Esper Charm', 'Fire // Ice']);
    expect(order('t:instant order:mv direction:desc')).toEqual(['Fire // Ice', 'Esper Charm', 'Azorius Charm', 'Lightning Bolt']);
    // WUBRG single colours first, then multicolour, then colourless.
    expect(order('mv<=2 t:artifact or t:instant mv<=2 order:color')).toEqual(['Lightning Bolt', 'Azorius Charm', 'Sol Ring']);
    expect(order('t:creature pow>=5 order:rarity direction:desc')).toEqual(['Eternal Dragon', 'Krosan Tusker', 'Twisted Abomination']);
    expect(order('s:ons or s:scg order:set')).toEqual(['Twisted Abomination', 'Krosan Tusker', 'Eternal Dragon']);
  });

  it('lists each oracle card once by default and every printing with unique:prints', () => {
    const cards = search.search('bolt');
    expect(cards.total).toBe(1);
    const prints = search.search('bolt unique:prints order:set');
    expect(prints.total).toBe(4);
    expect(prints.results.map((card) => [card.set, card.lang])).toEqual([['2xm', 'en'], ['m10', 'en'], ['m10', 'de'], ['m10', 'es']]
      .sort((a, b) => (a[0]! < b[0]! ? -1 : a[0]! > b[0]! ? 1 : 0)));
    expect(search.search('t:bear unique:prints').total).toBe(2);
  });

  it('pages with limit and offset and reports the total', () => {
    const all = search.search('', { limit: 100 });
    expect(all.total).toBe(20);
    const second = search.search('', { limit: 5, offset: 5 });
    expect(second.results.map((card) => card.name)).toEqual(all.results.slice(5, 10).map((card) => card.name));
    expect(search.search('', { limit: 5, offset: 40 }).results).toEqual([]);
  });

  it('shows the printing in the user language and the localised name', () => {
    const [bolt] = search.search('bolt', { lang: 'de' }).results;
    expect(bolt).toMatchObject({ lang: 'de', localized: { lang: 'de', name: 'Blitzschlag' } });
    const [english] = search.search('bolt', { lang: 'en' }).results;
    expect(english).toMatchObject({ lang: 'en', set: '2xm', localized: null });
  });

  it('returns faces for multi-face cards and the card itself as its one face otherwise', () => {
    const [fire] = search.search('!"fire // ice"').results;
    expect(fire!.faces.map((face) => face.name)).toEqual(['Fire', 'Ice']);
    const [sol] = search.search('!"sol ring"').results;
    expect(sol!.faces).toEqual([expect.objectContaining({ name: 'Sol Ring', oracle_text: '{T}: Add {C}{C}.' })]);
  });

  it('throws a SearchSyntaxError for a bad query instead of an empty result', () => {
    expect(() => search.search('tx:creature')).toThrow(SearchSyntaxError);
    expect(() => search.search('tx:creature')).toThrow('unknown operator "tx:" at 1');
  });
});

describe('card search: index upkeep, detail, suggestions', () => {
  it('finds a card added after the first search, and forgets a deleted one', () => {
    const local = fixtureDatabase();
    const localSearch = new CardSearch(local);
    expect(localSearch.search('o:"proliferate twice"').total).toBe(0);
    const { cardId } = new CardWriter(local).upsert(testCard({ name: 'Double Spreader', oracle_text: 'Proliferate twice.' }));
    expect(localSearch.search('o:"proliferate twice"').results.map((card) => card.name)).toEqual(['Double Spreader']);
    local.prepare('DELETE FROM cards WHERE id = ?').run(cardId);
    expect(localSearch.search('o:"proliferate twice"').total).toBe(0);
    expect(localSearch.search('spreader').total).toBe(0);
  });

  it('getCard returns faces, keywords, localisations, printings and source', () => {
    const id = search.search('!"lightning bolt"').results[0]!.id;
    const card = search.getCard(id)!;
    expect(card.printings.map((printing) => `${printing.set}/${printing.lang}`).sort()).toEqual(['2xm/en', 'm10/de', 'm10/en', 'm10/es']);
    expect(card.localizations.map((loc) => [loc.lang, loc.name])).toEqual([['de', 'Blitzschlag'], ['es', 'Rayo']]);
    expect(card).toMatchObject({ source: 'import', faces: [{ name: 'Lightning Bolt' }] });
    expect(search.getCard(999_999)).toBeNull();
  });

  it('suggests names that start with the text first, localised ones in the user language', () => {
    expect(search.suggest('li').map((s) => s.name)).toEqual(['Lightning Bolt']);
    expect(search.suggest('bli', { lang: 'de' })).toEqual([expect.objectContaining({ name: 'Blitzschlag', canonical: 'Lightning Bolt' })]);
    expect(search.suggest('ring').map((s) => s.name)).toEqual(['Sol Ring']);
    expect(search.suggest('')).toEqual([]);
  });

  it('keeps playtest and custom cards apart from imported ones in results', () => {
    const local = fixtureDatabase();
    new CardWriter(local).upsert(testCard({ name: 'Bolt of Tests', source: 'custom', oracle_key: 'custom:bolt of tests',
      printings: [testPrinting({ set_code: 'cus', collector_number: '9' })] }));
    const results = new CardSearch(local).search('bolt').results;
    expect(results.map((card) => [card.name, card.source])).toEqual([['Bolt of Tests', 'custom'], ['Lightning Bolt', 'import']]);
  });
});

describe('card search: the collection', () => {
  it('in:collection finds the cards the user owns, -in:collection the others', () => {
    const owned = fixtureDatabase();
    const bolt = owned.prepare("SELECT id FROM cards WHERE name = 'Lightning Bolt'").pluck().get() as number;
    owned.prepare("INSERT INTO collection_entries (card_id, name, quantity) VALUES (?, 'Lightning Bolt', 2)").run(bolt);
    const ownedSearch = new CardSearch(owned);
    const found = (query: string) => ownedSearch.search(query, { lang: 'en', limit: 1000 }).results.map((card) => card.name);
    expect(found('in:collection')).toEqual(['Lightning Bolt']);
    expect(found('-in:collection')).not.toContain('Lightning Bolt');
    expect(found('-in:collection').length).toBe(found('').length - 1);
    expect(() => ownedSearch.search('in:binder', { lang: 'en' })).toThrow('unknown "in:" value "binder" (collection)');
  });
});
