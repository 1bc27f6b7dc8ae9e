// Scryfall's query syntax → SearchNode tree. Grammar (implicit AND binds tighter than OR):
//   query   := or
//   or      := and ( "or" and )*
//   and     := unary ( ["and"] unary )*
//   unary   := "-" unary | "(" or ")" | term
// Every value is checked here, so a bad query fails with what and where before any SQL runs.
import { RARITIES, type Comparison, type IsValue, type OrderField, type ParsedQuery, type SearchNode, type StatField } from './ast.ts';
import { parseColorValue } from './color-words.ts';
import { SearchSyntaxError } from './errors.ts';
import { tokenize, type Operator, type Token } from './tokenizer.ts';
import { checkQueryLength, nestedTooDeep, QUERY_LIMITS, tooManyConditions } from './limits.ts';
import { withoutRepeats } from './simplify.ts';
import { ManaCostError, parseManaCost } from '../../cards/mana-symbols.ts';
import { dictionary } from '../../dictionary.ts';

type FieldToken = Extract<Token, { type: 'field' }>;

/** Directives change how results are listed, not which: order:, direction:, unique:. */
type Directive = { kind: 'directive'; key: 'order' | 'direction' | 'unique'; value: string; position: number };
type Parsed = SearchNode | Directive;

const FIELD_ALIASES: Record<string, string> = dictionary({
  name: 'name', n: 'name',
  t: 'type', type: 'type',
  o: 'oracle', oracle: 'oracle', text: 'oracle',
  fo: 'fullOracle', fulloracle: 'fullOracle',
  c: 'colors', color: 'colors', colors: 'colors', colour: 'colors',
  id: 'identity', identity: 'identity', ci: 'identity', commander: 'identity',
  m: 'mana', mana: 'mana',
  mv: 'mv', cmc: 'mv', manavalue: 'mv',
  pow: 'power', power: 'power',
  tou: 'toughness', toughness: 'toughness',
  loy: 'loyalty', loyalty: 'loyalty',
  keyword: 'keyword', kw: 'keyword',
  is: 'is', not: 'not', in: 'in',
  set: 'set', s: 'set', e: 'set', edition: 'set',
  r: 'rarity', rarity: 'rarity',
  lang: 'lang', language: 'lang',
  order: 'order', direction: 'direction', dir: 'direction', unique: 'unique',
});

const STAT_NAMES: Record<string, StatField> = dictionary({
  mv: 'mv', cmc: 'mv', manavalue: 'mv', pow: 'power', power: 'power', tou: 'toughness', toughness: 'toughness',
  loy: 'loyalty', loyalty: 'loyalty',
});

const IS_VALUES: Record<string, IsValue> = dictionary({
  permanent: 'permanent', spell: 'spell', playtest: 'playtest', custom: 'custom', split: 'split',
  transform: 'transform', mdfc: 'mdfc', modal_dfc: 'mdfc', vanilla: 'vanilla', flip: 'flip', meld: 'meld',
  adventure: 'adventure', dfc: 'dfc', doublefaced: 'dfc', token: 'token',
});

const RARITY_NAMES: Record<string, (typeof RARITIES)[number]> = dictionary({
  c: 'common', common: 'common', u: 'uncommon', uncommon: 'uncommon', r: 'rare', rare: 'rare',
  s: 'special', special: 'special', m: 'mythic', mythic: 'mythic', b: 'bonus', bonus: 'bonus',
});

const LANGUAGE_NAMES: Record<string, string> = dictionary({
  english: 'en', german: 'de', deutsch: 'de', spanish: 'es', español: 'es', espanol: 'es', french: 'fr',
  italian: 'it', portuguese: 'pt', japanese: 'ja', korean: 'ko', russian: 'ru', chinese: 'zhs',
});

const ORDER_NAMES: Record<string, OrderField> = dictionary({
  name: 'name', mv: 'mv', cmc: 'mv', color: 'color', colour: 'color', rarity: 'rarity', set: 'set',
  power: 'power', pow: 'power', toughness: 'toughness', tou: 'toughness', released: 'released', date: 'released',
});

export function parseQuery(query: string): ParsedQuery {
  checkQueryLength(query);
  return new Parser(tokenize(query)).parseQuery();
}

class Parser {
  private index = 0;
  private conditions = 0;
  private depth = 0;

  constructor(private readonly tokens: Token[]) {}

  parseQuery(): ParsedQuery {
    const result: ParsedQuery = { root: null, order: null, direction: null, unique: 'cards' };
    if (this.tokens.length === 0) return result;
    const tree = this.parseOr();
    const stray = this.peek();
    if (stray) throw new SearchSyntaxError('unbalanced parenthesis ")"', stray.position);

    // Directives apply to the whole query wherever they stand in an AND chain; alone as one
    // side of an "or" they would leave that side empty.
    const root = this.takeDirectives(tree, result);
    result.root = root && withoutRepeats(root);
    return result;
  }

  private peek(): Token | undefined {
    return this.tokens[this.index];
  }

  private next(): Token {
    const token = this.tokens[this.index];
    if (!token) throw new Error('parser read past the end');
    this.index += 1;
    return token;
  }

  private parseOr(): Parsed {
    const children = [this.parseAnd()];
    while (this.peek()?.type === 'or') {
      const or = this.next();
      const after = this.peek();
      if (!after || after.type === 'rparen' || after.type === 'or') {
        throw new SearchSyntaxError('"or" needs a condition after it', or.position, 2);
      }
      children.push(this.parseAnd());
    }
    return children.length === 1 ? children[0]! : { kind: 'or', children: children as SearchNode[] };
  }

  private parseAnd(): Parsed {
    const children: Parsed[] = [];
    for (let token = this.peek(); token && token.type !== 'or' && token.type !== 'rparen'; token = this.peek()) {
      if (token.type === 'and') {
        this.next();
        const after = this.peek();
        if (children.length === 0 || !after || after.type === 'rparen' || after.type === 'or' || after.type === 'and') {
          throw new SearchSyntaxError('"and" needs a condition on both sides', token.position, 3);
        }
        continue;
      }
      children.push(this.parseUnary());
    }
    if (children.length === 0) {
      const token = this.peek();
      if (token?.type === 'or') throw new SearchSyntaxError('"or" needs a condition before it', token.position, 2);
      if (token?.type === 'rparen') {
        const previous = this.tokens[this.index - 1];
        if (previous?.type === 'lparen') throw new SearchSyntaxError('empty parentheses', previous.position, 2);
        throw new SearchSyntaxError('unbalanced parenthesis ")"', token.position);
      }
      throw new SearchSyntaxError('missing condition', (this.tokens.at(-1)?.position ?? 0) + 1);
    }
    return children.length === 1 ? children[0]! : { kind: 'and', children: children as SearchNode[] };
  }

  /** Reads what a "(" or "-" holds, one level deeper. */
  private nested<T>(token: Token, read: () => T): T {
    if (this.depth >= QUERY_LIMITS.depth) throw nestedTooDeep(token.position);
    this.depth += 1;
    const inner = read();
    this.depth -= 1;
    return inner;
  }

  /** Counts a condition as written (before repeats are dropped), refusing one past the limit. */
  private condition(token: Token, length: number): void {
    this.conditions += 1;
    if (this.conditions > QUERY_LIMITS.conditions) throw tooManyConditions(token.position, length);
  }

  private parseUnary(): Parsed {
    const token = this.next();
    switch (token.type) {
      case 'negate': {
        const child = this.nested(token, () => this.parseUnary());
        if (child.kind === 'directive') throw new SearchSyntaxError(`"${child.key}:" cannot be negated`, token.position);
        return { kind: 'not', child };
      }
      case 'lparen': {
        const inner = this.nested(token, () => this.parseOr());
        const close = this.peek();
        if (close?.type !== 'rparen') throw new SearchSyntaxError('unclosed parenthesis "("', token.position);
        this.next();
        return inner;
      }
      case 'word':
        this.condition(token, token.text.length);
        return { kind: 'text', field: 'name', text: normalizeText(token.text) };
      case 'exact':
        this.condition(token, token.text.length + 1);
        return { kind: 'exactName', name: token.text.trim() };
      case 'field': {
        const parsed = parseField(token);
        if (parsed.kind !== 'directive') this.condition(token, token.key.length + token.operator.length + token.value.length);
        return parsed;
      }
      default:
        // 'rparen', 'or' and 'and' never reach here: parseAnd stops before them.
        throw new SearchSyntaxError(`unexpected "${token.type}"`, token.position);
    }
  }

  private takeDirectives(node: Parsed, result: ParsedQuery): SearchNode | null {
    switch (node.kind) {
      case 'directive':
        this.applyDirective(node, result);
        return null;
      case 'and': {
        const children = node.children.map((child) => this.takeDirectives(child, result)).filter((child) => child !== null);
        return children.length === 0 ? null : children.length === 1 ? children[0]! : { kind: 'and', children };
      }
      case 'or':
        for (const child of node.children) {
          if ((child as Parsed).kind === 'directive') {
            const directive = child as unknown as Directive;
            throw new SearchSyntaxError(`"${directive.key}:" cannot be one side of "or"`, directive.position);
          }
        }
        return { kind: 'or', children: node.children.map((child) => this.takeDirectives(child, result)!) };
      case 'not':
        return { kind: 'not', child: this.takeDirectives(node.child, result)! };
      default:
        return node;
    }
  }

  private applyDirective(directive: Directive, result: ParsedQuery): void {
    const value = directive.value.toLowerCase();
    if (directive.key === 'order') result.order = ORDER_NAMES[value]!;
    else if (directive.key === 'direction') result.direction = value as 'asc' | 'desc';
    else result.unique = value as 'cards' | 'prints';
  }
}

/** How texts are compared: lower case, single spaces, straight apostrophes. */
export function normalizeText(text: string): string {
  // Every run of white space becomes one space. A lone space already is one: matching only the
  // other runs (not each space between two words) made this three times faster, and it runs
  // five times per card when an import rebuilds the search index.
  return text.toLowerCase().replace(/[’‘]/g, "'").replace(/\s{2,}|[^\S ]/g, ' ').trim();
}

function comparisonOf(operator: Operator, colonMeans: Comparison): Comparison {
  return operator === ':' ? colonMeans : operator;
}

function parseField(token: FieldToken): Parsed {
  const field = FIELD_ALIASES[token.key.toLowerCase()];
  if (!field) throw new SearchSyntaxError(`unknown operator "${token.key}${token.operator}"`, token.position, token.key.length + token.operator.length);
  const { operator, value } = token;
  const operatorPosition = token.position + token.key.length;
  const badValue = (what: string): never => {
    throw new SearchSyntaxError(what, token.valuePosition, Math.max(1, value.length));
  };
  const onlyEquality = () => {
    if (operator !== ':' && operator !== '=') {
      throw new SearchSyntaxError(`"${token.key}" does not compare with "${operator}"`, operatorPosition, operator.length);
    }
  };

  switch (field) {
    case 'name':
    case 'type':
    case 'oracle':
    case 'fullOracle': {
      onlyEquality();
      if (value.startsWith('/') && value.endsWith('/') && value.length > 1 && !token.quoted) {
        badValue('regular expressions are not supported');
      }
      const text = normalizeText(value);
      if (text === '') badValue(`empty value for "${token.key}"`);
      return { kind: 'text', field, text };
    }
    case 'colors':
    case 'identity': {
      const parsed = parseColorValue(value);
      if (!parsed) return badValue(`unknown colour "${value}"`);
      // Scryfall: "c:" means "at least these colours", "id:" means "within this identity".
      const op = comparisonOf(operator, field === 'colors' ? '>=' : '<=');
      if (parsed.kind === 'colorless') return { kind: 'colors', field, op: operator === ':' ? '=' : op, mask: 0 };
      if (parsed.kind === 'multicolor') {
        if (op === '!=') return { kind: 'not', child: { kind: 'multicolor', field } };
        if (operator !== ':' && operator !== '=' && op !== '>=') {
          throw new SearchSyntaxError(`"multicolor" does not compare with "${operator}"`, operatorPosition, operator.length);
        }
        return { kind: 'multicolor', field };
      }
      if (parsed.kind === 'count') return { kind: 'colorCount', field, op: comparisonOf(operator, '='), count: parsed.count };
      return { kind: 'colors', field, op, mask: parsed.mask };
    }
    case 'mana': {
      if (operator !== ':' && operator !== '=' && operator !== '>=') {
        throw new SearchSyntaxError(`"${token.key}" does not compare with "${operator}"`, operatorPosition, operator.length);
      }
      return { kind: 'mana', symbols: parseManaQuery(value, token.valuePosition), exact: operator === '=' };
    }
    case 'mv':
    case 'power':
    case 'toughness':
    case 'loyalty': {
      const lower = value.toLowerCase();
      if (field === 'mv' && (lower === 'even' || lower === 'odd')) {
        onlyEquality();
        return { kind: 'parity', even: lower === 'even' };
      }
      const op = comparisonOf(operator, '=');
      const other = STAT_NAMES[lower];
      if (other) return { kind: 'stat', field, op, value: other };
      if (!/^-?\d+(\.\d+)?$/.test(value)) return badValue(`bad comparison value "${value}" for "${token.key}" (a number)`);
      return { kind: 'stat', field, op, value: Number(value) };
    }
    case 'keyword':
      onlyEquality();
      return { kind: 'keyword', keyword: normalizeText(value) };
    case 'is':
    case 'not': {
      onlyEquality();
      const is = IS_VALUES[value.toLowerCase()];
      if (!is) return badValue(`unknown "${token.key}:" value "${value}" (one of ${Object.keys(IS_VALUES).join(', ')})`);
      return field === 'not' ? { kind: 'not', child: { kind: 'is', value: is } } : { kind: 'is', value: is };
    }
    case 'in':
      onlyEquality();
      if (value.toLowerCase() !== 'collection') return badValue(`unknown "in:" value "${value}" (collection)`);
      return { kind: 'inCollection' };
    case 'set':
      onlyEquality();
      if (!/^[a-z0-9_-]{2,10}$/i.test(value)) return badValue(`bad set code "${value}"`);
      return { kind: 'set', code: value.toLowerCase() };
    case 'rarity': {
      const rarity = RARITY_NAMES[value.toLowerCase()];
      if (!rarity) return badValue(`unknown rarity "${value}" (common, uncommon, rare, special, mythic, bonus)`);
      const rank = RARITIES.indexOf(rarity);
      const op = comparisonOf(operator, '=');
      const rarities = RARITIES.filter((_, index) => compareNumbers(index, op, rank));
      return { kind: 'rarity', rarities };
    }
    case 'lang': {
      onlyEquality();
      const lower = value.toLowerCase();
      const lang = LANGUAGE_NAMES[lower] ?? lower;
      if (lang !== 'any' && !/^[a-z]{2,3}$/.test(lang)) return badValue(`unknown language "${value}"`);
      return { kind: 'lang', lang };
    }
    case 'order':
      onlyEquality();
      if (!ORDER_NAMES[value.toLowerCase()]) {
        return badValue(`unknown order "${value}" (one of ${[...new Set(Object.values(ORDER_NAMES))].join(', ')})`);
      }
      return { kind: 'directive', key: 'order', value, position: token.position };
    case 'direction':
      onlyEquality();
      if (!/^(asc|desc)$/i.test(value)) return badValue(`unknown direction "${value}" (asc or desc)`);
      return { kind: 'directive', key: 'direction', value, position: token.position };
    case 'unique':
      onlyEquality();
      if (!/^(cards|prints)$/i.test(value)) return badValue(`unknown unique "${value}" (cards or prints)`);
      return { kind: 'directive', key: 'unique', value, position: token.position };
    default:
      throw new Error(`field ${field} has no parser`);
  }
}

function compareNumbers(left: number, op: Comparison, right: number): boolean {
  switch (op) {
    case '=': return left === right;
    case '!=': return left !== right;
    case '<': return left < right;
    case '>': return left > right;
    case '<=': return left <= right;
    case '>=': return left >= right;
  }
}

/** "2WW", "{2}{W}{W}", "{W/U}" or a mix → symbol text ("{W}") → how many times. */
function parseManaQuery(value: string, position: number): Map<string, number> {
  let braced = '';
  for (let index = 0; index < value.length; index += 1) {
    const char = value[index]!;
    if (char === '{') {
      const end = value.indexOf('}', index);
      if (end < 0) throw new SearchSyntaxError('unclosed "{" in mana cost', position + index);
      braced += value.slice(index, end + 1);
      index = end;
    } else if (/\d/.test(char)) {
      const digits = /^\d+/.exec(value.slice(index))![0];
      braced += `{${digits}}`;
      index += digits.length - 1;
    } else {
      braced += `{${char}}`;
    }
  }
  try {
    const counts = new Map<string, number>();
    for (const symbol of parseManaCost(braced.toUpperCase())) counts.set(symbol.text, (counts.get(symbol.text) ?? 0) + 1);
    return counts;
  } catch (error) {
    if (error instanceof ManaCostError) throw new SearchSyntaxError(`bad mana cost "${value}"`, position, value.length);
    throw error;
  }
}
