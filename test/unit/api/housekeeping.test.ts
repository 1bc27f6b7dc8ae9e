// Issue 11 item 13: uploads of failed imports, orphaned ".part" files and the staging files of
// killed imports are removed when the core starts and after each job; files that may still be
// in use (a fresh upload, another process's running import) stay.
import { existsSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '../../../app/api/dispatch.ts';
import { ORPHAN_AGE_MS } from '../../../app/housekeeping.ts';
import type { JobSnapshot } from '../../../app/jobs.ts';
import { Services } from '../../../app/services.ts';
import { fixture, syntheticScryfall } from '../../support/import.ts';
import { temporaryServices } from '../../support/services.ts';

/** A process id no process has now: the staging file of an import whose process was killed. */
function deadPid(): number {
  for (let pid = 4_000_000; ; pid -= 1) {
    try {
      process.kill(pid, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') return pid;
    }
  }
}

function writeOld(file: string, content = 'left over'): string {
  writeFileSync(file, content);
  const old = new Date(Date.now() - ORPHAN_AGE_MS - 60_000);
  utimesSync(file, old, old);
  return file;
}

describe('housekeeping of the data folder', () => {
  let services: Services;
  let dispose: () => void;
  beforeEach(() => {
    ({ services, dispose } = temporaryServices({ starterData: false }));
  });
  afterEach(() => dispose());

  /** Starts the core once more on the same data folder, as the next launch would. */
  function startAgain(): void {
    new Services({ home: services.paths.home, starterData: false }).close();
  }

  it('at start removes old uploads, old .part exports and the staging files of killed imports, and nothing else', () => {
    const { uploads, exports, database } = services.paths;
    const oldUpload = writeOld(join(uploads, '6f1c2a5e-8a8e-4b7e-9a51-3c3c8e0f2b11-cards.json'));
    const freshUpload = join(uploads, '7f1c2a5e-8a8e-4b7e-9a51-3c3c8e0f2b11-cards.json');
    writeFileSync(freshUpload, 'still being sent');
    const oldPart = writeOld(join(exports, 'deck.pdf.part'));
    const finishedExport = writeOld(join(exports, 'deck.pdf'));
    const killedImport = `${database}.import-${deadPid()}-0b7e1e5e-1d47-4f5b-9e0e-6a8f6f0e2c11.sqlite`;
    writeFileSync(killedImport, 'staged cards');
    const runningImport = `${database}.import-${process.ppid}-1b7e1e5e-1d47-4f5b-9e0e-6a8f6f0e2c11.sqlite`;
    writeFileSync(runningImport, 'staged cards of a running process');

    startAgain();
    expect(existsSync(oldUpload)).toBe(false);
    expect(existsSync(oldPart)).toBe(false);
    expect(existsSync(killedImport)).toBe(false);
    expect(existsSync(freshUpload)).toBe(true);
    expect(existsSync(finishedExport)).toBe(true);
    expect(existsSync(runningImport)).toBe(true);
  });

  async function runImportJob(content: string | Buffer, name = 'cards.json'): Promise<JobSnapshot> {
    const upload = services.uploads.begin(name);
    services.uploads.append(upload.id, typeof content === 'string' ? Buffer.from(content) : content);
    const started = await dispatch(services, 'cards.import', { uploadId: upload.id });
    expect(started).toMatchObject({ ok: true });
    return services.jobs.wait((started as { ok: true; result: JobSnapshot }).result.id);
  }

  it('removes the upload of a failed, a cancelled and a refused card import', async () => {
    const text = syntheticScryfall(300);
    expect((await runImportJob(text.slice(0, text.length - 200))).state).toBe('failed');
    expect(readdirSync(services.paths.uploads)).toEqual([]);

    const big = services.uploads.begin('big.json');
    services.uploads.append(big.id, Buffer.from(syntheticScryfall(3000)));
    const started = (await dispatch(services, 'cards.import', { uploadId: big.id })) as { ok: true; result: JobSnapshot };
    services.jobs.cancel(started.result.id);
    expect((await services.jobs.wait(started.result.id)).state).toBe('cancelled');
    expect(readdirSync(services.paths.uploads)).toEqual([]);

    const csv = services.uploads.begin('deck.csv');
    services.uploads.append(csv.id, Buffer.from('count,name\n4,Lightning Bolt\n'));
    expect(await dispatch(services, 'cards.import', { uploadId: csv.id })).toMatchObject({ ok: false });
    expect(readdirSync(services.paths.uploads)).toEqual([]);
  });

  it('removes the upload of a failed collection import', async () => {
    const upload = services.uploads.begin('collection.csv');
    services.uploads.append(upload.id, Buffer.from('this is not a collection file\n'));
    const started = await dispatch(services, 'collection.import', { uploadId: upload.id });
    expect(started).toMatchObject({ ok: true });
    expect((await services.jobs.wait((started as { ok: true; result: JobSnapshot }).result.id)).state).toBe('failed');
    expect(readdirSync(services.paths.uploads)).toEqual([]);
  });

  it('after each job removes orphaned .part files and uploads, but keeps an upload still held', async () => {
    const orphanPart = writeOld(join(services.paths.exports, 'crashed.pdf.part'));
    const orphanUpload = writeOld(join(services.paths.uploads, 'left-by-a-crash.json'));
    const held = services.uploads.begin('held.json');
    writeOld(held.path);

    expect((await runImportJob(readFileSync(fixture('scryfall-cards.json')))).state).toBe('done');
    expect(existsSync(orphanPart)).toBe(false);
    expect(existsSync(orphanUpload)).toBe(false);
    expect(existsSync(held.path)).toBe(true);
  });
});
