// Which answers of the core tell the status bar that the card database changed (issue 15:
// "243 cards in the database" stayed after an import until a reload).
import { describe, expect, it } from 'vitest';
import { changesCardDatabase } from '../../../renderer/src/api/card-database-changes.ts';

const job = (kind: string, state: string) => ({ id: 'x', kind, state, progress: { stage: '', done: 0, total: null }, result: null, error: null });

describe('changesCardDatabase', () => {
  it('is true when an import or update job has ended, however it ended', () => {
    for (const state of ['done', 'failed', 'cancelled']) {
      expect(changesCardDatabase('jobs.get', job('cards.import', state))).toBe(true);
      expect(changesCardDatabase('jobs.get', job('cards.update', state))).toBe(true);
    }
    expect(changesCardDatabase('jobs.get', job('cards.import', 'running'))).toBe(false);
    expect(changesCardDatabase('jobs.get', job('print.export', 'done'))).toBe(false);
    expect(changesCardDatabase('jobs.get', job('collection.import', 'done'))).toBe(false);
  });

  it('is true after custom cards are added, changed, copied, imported or deleted', () => {
    for (const command of ['customCards.create', 'customCards.update', 'customCards.duplicate', 'customCards.importJson', 'customCards.delete']) {
      expect(changesCardDatabase(command, {})).toBe(true);
    }
    expect(changesCardDatabase('customCards.list', [])).toBe(false);
    expect(changesCardDatabase('cards.search', {})).toBe(false);
  });
});
