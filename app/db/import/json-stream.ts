// Streams the elements of a top-level JSON array, or the entries of a top-level object (or of
// its "data" object, as MTGJSON wraps its files), one assembled value at a time, so memory
// holds one element, never the whole file. A syntax error or a truncated file rejects the loop.
import { pipeline, type Duplex } from 'node:stream';
import { pick } from 'stream-json/filters/pick.js';
import { parser } from 'stream-json/parser.js';
import { streamArray } from 'stream-json/streamers/stream-array.js';
import { streamObject } from 'stream-json/streamers/stream-object.js';

export interface JsonStreamOptions {
  shape: 'array' | 'object';
  /** Stream the entries of the top-level object's "data" value instead. */
  data?: boolean;
  signal?: AbortSignal;
}

export async function* streamJson(
  input: NodeJS.ReadableStream,
  options: JsonStreamOptions,
): AsyncGenerator<{ key: string | number; value: unknown }> {
  // Packed values only: the streamers read packed tokens, and skipping the per-chunk string
  // tokens roughly halves the parser's work.
  const stages: Duplex[] = [parser.asStream({ streamValues: false })];
  if (options.data) stages.push(pick.asStream({ filter: 'data' }));
  stages.push(options.shape === 'array' ? streamArray.asStream() : streamObject.asStream());
  const last = stages.at(-1)!;
  let failure: Error | undefined;
  pipeline([input, ...stages] as unknown as [NodeJS.ReadableStream, Duplex], (error) => {
    failure ??= error ?? undefined;
  });
  for await (const element of last as AsyncIterable<{ key: string | number; value: unknown }>) {
    yield element;
    if (options.signal?.aborted) return;
  }
  if (failure && !options.signal?.aborted) throw failure;
}
