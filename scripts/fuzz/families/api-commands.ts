// Every api command, in turn, with inputs generated from its own input schema (zod → JSON
// Schema): most have the right shape with hostile values in it (prototype keys, paths, huge and
// empty strings, edge numbers, ids that exist and ids that do not), so they pass validation and
// reach the core; some have one part of the shape broken; some are any JSON at all.
import { z } from 'zod';
import { commands } from '../../../app/api/registry.ts';
import type { Family, FuzzContext } from '../family.ts';
import { HOSTILE_NUMBERS, HOSTILE_STRINGS, PROTOTYPE_KEYS, randomJson, randomString, type Random } from '../random.ts';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  contentEncoding?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
};

const NAMES = Object.keys(commands).sort();
const SCHEMAS = new Map<string, JsonSchema>(
  NAMES.map((name) => [name, z.toJSONSchema((commands as Record<string, { input: z.ZodType }>)[name]!.input, { io: 'input', unrepresentable: 'any' }) as JsonSchema]),
);

export const API_COMMAND_COUNT = NAMES.length;

/** Generates a value of the schema's shape whose leaves are hostile but mostly within bounds. */
class Generator {
  constructor(
    private readonly random: Random,
    private readonly context: FuzzContext,
    private readonly root: JsonSchema,
  ) {}

  value(schema: JsonSchema, key: string, depth: number): unknown {
    const { random } = this;
    if (depth > 8) return null;
    if (schema.$ref) {
      const name = schema.$ref.replace(/^#\/\$defs\//, '');
      return this.value(this.root.$defs?.[name] ?? {}, key, depth + 1);
    }
    if (schema.const !== undefined) return random.chance(0.95) ? schema.const : randomJson(random, 1);
    if (schema.enum) return random.chance(0.9) ? random.pick(schema.enum) : random.pick([...PROTOTYPE_KEYS, '', 'unknown']);
    const choices = schema.anyOf ?? schema.oneOf;
    if (choices) return this.value(random.pick(choices), key, depth + 1);
    if (schema.allOf?.length) return this.value(schema.allOf[0]!, key, depth + 1);
    const type = Array.isArray(schema.type) ? random.pick(schema.type) : schema.type;
    switch (type) {
      case 'object':
        return this.object(schema, depth);
      case 'array':
        return this.array(schema, key, depth);
      case 'string':
        return this.string(schema, key);
      case 'integer':
      case 'number':
        return this.number(schema, type === 'integer', key);
      case 'boolean':
        return random.chance(0.5);
      case 'null':
        return null;
      default:
        return randomJson(random, 2);
    }
  }

  private object(schema: JsonSchema, depth: number): Record<string, unknown> {
    const { random } = this;
    const out: Record<string, unknown> = {};
    const required = new Set(schema.required ?? []);
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (required.has(name) || random.chance(0.6)) out[name] = this.value(property, name, depth + 1);
    }
    return out;
  }

  private array(schema: JsonSchema, key: string, depth: number): unknown[] {
    const { random } = this;
    const min = schema.minItems ?? 0;
    const max = Math.min(schema.maxItems ?? 50, 2000);
    const length = random.chance(0.03) ? max : random.int(min, Math.min(max, min + 5));
    if (schema.prefixItems) return schema.prefixItems.map((item) => this.value(item, key, depth + 1));
    return Array.from({ length }, () => this.value(schema.items ?? {}, key, depth + 1));
  }

  private string(schema: JsonSchema, key: string): string {
    const { random } = this;
    const ids = this.context.ids;
    if (schema.format === 'uuid' || /^(id|uploadId)$/.test(key)) {
      if (ids.uuids.size > 0 && random.chance(0.6)) return random.pick([...ids.uuids]);
      return random.chance(0.8) ? random.uuid() : randomString(random);
    }
    if (schema.pattern === '^g\\d{1,9}$') {
      if (ids.games.size > 0 && random.chance(0.7)) return random.pick([...ids.games]);
      return random.pick(['g0', 'g1', 'g999999999', `g${random.int(0, 50)}`]);
    }
    if (schema.format === 'base64' || schema.contentEncoding === 'base64') {
      return Buffer.from(random.bytes(random.int(0, 64))).toString('base64');
    }
    const max = schema.maxLength ?? 10_000;
    if (random.chance(0.02)) return 'x'.repeat(Math.min(max, 200_000));
    // A pasted list of many names that match no card: each is looked up and suggested for.
    if (/decklist|^text$/.test(key) && random.chance(0.05)) {
      const lines = Array.from({ length: random.int(100, 2000) }, (_, i) => `${random.int(1, 4)} Unknown Fuzz Card ${i}`).join('\n');
      return lines.slice(0, max);
    }
    let text = randomString(random, Math.min(max, 60));
    if (schema.minLength && text.length < schema.minLength && random.chance(0.8)) text = text.padEnd(schema.minLength, 'a');
    return random.chance(0.9) ? text.slice(0, max) : text;
  }

  private number(schema: JsonSchema, integer: boolean, key: string): number {
    const { random } = this;
    const known = this.context.ids.pickNumber(random);
    if (known !== undefined && /id|deck|card|entry|index/i.test(key) && random.chance(0.6)) return known;
    const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 1e-9) : -1e6);
    const max = Math.min(schema.maximum ?? 1e6, 1e15);
    const pick = random.int(0, 9);
    if (pick < 5) return integer ? random.int(Math.max(min, -1e6), Math.min(max, 1e6)) : min + random.next() * (Math.min(max, 1e6) - min);
    if (pick < 7) return random.pick([min, max, Math.max(min, 0)]);
    return random.pick(HOSTILE_NUMBERS);
  }
}

/** Breaks one part of a well-shaped input: a key removed, a key added, a value of the wrong kind. */
function breakOne(value: unknown, random: Random): unknown {
  if (value === null || typeof value !== 'object') return randomJson(random, 2);
  const object = value as Record<string, unknown>;
  const keys = Object.keys(object);
  const move = random.int(0, 3);
  if (move === 0 && keys.length > 0) delete object[random.pick(keys)];
  else if (move === 1) Object.defineProperty(object, random.pick([...PROTOTYPE_KEYS, 'extra']), { value: randomJson(random, 1), enumerable: true, writable: true, configurable: true });
  else if (keys.length > 0) {
    const key = random.pick(keys);
    object[key] = move === 2 ? breakOne(object[key], random) : random.pick([null, '', 0, -1, [], {}, random.pick(HOSTILE_STRINGS)]);
  }
  return object;
}

/** Which command is next: each in turn, so every one gets its share. */
let turn = 0;

export const apiCommands: Family = {
  name: 'api-commands',
  async send(context) {
    const { random, target, ids } = context;
    const name = NAMES[turn++ % NAMES.length]!;
    const schema = SCHEMAS.get(name)!;
    const generator = new Generator(random, context, schema);
    const kind = random.next();
    const input = kind < 0.7 ? generator.value(schema, '', 0) : kind < 0.88 ? breakOne(generator.value(schema, '', 0), random) : randomJson(random, 3);
    const answer = await target.api('api-commands', name, input);
    ids.learn(answer.json);
    await target.finishJob('api-commands', name, answer);
  },
};
