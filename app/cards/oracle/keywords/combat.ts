// The combat keywords that are triggered abilities, each in its own module (XMage style):
// exalted, battle cry, annihilator, mentor (attacks), renown (combat damage), bushido, rampage,
// afflict (blocks / becomes blocked), poisonous (combat damage to a player). docs/rules-combat.md says what each does in a goldfish game.
import type { TriggeredAbility } from '../abilities.ts';
import { parseAfflict } from './afflict.ts';
import { parseAnnihilator } from './annihilator.ts';
import { parseBattleCry } from './battle-cry.ts';
import { parseBushido } from './bushido.ts';
import { parseDethrone } from './dethrone.ts';
import { parseIngest } from './ingest.ts';
import { parseMelee } from './melee.ts';
import { parseExalted } from './exalted.ts';
import { parseMentor } from './mentor.ts';
import { parsePoisonous } from './poisonous.ts';
import { parseRampage } from './rampage.ts';
import { parseRenown } from './renown.ts';

const PARSERS: readonly ((line: string) => TriggeredAbility | undefined)[] = [
  parseExalted, parseBattleCry, parseAnnihilator, parseMentor, parseRenown, parseBushido, parseRampage, parseAfflict,
  parseIngest, parseDethrone, parseMelee, parsePoisonous,
];

/** A line of combat keywords ("Exalted", "Annihilator 2", "Trample; rampage 2" is left to others): their abilities. */
export function parseCombatKeyword(line: string): TriggeredAbility | undefined {
  for (const parse of PARSERS) {
    const ability = parse(line);
    if (ability) return ability;
  }
  return undefined;
}
