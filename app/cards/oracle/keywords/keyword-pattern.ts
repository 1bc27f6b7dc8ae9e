// The RegExp of a keyword line built from a list of the keyword's names (English, German,
// Spanish). Every line of every card is tried against dozens of keywords, and building the RegExp
// anew on each call was about 10 % of compiling the 2019 cards (issue 24's profile: keywordCost,
// isKeyword, keywordWithCost, numberedKeyword). So each pattern is built once per names list:
// callers keep their names in a module constant. A list built on every call still works, but
// builds its pattern every time.
// The patterns are case-insensitive and have no g or y flag: a shared RegExp keeps no lastIndex.

/** The pattern's source for a list of names. */
export type PatternShape = (names: readonly string[]) => string;

const built = new WeakMap<readonly string[], Map<PatternShape, RegExp>>();

/** `new RegExp(shape(names), 'i')`, built once per names list and shape. */
export function keywordPattern(names: readonly string[], shape: PatternShape): RegExp {
  let shapes = built.get(names);
  if (!shapes) {
    shapes = new Map();
    built.set(names, shapes);
  }
  let pattern = shapes.get(shape);
  if (!pattern) {
    pattern = new RegExp(shape(names), 'i');
    shapes.set(shape, pattern);
  }
  return pattern;
}
