// The scenario file (spec/SCENARIOS.md), validated field by field. A malformed scenario raises
// ScenarioFormatError with one line that names the field ("you.battlefield[2].attachedTo: …").
import { GAME_CARD_LIMIT } from '../state/game-size.ts';
import { parseManaCost } from '../../cards/mana-symbols.ts';
import { PHASES, type Phase } from '../state/state.ts';
import { dictionary } from '../../dictionary.ts';

export class ScenarioFormatError extends Error {
  constructor(
    readonly field: string,
    detail: string,
  ) {
    super(`${field}: ${detail}`);
    this.name = 'ScenarioFormatError';
  }
}

export interface ScenarioCard {
  name: string;
  mana_cost?: string;
  type_line: string;
  oracle_text?: string;
  power?: string;
  toughness?: string;
  loyalty?: string;
  colors?: string[];
}

export interface BattlefieldEntry {
  card: string;
  tapped: boolean;
  counters: Record<string, number>;
  attachedTo: number | { player: 'you' | 'opponent'; index: number } | null;
  owner: 'you' | 'opponent' | null;
  damage: number;
}

export interface ScenarioPlayer {
  life: number;
  library: string[];
  hand: string[];
  battlefield: BattlefieldEntry[];
  graveyard: string[];
  exile: string[];
  manaPool: string;
}

export type CardRef = { name: string; zone: ZoneName | null; index: number; player: 'you' | 'opponent' };
export type TargetRef = CardRef | { player: 'you' | 'opponent' } | { stack: number };
export type ZoneName = 'hand' | 'battlefield' | 'graveyard' | 'library' | 'exile';

export type ScenarioAction =
  /** `payLife` (engine addition): "As ~ enters, you may pay 2 life" — pay it. */
  | { do: 'play_land'; card: CardRef; payLife?: boolean }
  | { do: 'cast'; card: CardRef; targets: TargetRef[] | null; x: number; faceDown?: boolean }
  /** Engine addition (morph, CR 702.37e): turn a face-down permanent face up, named by its real name. */
  | { do: 'turn_face_up'; card: CardRef }
  /** Engine addition (dredge, CR 702.52a): replace the next draw. */
  | { do: 'dredge'; card: CardRef }
  /** `alternative` (an engine addition to the spec): pay the alternative to the cycling cost a permanent offers (CR 118.9), or refuse it with false. */
  /** `sacrifice` (optional): the permanents a "Sacrifice N …" cost sacrifices (CR 118.3); without it, the engine's stated default. */
  | { do: 'activate'; card: CardRef; ability: string | number; targets: TargetRef[] | null; x: number; color: string | null; alternative?: boolean; sacrifice?: CardRef[] }
  | { do: 'resolve'; choice: unknown }
  | { do: 'resolve_all' }
  /** `discard` (optional): the cards of your hand discarded in this advance's cleanup step (CR 514.1). */
  | { do: 'next_phase' | 'next_turn'; discard?: CardRef[] }
  /** `exert` (optional): attackers exerted as they attack (CR 701.39); absent, none is. */
  | { do: 'attack'; attackers: CardRef[]; exert?: CardRef[] }
  | { do: 'move'; card: CardRef; to: ZoneName; position: 'top' | 'bottom' };

export interface Scenario {
  seed: number;
  cards: ScenarioCard[];
  turn: number;
  phase: Phase;
  onThePlay: boolean;
  you: ScenarioPlayer;
  opponent: ScenarioPlayer;
  actions: ScenarioAction[];
}

/**
 * What one scenario may hold (issue 22, break 5). A position with more than this is no game
 * anyone plays, and a file of 100,000 permanents once held the server for minutes: such a file
 * is refused with the limit named before anything is built.
 */
export const SCENARIO_LIMITS = {
  /** Cards in all zones of both players together: what a game in play may hold too (state/game-size.ts). */
  objects: GAME_CARD_LIMIT,
  /** Card definitions in `cards`. */
  cards: 5_000,
  actions: 10_000,
} as const;

const ZONE_NAMES: readonly ZoneName[] = ['hand', 'battlefield', 'graveyard', 'library', 'exile'];
const ACTIONS = ['play_land', 'cast', 'activate', 'resolve', 'resolve_all', 'next_phase', 'next_turn', 'attack', 'move', 'turn_face_up', 'dredge'] as const;

type Json = unknown;
const isObject = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);
const describe = (value: Json): string => (value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'string' ? `"${value}"` : String(typeof value === 'object' ? 'an object' : value));

function integer(value: Json, field: string, minimum: number, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < minimum) throw new ScenarioFormatError(field, `expected a whole number ≥ ${minimum}, got ${describe(value)}`);
  return value;
}

function string(value: Json, field: string): string {
  if (typeof value !== 'string') throw new ScenarioFormatError(field, `expected a string, got ${describe(value)}`);
  return value;
}

function optionalText(value: Json, field: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return String(value);
  return string(value, field);
}

function array(value: Json, field: string, limit?: number): Json[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new ScenarioFormatError(field, `expected an array, got ${describe(value)}`);
  if (limit !== undefined && value.length > limit) throw new ScenarioFormatError(field, `has ${value.length} entries; a scenario may hold at most ${limit.toLocaleString('en')}`);
  return value;
}

const ZONE_FIELDS = ['library', 'hand', 'battlefield', 'graveyard', 'exile'] as const;

/** Refuses a scenario whose zones hold more cards than SCENARIO_LIMITS.objects, before reading any entry. */
function checkObjectCount(input: Record<string, Json>): void {
  let total = 0;
  for (const side of ['you', 'opponent'] as const) {
    const player = input[side];
    if (!isObject(player)) continue;
    for (const zone of ZONE_FIELDS) if (Array.isArray(player[zone])) total += player[zone].length;
  }
  if (total > SCENARIO_LIMITS.objects) {
    throw new ScenarioFormatError('scenario', `holds ${total.toLocaleString('en')} cards in its zones; a scenario may hold at most ${SCENARIO_LIMITS.objects.toLocaleString('en')}`);
  }
}

function parseCard(value: Json, field: string): ScenarioCard {
  if (!isObject(value)) throw new ScenarioFormatError(field, `expected a card object, got ${describe(value)}`);
  const name = string(value.name, `${field}.name`);
  if (name.trim() === '') throw new ScenarioFormatError(`${field}.name`, 'must not be empty');
  const colors = value.colors === undefined || value.colors === null ? undefined : array(value.colors, `${field}.colors`).map((color, index) => string(color, `${field}.colors[${index}]`));
  const manaCost = optionalText(value.mana_cost, `${field}.mana_cost`);
  if (manaCost !== undefined) {
    try {
      parseManaCost(manaCost);
    } catch (error) {
      throw new ScenarioFormatError(`${field}.mana_cost`, (error as Error).message);
    }
  }
  return {
    name,
    mana_cost: manaCost,
    type_line: string(value.type_line, `${field}.type_line`),
    oracle_text: optionalText(value.oracle_text, `${field}.oracle_text`),
    power: optionalText(value.power, `${field}.power`),
    toughness: optionalText(value.toughness, `${field}.toughness`),
    loyalty: optionalText(value.loyalty, `${field}.loyalty`),
    colors,
  };
}

function nameList(value: Json, field: string): string[] {
  return array(value, field).map((entry, index) => {
    if (isObject(entry) && entry.card !== undefined) return string(entry.card, `${field}[${index}].card`);
    return string(entry, `${field}[${index}]`);
  });
}

function parseBattlefield(value: Json, field: string, length: () => number): BattlefieldEntry[] {
  const entries = array(value, field);
  return entries.map((entry, index) => {
    const at = `${field}[${index}]`;
    if (typeof entry === 'string') return { card: entry, tapped: false, counters: {}, attachedTo: null, owner: null, damage: 0 };
    if (!isObject(entry)) throw new ScenarioFormatError(at, `expected a card name or an object, got ${describe(entry)}`);
    const card = string(entry.card, `${at}.card`);
    if (entry.tapped !== undefined && typeof entry.tapped !== 'boolean') throw new ScenarioFormatError(`${at}.tapped`, `expected true or false, got ${describe(entry.tapped)}`);
    const counters: Record<string, number> = dictionary();
    if (entry.counters !== undefined && entry.counters !== null) {
      if (!isObject(entry.counters)) throw new ScenarioFormatError(`${at}.counters`, `expected an object such as { "+1/+1": 1 }, got ${describe(entry.counters)}`);
      for (const [kind, count] of Object.entries(entry.counters)) counters[kind] = integer(count, `${at}.counters.${kind}`, 0, 0);
    }
    let attachedTo: BattlefieldEntry['attachedTo'] = null;
    if (entry.attachedTo !== undefined && entry.attachedTo !== null) {
      if (typeof entry.attachedTo === 'number') {
        attachedTo = integer(entry.attachedTo, `${at}.attachedTo`, 0, 0);
        if (attachedTo >= length()) throw new ScenarioFormatError(`${at}.attachedTo`, `${attachedTo} is not an index into ${field} (it has ${length()} entries)`);
        if (attachedTo === index) throw new ScenarioFormatError(`${at}.attachedTo`, 'a permanent can\'t be attached to itself');
      } else if (isObject(entry.attachedTo)) {
        const player = entry.attachedTo.player;
        if (player !== 'you' && player !== 'opponent') throw new ScenarioFormatError(`${at}.attachedTo.player`, `expected "you" or "opponent", got ${describe(player)}`);
        attachedTo = { player, index: integer(entry.attachedTo.index, `${at}.attachedTo.index`, 0, 0) };
      } else throw new ScenarioFormatError(`${at}.attachedTo`, `expected an index into ${field}, got ${describe(entry.attachedTo)}`);
    }
    let owner: BattlefieldEntry['owner'] = null;
    if (entry.owner !== undefined && entry.owner !== null) {
      if (entry.owner !== 'you' && entry.owner !== 'opponent') throw new ScenarioFormatError(`${at}.owner`, `expected "you" or "opponent", got ${describe(entry.owner)}`);
      owner = entry.owner;
    }
    return { card, tapped: entry.tapped === true, counters, attachedTo, owner, damage: integer(entry.damage, `${at}.damage`, 0, 0) };
  });
}

function parsePlayer(value: Json, field: string): ScenarioPlayer {
  if (value === undefined || value === null) value = {};
  if (!isObject(value)) throw new ScenarioFormatError(field, `expected an object, got ${describe(value)}`);
  const player = value;
  if (player.life !== undefined && (typeof player.life !== 'number' || !Number.isInteger(player.life))) {
    throw new ScenarioFormatError(`${field}.life`, `expected a whole number, got ${describe(player.life)}`);
  }
  const manaPool = player.manaPool === undefined || player.manaPool === null ? '' : string(player.manaPool, `${field}.manaPool`);
  if (!/^(\{[WUBRGC]\})*$/i.test(manaPool.replace(/\s+/g, ''))) {
    throw new ScenarioFormatError(`${field}.manaPool`, `expected mana symbols such as "{U}{U}" (W, U, B, R, G or C), got "${manaPool}"`);
  }
  const battlefieldLength = Array.isArray(player.battlefield) ? player.battlefield.length : 0;
  return {
    life: (player.life as number | undefined) ?? 20,
    library: nameList(player.library, `${field}.library`),
    hand: nameList(player.hand, `${field}.hand`),
    battlefield: parseBattlefield(player.battlefield, `${field}.battlefield`, () => battlefieldLength),
    graveyard: nameList(player.graveyard, `${field}.graveyard`),
    exile: nameList(player.exile, `${field}.exile`),
    manaPool,
  };
}

function parseCardRef(value: Json, field: string): CardRef {
  if (typeof value === 'string') return { name: value, zone: null, index: 0, player: 'you' };
  if (!isObject(value)) throw new ScenarioFormatError(field, `expected a card name or { "name", "zone", "index" }, got ${describe(value)}`);
  const name = string(value.name, `${field}.name`);
  let zone: ZoneName | null = null;
  if (value.zone !== undefined && value.zone !== null) {
    if (!ZONE_NAMES.includes(value.zone as ZoneName)) throw new ScenarioFormatError(`${field}.zone`, `expected one of ${ZONE_NAMES.join('|')}, got ${describe(value.zone)}`);
    zone = value.zone as ZoneName;
  }
  let player: 'you' | 'opponent' = 'you';
  if (value.player !== undefined) {
    if (value.player !== 'you' && value.player !== 'opponent') throw new ScenarioFormatError(`${field}.player`, `expected "you" or "opponent", got ${describe(value.player)}`);
    player = value.player;
  }
  return { name, zone, index: integer(value.index, `${field}.index`, 0, 0), player };
}

function parseTargets(value: Json, field: string): TargetRef[] | null {
  if (value === undefined || value === null) return null;
  return array(value, field).map((entry, index): TargetRef => {
    const at = `${field}[${index}]`;
    if (entry === 'opponent' || entry === 'you') return { player: entry };
    if (isObject(entry) && entry.stack !== undefined) return { stack: integer(entry.stack, `${at}.stack`, 0, 0) };
    return parseCardRef(entry, at);
  });
}

function parseAction(value: Json, field: string): ScenarioAction {
  if (!isObject(value)) throw new ScenarioFormatError(field, `expected an action object, got ${describe(value)}`);
  const kind = value.do;
  if (typeof kind !== 'string' || !(ACTIONS as readonly string[]).includes(kind)) {
    throw new ScenarioFormatError(`${field}.do`, `expected one of ${ACTIONS.join('|')}, got ${describe(kind)}`);
  }
  const x = integer(value.x, `${field}.x`, 0, 0);
  switch (kind as (typeof ACTIONS)[number]) {
    case 'play_land':
      if (value.payLife !== undefined && typeof value.payLife !== 'boolean') throw new ScenarioFormatError(`${field}.payLife`, `expected true or false, got ${describe(value.payLife)}`);
      return { do: 'play_land', card: parseCardRef(value.card, `${field}.card`), ...(value.payLife === true ? { payLife: true } : {}) };
    case 'cast':
    {
      if (value.faceDown !== undefined && typeof value.faceDown !== 'boolean') throw new ScenarioFormatError(`${field}.faceDown`, `expected true or false, got ${describe(value.faceDown)}`);
      const faceDown = value.faceDown === true ? { faceDown: true } : {};
      return { do: 'cast', card: parseCardRef(value.card, `${field}.card`), targets: parseTargets(value.targets, `${field}.targets`), x, ...faceDown };
    }
    case 'turn_face_up':
    case 'dredge':
      return { do: kind as 'turn_face_up' | 'dredge', card: parseCardRef(value.card, `${field}.card`) };
    case 'activate': {
      const ability = value.ability;
      if (!(typeof ability === 'string' && ability.trim() !== '') && !(typeof ability === 'number' && Number.isInteger(ability) && ability >= 0)) {
        throw new ScenarioFormatError(`${field}.ability`, `expected a keyword name such as "cycling" or a 0-based index, got ${describe(ability)}`);
      }
      const color = value.color === undefined || value.color === null ? null : string(value.color, `${field}.color`).replace(/[{}]/g, '').toUpperCase();
      if (color !== null && !/^[WUBRGC]$/.test(color)) throw new ScenarioFormatError(`${field}.color`, `expected W, U, B, R, G or C, got ${describe(value.color)}`);
      if (value.alternative !== undefined && typeof value.alternative !== 'boolean') throw new ScenarioFormatError(`${field}.alternative`, `expected true or false, got ${describe(value.alternative)}`);
      const alternative = typeof value.alternative === 'boolean' ? { alternative: value.alternative } : {};
      const sacrifice = value.sacrifice === undefined ? {} : { sacrifice: array(value.sacrifice, `${field}.sacrifice`).map((entry, index) => parseCardRef(entry, `${field}.sacrifice[${index}]`)) };
      return { do: 'activate', card: parseCardRef(value.card, `${field}.card`), ability, targets: parseTargets(value.targets, `${field}.targets`), x, color, ...alternative, ...sacrifice };
    }
    case 'resolve':
      return { do: 'resolve', choice: value.choice };
    case 'next_phase':
    case 'next_turn': {
      const advance = kind as 'next_phase' | 'next_turn';
      if (value.discard === undefined) return { do: advance };
      const discard = array(value.discard, `${field}.discard`).map((entry, index) => parseCardRef(entry, `${field}.discard[${index}]`));
      return { do: advance, discard };
    }
    case 'attack': {
      const attackers = array(value.attackers, `${field}.attackers`).map((entry, index) => parseCardRef(entry, `${field}.attackers[${index}]`));
      if (value.exert === undefined) return { do: 'attack', attackers };
      return { do: 'attack', attackers, exert: array(value.exert, `${field}.exert`).map((entry, index) => parseCardRef(entry, `${field}.exert[${index}]`)) };
    }
    case 'move': {
      const to = value.to;
      if (!ZONE_NAMES.includes(to as ZoneName)) throw new ScenarioFormatError(`${field}.to`, `expected one of ${ZONE_NAMES.join('|')}, got ${describe(to)}`);
      const position = value.position ?? 'top';
      if (position !== 'top' && position !== 'bottom') throw new ScenarioFormatError(`${field}.position`, `expected "top" or "bottom", got ${describe(position)}`);
      return { do: 'move', card: parseCardRef(value.card, `${field}.card`), to: to as ZoneName, position };
    }
    default:
      return { do: kind } as ScenarioAction;
  }
}

/** Validates a parsed JSON value as a scenario. Card names are checked later, against the cards known. */
export function parseScenario(input: Json): Scenario {
  if (!isObject(input)) throw new ScenarioFormatError('scenario', `expected a JSON object, got ${describe(input)}`);
  const phase = input.phase ?? 'main1';
  if (!(PHASES as readonly string[]).includes(phase as string)) throw new ScenarioFormatError('phase', `expected one of ${PHASES.join('|')}, got ${describe(phase)}`);
  if (input.seed !== undefined && (typeof input.seed !== 'number' || !Number.isFinite(input.seed))) throw new ScenarioFormatError('seed', `expected a number, got ${describe(input.seed)}`);
  if (input.onThePlay !== undefined && typeof input.onThePlay !== 'boolean') throw new ScenarioFormatError('onThePlay', `expected true or false, got ${describe(input.onThePlay)}`);
  checkObjectCount(input);
  return {
    seed: (input.seed as number | undefined) ?? 1,
    cards: array(input.cards, 'cards', SCENARIO_LIMITS.cards).map((card, index) => parseCard(card, `cards[${index}]`)),
    turn: integer(input.turn, 'turn', 1, 1),
    phase: phase as Phase,
    onThePlay: (input.onThePlay as boolean | undefined) ?? true,
    you: parsePlayer(input.you, 'you'),
    opponent: parsePlayer(input.opponent, 'opponent'),
    actions: array(input.actions, 'actions', SCENARIO_LIMITS.actions).map((action, index) => parseAction(action, `actions[${index}]`)),
  };
}
