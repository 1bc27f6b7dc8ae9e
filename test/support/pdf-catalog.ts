// Reads the document catalog's ViewerPreferences dictionary straight from a PDF's bytes (poppler
// has no command that prints it). pdfkit writes every dictionary as plain text, not in object
// streams, so following the catalog's reference is enough.
import { readFileSync } from 'node:fs';

/** The entries of /ViewerPreferences as name → value text ("/None", "true"); {} when absent. */
export function viewerPreferences(file: string): Record<string, string> {
  const pdf = readFileSync(file).toString('latin1');
  const catalog = /\/Type \/Catalog[\s\S]*?>>/.exec(pdf)?.[0];
  if (!catalog) throw new Error(`${file}: no document catalog`);
  const reference = /\/ViewerPreferences (\d+) 0 R/.exec(catalog);
  if (!reference) return {};
  const object = new RegExp(`(?:^|\\n)${reference[1]} 0 obj\\s*<<([\\s\\S]*?)>>`).exec(pdf);
  if (!object) throw new Error(`${file}: ViewerPreferences object ${reference[1]} not found`);
  const entries: Record<string, string> = {};
  for (const match of object[1]!.matchAll(/\/(\w+)\s+(\/\w+|true|false|-?\d+)/g)) entries[match[1]!] = match[2]!;
  return entries;
}
