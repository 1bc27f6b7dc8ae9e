// English keyword abilities (CR 702) by their shape: plain ("Flying"), numbered ("Crew 3"), with
// a cost ("Cycling {2}", "Cycling—Pay 2 life."), with a quality ("Enchant creature"), and the
// typecycling and landwalk families. keywords.ts reads whole lines with it. Pure.

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

/** The English keyword one comma-separated part of a line names, or undefined. */
export function englishKeyword(part: string): string | undefined {
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
