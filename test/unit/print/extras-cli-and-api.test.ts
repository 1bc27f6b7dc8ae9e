// --extras and --checklist from the command line, and the same settings through the print api's
// preview: the starter UB Cycling deck's Drake Haven brings its Drake token (the starter data
// carries the related parts), a JSON file's double-faced card its checklist cards.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintPreview } from '../../../app/api/commands/print.ts';
import { dispatch } from '../../../app/api/dispatch.ts';
import type { Services } from '../../../app/services.ts';
import { runCliInProcess } from '../../support/cli.ts';
import { text } from '../../support/poppler.ts';
import { temporaryServices } from '../../support/services.ts';

let services: Services;
let dispose: () => void;

beforeAll(() => {
  ({ services, dispose } = temporaryServices());
});
afterAll(() => dispose());

const home = () => services.paths.home;
const print = (...args: string[]) => runCliInProcess(home(), ['print', ...args]);

describe('proxyfish print --extras and --checklist', () => {
  it("adds the UB Cycling deck's Drake token, one for its one card that makes Drakes, drawn as a 2/2 blue flyer", async () => {
    const plain = join(home(), 'plain.pdf');
    const withExtras = join(home(), 'extras.pdf');
    const before = await print('UB Cycling', '-o', plain, '--text-only', '--json');
    expect(before.code).toBe(0);
    const after = await print('UB Cycling', '-o', withExtras, '--text-only', '--extras', '--json');
    expect(after.err).toBe('');
    expect(after.code).toBe(0);
    const result = JSON.parse(after.out) as { cards: number; related: { kind: string; name: string; quantity: number; madeBy: string[] }[] };
    expect(result.related).toEqual([expect.objectContaining({ kind: 'token', name: 'Drake', typeLine: 'Token Creature — Drake', quantity: 1, madeBy: ['Drake Haven'] })]);
    expect(result.cards).toBe((JSON.parse(before.out) as { cards: number }).cards + 1);
    expect(text(withExtras)).toContain('Token Creature — Drake');
    expect(text(plain)).not.toContain('Token Creature — Drake');
  });

  it('says on stderr which extras it added', async () => {
    const run = await print('UB Cycling', '-o', join(home(), 'listed.pdf'), '--text-only', '--extras');
    expect(run.code).toBe(0);
    expect(run.err).toContain('tokens and related cards: 1 × Drake (Drake Haven)');
  });

  it('adds a checklist card per copy of a double-faced card of a JSON source', async () => {
    const source = join(home(), 'dfc.json');
    writeFileSync(
      source,
      JSON.stringify([
        {
          quantity: 2,
          name: 'Delver of Secrets // Insectile Aberration',
          layout: 'transform',
          faces: [
            { name: 'Delver of Secrets', manaCost: '{U}', typeLine: 'Creature — Human Wizard', oracleText: 'Transforms.', power: '1', toughness: '1', colors: ['U'] },
            { name: 'Insectile Aberration', typeLine: 'Creature — Human Insect', oracleText: 'Flying', power: '3', toughness: '2', colors: ['U'] },
          ],
        },
      ]),
    );
    const file = join(home(), 'checklist.pdf');
    const run = await print(source, '-o', file, '--checklist', '--json');
    expect(run.code).toBe(0);
    const result = JSON.parse(run.out) as { cards: number; checklists: number };
    // Two copies of two faces, and two checklist cards.
    expect(result).toMatchObject({ cards: 6, checklists: 2 });
    const words = text(file).replace(/\s+/g, ' ');
    expect(words).toContain('Front: Delver of Secrets');
    expect(words).toContain('Back: Insectile Aberration');
  });
});

describe('print api with extras', () => {
  it('previews the extras on the sheets when the settings ask for them', async () => {
    const queued = await dispatch(services, 'print.queueFrom', { source: { kind: 'cards', cards: [{ name: 'Drake Haven', quantity: 4 }] } });
    expect(queued.ok).toBe(true);
    const preview = async (options: Record<string, unknown>) => {
      const response = await dispatch(services, 'print.preview', { options: { textOnly: true, ...options } });
      if (!response.ok) throw new Error(response.error.message);
      return response.result as PrintPreview;
    };
    const plain = await preview({});
    expect(plain.cards).toBe(4);
    const extras = await preview({ extras: true, checklistCards: true });
    expect(extras.cards).toBe(5);
    expect(extras.sheets[0]!.cards.map((card) => card.name)).toEqual(['Drake Haven', 'Drake Haven', 'Drake Haven', 'Drake Haven', 'Drake']);
    expect(extras.sheets[0]!.cards[4]!.face).toMatchObject({ type_line: 'Token Creature — Drake', power: '2', toughness: '2', colors: ['U'] });
    // The Print page lists the extras by name with their counts from the same job: one Drake for
    // the one card that makes Drakes; no double-faced card, so no checklist card.
    expect(extras.extras).toEqual({ related: [{ kind: 'token', name: 'Drake', quantity: 1, madeBy: ['Drake Haven'] }], checklists: [] });
    expect(plain.extras).toEqual({ related: [], checklists: [] });
    // A wrong value is named, as every setting is.
    const refused = await dispatch(services, 'print.preview', { options: { extras: 'yes' } });
    expect(refused.ok && (refused.result as { invalid?: string }).invalid).toMatch(/^extras: /);
  });
});
