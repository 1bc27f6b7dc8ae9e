// A streaming splitter for large XML files: it scans the markup (tags, comments, CDATA,
// processing instructions), keeps the element stack so mismatched or unclosed tags are errors
// with a line number, and hands out the raw text of each element found at one of the wanted
// paths ("cockatrice_carddatabase/cards/card"). Each such snippet is small and is parsed on its
// own (fast-xml-parser), so memory holds one element at a time, never the file.
import { StringDecoder } from 'node:string_decoder';
import { ImportError } from './types.ts';

export type XmlPiece =
  | { kind: 'root'; name: string; attributes: Record<string, string> }
  | { kind: 'element'; path: string; xml: string; line: number };

const NAME = /^[A-Za-z_:][\w.:-]*/;
/**
 * Card files nest a handful of levels (database, cards, card, field). Far deeper nesting is no
 * card data, and refusing it keeps the element stack, and the work per tag, small.
 */
export const MAX_XML_DEPTH = 256;
/**
 * One tag, comment or CDATA section longer than this is refused: an unfinished one is searched
 * again as each chunk arrives, and the cap keeps that search from growing with the file.
 */
export const MAX_MARKUP_CHARS = 1024 * 1024;

export async function* splitXmlElements(input: NodeJS.ReadableStream, wantedPaths: readonly string[]): AsyncGenerator<XmlPiece> {
  const wanted = new Set(wantedPaths);
  // A tag's path is built only at depths where a wanted path can be: the work per tag stays
  // constant however deep the file nests (building it everywhere made deep files quadratic).
  const wantedDepths = new Set(wantedPaths.map((path) => path.split('/').length));
  const decoder = new StringDecoder('utf8');
  const stack: string[] = [];
  let buffer = '';
  let position = 0;
  let line = 1;
  /** Where the element being captured starts in `buffer`, with its line, or -1. */
  let captureStart = -1;
  let captureLine = 0;
  let captureDepth = 0;
  let sawRoot = false;
  let ended = false;

  const advanceTo = (target: number) => {
    for (let at = buffer.indexOf('\n', position); at >= 0 && at < target; at = buffer.indexOf('\n', at + 1)) line += 1;
    position = target;
  };
  const fail = (message: string): never => {
    throw new ImportError(`the XML is not well-formed at line ${line}: ${message}`);
  };
  /** Refuses unfinished markup that is already longer than any card file has. */
  const tooLong = (open: number): void => {
    if (buffer.length - open > MAX_MARKUP_CHARS) {
      throw new ImportError(`the XML has a tag, comment or CDATA section longer than ${MAX_MARKUP_CHARS} characters at line ${line}: this is no card file`);
    }
  };

  function* scan(final: boolean): Generator<XmlPiece> {
    for (;;) {
      const open = buffer.indexOf('<', position);
      if (open < 0) {
        advanceTo(buffer.length);
        return;
      }
      advanceTo(open);
      const rest = buffer.startsWith('<!--', open) ? '-->' : buffer.startsWith('<![CDATA[', open) ? ']]>' : buffer.startsWith('<?', open) ? '?>' : null;
      if (rest) {
        const close = buffer.indexOf(rest, open + 2);
        if (close < 0) {
          if (final) fail('a comment, CDATA section or declaration is not closed');
          return tooLong(open);
        }
        advanceTo(close + rest.length);
        continue;
      }
      const close = tagEnd(buffer, open);
      if (close < 0) {
        if (final) fail('a tag is not closed');
        return tooLong(open);
      }
      const tag = buffer.slice(open + 1, close);
      if (tag.startsWith('!')) {
        advanceTo(close + 1); // <!DOCTYPE …>
        continue;
      }
      if (ended) fail(`content after the end of the root element`);
      if (tag.startsWith('/')) {
        const name = tag.slice(1).trim();
        const expected = stack.pop();
        if (expected !== name) fail(expected ? `</${name}> closes <${expected}>` : `</${name}> without an opening tag`);
        advanceTo(close + 1);
        if (captureStart >= 0 && stack.length === captureDepth) {
          yield { kind: 'element', path: [...stack, name].join('/'), xml: buffer.slice(captureStart, position), line: captureLine };
          captureStart = -1;
        }
        if (stack.length === 0) ended = true;
        continue;
      }
      const name = NAME.exec(tag)?.[0];
      if (!name) fail(`"<${tag.slice(0, 20)}" is not a tag`);
      const selfClosing = tag.endsWith('/');
      if (!sawRoot) {
        sawRoot = true;
        yield { kind: 'root', name: name!, attributes: attributesOf(tag.slice(name!.length, selfClosing ? -1 : undefined)) };
      }
      const startLine = line;
      advanceTo(close + 1);
      if (captureStart < 0 && wantedDepths.has(stack.length + 1) && wanted.has([...stack, name].join('/'))) {
        const path = [...stack, name].join('/');
        if (selfClosing) {
          yield { kind: 'element', path, xml: buffer.slice(open, position), line: startLine };
          continue;
        }
        captureStart = open;
        captureLine = startLine;
        captureDepth = stack.length;
      }
      if (!selfClosing) {
        if (stack.length >= MAX_XML_DEPTH) {
          throw new ImportError(`the XML nests elements deeper than ${MAX_XML_DEPTH} levels at line ${line} (<${name}>): card files nest only a few`);
        }
        stack.push(name!);
      } else if (stack.length === 0) ended = true;
    }
  }

  for await (const chunk of input) {
    buffer += typeof chunk === 'string' ? chunk : decoder.write(chunk as Buffer);
    yield* scan(false);
    // Keep only what is still needed: the element being captured, or the unfinished markup.
    const keepFrom = captureStart >= 0 ? captureStart : position;
    if (keepFrom > 0) {
      buffer = buffer.slice(keepFrom);
      position -= keepFrom;
      if (captureStart >= 0) captureStart = 0;
    }
  }
  buffer += decoder.end();
  yield* scan(true);
  if (!sawRoot) throw new ImportError('the XML has no root element');
  if (stack.length > 0) {
    throw new ImportError(`the file ends inside <${stack.at(-1)}> (line ${line}): it is truncated`);
  }
}

/** The index of the ">" that ends the tag starting at `open`, skipping quoted values; -1 if not yet read. */
function tagEnd(text: string, open: number): number {
  let quote = '';
  for (let at = open + 1; at < text.length; at += 1) {
    const char = text[at];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '>') {
      return at;
    }
  }
  return -1;
}

function attributesOf(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of text.matchAll(/([\w:.-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    attributes[match[1]!] = match[3] ?? match[4] ?? '';
  }
  return attributes;
}
