// The scenario contract (spec/SCENARIOS.md): the tusker example behaves as its README says,
// malformed files name the field, and the CLI exits 0 / 1 / 2.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenario, ScenarioFormatError } from '../../../../app/engine/index.ts';
import { inOrder } from '../helpers.ts';

const tuskerFile = join(import.meta.dirname, '../../../fixtures/engine/tusker.json');
const tusker = readFileSync(tuskerFile, 'utf8');

describe('the tusker example', () => {
  it('CR 702.29c: behaves as spec/examples/README.md says', () => {
    const out = runScenario(tusker);
    expect(out.ok).toBe(true);
    expect(out.error).toBeNull();
    expect(out.you.battlefield.map((land) => land.tapped)).toEqual([true, true, true]);
    expect(out.you.hand).toHaveLength(2);
    expect(out.you.hand[0]).toBe('Island');
    expect(['Plains', 'Forest']).toContain(out.you.hand[1]);
    expect(out.you.graveyard).toEqual(['Krosan Tusker']);
    expect(out.stack).toEqual([]);
    const types = out.events.map((event) => event.type);
    const cycled = types.indexOf('cycled');
    const discarded = types.indexOf('discarded');
    expect(types.indexOf('activated')).toBeLessThan(Math.min(cycled, discarded));
    expect(Math.max(cycled, discarded)).toBeLessThan(types.indexOf('triggered'));
    expect(inOrder(out, ['activated', 'triggered', 'searched', 'revealed', 'shuffled', 'resolved', 'drew', 'resolved'])).toBe(true);
  });

  it('has every output field of the spec', () => {
    const out = runScenario(tusker);
    expect(Object.keys(out)).toEqual(['ok', 'error', 'turn', 'phase', 'you', 'opponent', 'stack', 'events']);
    expect(Object.keys(out.you)).toEqual(['life', 'library', 'hand', 'battlefield', 'graveyard', 'exile', 'manaPool']);
    expect(Object.keys(out.you.battlefield[0]!)).toEqual(['card', 'tapped', 'attachedTo', 'owner', 'power', 'toughness', 'counters']);
  });
});

describe('malformed scenarios name the field', () => {
  it.each([
    [{ seed: 'x' }, 'seed'],
    [{ phase: 'lunch' }, 'phase'],
    [{ turn: 0 }, 'turn'],
    [{ you: { life: 'lots' } }, 'you.life'],
    [{ you: { hand: ['Unknown Card'] } }, 'you.hand[0]'],
    [{ you: { battlefield: ['Island', { card: 'Island', attachedTo: 7 }] } }, 'you.battlefield[1].attachedTo'],
    [{ you: { manaPool: '{Q}' } }, 'you.manaPool'],
    [{ cards: [{ name: 'No Type' }] }, 'cards[0].type_line'],
    [{ cards: [{ name: 'Odd Cost', type_line: 'Artifact', mana_cost: '{Q}' }] }, 'cards[0].mana_cost'],
    [{ actions: [{ do: 'dance' }] }, 'actions[0].do'],
    [{ actions: [{ do: 'cast', card: 'Nobody Knows' }] }, 'actions[0].card'],
    [{ actions: [{ do: 'activate', card: 'Island' }] }, 'actions[0].ability'],
    [{ actions: [{ do: 'move', card: 'Island', to: 'moon' }] }, 'actions[0].to'],
  ])('%j → %s', (scenario, field) => {
    let caught: unknown;
    try {
      runScenario(scenario);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ScenarioFormatError);
    expect((caught as ScenarioFormatError).field).toBe(field);
    expect((caught as Error).message).not.toContain('\n');
  });

  it('a token name some card can create is a valid card reference', () => {
    const raise = { name: 'Raise the Alarm', mana_cost: '{1}{W}', type_line: 'Instant', oracle_text: 'Create two 1/1 white Soldier creature tokens.' };
    const out = runScenario({ cards: [raise], phase: 'combat', you: { hand: [raise.name], battlefield: ['Plains', 'Plains'] }, actions: [{ do: 'cast', card: raise.name }, { do: 'resolve' }, { do: 'attack', attackers: ['Soldier'] }] });
    expect(out.error?.message).toMatch(/summoning sickness/);
  });

  it('a card database lookup resolves names after the scenario\'s cards', () => {
    const out = runScenario({ you: { hand: ['Db Bear'] } }, { lookupCard: (name) => (name === 'Db Bear' ? { name, type_line: 'Creature — Bear', power: '2', toughness: '2' } : undefined) });
    expect(out.you.hand).toEqual(['Db Bear']);
  });
});

// Each test starts the CLI in a fresh Node process, up to three times: generous on a busy machine.
describe('proxyfish scenario FILE', { timeout: 180_000 }, () => {
  const cli = join(import.meta.dirname, '../../../../bin/proxyfish.js');
  const dir = mkdtempSync(join(tmpdir(), 'proxyfish-scenario-'));
  const write = (name: string, content: string): string => {
    const file = join(dir, name);
    writeFileSync(file, content);
    return file;
  };

  it('exit 0 and the result JSON on stdout when every action was performed', () => {
    const stdout = execFileSync(process.execPath, [cli, '--home', dir, 'scenario', tuskerFile], { encoding: 'utf8' });
    expect(JSON.parse(stdout)).toMatchObject({ ok: true, error: null });
  });

  it('exit 1 with the result JSON (ok false, the action index and why) when an action is rejected', () => {
    const file = write('rejected.json', JSON.stringify({ you: { hand: ['Forest', 'Island'] }, actions: [{ do: 'play_land', card: 'Forest' }, { do: 'play_land', card: 'Island' }] }));
    const result = spawnSync(process.execPath, [cli, '--home', dir, 'scenario', file], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(JSON.parse(result.stdout)).toMatchObject({ ok: false, error: { action: 1, message: 'you have already played a land this turn' } });
  });

  it('exit 2, nothing on stdout and one line on stderr naming the field when the file is malformed', () => {
    const file = write('bad.json', JSON.stringify({ you: { battlefield: [{ card: 'Island', attachedTo: 3 }] } }));
    const result = spawnSync(process.execPath, [cli, '--home', dir, 'scenario', file], { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('you.battlefield[0].attachedTo');
    const notJson = spawnSync(process.execPath, [cli, '--home', dir, 'scenario', write('broken.json', '{ "seed": ')], { encoding: 'utf8' });
    expect(notJson.status).toBe(2);
    expect(notJson.stdout).toBe('');
    expect(notJson.stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('saving a game as a scenario', () => {
  it('a saved position loads back into the same state', async () => {
    const { gameFromScenario, scenarioFromGame } = await import('../../../../app/engine/index.ts');
    const bears = { name: 'Grizzly Bears', mana_cost: '{1}{G}', type_line: 'Creature — Bear', oracle_text: '', power: '2', toughness: '2' };
    const aura = { name: 'Holy Strength', mana_cost: '{W}', type_line: 'Enchantment — Aura', oracle_text: 'Enchant creature\nEnchanted creature gets +1/+2.' };
    const { game } = gameFromScenario({
      cards: [bears, aura],
      turn: 4,
      phase: 'main2',
      you: { life: 17, hand: ['Island'], library: ['Forest', 'Swamp'], battlefield: [{ card: 'Grizzly Bears', counters: { '+1/+1': 1 }, damage: 1 }, { card: 'Holy Strength', attachedTo: 0, tapped: true }], graveyard: ['Plains'], manaPool: '{G}' },
      opponent: { life: 9 },
    });
    const saved = scenarioFromGame(game, 5);
    const again = runScenario(saved);
    const original = runScenario({ ...saved, seed: 5 });
    expect(again).toEqual(original);
    expect(again.you).toMatchObject({ life: 17, hand: ['Island'], library: ['Forest', 'Swamp'], graveyard: ['Plains'], manaPool: '{G}' });
    expect(again.you.battlefield).toEqual([
      { card: 'Grizzly Bears', tapped: false, attachedTo: null, owner: 'you', power: 4, toughness: 5, counters: { '+1/+1': 1 } },
      { card: 'Holy Strength', tapped: true, attachedTo: 0, owner: 'you', power: null, toughness: null, counters: {} },
    ]);
    expect(saved.cards.map((card) => card.name).sort()).toEqual(['Grizzly Bears', 'Holy Strength']);
  });
});
