// Turns the bytes of an imported file into text. Exports from the tools we read are UTF-8,
// some with a byte order mark; spreadsheets re-saved on Windows are often Windows-1252
// ("ANSI") instead, and Deckbox's own forum reports ANSI files. Decision: valid UTF-8 is
// decoded as UTF-8; anything else is decoded as Windows-1252 (every byte sequence is valid
// there, and accented card names like "Lim-Dûl" come out right) and a warning names the first
// line that was not UTF-8, so the user can check the names. UTF-16 files with a BOM (Excel's
// "Unicode text") are decoded too.

import { problemAt } from './format-problem.ts';
import type { FormatProblem } from './format-problem.ts';

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
  problems: FormatProblem[];
}

// Windows-1252 differs from Latin-1 only in 0x80–0x9F; Node's TextDecoder treats the
// "windows-1252" label as Latin-1 without ICU data, so the 32 characters are mapped here.
const CP1252_HIGH: readonly string[] = [
  '€', '\u0081', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\u008d', 'Ž', '\u008f',
  '\u0090', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\u009d', 'ž', 'Ÿ',
];

function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  const chunk = 0x4000;
  for (let start = 0; start < bytes.length; start += chunk) {
    const end = Math.min(bytes.length, start + chunk);
    let piece = '';
    for (let i = start; i < end; i++) {
      const byte = bytes[i]!;
      piece += byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80]! : String.fromCharCode(byte);
    }
    parts.push(piece);
  }
  return parts.join('');
}

/** The 1-based line of the first byte that is not part of a valid UTF-8 sequence. */
function firstInvalidUtf8Line(bytes: Uint8Array): number {
  let line = 1;
  let i = 0;
  while (i < bytes.length) {
    const byte = bytes[i]!;
    if (byte === 0x0a) line++;
    let length: number;
    if (byte < 0x80) length = 1;
    else if (byte >= 0xc2 && byte <= 0xdf) length = 2;
    else if (byte >= 0xe0 && byte <= 0xef) length = 3;
    else if (byte >= 0xf0 && byte <= 0xf4) length = 4;
    else return line;
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k];
      if (next === undefined || (next & 0xc0) !== 0x80) return line;
    }
    i += length;
  }
  return line;
}

const hasPrefix = (bytes: Uint8Array, prefix: number[]): boolean => prefix.every((byte, i) => bytes[i] === byte);

/** Decodes a file's bytes (or passes a string through), dropping a leading byte order mark. */
export function decodeText(input: string | Uint8Array): DecodedText {
  if (typeof input === 'string') {
    return { text: input.charCodeAt(0) === 0xfeff ? input.slice(1) : input, encoding: 'utf-8', problems: [] };
  }
  if (hasPrefix(input, [0xef, 0xbb, 0xbf])) return decodeUtf8OrFallback(input.subarray(3));
  if (hasPrefix(input, [0xff, 0xfe])) {
    return { text: new TextDecoder('utf-16le').decode(input.subarray(2)), encoding: 'utf-16le', problems: [] };
  }
  if (hasPrefix(input, [0xfe, 0xff])) {
    return { text: new TextDecoder('utf-16be').decode(input.subarray(2)), encoding: 'utf-16be', problems: [] };
  }
  return decodeUtf8OrFallback(input);
}

function decodeUtf8OrFallback(bytes: Uint8Array): DecodedText {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8', problems: [] };
  } catch {
    const line = firstInvalidUtf8Line(bytes);
    const message =
      'the file is not valid UTF-8 (first bad byte on this line); it was read as Windows-1252 (Latin-1), ' +
      'so check that accented names came out right, or save the file as UTF-8 and import it again';
    return { text: decodeWindows1252(bytes), encoding: 'windows-1252', problems: [problemAt('warning', line, message)] };
  }
}

// Control characters that no text export contains (tab, line feed, form feed and carriage
// return are text; NUL and the rest are the marks of an image, an archive or a database).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/g;
const SAMPLE = 8192;

/**
 * Whether decoded "text" is really binary data (a picture, a zip, a database picked by
 * mistake): it holds a NUL, or more than 1 % control characters in its first 8 KB. Reading such
 * a file line by line would only echo its bytes back in the error messages.
 */
export function looksBinary(text: string): boolean {
  const sample = text.slice(0, SAMPLE);
  if (sample.includes('\u0000')) return true;
  const controls = sample.match(CONTROL)?.length ?? 0;
  return controls > sample.length / 100;
}
