// Activation costs ("{2}{G}", "{1}, {T}", "Pay 2 life", "Zahle 2 Lebenspunkte", "Paga 2 vidas",
// "Sacrifice a land", "Discard this card") in English, German and Spanish.
import { parseManaCost, type ManaSymbol } from '../mana-symbols.ts';
import { parseTypeQuery } from '../type-line.ts';
import type { Cost } from './abilities.ts';
import { AMOUNT, parseAmount } from './normalize.ts';

export function emptyCost(): Cost {
  return { mana: [], tap: false, discardSelf: false, payLife: 0, sacrifice: null, discardOther: 0, text: '' };
}

const PAY_LIFE = new RegExp(`^(?:pay|zahle|paga) ${AMOUNT} (?:life|lebenspunkte?|vidas?)$`, 'i');
const DISCARD_SELF = /^(?:discard ~|wirf ~ ab|descarta ~)$/i;
const DISCARD_OTHER = new RegExp(`^(?:discard ${AMOUNT} cards?|wirf ${AMOUNT} karten? ab|descarta ${AMOUNT} cartas?)$`, 'i');
const DISCARD_RANDOM = new RegExp(`^discard ${AMOUNT} cards? at random$`, 'i');
const CARD_TYPES = 'artifact|creature|land|enchantment|instant|sorcery|planeswalker';
const DISCARD_TYPED = new RegExp(`^[Dd]iscard (?:a|an) (${CARD_TYPES}|[A-Z][a-z]+) card$`);
const RETURN_TO_HAND = new RegExp(`^return ${AMOUNT} (.+?) you control to (?:its|their) owner's hand$`, 'i');
const PAY_ENERGY = /^(?:pay|zahle|paga) ((?:\{E\})+)$/i;
const REMOVE_COUNTERS = new RegExp(`^remove (any number of|${AMOUNT}) ([a-z0-9+/-]+) counters? from ~$`, 'i');
const TAP_UNTAPPED = new RegExp(`^tap ${AMOUNT} untapped (.+?) you control$`, 'i');
const EXILE_SELF_FROM_HAND = /^exile ~ from your hand$/i;
const EXILE_SELF_FROM_GRAVEYARD = /^exile ~ from your graveyard$/i;
const EXILE_SELF = /^exile ~$/i;
const EXILE_FROM_GRAVEYARD = new RegExp(`^exile (another|${AMOUNT}) (?:(.+?) )?cards? from your graveyard$`, 'i');
// "Exile the top card of your graveyard": the newest card there (the graveyard keeps its order, CR 404.1).
const EXILE_GRAVEYARD_TOP = /^exile the top card of your graveyard$/i;
const RETURN_SELF = /^return ~ to its owner's hand$/i;
const EXERT_SELF = /^(?:exert ~|erschöpfe ~|agota ~)$/i;
const SACRIFICE_SELF = /^(?:sacrifice ~|opfere ~|sacrifica ~)$/i;
const SACRIFICE_ANOTHER = /^sacrifice another (.+)$/i;
const SACRIFICE = /^(?:sacrifice (?:a|an)|opfere (?:ein|eine|einen)|sacrifica (?:un|una)) (.+)$/i;
// "Sacrifice ten nonland permanents", "Sacrifice two creatures": a number of permanents of a kind.
// Card types only: a subtype's plural is not always its name and an "s" ("Elves"), so those lines stay unread.
const SACRIFICE_SEVERAL = /^sacrifice (two|three|four|five|six|seven|eight|nine|ten|\d+) (nonland )?(permanent|creature|artifact|enchantment|land|planeswalker)s$/i;
const NUMBER_WORDS = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const HOST = /^(tap|sacrifice) enchanted (?:creature|land|artifact|permanent)$/i;

/** Parses a cost; undefined when any part is not understood. */
export function parseCost(text: string): Cost | undefined {
  const cost = emptyCost();
  const cleaned = text.trim().replace(/\.$/, '');
  const mana: ManaSymbol[] = [];
  for (const rawPart of cleaned.split(/\s*,\s*|\s+(?:and|und|y)\s+/)) {
    const part = rawPart.trim();
    if (part === '') continue;
    if (/^(\{[^}]+\})+$/.test(part)) {
      const symbols = part.match(/\{[^}]+\}/g) ?? [];
      for (const symbol of symbols) {
        if (symbol.toUpperCase() === '{T}') cost.tap = true;
        else {
          try {
            mana.push(...parseManaCost(symbol));
          } catch {
            return undefined;
          }
        }
      }
      continue;
    }
    let match: RegExpMatchArray | null;
    if ((match = part.match(PAY_LIFE))) {
      const amount = parseAmount(match[1]!);
      if (typeof amount !== 'number') return undefined;
      cost.payLife += amount;
    } else if (DISCARD_SELF.test(part)) cost.discardSelf = true;
    else if ((match = part.match(DISCARD_OTHER))) {
      const amount = parseAmount(match[1] ?? match[2] ?? match[3] ?? '');
      if (typeof amount !== 'number') return undefined;
      cost.discardOther += amount;
    } else if ((match = part.match(DISCARD_RANDOM)) && cost.discardOther === 0) {
      const amount = parseAmount(match[1]!);
      if (typeof amount !== 'number') return undefined;
      cost.discardOther = amount;
      cost.discardAtRandom = true;
    } else if ((match = part.match(RETURN_TO_HAND)) && !cost.returnToHand) {
      const count = parseAmount(match[1]!);
      if (typeof count !== 'number' || /\b(?:or|and|with|other|tapped)\b/.test(match[2]!)) return undefined;
      cost.returnToHand = { query: parseTypeQuery(count > 1 ? match[2]!.replace(/s$/, '') : match[2]!), count };
    } else if ((match = part.match(DISCARD_TYPED)) && !cost.discardQuery) {
      cost.discardOther += 1;
      cost.discardQuery = parseTypeQuery(match[1]!);
    } else if ((match = part.match(PAY_ENERGY))) {
      cost.energy = (cost.energy ?? 0) + match[1]!.length / 3;
    } else if ((match = part.match(REMOVE_COUNTERS))) {
      const count = /^(?:any number of|x)$/i.test(match[1]!) ? 'X' : parseAmount(match[1]!);
      if (count === undefined) return undefined;
      cost.removeCounters = { counter: match[3]!.toLowerCase(), count };
    } else if ((match = part.match(TAP_UNTAPPED))) {
      const count = parseAmount(match[1]!);
      // A type query reads no colours or alternatives ("white and/or blue creatures", Sky Hussar's forecast).
      if (typeof count !== 'number' || /\b(?:and|or|and\/or|white|blue|black|red|green|that)\b/i.test(match[2]!)) return undefined;
      cost.tapUntapped = { query: parseTypeQuery(match[2]!.replace(/s$/, '')), count };
    } else if (EXILE_SELF_FROM_HAND.test(part)) cost.exileSelf = 'hand';
    else if (EXILE_SELF_FROM_GRAVEYARD.test(part)) cost.exileSelf = true;
    else if (EXILE_SELF.test(part)) cost.exileSelf = 'battlefield';
    else if ((match = part.match(EXILE_FROM_GRAVEYARD)) && !cost.graveyardExile) {
      const other = match[1]!.toLowerCase() === 'another';
      const count = other ? 1 : parseAmount(match[2] ?? '');
      const kind = match.at(-1);
      if (typeof count !== 'number' || (kind !== undefined && /\b(?:or|and|with|named)\b/i.test(kind))) return undefined;
      cost.graveyardExile = { query: kind === undefined ? null : parseTypeQuery(kind), count, ...(other ? { other } : {}) };
    } else if (EXILE_GRAVEYARD_TOP.test(part) && !cost.graveyardExile) cost.graveyardExile = { query: null, count: 1, top: true };
    else if (RETURN_SELF.test(part)) cost.returnSelf = true;
    else if (SACRIFICE_SELF.test(part)) cost.sacrifice = 'self';
    else if ((match = part.match(HOST))) cost.host = match[1]!.toLowerCase() as 'tap' | 'sacrifice';
    else if (EXERT_SELF.test(part)) cost.exertSelf = true;
    else if ((match = part.match(SACRIFICE_ANOTHER))) {
      cost.sacrifice = parseTypeQuery(match[1]!);
      cost.sacrificeOther = true;
    } else if ((match = part.match(SACRIFICE_SEVERAL)) && !cost.sacrificeSeveral) {
      const word = match[1]!.toLowerCase();
      const count = /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word) + 2;
      const kind = match[3]!.toLowerCase();
      const nonland = match[2] !== undefined;
      cost.sacrificeSeveral = { count, query: kind === 'permanent' ? null : parseTypeQuery(kind), nonland, text: `${nonland ? 'nonland ' : ''}${kind}s` };
    } else if ((match = part.match(SACRIFICE))) cost.sacrifice = parseTypeQuery(match[1]!);
    else return undefined;
  }
  cost.mana = mana;
  cost.text = describeCost(cost);
  return cost;
}

/** The cost in English ("{2}{G}, Discard this card"). */
export function describeCost(cost: Cost): string {
  const parts: string[] = [];
  if (cost.loyalty !== undefined) parts.push(cost.loyalty === 'X' ? '−X' : cost.loyalty > 0 ? `+${cost.loyalty}` : cost.loyalty < 0 ? `−${-cost.loyalty}` : '0');
  const mana = cost.mana.map((symbol) => symbol.text).join('');
  if (mana !== '') parts.push(mana);
  if (cost.tap) parts.push('{T}');
  if (cost.payLife > 0) parts.push(`Pay ${cost.payLife} life`);
  if (cost.host) parts.push(cost.host === 'tap' ? 'Tap enchanted permanent' : 'Sacrifice enchanted permanent');
  if (cost.sacrifice === 'self') parts.push('Sacrifice this permanent');
  else if (cost.sacrifice) parts.push(`Sacrifice ${cost.sacrificeOther ? 'another' : 'a'} ${cost.sacrifice.text}`);
  if (cost.sacrificeSeveral) parts.push(`Sacrifice ${cost.sacrificeSeveral.count} ${cost.sacrificeSeveral.text}`);
  if (cost.returnSelf) parts.push("Return this permanent to its owner's hand");
  if (cost.returnToHand) {
    const { count, query } = cost.returnToHand;
    parts.push(count === 1 ? `Return a ${query.text} you control to its owner's hand` : `Return ${count} ${query.text}s you control to their owner's hand`);
  }
  if (cost.discardQuery) parts.push(`Discard a ${cost.discardQuery.text} card`);
  else if (cost.discardOther > 0) parts.push(`${cost.discardOther === 1 ? 'Discard a card' : `Discard ${cost.discardOther} cards`}${cost.discardAtRandom ? ' at random' : ''}`);
  if (cost.discardSelf) parts.push('Discard this card');
  if (cost.exertSelf) parts.push('Exert this creature');
  if (cost.tapUntapped) parts.push(`Tap ${cost.tapUntapped.count === 1 ? 'an' : cost.tapUntapped.count} untapped ${cost.tapUntapped.query.text} you control`);
  if (cost.exileSelf === 'hand') parts.push('Exile this card from your hand');
  else if (cost.exileSelf === 'battlefield') parts.push('Exile this permanent');
  else if (cost.exileSelf) parts.push('Exile this card from your graveyard');
  if (cost.graveyardExile) {
    const { count, query, other, top } = cost.graveyardExile;
    const what = query ? `${query.text} card` : 'card';
    parts.push(top ? 'Exile the top card of your graveyard' : other ? `Exile another ${what} from your graveyard` : count === 1 ? `Exile a ${what} from your graveyard` : `Exile ${count} ${what}s from your graveyard`);
  }
  if (cost.energy) parts.push(`Pay ${'{E}'.repeat(cost.energy)}`);
  if (cost.removeCounters) {
    const { count, counter } = cost.removeCounters;
    parts.push(count === 'X' ? `Remove X ${counter} counters from this` : `Remove ${count} ${counter} counter${count === 1 ? '' : 's'} from this`);
  }
  return parts.join(', ');
}

/** A copy of the cost with "Discard this card" added (cycling's cost, CR 702.29a). */
export function withDiscardSelf(cost: Cost): Cost {
  const next = { ...cost, discardSelf: true };
  next.text = describeCost(next);
  return next;
}
