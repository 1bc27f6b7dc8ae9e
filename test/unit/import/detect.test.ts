import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { detectFile } from '../../../app/db/import/driver.ts';
import { ImportError } from '../../../app/db/import/types.ts';
import { fixture, tempFolder, writeGzip } from '../../support/import.ts';

const temp = tempFolder();
afterAll(() => temp.remove());

function file(name: string, content: string | Buffer): string {
  const path = join(temp.dir, name);
  writeFileSync(path, content);
  return path;
}

describe('format detection', () => {
  it('recognises each format from its content, whatever the file is called', () => {
    expect(detectFile(fixture('scryfall-cards.json')).variant).toBe('scryfall');
    expect(detectFile(fixture('mtgjson-all-printings.json'))).toEqual({ variant: 'mtgjson-allprintings', wrapped: true });
    expect(detectFile(fixture('mtgjson-atomic-cards.json'))).toEqual({ variant: 'mtgjson-atomic', wrapped: true });
    expect(detectFile(file('data', '{"Lightning Bolt": [{"name": "Lightning Bolt"}]}'))).toEqual({ variant: 'mtgjson-atomic', wrapped: false });
    expect(detectFile(fixture('cockatrice-v3.xml')).variant).toBe('cockatrice');
    expect(detectFile(writeGzip(fixture('cockatrice-v4.xml'), join(temp.dir, 'download.bin'))).variant).toBe('cockatrice');
  });

  it('accepts a matching --format and refuses one the content contradicts', () => {
    expect(detectFile(fixture('cockatrice-v4.xml'), { format: 'cockatrice' }).variant).toBe('cockatrice');
    expect(() => detectFile(fixture('cockatrice-v4.xml'), { format: 'scryfall' })).toThrow(
      '"cockatrice-v4.xml" was given as scryfall but looks like a Cockatrice cards.xml; leave out --format or choose cockatrice',
    );
  });

  it('names what a file that is no card data looks like', () => {
    const cases: [string, string | Buffer, RegExp][] = [
      ['bulk-data.json', '{"object":"list","has_more":false,"data":[{"object":"bulk_data","type":"oracle_cards"}]}', /Scryfall's bulk-data index, not a card file/],
      ['card.json', '{"object":"card","name":"Lightning Bolt"}', /a single Scryfall card/],
      ['numbers.json', '[1, 2, 3]', /JSON array, but its first record is not a Scryfall card object/],
      ['page.xml', '<?xml version="1.0"?><html><body/></html>', /XML file but not a Cockatrice card database \(its root element is <html>/],
      ['deck.csv', 'count,name\n4,Lightning Bolt\n', /CSV or text list/],
      ['cards.zip', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0]), /ZIP archive; unpack it/],
      ['config.json', '{"theme": "dark"}', /neither MTGJSON AtomicCards .* nor AllPrintings/],
      ['empty.json', '', /is empty/],
      ['blank.json', '   \n  ', /only white space/],
    ];
    for (const [name, content, message] of cases) {
      expect(() => detectFile(file(name, content)), name).toThrow(message);
      expect(() => detectFile(file(name, content)), name).toThrow(ImportError);
    }
    expect(() => detectFile(join(temp.dir, 'missing.json'))).toThrow(/Cannot read ".*missing.json": ENOENT/);
    expect(() => detectFile(temp.dir)).toThrow(/is not a file/);
  });
});
