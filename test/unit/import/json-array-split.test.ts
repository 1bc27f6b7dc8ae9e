// The byte scanner that cuts a JSON array into its elements' texts (issue 24): every way of
// cutting the text into chunks gives the same elements as JSON.parse of the whole, and faults of
// the array's own syntax are reported where they are.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ArraySyntaxError, JsonArraySplitter } from '../../../app/db/import/json-array-split.ts';
import { streamJson } from '../../../app/db/import/json-stream.ts';

/** Strings with escaped quotes, runs of backslashes, brackets and multi-byte characters. */
const TRICKY = `[
  {"name": "Æther \\"Vial\\"", "text": "a \\\\\\\\ b \\\\", "nested": [1, {"x": "]}"}, []], "e": "\\u00e9 \\\\\\""},
  "top level string with ] and } and \\" inside",
  -12.5e3, true, false, null,
  [],
  {},
  {"emoji": "🐟 Proxyfish — ünïcödé", "slashes": "\\\\"}
]
`;

function splitAll(text: string, chunkSize: number): unknown[] {
  const bytes = Buffer.from(text, 'utf8');
  const splitter = new JsonArraySplitter();
  const values: unknown[] = [];
  for (let start = 0; start < bytes.length; start += chunkSize) {
    for (const element of splitter.push(bytes.subarray(start, start + chunkSize))) values.push(JSON.parse(element.text));
  }
  splitter.end();
  return values;
}

describe('JsonArraySplitter', () => {
  it('gives the elements JSON.parse gives, however the bytes are cut into chunks', () => {
    const expected = JSON.parse(TRICKY) as unknown[];
    const length = Buffer.byteLength(TRICKY);
    for (let size = 1; size <= length; size += 1) expect(splitAll(TRICKY, size)).toEqual(expected);
  });

  it('reads an empty array', () => {
    expect(splitAll(' [ ] \n', 2)).toEqual([]);
  });

  it('names the record, line and byte where the array itself is broken', () => {
    const cases: [string, RegExp, number, number][] = [
      ['{"a": 1}', /Top-level object should be an array/, 1, 0],
      ['[{"a": 1}\n {"b": 2}]', /expected ','/, 2, 11],
      ['[{"a": 1},]', /unexpected token '\]'/, 2, 10],
      ['[{"a": 1}] x', /unexpected characters/, 2, 11],
    ];
    for (const [text, message, record, offset] of cases) {
      const splitter = new JsonArraySplitter();
      let error: unknown;
      try {
        splitter.push(Buffer.from(text));
        splitter.end();
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ArraySyntaxError);
      expect((error as ArraySyntaxError).message).toMatch(message);
      expect((error as ArraySyntaxError).at).toMatchObject({ record, offset });
    }
  });

  it('hands back the part of an element a truncated text cut short', () => {
    const splitter = new JsonArraySplitter();
    splitter.push(Buffer.from('[{"a": 1},\n{"b": "tru'));
    expect(() => splitter.end()).toThrow(expect.objectContaining({ partial: '{"b": "tru', at: { record: 2, line: 2, offset: 11 } }));
  });
});

describe('streamJson of an array', () => {
  async function read(text: string): Promise<unknown[]> {
    const values: unknown[] = [];
    for await (const { value } of streamJson(Readable.from([Buffer.from(text)]), { shape: 'array' })) values.push(value);
    return values;
  }

  it('says what is wrong inside a record, and which record it is', async () => {
    await expect(read('[{"a": 1},\n{"a": 1 "b": 2}]')).rejects.toThrow(/^Parser cannot parse input: expected ',' in record 2 \(line 2, byte 11 of the JSON text\)$/);
  });

  it('says a truncated file ends inside a record', async () => {
    await expect(read('[{"a": 1},\n{"a": "x')).rejects.toThrow(/^Parser .* in record 2 \(line 2, byte 11 of the JSON text\)$/);
  });
});
