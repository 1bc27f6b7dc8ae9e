// "Tokens and related cards" for a print job: what the job's cards make or need beside them,
// read from the related parts an import stored (card_parts, from Scryfall's all_parts).
//
// The rule (docs/print.md): one of each token and each emblem per distinct card in the job that
// makes it (four Drake Havens and a Talrand make two Drakes; the copies of one card share their
// tokens); a meld card's partner and its meld result once each, unless the job already has them.
// Combo pieces (other real cards that merely work with this one) are not added.
//
// Each extra prints like any card where the card database has it (the related printing by its
// Scryfall id, else a token, emblem or card of that name), with its picture when there is one;
// otherwise it is drawn from its text: the token's power, toughness, colours and abilities as its
// maker's rules text describes them, else the name and type line all_parts gives.
import { compiledCard } from '../cards/oracle/compile.ts';
import type { TokenSpec } from '../cards/oracle/abilities.ts';
import { COLORS, type Color } from '../cards/mana-symbols.ts';
import { cardDefinitions } from '../db/card-definitions.ts';
import type { CardResolver } from '../db/card-resolver.ts';
import type { Db } from '../db/connection.ts';
import type { PrintRequest } from './from-database.ts';
import { printCardSchema, type PrintItem } from './print-card.ts';

export type RelatedKind = 'token' | 'emblem' | 'meld';

/** One extra card the job needs, before it is looked up. */
export interface RelatedCard {
  kind: RelatedKind;
  name: string;
  typeLine: string;
  quantity: number;
  /** The related printing's Scryfall id (all_parts' id). */
  scryfallId: string | null;
  /** The cards in the job that make or meld with it, for the report. */
  madeBy: string[];
}

export interface RelatedPrintCards {
  /** Extras the card database has: printed like any queued card (picture or text). */
  requests: PrintRequest[];
  /** Extras it does not have, drawn from their text. */
  texts: PrintItem[];
  /** Every extra with its count and makers, in print order. */
  cards: RelatedCard[];
}

interface PartRow {
  card_id: number;
  card_name: string;
  component: string;
  name: string;
  type_line: string;
  scryfall_id: string | null;
}

/** What a stored part is for printing, or null for a part that is not printed (a combo piece). */
export function relatedKind(component: string, typeLine: string): RelatedKind | null {
  if (component === 'token') return 'token';
  if (component === 'meld_part' || component === 'meld_result') return 'meld';
  // Scryfall files emblems as combo pieces ("Emblem — Gideon").
  if (component === 'combo_piece' && /^Emblem\b/.test(typeLine)) return 'emblem';
  return null;
}

/** The tokens, emblems and meld cards the cards of `requests` need, counted by the rule above. */
export function relatedCards(db: Db, resolver: CardResolver, requests: readonly PrintRequest[]): RelatedPrintCards {
  const cardIds: number[] = [];
  resolver.batch(() => {
    for (const request of requests) {
      if (request.quantity < 1) continue;
      const id = request.card_id ?? resolver.resolve({ name: request.name })?.cardId ?? null;
      if (id !== null && !cardIds.includes(id)) cardIds.push(id);
    }
  });
  if (cardIds.length === 0) return { requests: [], texts: [], cards: [] };
  const ids = JSON.stringify(cardIds);
  const parts = db
    .prepare<[string], PartRow>(
      `SELECT p.card_id, c.name AS card_name, p.component, p.name, p.type_line, p.scryfall_id
       FROM card_parts AS p JOIN cards AS c ON c.id = p.card_id
       WHERE p.card_id IN (SELECT value FROM json_each(?))`,
    )
    .all(ids);
  // Names already in the job (cards and their faces): a meld partner you print anyway is not added again.
  const inJob = new Set(
    db
      .prepare<[string, string], string>(
        `SELECT lower(name) FROM cards WHERE id IN (SELECT value FROM json_each(?))
         UNION SELECT lower(name) FROM card_faces WHERE card_id IN (SELECT value FROM json_each(?))`,
      )
      .pluck()
      .all(ids, ids),
  );

  const order = new Map(cardIds.map((id, index) => [id, index]));
  parts.sort((a, b) => order.get(a.card_id)! - order.get(b.card_id)!);
  const byKey = new Map<string, RelatedCard>();
  for (const part of parts) {
    const kind = relatedKind(part.component, part.type_line);
    if (kind === null) continue;
    if (kind === 'meld' && inJob.has(part.name.toLowerCase())) continue;
    const key = `${kind}:${part.name.toLowerCase()}`;
    const found = byKey.get(key);
    if (found) {
      if (found.madeBy.includes(part.card_name)) continue;
      found.madeBy.push(part.card_name);
      // A meld card is printed once however many halves name it.
      if (kind !== 'meld') found.quantity += 1;
      continue;
    }
    byKey.set(key, { kind, name: part.name, typeLine: part.type_line, quantity: 1, scryfallId: part.scryfall_id, madeBy: [part.card_name] });
  }
  const cards = [...byKey.values()];
  return { ...lookUp(db, resolver, cards, parts), cards };
}

/** Each extra as a request for a stored card, else as a card drawn from its text. */
function lookUp(db: Db, resolver: CardResolver, cards: readonly RelatedCard[], parts: readonly PartRow[]): Omit<RelatedPrintCards, 'cards'> {
  const byExternalId = db.prepare<[string], { id: number; card_id: number }>('SELECT id, card_id FROM printings WHERE external_id = ?');
  // A token or emblem by name: only among tokens and emblems (a Drake token is not the card "Drake").
  const tokenByName = db.prepare<[string], { id: number }>(
    `SELECT id FROM cards WHERE name = ? COLLATE NOCASE
       AND (layout IN ('token', 'double_faced_token', 'emblem') OR type_line LIKE 'Token%' OR type_line LIKE 'Emblem%')
     ORDER BY id LIMIT 1`,
  );
  const requests: PrintRequest[] = [];
  const texts: PrintItem[] = [];
  // Compiling the makers' text is only needed for an extra the database does not have.
  let described: Map<string, Description> | undefined;
  for (const card of cards) {
    const printing = card.scryfallId ? byExternalId.get(card.scryfallId) : undefined;
    let cardId = printing?.card_id ?? null;
    if (cardId === null) {
      cardId = card.kind === 'meld' ? (resolver.resolve({ name: card.name })?.cardId ?? null) : (tokenByName.get(card.name)?.id ?? null);
    }
    if (cardId !== null) {
      requests.push({ name: card.name, quantity: card.quantity, card_id: cardId, printing_id: printing?.id ?? null });
      continue;
    }
    described ??= describedByMakers(db, parts);
    texts.push({ card: textCard(card, described.get(`${card.kind}:${card.name.toLowerCase()}`)), quantity: card.quantity });
  }
  return { requests, texts };
}

/** What the makers' rules text says about a token or emblem they make. */
type Description = { kind: 'token'; spec: TokenSpec } | { kind: 'emblem'; text: string };

/**
 * Tokens and emblems as the makers' compiled rules text describes them, keyed like the extras:
 * "create a 2/2 blue Drake creature token with flying" gives the Drake its P/T, colour and flying.
 */
function describedByMakers(db: Db, parts: readonly PartRow[]): Map<string, Description> {
  const makers = [...new Set(parts.filter((part) => relatedKind(part.component, part.type_line) === 'token' || relatedKind(part.component, part.type_line) === 'emblem').map((part) => part.card_id))];
  const found = new Map<string, Description>();
  if (makers.length === 0) return found;
  for (const { definition } of cardDefinitions(db, makers)) {
    let compiled;
    try {
      compiled = compiledCard(definition);
    } catch {
      continue; // text the grammar cannot read only costs the token its details
    }
    for (const spec of tokenSpecs(compiled)) {
      const key = `token:${spec.name.toLowerCase()}`;
      if (!found.has(key)) found.set(key, { kind: 'token', spec });
    }
    // Any player's emblem ("Target opponent gets an emblem with …" too): its quoted abilities.
    const emblem = emblemText(definition.oracle_text ?? '');
    if (emblem) found.set(`emblem:${definition.name.toLowerCase()} emblem`, { kind: 'emblem', text: emblem });
  }
  return found;
}

/** The abilities quoted in "… an emblem with "A" and "B"", one a line; null without an emblem. */
export function emblemText(oracleText: string): string | null {
  const match = /\bemblem with ((?:[“"][^”"]+[”"](?:,? and |, )?)+)/.exec(oracleText);
  if (!match) return null;
  return [...match[1]!.matchAll(/[“"]([^”"]+)[”"]/g)].map((quoted) => quoted[1]!).join('\n');
}

/** Every token spec anywhere in a compiled card's abilities. */
function tokenSpecs(root: unknown): TokenSpec[] {
  const out: TokenSpec[] = [];
  const seen = new Set<object>();
  const visit = (value: unknown, depth: number) => {
    if (typeof value !== 'object' || value === null || depth > 40 || seen.has(value)) return;
    seen.add(value);
    const node = value as Record<string, unknown>;
    if (node.kind === 'token' && isTokenSpec(node.token)) out.push(node.token);
    for (const child of Array.isArray(value) ? value : Object.values(node)) visit(child, depth + 1);
  };
  visit(root, 0);
  return out;
}

function isTokenSpec(value: unknown): value is TokenSpec {
  const spec = value as TokenSpec | null;
  return typeof spec === 'object' && spec !== null && typeof spec.name === 'string' && Array.isArray(spec.subtypes) && Array.isArray(spec.keywords);
}

/** A token, emblem or meld card drawn from what is known of it. */
function textCard(card: RelatedCard, description: Description | undefined): PrintItem['card'] {
  const base = { name: card.name, typeLine: card.typeLine, layout: card.kind === 'emblem' ? 'emblem' : card.kind === 'token' ? 'token' : 'normal' };
  if (description?.kind === 'emblem') return printCardSchema.parse({ ...base, oracleText: description.text });
  if (description?.kind === 'token') {
    const spec = description.spec;
    const keywords = spec.keywords.map((keyword) => keyword[0]!.toUpperCase() + keyword.slice(1)).join(', ');
    const colors = spec.colors.filter((color): color is Color => (COLORS as readonly string[]).includes(color));
    const creature = spec.types.includes('Creature');
    return printCardSchema.parse({
      ...base,
      oracleText: spec.text ?? keywords,
      colors,
      ...(creature ? { power: String(spec.power), toughness: String(spec.toughness) } : {}),
    });
  }
  return printCardSchema.parse(base);
}
