// Mana abilities (CR 605.1a) that make more than one fixed mana:
//   "{T}, Sacrifice a Forest: Add three mana in any combination of {R} and/or {G}."
//   "{1}, Remove X storage counters from ~: Add X mana in any combination of {B} and/or {R}."
//   "{T}, Remove any number of charge counters from ~: Add {W}, then add an additional {W} for
//    each charge counter removed this way." (the Mana Batteries)
//   "{T}: Add one mana of any color that a land an opponent controls could produce." (Exotic Orchard)
//   "{T}: Add one mana of any type that a land you control could produce." (Reflecting Pool)
//   "{T}: Add one mana of the chosen color." (Coldsteel Heart: the colour chosen as it entered)
// "Any combination" makes each unit apart (`eachUnitApart`): the engine picks each unit for
// what the hand still needs unless the player names one colour for all of them.
import type { ActivatedAbility, Cost, ManaColor } from './abilities.ts';
import { manaAbility } from './mana-abilities.ts';
import { numberWord } from './grammar/words.ts';

const COMBINATION = /^(\w+) mana in any combination of ((?:\{[WUBRGC]\}(?:,? and\/or |, | and )?)+)$/i;
const THEN_ADDITIONAL = /^\{([WUBRGC])\}, then add an additional \{([WUBRGC])\} for each (\S+) counter removed this way$/i;

const colorsIn = (text: string): ManaColor[] => (text.match(/[WUBRGC](?=\})/gi) ?? []).map((letter) => letter.toUpperCase() as ManaColor);

const COULD_PRODUCE = /^one mana of any (colou?r|type) that a land (an opponent|you) controls? could produce$/i;

/** The ability for these forms of "Add …" (the text after "Add"), or undefined. */
export function moreManaAbility(what: string, cost: Cost): ActivatedAbility | undefined {
  if (/^one mana of the chosen colou?r$/i.test(what)) {
    const options: ManaColor[][] = [['W'], ['U'], ['B'], ['R'], ['G']];
    return { ...manaAbility(options, cost), effects: [{ kind: 'addMana', options, ofChosenColor: true }], text: `Add ${what}.` };
  }
  const could = what.match(COULD_PRODUCE);
  if (could) {
    const whose = could[2]!.toLowerCase() === 'you' ? 'you' : 'opponent';
    const options: ManaColor[][] = (whose === 'you' ? ['W', 'U', 'B', 'R', 'G', 'C'] : ['W', 'U', 'B', 'R', 'G']).map((color) => [color as ManaColor]);
    const ability = manaAbility(options, cost);
    return { ...ability, effects: [{ kind: 'addMana', options, couldProduce: whose }], text: `Add ${what}.` };
  }
  const combination = what.match(COMBINATION);
  if (combination) {
    const options = colorsIn(combination[2]!).map((color) => [color]);
    const amount = numberWord(combination[1]!.toLowerCase());
    // "X" is the number of counters its cost removes ("Remove X storage counters from ~").
    const perRemoved = amount === 'X' && cost.removeCounters?.count === 'X';
    if (options.length < 2 || amount === undefined || (amount === 'X' && !perRemoved)) return undefined;
    const ability = manaAbility(options, cost);
    const times = typeof amount === 'number' ? { times: amount } : { perRemoved: true };
    return { ...ability, effects: [{ kind: 'addMana', options, eachUnitApart: true, ...times }], text: `Add ${what}.` };
  }
  const battery = what.match(THEN_ADDITIONAL);
  if (battery && battery[1]!.toUpperCase() === battery[2]!.toUpperCase() && cost.removeCounters?.count === 'X' && cost.removeCounters.counter === battery[3]!.toLowerCase()) {
    const color = battery[1]!.toUpperCase() as ManaColor;
    const ability = manaAbility([[color]], cost);
    // One {W}, and one more for each counter removed.
    return { ...ability, effects: [{ kind: 'addMana', options: [[color]] }, { kind: 'addMana', options: [[color]], perRemoved: true }], text: `Add ${what}.` };
  }
  return undefined;
}
