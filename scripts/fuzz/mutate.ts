// Damage done to a well-formed file, the way files get damaged in the wild: cut short, bytes
// flipped, a line repeated, a byte order mark or a NUL, line ends mixed, one value swapped for
// a hostile string, or the whole thing replaced with binary. Every file family starts from a
// valid file of its format and applies one or more of these.
import { HOSTILE_STRINGS, PROTOTYPE_KEYS, type Random } from './random.ts';

type TextMutation = (text: string, random: Random) => string;

const TEXT_MUTATIONS: readonly TextMutation[] = [
  // cut short anywhere
  (text, random) => text.slice(0, random.int(0, text.length)),
  // a stretch repeated
  (text, random) => {
    const start = random.int(0, text.length);
    const piece = text.slice(start, start + random.int(1, 200));
    return text.slice(0, start) + piece.repeat(random.int(2, 50)) + text.slice(start);
  },
  // a hostile string inserted
  (text, random) => {
    const at = random.int(0, text.length);
    return text.slice(0, at) + random.pick(HOSTILE_STRINGS) + text.slice(at);
  },
  // a quoted or delimited value replaced
  (text, random) => text.replace(/"[^"\n]{0,40}"/, () => JSON.stringify(random.pick([...HOSTILE_STRINGS, ...PROTOTYPE_KEYS]))),
  // a number made absurd
  (text, random) => text.replace(/\b\d+\b/, () => random.pick(['-1', '0', '99999999999999999999', '1e309', '4.5', 'NaN', 'four'])),
  // line ends: lone CRs, CRLF, none
  (text, random) => text.replace(/\n/g, () => random.pick(['\r', '\r\n', '\n', '\n\n', ''])),
  // byte order marks and NULs
  (text, random) => random.pick(['\uFEFF', '\u0000', '\uFEFF\uFEFF', '']) + text + random.pick(['', '\u0000', '\uFFFF']),
  // characters deleted
  (text, random) => {
    const at = random.int(0, text.length);
    return text.slice(0, at) + text.slice(at + random.int(1, 20));
  },
  // brackets and quotes thrown in
  (text, random) => {
    const at = random.int(0, text.length);
    return text.slice(0, at) + random.pick(['"', "'", '<', '>', '{', '}', '[', ']', ',', ';', '\\', '&', '</', '<!--', ']]>']) + text.slice(at);
  },
];

/** The text with one to three random mutations applied. */
export function mutateText(text: string, random: Random): string {
  let out = text;
  for (let i = random.int(1, 3); i > 0; i--) out = random.pick(TEXT_MUTATIONS)(out, random);
  return out;
}

/** Bytes as a file might arrive: mutated text, with a few raw bytes flipped now and then, or pure noise. */
export function mutateFile(text: string, random: Random): Uint8Array {
  if (random.chance(0.05)) return random.bytes(random.int(0, 4096));
  const bytes = new Uint8Array(Buffer.from(mutateText(text, random), 'utf8'));
  if (random.chance(0.15)) for (let i = random.int(1, 8); i > 0 && bytes.length > 0; i--) bytes[random.int(0, bytes.length - 1)] = random.int(0, 255);
  return bytes;
}
