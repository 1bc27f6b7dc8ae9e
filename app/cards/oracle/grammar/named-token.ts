// "create a colorless artifact token named Gold" (Curse of Opulence): a noncreature artifact token
// with only a name (CR 111.4); the sentence after it gives it its ability ('It has "Sacrifice this
// artifact: Add one mana of any color."', token-abilities.ts).
import type { TokenSpec } from '../abilities.ts';
import type { Cursor } from './cursor.ts';

/** After "create a colorless": "artifact token named <Name>" as the token, or undefined (the cursor unmoved). */
export function namedArtifactToken(c: Cursor): TokenSpec | undefined {
  return c.attempt(() => {
    if (!c.accept('artifact token named')) return undefined;
    const name = c.peekRaw();
    if (!name || !/^[A-Z][a-z]+$/.test(name)) return undefined;
    c.next();
    return { name, power: 0, toughness: 0, colors: [], subtypes: [], types: ['Artifact'], keywords: [], text: '' };
  });
}
