// Small helpers shared by the two XML deck formats: validating with fast-xml-parser so a
// broken file gets an error with its line, escaping what we write, and finding the source
// line of each element (fast-xml-parser does not report element positions).

import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { FormatError } from './format-problem.ts';

export function parseXmlDocument(text: string, formatLabel: string): Record<string, unknown> {
  const validation = XMLValidator.validate(text);
  if (validation !== true) {
    const { msg, line } = validation.err;
    throw new FormatError(`not a valid ${formatLabel} file: ${msg}`, line);
  }
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseAttributeValue: false,
    parseTagValue: false,
    trimValues: true,
    isArray: (name) => name === 'Cards' || name === 'zone' || name === 'card',
  });
  try {
    return parser.parse(text) as Record<string, unknown>;
  } catch (error) {
    // What the validator lets through and the parser still refuses (an external entity, an
    // entity that expands too far) is the file's fault like any other XML error.
    throw new FormatError(`not a valid ${formatLabel} file: ${(error as Error).message}`);
  }
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export const escapeXml = (value: string): string => value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

/** 1-based lines of each opening `<tag` in document order (comments skipped). */
export function tagLines(text: string, tag: string): number[] {
  const withoutComments = text.replace(/<!--[\s\S]*?-->/g, (comment) => comment.replace(/[^\n]/g, ' '));
  const lines: number[] = [];
  const pattern = new RegExp(`<${tag}[\\s/>]`, 'g');
  let line = 1;
  let position = 0;
  for (let match = pattern.exec(withoutComments); match; match = pattern.exec(withoutComments)) {
    for (; position < match.index; position++) if (withoutComments.charCodeAt(position) === 10) line++;
    lines.push(line);
  }
  return lines;
}

export const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

export const textOf = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  const record = asRecord(value);
  if (record && typeof record['#text'] === 'string') return record['#text'];
  return undefined;
};
