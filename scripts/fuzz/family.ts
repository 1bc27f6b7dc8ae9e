// What every input family shares: the random source, the server, the ids seen in answers (so
// generated inputs can name decks, tables, uploads and jobs that exist and reach deeper code),
// and sending a file the way the UI does (uploads.begin, uploads.append, then the command).
import { readFileSync } from 'node:fs';
import type { Random } from './random.ts';
import type { Answer, Target } from './target.ts';

export interface FuzzContext {
  random: Random;
  target: Target;
  ids: IdPool;
}

/** One input family: `send` generates one bad input and sends it (with what it needs). */
export interface Family {
  name: string;
  send(context: FuzzContext): Promise<void>;
}

/** Ids the server has handed out: deck and card numbers, game ids ("g12"), upload and job uuids. */
export class IdPool {
  readonly numbers = new Set<number>();
  readonly games = new Set<string>();
  readonly uuids = new Set<string>();

  /** Collects the ids found anywhere in an answer. */
  learn(value: unknown, key = '', depth = 0): void {
    if (depth > 6 || value === null || value === undefined) return;
    if (Array.isArray(value)) {
      for (const item of value.slice(0, 50)) this.learn(item, key, depth + 1);
    } else if (typeof value === 'object') {
      for (const [childKey, child] of Object.entries(value)) this.learn(child, childKey, depth + 1);
    } else if (typeof value === 'number' && Number.isInteger(value) && /(^id$|Id$|_id$|^deck$|^card$|^entry)/.test(key) && this.numbers.size < 500) {
      this.numbers.add(value);
    } else if (typeof value === 'string') {
      if (/^g\d{1,9}$/.test(value) && this.games.size < 200) this.games.add(value);
      else if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value) && this.uuids.size < 200) this.uuids.add(value);
    }
  }

  pickNumber(random: Random): number | undefined {
    return this.numbers.size === 0 ? undefined : random.pick([...this.numbers]);
  }
}

/** Sends bytes as an upload; the upload's id, or undefined when the server refused it. */
export async function upload(context: FuzzContext, family: string, fileName: string, bytes: Uint8Array): Promise<string | undefined> {
  const begun = await context.target.api(family, 'uploads.begin', { name: fileName });
  const id = (begun.json as { result?: { id?: string } } | null)?.result?.id;
  if (!id) return undefined;
  const chunk = 3 * 1024 * 1024;
  for (let start = 0; start < Math.max(1, bytes.byteLength); start += chunk) {
    const part = Buffer.from(bytes.subarray(start, start + chunk)).toString('base64');
    if (part === '') break;
    const appended = await context.target.api(family, 'uploads.append', { id, base64: part });
    if (appended.status !== 200) return undefined;
  }
  return id;
}

/** An upload, then the command that reads it, then its job to the end. */
export async function sendFile(
  context: FuzzContext,
  family: string,
  fileName: string,
  bytes: Uint8Array,
  command: string,
  input: (uploadId: string) => Record<string, unknown>,
): Promise<Answer | undefined> {
  const id = await upload(context, family, fileName, bytes);
  if (!id) return undefined;
  const answer = await context.target.api(family, command, input(id), `${command} ${fileName}`);
  return context.target.finishJob(family, `${command} ${fileName}`, answer);
}

/** A well-formed file of the repository's test fixtures: the start from which bad ones are made. */
export function fixture(path: string): string {
  return readFileSync(new URL(`../../test/fixtures/${path}`, import.meta.url), 'utf8');
}

/** A parsed JSON fixture with one hostile value put at a random place (an object key or a value). */
export function poisonJson(value: unknown, random: Random, hostile: () => unknown): unknown {
  const copy = structuredClone(value);
  const holders: Record<string, unknown>[] = [];
  const walk = (node: unknown, depth: number) => {
    if (depth > 8 || node === null || typeof node !== 'object') return;
    holders.push(node as Record<string, unknown>);
    for (const child of Object.values(node)) walk(child, depth + 1);
  };
  walk(copy, 0);
  for (let i = random.int(1, 4); i > 0 && holders.length > 0; i--) {
    const holder = random.pick(holders);
    const keys = Object.keys(holder);
    const key = keys.length > 0 && random.chance(0.7) ? random.pick(keys) : random.pick(['constructor', '__proto__', 'toString', 'extra']);
    Object.defineProperty(holder, key, { value: hostile(), enumerable: true, writable: true, configurable: true });
  }
  return copy;
}
