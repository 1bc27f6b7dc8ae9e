// Type-line words in English, German and Spanish, mapped to their English (canonical) names.
// The engine compares types only in English, so a German "Sumpf" and a Spanish "Pantano" both
// become "Swamp" and a German card swampcycles exactly like its English twin. Unknown words
// (most creature types) are kept as written, so they still match cards printed the same way.

export const SUPERTYPES = ['Basic', 'Legendary', 'Snow', 'World', 'Ongoing'] as const;
export const CARD_TYPES = [
  'Artifact', 'Battle', 'Creature', 'Enchantment', 'Instant', 'Kindred', 'Land', 'Planeswalker', 'Sorcery', 'Tribal',
] as const;

export type TypeKind = 'supertype' | 'type' | 'subtype';

interface TypeWord {
  english: string;
  kind: TypeKind;
}

const word = (english: string, kind: TypeKind): TypeWord => ({ english, kind });

/** Lower-case word (any language, any inflection listed) → English type. */
const WORDS = new Map<string, TypeWord>();

function add(kind: TypeKind, english: string, ...forms: string[]): void {
  for (const form of [english, ...forms]) WORDS.set(form.toLowerCase(), word(english, kind));
}

// Supertypes. German adjectives inflect (legendäre, legendärer, legendäres); Spanish ones agree
// in gender (legendario, legendaria).
add('supertype', 'Basic', 'standard', 'básica', 'básico', 'basica', 'basico', 'básicas', 'básicos');
add('supertype', 'Legendary', 'legendär', 'legendäre', 'legendärer', 'legendäres', 'legendären', 'legendaria', 'legendario', 'legendarias', 'legendarios');
add('supertype', 'Snow', 'verschneit', 'verschneite', 'verschneiter', 'verschneites', 'verschneiten', 'nevada', 'nevado', 'nevadas', 'nevados');
add('supertype', 'World', 'welt');

// Card types.
add('type', 'Artifact', 'artefakt', 'artefakte', 'artefakten', 'artefacto', 'artefactos');
add('type', 'Creature', 'kreatur', 'kreaturen', 'criatura', 'criaturas');
add('type', 'Enchantment', 'verzauberung', 'verzauberungen', 'encantamiento', 'encantamientos');
add('type', 'Instant', 'spontanzauber', 'instantáneo', 'instantaneo', 'instantáneos');
add('type', 'Land', 'länder', 'tierra', 'tierras');
add('type', 'Planeswalker');
add('type', 'Sorcery', 'hexerei', 'hexereien', 'conjuro', 'conjuros');
add('type', 'Tribal', 'stammes', 'tribal');
add('type', 'Kindred', 'sippe');
add('type', 'Battle', 'schlacht', 'batalla');

// Basic land types and other common land / enchantment / artifact subtypes.
add('subtype', 'Plains', 'ebene', 'ebenen', 'llanura', 'llanuras');
add('subtype', 'Island', 'insel', 'inseln', 'isla', 'islas');
add('subtype', 'Swamp', 'sumpf', 'sümpfe', 'pantano', 'pantanos');
add('subtype', 'Mountain', 'gebirge', 'gebirgs', 'montaña', 'montana', 'montañas');
add('subtype', 'Forest', 'wald', 'wälder', 'bosque', 'bosques');
add('subtype', 'Desert', 'wüste', 'desierto');
add('subtype', 'Gate', 'tor', 'portal');
add('subtype', 'Aura', 'auren', 'auras');
add('subtype', 'Equipment', 'ausrüstung', 'equipo');
add('subtype', 'Saga', 'sage');

// Creature types that appear in the typecycling family and in common test decks.
add('subtype', 'Sliver', 'remasuri', 'fragmentado', 'fragmentados');
add('subtype', 'Wizard', 'zauberer', 'hechicero', 'hechiceros', 'hechicera');
add('subtype', 'Human', 'mensch', 'menschen', 'humano', 'humanos', 'humana');
add('subtype', 'Soldier', 'soldat', 'soldaten', 'soldado', 'soldados');
add('subtype', 'Bird', 'vogel', 'vögel', 'ave', 'aves');
add('subtype', 'Beast', 'bestie', 'bestien', 'bestia', 'bestias');
add('subtype', 'Boar', 'eber', 'jabalí', 'jabali');
add('subtype', 'Bear', 'bär', 'bären', 'oso', 'osos');
add('subtype', 'Elf', 'elf', 'elfen', 'elfo', 'elfos');
add('subtype', 'Goblin', 'trasgo', 'trasgos');
add('subtype', 'Zombie', 'zombi', 'zombis');
add('subtype', 'Spirit', 'geist', 'geister', 'espíritu', 'espiritu', 'espíritus');
add('subtype', 'Dragon', 'drache', 'drachen', 'dragón', 'dragon', 'dragones');
add('subtype', 'Drake', 'wyvern', 'draco');
add('subtype', 'Angel', 'engel', 'ángel', 'angel');
add('subtype', 'Knight', 'ritter', 'caballero', 'caballeros');
add('subtype', 'Cleric', 'kleriker', 'clérigo', 'clerigo');
add('subtype', 'Warrior', 'krieger', 'guerrero', 'guerreros');
add('subtype', 'Merfolk', 'meervolk', 'tritón', 'triton', 'tritones');
add('subtype', 'Vampire', 'vampir', 'vampire', 'vampiro');
add('subtype', 'Wall', 'mauer', 'muro');
add('subtype', 'Cat', 'katze', 'gato', 'felino');
add('subtype', 'Elemental', 'elementarwesen', 'elemental');
add('subtype', 'Horror', 'schrecken', 'horror');
add('subtype', 'Cyclops', 'zyklop', 'cíclope', 'ciclope');
add('subtype', 'Shade', 'schatten', 'sombra');
add('subtype', 'Wraith', 'gespenst', 'espectro');
add('subtype', 'Giant', 'riese', 'gigante');
add('subtype', 'Illusion', 'illusion', 'ilusión', 'ilusion');
add('subtype', 'Rogue', 'schurke', 'pícaro', 'picaro');
add('subtype', 'Shaman', 'schamane', 'chamán', 'chaman');
add('subtype', 'Ogre', 'oger', 'ogro');
add('subtype', 'Insect', 'insekt', 'insecto');
add('subtype', 'Snake', 'schlange', 'serpiente');
add('subtype', 'Wolf', 'wolf', 'lobo');
add('subtype', 'Troll', 'troll', 'trol');
add('subtype', 'Dinosaur', 'dinosaurier', 'dinosaurio');
add('subtype', 'Shark', 'hai', 'tiburón', 'tiburon'); // Shark Typhoon's token

/** The English type for a word in any of the three languages, or undefined. */
export function lookupTypeWord(raw: string): TypeWord | undefined {
  const lower = raw.toLowerCase();
  const direct = WORDS.get(lower);
  if (direct) return direct;
  if (lower.endsWith('s') && lower.length > 3) {
    // English plurals in rules text ("Swamps", "Slivers", "lands").
    const singular = WORDS.get(lower.slice(0, -1));
    if (singular) return singular;
  }
  return undefined;
}

/**
 * Splits a German compound such as "Artefaktkreatur", "Standardland" or "Remasuri" into known
 * type words ("Artifact", "Creature"); undefined when the word is not made of known parts.
 */
export function splitGermanCompound(raw: string): TypeWord[] | undefined {
  const lower = raw.toLowerCase();
  const known = lookupTypeWord(lower);
  if (known) return [known];
  for (let cut = lower.length - 1; cut >= 3; cut -= 1) {
    const head = WORDS.get(lower.slice(0, cut));
    if (!head) continue;
    let rest = lower.slice(cut);
    // German linking "s" (Stammes-) and hyphens.
    if (rest.startsWith('-')) rest = rest.slice(1);
    const tail = splitGermanCompound(rest) ?? (rest.startsWith('s') ? splitGermanCompound(rest.slice(1)) : undefined);
    if (tail) return [head, ...tail];
  }
  return undefined;
}

/** English type name as written in English type lines ("Plains", "Sliver"), capitalised. */
export function capitalise(raw: string): string {
  return raw.length === 0 ? raw : raw[0]!.toUpperCase() + raw.slice(1);
}

// Plural type words as Oracle writes them ("Goblins", "Elves"): the grammar reads them, and the
// engine reads a type named in a rule ("as long as you control a Goblin") the same way.
const IRREGULAR_PLURALS = new Map<string, string>([
  ['elves', 'Elf'], ['dwarves', 'Dwarf'], ['wolves', 'Wolf'], ['werewolves', 'Werewolf'], ['mice', 'Mouse'],
  ['octopi', 'Octopus'], ['fungi', 'Fungus'], ['homunculi', 'Homunculus'], ['sphinxes', 'Sphinx'], ['foxes', 'Fox'],
  ['lynxes', 'Lynx'], ['djinn', 'Djinn'], ['efreet', 'Efreet'], ['allies', 'Ally'], ['faeries', 'Faerie'],
  ['zombies', 'Zombie'], ['knights', 'Knight'], ['plains', 'Plains'], ['mercenaries', 'Mercenary'], ['sorceries', 'Sorcery'],
  ['fishes', 'Fish'], ['fish', 'Fish'], ['sheep', 'Sheep'], ['cyclopes', 'Cyclops'], ['pegasi', 'Pegasus'], ['harpies', 'Harpy'],
]);

/** A type word in its singular, capitalised English form ("Goblins" → "Goblin", "creatures" → "Creature"). */
export function singularType(raw: string): string {
  const lower = raw.toLowerCase();
  const irregular = IRREGULAR_PLURALS.get(lower);
  if (irregular) return irregular;
  let word = raw;
  if (/ies$/.test(lower) && lower.length > 4) word = `${raw.slice(0, -3)}y`;
  else if (/(ss|ch|sh|x)es$/.test(lower)) word = raw.slice(0, -2);
  else if (/s$/.test(lower) && !/ss$/.test(lower) && !/us$/.test(lower)) word = raw.slice(0, -1);
  return word.charAt(0).toUpperCase() + word.slice(1);
}
