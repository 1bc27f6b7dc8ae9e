// Tells which card data format a file holds, from its first bytes and its name, so the user
// need not say. Anything that is not a format we read gets an error naming what it looks like.
import { basename } from 'node:path';
import { ImportError, type ImportFormat, type ImportVariant } from './types.ts';

const FORMAT_OF_VARIANT: Record<ImportVariant, ImportFormat> = {
  scryfall: 'scryfall',
  'mtgjson-atomic': 'mtgjson',
  'mtgjson-allprintings': 'mtgjson',
  cockatrice: 'cockatrice',
};

export interface Detection {
  variant: ImportVariant;
  /** MTGJSON files wrap their data in {"meta": …, "data": …}; the bare data object also works. */
  wrapped: boolean;
}

/** Detects the format from `head` (the file's first decompressed bytes) and the file name. */
export function detectFormat(head: string, fileName: string, chosen?: ImportFormat): Detection {
  const detection = sniff(head.replace(/^\uFEFF/, '').trimStart(), basename(fileName));
  if (chosen && FORMAT_OF_VARIANT[detection.variant] !== chosen) {
    throw new ImportError(
      `"${basename(fileName)}" was given as ${chosen} but looks like ${describeVariant(detection.variant)}; ` +
        `leave out --format or choose ${FORMAT_OF_VARIANT[detection.variant]}`,
    );
  }
  return detection;
}

export function describeVariant(variant: ImportVariant): string {
  switch (variant) {
    case 'scryfall':
      return 'a Scryfall bulk file';
    case 'mtgjson-atomic':
      return 'MTGJSON AtomicCards';
    case 'mtgjson-allprintings':
      return 'MTGJSON AllPrintings';
    case 'cockatrice':
      return 'a Cockatrice cards.xml';
  }
}

function sniff(text: string, name: string): Detection {
  if (text.length === 0) throw new ImportError(`"${name}" holds only white space`);
  const first = text[0];
  if (first === '<') return sniffXml(text, name);
  if (first === '[') {
    if (/^\[\s*(\]|\{\s*"object"\s*:\s*"card"|\{[^]*?"object"\s*:\s*"card")/.test(text.slice(0, 8192))) {
      return { variant: 'scryfall', wrapped: false };
    }
    throw new ImportError(`"${name}" is a JSON array, but its first record is not a Scryfall card object ("object": "card")`);
  }
  if (first === '{') return sniffJsonObject(text, name);
  throw new ImportError(`"${name}" is not a card data file: ${describeOther(text)}`);
}

function sniffXml(text: string, name: string): Detection {
  const root = /<(?!\?|!)([\w:-]+)/.exec(text)?.[1];
  if (root === 'cockatrice_carddatabase') return { variant: 'cockatrice', wrapped: false };
  throw new ImportError(
    `"${name}" is an XML file but not a Cockatrice card database (its root element is <${root ?? '?'}>, expected <cockatrice_carddatabase>)`,
  );
}

function sniffJsonObject(text: string, name: string): Detection {
  if (/^\{\s*"object"\s*:\s*"list"/.test(text) && /"object"\s*:\s*"bulk_data"/.test(text)) {
    throw new ImportError(
      `"${name}" is Scryfall's bulk-data index, not a card file: run "proxyfish update", or download one of the files it lists`,
    );
  }
  if (/^\{\s*"object"\s*:\s*"card"/.test(text)) {
    throw new ImportError(`"${name}" is a single Scryfall card; import a bulk file (a JSON array of card objects)`);
  }
  const wrapped = /^\{\s*"(meta|data)"\s*:/.test(text);
  let data = text;
  if (wrapped) {
    const at = text.search(/"data"\s*:\s*\{/);
    if (at < 0) {
      if (/^\{\s*"meta"/.test(text)) {
        // The meta block is small; "data" must follow within the head we read.
        throw new ImportError(`"${name}" looks like an MTGJSON file but has no "data" object near its start`);
      }
      throw new ImportError(`"${name}" has a "data" key that is not an object; not an MTGJSON card file`);
    }
    data = text.slice(text.indexOf('{', at));
  }
  // AtomicCards: name → array of faces. AllPrintings: set code → set object with "cards".
  if (/^\{\s*"(?:[^"\\]|\\.)*"\s*:\s*\[/.test(data)) return { variant: 'mtgjson-atomic', wrapped };
  if (/^\{\s*"(?:[^"\\]|\\.)*"\s*:\s*\{/.test(data) && /"(baseSetSize|cards|releaseDate)"\s*:/.test(data)) {
    return { variant: 'mtgjson-allprintings', wrapped };
  }
  if (/^\{\s*\}/.test(data)) return { variant: /allprintings/i.test(name) ? 'mtgjson-allprintings' : 'mtgjson-atomic', wrapped };
  throw new ImportError(
    `"${name}" is a JSON object but neither MTGJSON AtomicCards (name → faces) nor AllPrintings (set code → set with "cards")`,
  );
}

function describeOther(text: string): string {
  if (text.startsWith('PK\u0003\u0004')) return 'it is a ZIP archive; unpack it and import the .json or .xml inside';
  if (/^.7zXZ/.test(text) || text.startsWith('BZh')) return 'it is compressed with xz or bzip2; only gzip (.gz) is read, unpack it first';
  if (text.startsWith('%PDF')) return 'it is a PDF document';
  const line = text.split(/\r?\n/, 1)[0] ?? '';
  if (line.includes(',') || line.includes('\t')) return 'it looks like a CSV or text list (a collection or deck list?), not card data';
  return 'expected JSON (Scryfall, MTGJSON) or XML (Cockatrice)';
}
