// What an error may tell the user: its message, with every path inside the data folder cut to
// the file's own name. The UI and any caller of the api learn what went wrong with their input
// ("empty.json is empty"), never where the machine keeps its files.
import { realpathSync } from 'node:fs';
import { basename } from 'node:path';

/** Upload files are kept as "<uuid>-<name>"; the user knows them by <name>. */
const UPLOAD_PREFIX = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-/i;
const TRAILING_PUNCTUATION = /[.,:;)\]]+$/;

export function publicMessage(error: unknown, home: string): string {
  return withoutDataFolderPaths(error instanceof Error ? error.message : String(error), home);
}

export function withoutDataFolderPaths(message: string, home: string): string {
  let result = message;
  for (const root of dataFolderSpellings(home)) {
    const pattern = new RegExp(`${escapeRegExp(root)}(?:[\\\\/][^\\s'"\`]*)?`, 'g');
    result = result.replace(pattern, (match) => {
      const tail = match.slice(root.length);
      const punctuation = TRAILING_PUNCTUATION.exec(tail)?.[0] ?? '';
      const inside = tail.slice(0, tail.length - punctuation.length).replace(/^[\\/]+|[\\/]+$/g, '');
      const name = inside === '' ? 'the data folder' : basename(inside).replace(UPLOAD_PREFIX, '');
      return name + punctuation;
    });
  }
  return result;
}

/** The folder as given and as the system resolves it (a link such as macOS's /var → /private/var). */
function dataFolderSpellings(home: string): string[] {
  const spellings = new Set([home]);
  try {
    spellings.add(realpathSync(home));
  } catch {
    // A folder that cannot be resolved is only spelled one way.
  }
  return [...spellings].filter((root) => root.length > 1).sort((a, b) => b.length - a.length);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
