import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '../../../app/api/dispatch.ts';
import { commands } from '../../../app/api/registry.ts';
import type { Services } from '../../../app/services.ts';
import { temporaryServices } from '../../support/services.ts';

describe('api dispatch', () => {
  let services: Services;
  let dispose: () => void;
  beforeEach(() => ({ services, dispose } = temporaryServices()));
  afterEach(() => dispose());

  it('runs a command with valid input', async () => {
    const response = await dispatch(services, 'system.info', {});
    expect(response).toMatchObject({ ok: true, result: { schemaVersion: expect.any(Number), cardCount: expect.any(Number) } });
  });

  it('rejects an unknown command by name', async () => {
    expect(await dispatch(services, 'system.format', {})).toEqual({
      ok: false,
      error: { code: 'unknown_command', message: 'Unknown command "system.format"' },
    });
  });

  it('rejects input that fails the schema, naming the field, before the handler runs', async () => {
    const before = services.settings.all();
    const response = await dispatch(services, 'settings.set', { key: 'Bad Key!', value: 1 });
    expect(response).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    if (!response.ok) expect(response.error.message).toMatch(/^Invalid input for settings\.set: key: /);
    expect(services.settings.all()).toEqual(before);
  });

  it('rejects unexpected extra fields', async () => {
    const response = await dispatch(services, 'system.info', { sql: 'DROP TABLE cards' });
    expect(response).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
  });

  it('does not resolve prototype names as commands', async () => {
    expect(await dispatch(services, 'constructor', {})).toMatchObject({ ok: false, error: { code: 'unknown_command' } });
    expect(await dispatch(services, '__proto__', {})).toMatchObject({ ok: false, error: { code: 'unknown_command' } });
  });

  it('turns a failing handler into an error response', async () => {
    const response = await dispatch(services, 'jobs.get', { id: '00000000-0000-4000-8000-000000000000' });
    expect(response).toEqual({ ok: false, error: { code: 'failed', message: 'No job with id "00000000-0000-4000-8000-000000000000"' } });
  });

  it('remembers settings', async () => {
    await dispatch(services, 'settings.set', { key: 'ui.language', value: 'de' });
    expect(await dispatch(services, 'settings.get', {})).toMatchObject({ ok: true, result: { 'ui.language': 'de' } });
  });

  it('has a one-line summary for every command', () => {
    for (const [name, command] of Object.entries(commands)) expect(command.summary, name).toMatch(/\S/);
  });
});
