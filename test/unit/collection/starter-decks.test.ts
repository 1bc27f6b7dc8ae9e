// A new data folder lists the starter decks (assets/starter/decks/) on the Decks page, so the
// README's commands naming "UB Cycling" work on a first start; and only once.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatch } from '../../../app/api/dispatch.ts';
import { DEFAULT_STARTER_DIR } from '../../../app/db/starter-data.ts';
import { Services } from '../../../app/services.ts';

const homes: string[] = [];
function newHome(): string {
  const home = mkdtempSync(join(tmpdir(), 'proxyfish-starter-decks-'));
  homes.push(home);
  return home;
}
afterEach(() => {
  for (const home of homes.splice(0)) rmSync(home, { recursive: true, force: true });
});

function deckNames(home: string, options: { starterData?: string | false } = {}): string[] {
  const services = new Services({ home, ...options });
  try {
    return services.decks.list().map((deck) => deck.name);
  } finally {
    services.close();
  }
}

describe('starter decks in a new data folder', () => {
  it('lists the three starter decks by name, every card resolved, through the api', async () => {
    const services = new Services({ home: newHome() });
    try {
      const response = await dispatch(services, 'decks.list', {});
      const decks = (response.ok ? response.result : []) as { name: string; main: number; unresolved: number }[];
      expect(decks.map((deck) => [deck.name, deck.main, deck.unresolved])).toEqual([
        ['Jeskai Cycling', 60, 0],
        ['RW Astral Slide', 60, 0],
        ['UB Cycling', 60, 0],
      ]);
      expect(services.decks.get('ub cycling').entries.find((entry) => entry.name === 'Drake Haven')?.quantity).toBe(4);
    } finally {
      services.close();
    }
  });

  it('does not bring back a deleted starter deck on the next start', () => {
    const home = newHome();
    const services = new Services({ home });
    services.decks.delete('UB Cycling');
    services.close();
    expect(deckNames(home)).toEqual(['Jeskai Cycling', 'RW Astral Slide']);
  });

  it('adds no decks to a data folder started without starter cards', () => {
    expect(deckNames(newHome(), { starterData: false })).toEqual([]);
  });

  it('skips a broken starter decklist and still starts, with the other decks', () => {
    const starter = newHome();
    cpSync(DEFAULT_STARTER_DIR, starter, { recursive: true });
    writeFileSync(join(starter, 'decks', 'astral-slide-rw.txt'), 'hello world\n');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(deckNames(newHome(), { starterData: starter })).toEqual(['Jeskai Cycling', 'UB Cycling']);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^proxyfish: starter deck astral-slide-rw\.txt was not added: no card line could be read/));
    } finally {
      warn.mockRestore();
    }
  });
});
