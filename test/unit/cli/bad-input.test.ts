// The command line on bad files: every input error exits 2 with one clean line naming the file
// and what is wrong; files that are fine except for a byte order mark or a lone CR are read.
// Runs the CLI in-process (main()), as the search CLI tests do.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCustomSet } from '../../../app/cards/custom/custom-set-json.ts';
import { runCliInProcess } from '../../support/cli.ts';

let work: string;
let home: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'proxyfish-cli-bad-input-'));
  home = join(work, 'home');
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const cli = (...args: string[]) => runCliInProcess(home, args);

function file(name: string, content: string | Uint8Array): string {
  const path = join(work, name);
  writeFileSync(path, content);
  return path;
}

/** Bytes that look like a PNG: a signature, NULs and every other byte value. */
function binaryBytes(): Uint8Array {
  const bytes = new Uint8Array(4096);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  for (let i = 8; i < bytes.length; i++) bytes[i] = (i * 37 + 11) % 256;
  return bytes;
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

describe('proxyfish on bad decklists', () => {
  it('XML the parser refuses (an external entity) exits 2 like any other bad XML, in deck import and simulate', async () => {
    const dek = file('entity.dek', '<!DOCTYPE x [<!ENTITY a SYSTEM "file:///etc/passwd">]><Deck><Cards CatID="1" Quantity="4" Sideboard="false" Name="&a;"/></Deck>');
    const imported = await cli('deck', 'import', dek);
    expect(imported.code).toBe(2);
    expect(imported.err).toMatch(/^proxyfish: .*entity\.dek: not a valid MTGO \.dek file: /);
    const simulated = await cli('simulate', dek, '--games', '10');
    expect(simulated.code).toBe(2);
    expect(simulated.err).toContain('not a valid MTGO .dek file');
  }, 60_000);

  it('a .cod whose zone is named "__proto__" is read (the zone skipped with a note), not a crash', async () => {
    const cod = file('proto.cod', '<?xml version="1.0"?><cockatrice_deck><zone name="__proto__"><card number="1" name="Opt"/></zone><zone name="main"><card number="4" name="Island"/></zone></cockatrice_deck>');
    const { code, out } = await cli('deck', 'import', cod, '--json');
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ deck: { main: 4 }, problems: [expect.objectContaining({ message: expect.stringContaining('zone "__proto__" skipped') })] });
  }, 60_000);

  it('a binary file given as a decklist or a collection CSV exits 2 with a clean message, not its bytes', async () => {
    const picture = file('picture.txt', binaryBytes());
    const deck = await cli('deck', 'import', picture);
    expect(deck.code).toBe(2);
    expect(deck.err).toBe(`proxyfish: ${picture}: this is not a decklist: the file holds binary data, not text (MTG Arena or plain text, an MTGO .dek or a Cockatrice .cod)`);
    const csv = await cli('collection', 'import', file('picture.csv', binaryBytes()));
    expect(csv.code).toBe(2);
    expect(csv.err).toContain('this is not a CSV file: it holds binary data');
    expect(deck.err + csv.err).not.toMatch(CONTROL);
  }, 60_000);
});

describe('proxyfish on files with a byte order mark or a lone CR', () => {
  it('a scenario file saved with a UTF-8 byte order mark runs', async () => {
    const scenario = file('bom.json', `\uFEFF${JSON.stringify({ you: { hand: ['Island'] } })}`);
    const { code, out, err } = await cli('scenario', scenario);
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ ok: true });
  }, 60_000);

  it('a custom-card file with a byte order mark is read', () => {
    const set = parseCustomSet(`\uFEFF${JSON.stringify({ format: 'proxyfish-custom-cards', version: 1, cards: [] })}`);
    expect(set.cards).toEqual([]);
  });

  it('a collection CSV with one lone-CR line imports every row', async () => {
    const header = 'Count,Tradelist Count,Name,Edition,Card Number,Condition,Language,Foil,Signed,Artist Proof,Altered Art,Misprint,Promo,Textless,My Price';
    const csv = file('mixed.csv', `${header}\r\n1,0,Island,,,,,,,,,,,,\r2,0,Swamp,,,,,,,,,,,,\r\n3,0,Forest,,,,,,,,,,,,\r\n`);
    const { code, out } = await cli('collection', 'import', csv, '--json');
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ rows: 3, cards: 6, skipped: [], warnings: [] });
  }, 60_000);
});
