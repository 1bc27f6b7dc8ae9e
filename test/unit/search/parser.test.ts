import { describe, expect, it } from 'vitest';
import { SearchSyntaxError } from '../../../app/db/search/errors.ts';
import { parseQuery } from '../../../app/db/search/parser.ts';

const root = (query: string) => parseQuery(query).root;

function syntaxError(query: string): SearchSyntaxError {
  try {
    parseQuery(query);
  } catch (error) {
    if (error instanceof SearchSyntaxError) return error;
    throw error;
  }
  throw new Error(`"${query}" parsed without error`);
}

describe('query parser', () => {
  it('reads bare words and phrases as name conditions, joined by implicit AND', () => {
    expect(root('lightning "Bolt  of"')).toEqual({
      kind: 'and',
      children: [{ kind: 'text', field: 'name', text: 'lightning' }, { kind: 'text', field: 'name', text: 'bolt of' }],
    });
  });

  it('reads !"exact name" and !word', () => {
    expect(root('!"Fire // Ice"')).toEqual({ kind: 'exactName', name: 'Fire // Ice' });
    expect(root('!Sol')).toEqual({ kind: 'exactName', name: 'Sol' });
  });

  it('reads the text fields t:, o:, fo:, name: with their aliases', () => {
    expect(root('t:Creature')).toEqual({ kind: 'text', field: 'type', text: 'creature' });
    expect(root('type=instant')).toEqual({ kind: 'text', field: 'type', text: 'instant' });
    expect(root('o:"draw a card"')).toEqual({ kind: 'text', field: 'oracle', text: 'draw a card' });
    expect(root('o:~')).toEqual({ kind: 'text', field: 'oracle', text: '~' });
    expect(root('fo:discard')).toEqual({ kind: 'text', field: 'fullOracle', text: 'discard' });
  });

  it('gives c: the meaning "at least" and id: the meaning "within", with every comparison', () => {
    expect(root('c:wu')).toEqual({ kind: 'colors', field: 'colors', op: '>=', mask: 3 });
    expect(root('id:esper')).toEqual({ kind: 'colors', field: 'identity', op: '<=', mask: 7 });
    for (const op of ['=', '!=', '<', '>', '<=', '>='] as const) {
      expect(root(`c${op}rg`)).toEqual({ kind: 'colors', field: 'colors', op, mask: 8 | 16 });
    }
    expect(root('c:colorless')).toEqual({ kind: 'colors', field: 'colors', op: '=', mask: 0 });
    expect(root('id:c')).toEqual({ kind: 'colors', field: 'identity', op: '=', mask: 0 });
    expect(root('c:m')).toEqual({ kind: 'multicolor', field: 'colors' });
    expect(root('c=2')).toEqual({ kind: 'colorCount', field: 'colors', op: '=', count: 2 });
  });

  it('knows the guild, shard, wedge and colour names', () => {
    const masks = ['white', 'blue', 'black', 'red', 'green', 'azorius', 'simic', 'abzan', 'temur', 'jeskai'].map(
      (word) => (root(`c=${word}`) as { mask: number }).mask,
    );
    expect(masks).toEqual([1, 2, 4, 8, 16, 1 | 2, 2 | 16, 1 | 4 | 16, 2 | 8 | 16, 1 | 2 | 8]);
  });

  it('reads mana symbols in shorthand and braces, counting repeats', () => {
    expect(root('m:2WW')).toEqual({ kind: 'mana', exact: false, symbols: new Map([['{2}', 1], ['{W}', 2]]) });
    expect(root('mana={G/U}{G/U}')).toEqual({ kind: 'mana', exact: true, symbols: new Map([['{G/U}', 2]]) });
  });

  it('reads numeric comparisons for mv/cmc, pow, tou, loy, including one stat against another', () => {
    expect(root('mv<=3')).toEqual({ kind: 'stat', field: 'mv', op: '<=', value: 3 });
    expect(root('cmc:2')).toEqual({ kind: 'stat', field: 'mv', op: '=', value: 2 });
    expect(root('pow>=4')).toEqual({ kind: 'stat', field: 'power', op: '>=', value: 4 });
    expect(root('tou!=1')).toEqual({ kind: 'stat', field: 'toughness', op: '!=', value: 1 });
    expect(root('loy>3')).toEqual({ kind: 'stat', field: 'loyalty', op: '>', value: 3 });
    expect(root('pow>tou')).toEqual({ kind: 'stat', field: 'power', op: '>', value: 'toughness' });
    expect(root('mv:even')).toEqual({ kind: 'parity', even: true });
  });

  it('reads keyword:, is:, not:, set:, r:, lang:', () => {
    expect(root('kw:"Basic Landcycling"')).toEqual({ kind: 'keyword', keyword: 'basic landcycling' });
    expect(root('is:mdfc')).toEqual({ kind: 'is', value: 'mdfc' });
    expect(root('not:split')).toEqual({ kind: 'not', child: { kind: 'is', value: 'split' } });
    expect(root('e:M19')).toEqual({ kind: 'set', code: 'm19' });
    expect(root('r>=rare')).toEqual({ kind: 'rarity', rarities: ['rare', 'special', 'mythic', 'bonus'] });
    expect(root('r<uncommon')).toEqual({ kind: 'rarity', rarities: ['common'] });
    expect(root('lang:german')).toEqual({ kind: 'lang', lang: 'de' });
  });

  it('binds implicit AND tighter than OR, and honours parentheses and negation', () => {
    expect(root('a b or c')).toEqual({
      kind: 'or',
      children: [
        { kind: 'and', children: [{ kind: 'text', field: 'name', text: 'a' }, { kind: 'text', field: 'name', text: 'b' }] },
        { kind: 'text', field: 'name', text: 'c' },
      ],
    });
    expect(root('-(t:land OR t:creature) AND c:r')).toEqual({
      kind: 'and',
      children: [
        { kind: 'not', child: { kind: 'or', children: [{ kind: 'text', field: 'type', text: 'land' }, { kind: 'text', field: 'type', text: 'creature' }] } },
        { kind: 'colors', field: 'colors', op: '>=', mask: 8 },
      ],
    });
  });

  it('takes order:, direction: and unique: out of the conditions', () => {
    expect(parseQuery('t:elf order:mv direction:desc unique:prints')).toEqual({
      root: { kind: 'text', field: 'type', text: 'elf' }, order: 'mv', direction: 'desc', unique: 'prints',
    });
    expect(parseQuery('')).toEqual({ root: null, order: null, direction: null, unique: 'cards' });
    // Anywhere in an AND chain, also inside parentheses or one side of an "or".
    expect(parseQuery('t:elf or (t:goblin order:set)')).toMatchObject({
      root: { kind: 'or', children: [{ kind: 'text', text: 'elf' }, { kind: 'text', text: 'goblin' }] }, order: 'set',
    });
  });

  it.each([
    ['tx:creature', 'unknown operator "tx:" at 1'],
    ['t:elf foo<3', 'unknown operator "foo<" at 7'],
    ['(t:elf', 'unclosed parenthesis "(" at 1'],
    ['t:elf)', 'unbalanced parenthesis ")" at 6'],
    ['a ()', 'empty parentheses at 3'],
    ['o:"draw', 'unclosed quote at 3'],
    ['mv<=abc', 'bad comparison value "abc" for "mv" (a number) at 5'],
    ['c:purple', 'unknown colour "purple" at 3'],
    ['t<creature', '"t" does not compare with "<" at 2'],
    ['r:legendary', 'unknown rarity "legendary" (common, uncommon, rare, special, mythic, bonus) at 3'],
    ['or t:elf', '"or" needs a condition before it at 1'],
    ['t:elf or', '"or" needs a condition after it at 7'],
    ['t: elf', 'missing value after "t:" at 1'],
    ['- elf', '"-" must stand right before what it negates at 1'],
    ['m:{Q}', 'bad mana cost "{Q}" at 3'],
    ['a or order:name', '"order:" cannot be one side of "or" at 6'],
    ['-unique:prints', '"unique:" cannot be negated at 1'],
    ['is:funny', 'unknown "is:" value "funny"'],
    ['o:/draw/', 'regular expressions are not supported at 3'],
  ])('rejects %s with what and where', (query, message) => {
    const error = syntaxError(query);
    expect(error.message.startsWith(message)).toBe(true);
  });

  it('keeps the position of the error', () => {
    const error = syntaxError('t:elf  tx:bird');
    expect([error.position, error.length]).toEqual([8, 3]);
  });
});
