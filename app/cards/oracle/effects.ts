// Effect sentences ("Draw a card.", "Ziehe eine Karte.", "Roba una carta.") → Effect data.
// A small left-to-right parser: each rule matches at the start of what is left of a sentence,
// then a joiner (", then", " and", ",") and the next rule. Text no rule understands makes the
// whole ability "text only", so the engine never half-enforces a line.
import { parseManaCost } from '../mana-symbols.ts';
import { parseTypeQuery, type TypeQuery } from '../type-line.ts';
import type { Amount, Effect, TargetKind, TargetSpec, TokenSpec } from './abilities.ts';
import { parseKeywordList } from './keywords/evergreen.ts';
import { AMOUNT, parseAmount } from './normalize.ts';
import { dictionary } from '../../dictionary.ts';

export interface EffectContext {
  /** Target slots the effects use, in order (CR 115.1). */
  targets: TargetSpec[];
}

type Rule = { re: RegExp; build: (match: RegExpMatchArray, context: EffectContext) => Effect | Effect[] | undefined };

const amount = (word: string | undefined): Amount | undefined => (word === undefined ? undefined : parseAmount(word));

function target(context: EffectContext, kind: TargetKind, youControl = false): number {
  context.targets.push(youControl ? { kind, youControl } : { kind });
  return context.targets.length - 1;
}

/** "any target", "target creature", "einem beliebigen Ziel", "la criatura objetivo" → a target kind. */
function targetKindOf(phrase: string): TargetKind | 'each opponent' | 'each creature' | 'self' | undefined {
  const text = phrase.toLowerCase().trim();
  if (/^(any target|target creature or player|einem beliebigen ziel|cualquier objetivo)$/.test(text)) return 'any';
  if (/^(target creature|einer kreatur deiner wahl|eine kreatur deiner wahl|la criatura objetivo)$/.test(text)) return 'creature';
  if (/^(target player|einem spieler deiner wahl|el jugador objetivo)$/.test(text)) return 'player';
  if (/^(target opponent|einem gegner deiner wahl|el oponente objetivo)$/.test(text)) return 'opponent';
  if (/^(target permanent|eine bleibende karte deiner wahl|el permanente objetivo)$/.test(text)) return 'permanent';
  if (/^(target nonland permanent|eine nichtland-bleibende karte deiner wahl|el permanente objetivo que no sea tierra)$/.test(text)) return 'nonland permanent';
  if (/^(each opponent|jedem gegner|cada oponente)$/.test(text)) return 'each opponent';
  if (/^(each creature|jeder kreatur|cada criatura)$/.test(text)) return 'each creature';
  if (text === '~') return 'self';
  return undefined;
}

const COLOR_WORDS: Record<string, string> = dictionary({
  white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G', colorless: '',
  weiß: 'W', weißen: 'W', weiße: 'W', blau: 'U', blauen: 'U', blaue: 'U', schwarz: 'B', schwarzen: 'B', schwarze: 'B',
  rot: 'R', roten: 'R', rote: 'R', grün: 'G', grünen: 'G', grüne: 'G', farblos: '', farblosen: '',
  blanca: 'W', blanco: 'W', blancas: 'W', azul: 'U', azules: 'U', negra: 'B', negro: 'B', negras: 'B', roja: 'R', rojo: 'R', rojas: 'R',
  verde: 'G', verdes: 'G', incolora: '', incoloro: '',
});

function tokenSpec(power: string, toughness: string, colorText: string, subtypeText: string, keywordText: string | undefined, artifact: boolean): TokenSpec | undefined {
  const colors: string[] = [];
  for (const word of colorText.split(/\s*(?:,|and|und|y)\s*|\s+/)) {
    if (word === '') continue;
    const color = COLOR_WORDS[word.toLowerCase()];
    if (color === undefined) return undefined;
    if (color !== '') colors.push(color);
  }
  const subtypes = parseTypeQuery(subtypeText).words.map((word) => word.english);
  const keywords = keywordText ? parseKeywordList(keywordText) : [];
  if (!keywords) return undefined;
  return {
    name: subtypes.join(' '),
    power: Number(power),
    toughness: Number(toughness),
    colors,
    subtypes,
    types: artifact ? ['Artifact', 'Creature'] : ['Creature'],
    keywords,
  };
}

function searchEffect(typeText: string, destination: string, reveal: boolean): Effect {
  const query: TypeQuery = parseTypeQuery(typeText);
  const toBattlefield = /battlefield|spiel|campo/i.test(destination);
  return { kind: 'search', query, to: toBattlefield ? 'battlefield' : 'hand', tapped: /tapped|getappt|girad/i.test(destination), reveal };
}

const RULES: Rule[] = [
  // --- search (English, German, Spanish) ---
  {
    re: /^search your library for (?:a|an) (.+?) card, (reveal (?:it|that card),? )?(?:and )?put (?:it|that card) (into your hand|onto the battlefield(?: tapped)?)(?:,? (?:then|and then) shuffle(?: your library)?)?/i,
    build: (m) => searchEffect(m[1]!, m[3]!, Boolean(m[2])),
  },
  {
    re: /^durchsuche deine bibliothek nach einer? (.+?)karte,? (zeige sie (?:offen )?vor,? (?:und )?)?(nimm sie auf deine hand|bringe sie (?:getappt )?ins spiel|bringe sie (?:getappt )?auf das schlachtfeld)(?:,? (?:und )?mische (?:danach|dann)(?: deine bibliothek)?)?/i,
    build: (m) => searchEffect(m[1]!, m[3]!, Boolean(m[2])),
  },
  {
    re: /^busca en tu biblioteca una carta de (.+?), (muéstrala,? )?(?:y )?(ponla en tu mano|ponla en el campo de batalla(?: girada)?)(?:,? (?:y )?(?:después|luego) baraja(?: tu biblioteca)?)?/i,
    build: (m) => searchEffect(m[1]!, m[3]!, Boolean(m[2])),
  },
  // "Then shuffle your library." after an older search sentence: part of the search.
  { re: /^(?:then )?shuffle(?: your library)?|^mische (?:danach|dann)?(?: deine bibliothek)?|^(?:después|luego) baraja(?: tu biblioteca)?/i, build: () => [] },
  // --- draw ---
  { re: new RegExp(`^(?:you )?draws? ${AMOUNT} cards?`, 'i'), build: (m) => draw(m[1]) },
  { re: new RegExp(`^(?:ziehe|du ziehst) ${AMOUNT} karten?`, 'i'), build: (m) => draw(m[1]) },
  { re: new RegExp(`^roba ${AMOUNT} cartas?`, 'i'), build: (m) => draw(m[1]) },
  // --- life ---
  { re: new RegExp(`^you gain ${AMOUNT} life`, 'i'), build: (m) => gain(m[1]) },
  { re: new RegExp(`^du erhältst ${AMOUNT} lebenspunkte?(?: dazu)?`, 'i'), build: (m) => gain(m[1]) },
  { re: new RegExp(`^ganas ${AMOUNT} vidas?`, 'i'), build: (m) => gain(m[1]) },
  { re: new RegExp(`^you lose ${AMOUNT} life`, 'i'), build: (m) => lose(m[1], 'you') },
  { re: new RegExp(`^du verlierst ${AMOUNT} lebenspunkte?`, 'i'), build: (m) => lose(m[1], 'you') },
  { re: new RegExp(`^pierdes ${AMOUNT} vidas?`, 'i'), build: (m) => lose(m[1], 'you') },
  { re: new RegExp(`^each opponent loses ${AMOUNT} life`, 'i'), build: (m) => lose(m[1], 'each opponent') },
  { re: new RegExp(`^jeder gegner verliert ${AMOUNT} lebenspunkte?`, 'i'), build: (m) => lose(m[1], 'each opponent') },
  { re: new RegExp(`^cada oponente pierde ${AMOUNT} vidas?`, 'i'), build: (m) => lose(m[1], 'each opponent') },
  {
    re: new RegExp(`^target (player|opponent) loses ${AMOUNT} life`, 'i'),
    build: (m, c) => {
      const value = amount(m[2]);
      return value === undefined ? undefined : { kind: 'loseLife', amount: value, who: 'target', target: target(c, m[1]!.toLowerCase() === 'player' ? 'player' : 'opponent') };
    },
  },
  // --- damage ---
  {
    re: new RegExp(`^(?:~|it) deals ${AMOUNT} damage to (any target|target creature or player|target creature|target player|target opponent|each opponent|each creature)`, 'i'),
    build: (m, c) => damage(m[1], m[2]!, c),
  },
  {
    re: new RegExp(`^~ fügt (einem beliebigen ziel|einer kreatur deiner wahl|einem spieler deiner wahl|einem gegner deiner wahl|jedem gegner|jeder kreatur) ${AMOUNT} schadenspunkte? zu`, 'i'),
    build: (m, c) => damage(m[2], m[1]!, c),
  },
  {
    re: new RegExp(`^~ (?:hace|inflige) ${AMOUNT} puntos? de daño a (cualquier objetivo|la criatura objetivo|el jugador objetivo|el oponente objetivo|cada oponente|cada criatura)`, 'i'),
    build: (m, c) => damage(m[1], m[2]!, c),
  },
  // --- tokens ---
  {
    re: new RegExp(`^create ${AMOUNT} (\\d+)/(\\d+) ((?:(?:white|blue|black|red|green|colorless)(?:,? and |, | )?)+)(.+?) (artifact )?creature tokens?(?: with (.+))?$`, 'i'),
    build: (m) => token(m[1], tokenSpec(m[2]!, m[3]!, m[4]!, m[5]!, m[7], Boolean(m[6]))),
  },
  {
    re: new RegExp(`^erzeuge ${AMOUNT} (\\d+)/(\\d+) ((?:(?:weiß|blau|schwarz|rot|grün|farblos)(?:en|e)?(?: und | )?)+)(.+?)-(artefakt)?kreaturenspielsteine?(?: mit (.+))?$`, 'i'),
    build: (m) => token(m[1], tokenSpec(m[2]!, m[3]!, m[4]!, m[5]!, m[7], Boolean(m[6]))),
  },
  {
    re: new RegExp(`^crea ${AMOUNT} fichas? de criatura (artefacto )?(.+?) ((?:(?:blanca|azul|negra|roja|verde|incolora)s?(?: y | )?)+)(\\d+)/(\\d+)(?: con (.+))?$`, 'i'),
    build: (m) => token(m[1], tokenSpec(m[5]!, m[6]!, m[4]!, m[3]!, m[7], Boolean(m[2]))),
  },
  // --- counters ---
  {
    re: new RegExp(`^put ${AMOUNT} ([+-]1/[+-]1) counters? on (target creature you control|target creature|~|each creature your opponents control|each creature you control)`, 'i'),
    build: (m, c) => counters(m[1], m[2]!, m[3]!, c),
  },
  {
    re: new RegExp(`^lege ${AMOUNT} ([+-]1/[+-]1)-marken? auf (eine kreatur deiner wahl|~|jede kreatur, die deine gegner kontrollieren)`, 'i'),
    build: (m, c) => counters(m[1], m[2]!, m[3]!, c),
  },
  {
    re: new RegExp(`^pon ${AMOUNT} contador(?:es)? ([+-]1/[+-]1) (?:sobre|en) (la criatura objetivo|~|cada criatura que controlan tus oponentes)`, 'i'),
    build: (m, c) => counters(m[1], m[2]!, m[3]!, c),
  },
  // --- +N/+N until end of turn ---
  { re: /^(target creature|~|it) gets ([+-]\d+)\/([+-]\d+) until end of turn/i, build: (m, c) => pump(m[1]!.toLowerCase() === 'it' ? '~' : m[1]!, m[2]!, m[3]!, c) },
  { re: /^(eine kreatur deiner wahl|~) erhält ([+-]\d+)\/([+-]\d+) bis zum ende des zuges/i, build: (m, c) => pump(m[1]!, m[2]!, m[3]!, c) },
  { re: /^(la criatura objetivo|~) obtiene ([+-]\d+)\/([+-]\d+) hasta el final del turno/i, build: (m, c) => pump(m[1]!, m[2]!, m[3]!, c) },
  // --- scry ---
  { re: new RegExp(`^(?:scry|hellsicht|adivina) ${AMOUNT}`, 'i'), build: (m) => simple('scry', m[1]) },
  // --- counter target spell / ability ---
  {
    re: /^(?:counter target activated or triggered ability|neutralisiere eine aktivierte oder ausgelöste fähigkeit deiner wahl|contrarresta la habilidad activada o desencadenada objetivo)/i,
    build: (_m, c) => ({ kind: 'counterObject', target: target(c, 'activated or triggered ability') }),
  },
  {
    re: /^(?:counter target spell|neutralisiere einen zauberspruch deiner wahl|contrarresta el hechizo objetivo)/i,
    build: (_m, c) => ({ kind: 'counterObject', target: target(c, 'spell') }),
  },
  // --- return to hand, destroy ---
  {
    re: /^return (target creature|target permanent|target nonland permanent) to its owner's hand/i,
    build: (m, c) => ({ kind: 'bounce', target: target(c, targetKindOf(m[1]!) as TargetKind) }),
  },
  {
    re: /^bringe (eine kreatur deiner wahl|eine bleibende karte deiner wahl) auf die hand (?:ihres|seines) besitzers zurück/i,
    build: (m, c) => ({ kind: 'bounce', target: target(c, targetKindOf(m[1]!) as TargetKind) }),
  },
  {
    re: /^regresa (la criatura objetivo|el permanente objetivo) a la mano de su propietario/i,
    build: (m, c) => ({ kind: 'bounce', target: target(c, targetKindOf(m[1]!) as TargetKind) }),
  },
  {
    re: /^(?:destroy (target creature|target permanent|target nonland permanent)|zerstöre (eine kreatur deiner wahl|eine bleibende karte deiner wahl)|destruye (la criatura objetivo|el permanente objetivo))/i,
    build: (m, c) => ({ kind: 'destroy', target: target(c, targetKindOf(m[1] ?? m[2] ?? m[3]!) as TargetKind) }),
  },
  // --- discard, mill ---
  { re: new RegExp(`^(?:discard ${AMOUNT} cards?|wirf ${AMOUNT} karten? ab|descarta ${AMOUNT} cartas?)`, 'i'), build: (m) => simple('discard', m[1] ?? m[2] ?? m[3]) },
  { re: new RegExp(`^(?:mill ${AMOUNT} cards?|millst ${AMOUNT} karten?|muele ${AMOUNT} cartas?)`, 'i'), build: (m) => simple('mill', m[1] ?? m[2] ?? m[3]) },
];

function draw(word: string | undefined): Effect | undefined {
  const value = amount(word);
  return value === undefined ? undefined : { kind: 'draw', amount: value };
}
function gain(word: string | undefined): Effect | undefined {
  const value = amount(word);
  return value === undefined ? undefined : { kind: 'gainLife', amount: value };
}
function lose(word: string | undefined, who: 'you' | 'each opponent'): Effect | undefined {
  const value = amount(word);
  return value === undefined ? undefined : { kind: 'loseLife', amount: value, who };
}
function simple(kind: 'scry' | 'discard' | 'mill', word: string | undefined): Effect | undefined {
  const value = amount(word);
  return value === undefined ? undefined : { kind, amount: value };
}
function damage(word: string | undefined, phrase: string, c: EffectContext): Effect | undefined {
  const value = amount(word);
  const kind = targetKindOf(phrase);
  if (value === undefined || kind === undefined || kind === 'self') return undefined;
  if (kind === 'each opponent' || kind === 'each creature') return { kind: 'damage', amount: value, to: kind };
  return { kind: 'damage', amount: value, to: 'target', target: target(c, kind) };
}
function token(word: string | undefined, spec: TokenSpec | undefined): Effect | undefined {
  const value = amount(word);
  return value === undefined || !spec ? undefined : { kind: 'token', count: value, token: spec };
}
function counters(word: string | undefined, counter: string, where: string, c: EffectContext): Effect | undefined {
  const value = amount(word);
  if (value === undefined) return undefined;
  const kind = counter.startsWith('+') ? '+1/+1' : '-1/-1';
  const lower = where.toLowerCase();
  if (lower === '~') return { kind: 'counters', counter: kind, count: value, to: 'self' };
  if (/opponents control|deine gegner|tus oponentes/.test(lower)) return { kind: 'counters', counter: kind, count: value, to: 'each creature your opponents control' };
  if (lower === 'each creature you control') return { kind: 'counters', counter: kind, count: value, to: 'each creature you control' };
  return { kind: 'counters', counter: kind, count: value, to: 'target', target: target(c, 'creature', lower.endsWith('you control')) };
}
function pump(who: string, power: string, toughness: string, c: EffectContext): Effect {
  const base = { kind: 'pump' as const, power: Number(power), toughness: Number(toughness) };
  return who === '~' ? { ...base, to: 'self' } : { ...base, to: 'target', target: target(c, 'creature') };
}

// "you may …" in three languages; German and Spanish put the verb in the infinitive, which is
// turned back into the imperative the rules above read.
const MAY = /^(?:you may|du kannst|kannst du|puedes) (.+)$/i;
function imperative(text: string): string {
  return text
    .replace(/^(.*?) ziehen$/i, 'ziehe $1')
    .replace(/^deine bibliothek nach (.+?) durchsuchen, sie offen vorzeigen und auf deine hand nehmen(?:\.? ?mische danach)?/i, 'durchsuche deine bibliothek nach $1, zeige sie offen vor und nimm sie auf deine hand')
    .replace(/^robar /i, 'roba ')
    .replace(/^buscar en tu biblioteca/i, 'busca en tu biblioteca')
    .replace(/mostrarla/gi, 'muéstrala')
    .replace(/ponerla/gi, 'ponla')
    .replace(/barajar/gi, 'baraja');
}

// "You may pay {2}. If you do, draw a card." / "Du kannst {2} bezahlen. Falls du dies tust, …" /
// "Puedes pagar {2}. Si lo haces, …".
const MAY_PAY = /^(?:you may pay|du kannst|puedes pagar) ((?:\{[^}]+\})+)(?: bezahlen)?\.\s*(?:if you do|falls du dies tust|wenn du dies tust|si lo haces),\s*(.+)$/i;

/** Parses effect text; undefined when any part is not understood. */
export function parseEffects(text: string, context: EffectContext): Effect[] | undefined {
  const trimmed = text.trim().replace(/\.$/, '');
  const mayPay = trimmed.match(MAY_PAY);
  if (mayPay) {
    let mana;
    try {
      mana = parseManaCost(mayPay[1]!);
    } catch {
      return undefined;
    }
    const inner = parseEffects(mayPay[2]!, context);
    return inner ? [{ kind: 'mayPay', mana, effects: inner, text: trimmed }] : undefined;
  }
  const effects: Effect[] = [];
  for (const sentence of trimmed.split(/\.\s+/)) {
    const parsed = parseSentence(sentence.trim(), context);
    if (!parsed) return undefined;
    effects.push(...parsed);
  }
  return effects.length > 0 ? effects : undefined;
}

function parseSentence(sentence: string, context: EffectContext): Effect[] | undefined {
  const may = sentence.match(MAY);
  if (may) {
    const inner = parseSentence(imperative(may[1]!.trim()), context);
    return inner ? [{ kind: 'may', effects: inner, text: sentence }] : undefined;
  }
  const effects: Effect[] = [];
  let rest = sentence.replace(/\.$/, '').trim();
  while (rest !== '') {
    let matched = false;
    for (const rule of RULES) {
      const match = rest.match(rule.re);
      if (!match) continue;
      const built = rule.build(match, context);
      if (built === undefined) return undefined;
      effects.push(...(Array.isArray(built) ? built : [built]));
      rest = rest.slice(match[0].length).replace(/^\s*(?:,\s*then|,\s*and then|then|and|und|y|,|\.)\s*/i, '').trim();
      matched = true;
      break;
    }
    if (!matched) return undefined;
  }
  return effects;
}
