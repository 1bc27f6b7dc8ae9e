// Runs a scenario: builds the game from the file, performs the actions in order through the
// same engine the table and the simulator use, and reports the state in the spec's format.
import { entersWithLoyalty } from '../rules/loyalty.ts';
import type { ManaColor } from '../../cards/oracle/abilities.ts';
import { type CompiledCard, compiledCard } from '../../cards/oracle/compile.ts';
import type { Effect } from '../../cards/oracle/abilities.ts';
import type { Action, TargetChoice } from '../turns/actions.ts';
import { BUILT_IN_CARDS, type CardDefinition, type CardLookup } from '../state/card-definition.ts';
import { activatedAbilitiesOf } from '../rules/characteristics.ts';
import { Game } from '../turns/game.ts';
import { seedState } from '../state/rng.ts';
import { addObject, type GameObject, type GameState, type PlayerId, type PlayerZone, newPlayer, OPPONENT, YOU } from '../state/state.ts';
import { type CardRef, type Scenario, type ScenarioAction, ScenarioFormatError, type ScenarioPlayer, type TargetRef, type ZoneName, parseScenario } from './format.ts';
import { type ScenarioOutput, scenarioOutput } from './output.ts';

export interface RunScenarioOptions {
  /** The app's card database; names resolve against the scenario's `cards` first. */
  lookupCard?: CardLookup;
}

class CardResolver {
  private readonly local = new Map<string, CardDefinition>();
  private readonly found = new Map<string, CompiledCard>();

  constructor(
    cards: Scenario['cards'],
    private readonly lookup: CardLookup | undefined,
  ) {
    for (const card of cards) this.local.set(card.name, card);
  }

  definition(name: string): CardDefinition | undefined {
    return this.local.get(name) ?? this.lookup?.(name) ?? BUILT_IN_CARDS.get(name);
  }

  compiled(name: string, field: string): CompiledCard {
    let card = this.found.get(name);
    if (card) return card;
    const definition = this.definition(name);
    if (!definition) throw new ScenarioFormatError(field, `unknown card "${name}" (not in "cards", the card database or the basic lands)`);
    card = compiledCard(definition);
    this.found.set(name, card);
    return card;
  }

  /** Names of tokens any known card can create (so actions may name them). */
  tokenNames(): Set<string> {
    const names = new Set<string>();
    const visit = (effects: readonly Effect[]): void => {
      for (const effect of effects) {
        if (effect.kind === 'token') names.add(effect.token.name);
        else if (effect.kind === 'may' || effect.kind === 'mayPay') visit(effect.effects);
      }
    };
    for (const card of this.found.values()) {
      visit(card.spell?.effects ?? []);
      for (const ability of card.triggered) visit(ability.effects);
      for (const ability of card.activated) visit(ability.effects);
    }
    return names;
  }
}

function buildState(scenario: Scenario, cards: CardResolver): GameState {
  const state: GameState = {
    objects: [],
    players: [newPlayer(scenario.you.life), newPlayer(scenario.opponent.life)],
    stack: [],
    turn: scenario.turn,
    phase: scenario.phase,
    onThePlay: scenario.onThePlay,
    rng: seedState(scenario.seed),
    pending: [],
    nextStackId: 1,
    gameOver: null,
    features: 0,
    grantedKeywords: 0,
    unpreventableTurn: -1,
    redirectShields: null,
  };
  const create = (name: string, field: string, owner: PlayerId, zone: PlayerZone, controller: PlayerId = owner): GameObject => {
    const object = addObject(state, cards.compiled(name, field), { owner, controller, zone });
    state.players[zone === 'battlefield' ? controller : owner][zone].push(object.id);
    return object;
  };
  const battlefieldIds: [number[], number[]] = [[], []];
  const setUp = (player: ScenarioPlayer, id: PlayerId, label: string): void => {
    for (const zone of ['library', 'hand', 'graveyard', 'exile'] as const) {
      player[zone].forEach((name, index) => create(name, `${label}.${zone}[${index}]`, id, zone));
    }
    player.battlefield.forEach((entry, index) => {
      const owner: PlayerId = entry.owner === null ? id : entry.owner === 'you' ? YOU : OPPONENT;
      const object = create(entry.card, `${label}.battlefield[${index}].card`, owner, 'battlefield', id);
      object.tapped = entry.tapped;
      object.damage = entry.damage;
      if (Object.keys(entry.counters).length > 0) object.counters = { ...entry.counters };
      // CR 306.5b: a planeswalker starts with its printed loyalty unless the entry says how much it has.
      if (entry.counters.loyalty === undefined) entersWithLoyalty(object);
      battlefieldIds[id].push(object.id);
    });
    const pool = state.players[id].pool;
    for (const letter of player.manaPool.toUpperCase().match(/[WUBRGC]/g) ?? []) pool['WUBRGC'.indexOf(letter)]! += 1;
  };
  setUp(scenario.you, YOU, 'you');
  setUp(scenario.opponent, OPPONENT, 'opponent');
  for (const [id, label] of [[YOU, 'you'], [OPPONENT, 'opponent']] as const) {
    const player = id === YOU ? scenario.you : scenario.opponent;
    player.battlefield.forEach((entry, index) => {
      if (entry.attachedTo === null) return;
      const list: PlayerId = typeof entry.attachedTo === 'number' ? id : entry.attachedTo.player === 'you' ? YOU : OPPONENT;
      const at = typeof entry.attachedTo === 'number' ? entry.attachedTo : entry.attachedTo.index;
      const host = battlefieldIds[list][at];
      if (host === undefined) throw new ScenarioFormatError(`${label}.battlefield[${index}].attachedTo`, `${at} is not an index into ${list === YOU ? 'you' : 'opponent'}.battlefield`);
      state.objects[battlefieldIds[id][index]!]!.attachedTo = host;
    });
  }
  return state;
}

/** Every card name an action uses must be a known card or a token some known card makes. */
function checkActionNames(scenario: Scenario, cards: CardResolver): void {
  const tokens = cards.tokenNames();
  const check = (ref: CardRef | TargetRef, field: string): void => {
    if (!('name' in ref)) return;
    if (tokens.has(ref.name)) return;
    cards.compiled(ref.name, field);
  };
  scenario.actions.forEach((action, index) => {
    const field = `actions[${index}]`;
    if ('card' in action) check(action.card, `${field}.card`);
    if ('targets' in action && action.targets) action.targets.forEach((target, at) => check(target, `${field}.targets[${at}]`));
    if (action.do === 'attack') action.attackers.forEach((attacker, at) => check(attacker, `${field}.attackers[${at}]`));
    if (action.do === 'attack' && action.exert) action.exert.forEach((exerted, at) => check(exerted, `${field}.exert[${at}]`));
    if ((action.do === 'next_phase' || action.do === 'next_turn') && action.discard) action.discard.forEach((card, at) => check(card, `${field}.discard[${at}]`));
    if (action.do === 'activate' && action.sacrifice) action.sacrifice.forEach((card, at) => check(card, `${field}.sacrifice[${at}]`));
  });
}

const ALL_ZONES: ZoneName[] = ['hand', 'battlefield', 'graveyard', 'library', 'exile'];

function findCard(game: Game, ref: CardRef, defaultZones: ZoneName[]): number | undefined {
  const player = game.state.players[ref.player === 'you' ? YOU : OPPONENT];
  const zones = ref.zone ? [ref.zone] : [...defaultZones, ...ALL_ZONES.filter((zone) => !defaultZones.includes(zone))];
  for (const zone of zones) {
    let seen = 0;
    for (const id of player[zone]) {
      // A face-down permanent is found by its real name: its controller may look at it (CR 708.5).
      const object = game.state.objects[id]!;
      if ((object.faceDown ?? object.card).name !== ref.name) continue;
      if (seen === ref.index) return id;
      seen += 1;
    }
  }
  return undefined;
}

function describeRef(ref: CardRef, zone: string): string {
  return `no "${ref.name}"${ref.index > 0 ? ` #${ref.index}` : ''} in ${ref.player === 'you' ? 'your' : "the opponent's"} ${ref.zone ?? zone}`;
}

function translateTargets(game: Game, targets: TargetRef[] | null): TargetChoice[] | string | undefined {
  if (!targets) return undefined;
  const choices: TargetChoice[] = [];
  for (const target of targets) {
    if ('player' in target && !('name' in target)) choices.push({ player: target.player === 'you' ? YOU : OPPONENT });
    else if ('stack' in target) choices.push({ stack: target.stack });
    else {
      const ref = target as CardRef;
      let id = findCard(game, { ...ref, zone: ref.zone ?? 'battlefield' }, ['battlefield']);
      if (id === undefined && ref.zone === null && ref.player === 'you') id = findCard(game, { ...ref, zone: 'battlefield', player: 'opponent' }, ['battlefield']);
      if (id === undefined) return describeRef(ref, 'battlefield');
      choices.push({ object: id });
    }
  }
  return choices;
}

/** Keyword abilities activated from the graveyard (CR 702.84a unearth, 702.128a embalm, 702.129a eternalize). */
const GRAVEYARD_KEYWORDS: ReadonlySet<string> = new Set(['unearth', 'embalm', 'eternalize']);

/** Scenario action (names) → engine action (ids); a string is the reason it can't be taken. */
function translate(game: Game, action: ScenarioAction): Action | string {
  switch (action.do) {
    case 'play_land':
    case 'cast': {
      const id = findCard(game, action.card, ['hand']);
      if (id === undefined) return describeRef(action.card, 'hand');
      if (action.do === 'play_land') return { do: 'play_land', card: id, ...(action.payLife ? { payLife: true } : {}) };
      const targets = translateTargets(game, action.targets);
      if (typeof targets === 'string') return targets;
      return { do: 'cast', card: id, targets, x: action.x, ...(action.faceDown ? { faceDown: true } : {}) };
    }
    case 'turn_face_up': {
      const id = findCard(game, action.card, ['battlefield']);
      return id === undefined ? describeRef(action.card, 'battlefield') : { do: 'turn_face_up', card: id };
    }
    case 'dredge': {
      const id = findCard(game, action.card, ['graveyard']);
      return id === undefined ? describeRef(action.card, 'graveyard') : { do: 'dredge', card: id };
    }
    case 'activate': {
      const keyword = typeof action.ability === 'string' ? action.ability.trim().toLowerCase() : null;
      const zones: ZoneName[] = keyword === null ? ['battlefield', 'hand'] : keyword.endsWith('cycling') ? ['hand'] : GRAVEYARD_KEYWORDS.has(keyword) ? ['graveyard'] : ['battlefield'];
      const id = findCard(game, action.card, zones);
      if (id === undefined) return describeRef(action.card, zones[0]!);
      const object = game.state.objects[id]!;
      let index: number;
      if (keyword === null) index = action.ability as number;
      else {
        index = activatedAbilitiesOf(game.state, object).findIndex((ability) => ability.keyword === keyword);
        if (index < 0) return `${object.card.name} has no ${keyword} ability`;
      }
      const targets = translateTargets(game, action.targets);
      if (typeof targets === 'string') return targets;
      const sacrifice: number[] = [];
      for (const ref of action.sacrifice ?? []) {
        const chosen = findCard(game, { ...ref, zone: ref.zone ?? 'battlefield' }, ['battlefield']);
        if (chosen === undefined) return describeRef(ref, 'battlefield');
        sacrifice.push(chosen);
      }
      return { do: 'activate', card: id, ability: index, targets, x: action.x, color: (action.color ?? undefined) as ManaColor | undefined, ...(action.alternative !== undefined ? { alternative: action.alternative } : {}), ...(action.sacrifice ? { sacrifice } : {}) };
    }
    case 'attack': {
      const ids: number[] = [];
      const exert: number[] = [];
      for (const [refs, into] of [[action.attackers, ids], [action.exert ?? [], exert]] as const) {
        for (const ref of refs) {
          const id = findCard(game, { ...ref, zone: ref.zone ?? 'battlefield' }, ['battlefield']);
          if (id === undefined) return describeRef(ref, 'battlefield');
          into.push(id);
        }
      }
      return action.exert ? { do: 'attack', attackers: ids, exert } : { do: 'attack', attackers: ids };
    }
    case 'move': {
      const id = findCard(game, action.card, ['hand', 'battlefield', 'graveyard', 'library', 'exile']);
      if (id === undefined) return `no "${action.card.name}" in any zone`;
      return { do: 'move', card: id, to: action.to, position: action.position };
    }
    case 'resolve':
      return { do: 'resolve', choice: action.choice };
    case 'next_phase':
    case 'next_turn': {
      if (!action.discard) return { do: action.do };
      const discard: number[] = [];
      for (const ref of action.discard) {
        const id = findCard(game, { ...ref, zone: ref.zone ?? 'hand' }, ['hand']);
        if (id === undefined) return describeRef(ref, 'hand');
        discard.push(id);
      }
      return { do: action.do, discard };
    }
    default:
      return { do: action.do };
  }
}

function parseInput(json: unknown): Scenario {
  let input = json;
  if (typeof json === 'string') {
    try {
      // Editors on Windows save UTF-8 with a byte order mark, which JSON.parse refuses.
      input = JSON.parse(json.replace(/^\uFEFF/, ''));
    } catch (error) {
      throw new ScenarioFormatError('scenario', `not valid JSON (${(error as Error).message.split('\n')[0]})`);
    }
  }
  return parseScenario(input);
}

/**
 * A game set up from a scenario's set-up part (its actions are not performed): how the table
 * loads a saved position. Throws ScenarioFormatError when the scenario is malformed.
 */
export function gameFromScenario(json: unknown, options: RunScenarioOptions & { undo?: boolean } = {}): { game: Game; scenario: Scenario } {
  const scenario = parseInput(json);
  const cards = new CardResolver(scenario.cards, options.lookupCard);
  const state = buildState(scenario, cards);
  checkActionNames(scenario, cards);
  return { game: new Game(state, { recordEvents: true, undo: options.undo }), scenario };
}

/** Scenario action (names) → engine action (ids) in the game's current state; a string is why it can't. */
export function scenarioAction(game: Game, action: ScenarioAction): Action | string {
  return translate(game, action);
}

/**
 * Runs a scenario (a JSON string or an already parsed value). Returns the result; throws
 * ScenarioFormatError (one line naming the field) when the scenario is malformed.
 */
export function runScenario(json: unknown, options: RunScenarioOptions = {}): ScenarioOutput {
  const { game, scenario } = gameFromScenario(json, options);
  let error: { action: number; message: string } | null = null;
  for (let index = 0; index < scenario.actions.length; index += 1) {
    const action = translate(game, scenario.actions[index]!);
    const result = typeof action === 'string' ? { ok: false as const, reason: action } : game.perform(action);
    if (!result.ok) {
      error = { action: index, message: result.reason };
      break;
    }
  }
  return scenarioOutput(game, error);
}

/** The CLI's exit status for a result: 0 when every action was performed, 1 when one was rejected. */
export function scenarioExitCode(output: ScenarioOutput): 0 | 1 {
  return output.ok ? 0 : 1;
}
