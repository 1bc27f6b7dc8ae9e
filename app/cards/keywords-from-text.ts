// Keyword abilities (CR 702) named in a card's rules text, for data that does not list them
// (older Scryfall files, Cockatrice, custom cards). A line counts only when every comma- or
// semicolon-separated part of it is a keyword, so "Flying creatures get +1/+1" names none.
// Pure: shared by the importers and anything else that has only text.

/** Keywords that take nothing after them. */
const PLAIN = [
  'Deathtouch', 'Defender', 'Double strike', 'First strike', 'Flash', 'Flying', 'Haste', 'Hexproof', 'Indestructible',
  'Intimidate', 'Lifelink', 'Reach', 'Shroud', 'Trample', 'Vigilance', 'Banding', 'Phasing', 'Fear', 'Shadow',
  'Horsemanship', 'Flanking', 'Storm', 'Sunburst', 'Epic', 'Convoke', 'Haunt', 'Delve', 'Split second', 'Changeling',
  'Gravestorm', 'Persist', 'Wither', 'Conspire', 'Retrace', 'Exalted', 'Cascade', 'Rebound', 'Totem armor', 'Infect',
  'Battle cry', 'Living weapon', 'Undying', 'Soulbond', 'Unleash', 'Cipher', 'Evolve', 'Extort', 'Fuse', 'Dethrone',
  'Hidden agenda', 'Prowess', 'Exploit', 'Menace', 'Devoid', 'Ingest', 'Myriad', 'Skulk', 'Undaunted', 'Improvise',
  'Aftermath', 'Ascend', 'Assist', 'Jump-start', 'Mentor', 'Riot', 'Partner', 'Decayed', 'Daybound', 'Nightbound',
  'Enlist', 'Read ahead', 'Ravenous', 'Living metal', 'Demonstrate', 'Compleated', 'Training', 'Provoke', 'Melee',
  'Double agenda',
];

/** Keywords followed by a number ("Bushido 1", "Annihilator 2", "Crew 3"). */
const NUMBERED = [
  'Annihilator', 'Rampage', 'Bushido', 'Modular', 'Graft', 'Bloodthirst', 'Absorb', 'Amplify', 'Dredge', 'Fading',
  'Vanishing', 'Frenzy', 'Poisonous', 'Ripple', 'Tribute', 'Renown', 'Crew', 'Afflict', 'Backup', 'Toxic', 'Fabricate',
  'Afterlife', 'Soulshift', 'Devour', 'Hideaway', 'Squad', 'Casualty', 'Saddle', 'Station', 'Mobilize',
];

/** Keywords followed by a cost ("Cycling {2}", "Cycling—Pay 2 life.", "Suspend 4—{R}"). */
const WITH_COST = [
  'Cycling', 'Kicker', 'Multikicker', 'Flashback', 'Buyback', 'Echo', 'Equip', 'Fortify', 'Reconfigure', 'Madness',
  'Morph', 'Megamorph', 'Ninjutsu', 'Commander ninjutsu', 'Evoke', 'Suspend', 'Transmute', 'Recover', 'Replicate',
  'Entwine', 'Prowl', 'Level up', 'Miracle', 'Bestow', 'Outlast', 'Dash', 'Awaken', 'Surge', 'Emerge', 'Escalate',
  'Embalm', 'Eternalize', 'Spectacle', 'Escape', 'Mutate', 'Foretell', 'Boast', 'Disturb', 'Blitz', 'Prototype', 'Plot',
  'Harmonize', 'Aura swap', 'Forecast', 'Scavenge', 'Overload', 'Unearth', 'Encore', 'Channel', 'Mayhem', 'Warp',
  'Impending', 'Freerunning', 'Sneak', 'Cleave', 'Disguise', 'Craft', 'Bloodrush', 'Transfigure', 'Umbra armor',
  'Web-slinging', 'Offspring', 'Gift',
];

/** Keywords followed by a quality ("Enchant creature", "Protection from red", "Affinity for artifacts"). */
const WITH_QUALITY = [
  'Enchant', 'Protection', 'Affinity', 'Hexproof from', 'Partner with', 'Bands with other', 'Splice onto', 'Companion',
  'Champion', 'Landwalk',
];

type Shape = 'number' | 'cost' | 'quality';
const SHAPED = new Map<string, { name: string; shape: Shape }>([
  ...NUMBERED.map((name) => [name.toLowerCase(), { name, shape: 'number' as Shape }] as const),
  ...WITH_COST.map((name) => [name.toLowerCase(), { name, shape: 'cost' as Shape }] as const),
  ...WITH_QUALITY.map((name) => [name.toLowerCase(), { name, shape: 'quality' as Shape }] as const),
]);
const PLAIN_NAMES = new Map(PLAIN.map((name) => [name.toLowerCase(), name]));
const LONGEST_FIRST = [...SHAPED.keys()].sort((a, b) => b.length - a.length);
const SHAPE_TESTS: Record<Shape, RegExp> = {
  number: /^ (\d+|X)\b/,
  cost: /^(\s*\{|—|\s+\d|\s+X\b)/,
  quality: /^ \S/,
};

/** Typecycling (CR 702.29e): "Swampcycling", "Basic landcycling", "Artifact landcycling". */
const TYPECYCLING = /^((?:[a-z]+ )?[a-z]+cycling)(?=$|[\s{—-])/i;
/** Landwalk (CR 702.14): "Swampwalk", "Nonbasic landwalk", "Legendary landwalk". */
const LANDWALK = /^((?:[a-z]+ )?[a-z]+walk)$/i;

function keywordOfPart(part: string): string | undefined {
  const text = part.trim().replace(/\.$/, '');
  if (text.length === 0) return undefined;
  const lower = text.toLowerCase();
  const plain = PLAIN_NAMES.get(lower);
  if (plain) return plain;
  const cycling = TYPECYCLING.exec(text);
  if (cycling) return capitalise(cycling[1]!);
  if (LANDWALK.test(text) && !/\s/.test(text.replace(/ landwalk$/i, ''))) return capitalise(text);
  for (const key of LONGEST_FIRST) {
    if (!lower.startsWith(key)) continue;
    const { name, shape } = SHAPED.get(key)!;
    if (SHAPE_TESTS[shape].test(text.slice(key.length))) return name;
  }
  return undefined;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}

/** Keyword names in text order, without duplicates, as the text names them ("Swampcycling"). */
export function keywordsFromText(text: string): string[] {
  const found: string[] = [];
  for (const rawLine of text.split('\n')) {
    const line = rawLine.replace(/\([^)]*\)/g, '').trim();
    if (line.length === 0 || line.length > 120) continue;
    // Costs may hold commas ("Cycling—Pay 2 life, sacrifice …"): only split outside of them.
    const parts = line.includes('—') ? [line] : line.split(/[,;]\s*/);
    const keywords = parts.map(keywordOfPart);
    if (keywords.every((keyword) => keyword !== undefined)) {
      for (const keyword of keywords) if (!found.includes(keyword)) found.push(keyword);
    }
  }
  return found;
}
