// Keywords that define characteristics rather than grant abilities: Devoid (CR 702.114: the card
// is colorless) and Changeling (CR 702.73: every creature type). German: Farblos / Wandler;
// Spanish: Desprovisto / Cambiaformas.
export type CharacteristicKeyword = 'devoid' | 'changeling';

const WORDS = new Map<string, CharacteristicKeyword>([
  ['devoid', 'devoid'], ['farblos', 'devoid'], ['desprovisto', 'devoid'],
  ['changeling', 'changeling'], ['wandler', 'changeling'], ['cambiaformas', 'changeling'],
]);

export function parseCharacteristicKeyword(line: string): CharacteristicKeyword | undefined {
  return WORDS.get(line.trim().replace(/\.$/, '').toLowerCase());
}
