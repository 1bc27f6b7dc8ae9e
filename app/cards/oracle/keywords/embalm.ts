// Embalm (CR 702.128) and eternalize (CR 702.129): "[Cost], Exile this card from your graveyard:
// Create a token that's a copy of it, except it's white / it's a 4/4 black Zombie, it has no mana
// cost, and it's a Zombie in addition to its other types. Activate only as a sorcery." German:
// Einbalsamieren, Verewigen; Spanish: Embalsamar, Eternizar.
import type { ActivatedAbility, Cost, Effect } from '../abilities.ts';
import { parseCost } from '../costs.ts';

export class EmbalmAbility implements ActivatedAbility {
  readonly kind = 'activated' as const;
  readonly effects: readonly Effect[];
  readonly targets = [] as const;
  readonly zone = 'graveyard' as const;
  readonly isCycling = false;
  readonly isManaAbility = false;
  readonly sorcerySpeed = true;
  readonly cost: Cost;
  readonly text: string;

  constructor(
    readonly keyword: 'embalm' | 'eternalize',
    printed: Cost,
  ) {
    // CR 702.128a: exiling the card is part of the cost.
    this.cost = { ...printed, exileSelf: true, text: `${printed.text}, Exile this card from your graveyard` };
    this.effects = [{ kind: 'tokenCopy', except: keyword }];
    this.text =
      keyword === 'embalm'
        ? "Create a token that's a copy of this card, except it's white, it has no mana cost, and it's a Zombie in addition to its other types."
        : "Create a token that's a copy of this card, except it's a 4/4 black Zombie with no mana cost.";
  }

  describe(): string {
    return `${this.keyword} ${this.cost.text}`;
  }
}

const PATTERN = /^(embalm|einbalsamieren|embalsamar|eternalize|verewigen|eternizar)(?:\s*[—–]\s*|\s+)(.+)$/i;

export function parseEmbalm(line: string): EmbalmAbility | undefined {
  const match = line.trim().match(PATTERN);
  if (!match) return undefined;
  const cost = parseCost(match[2]!);
  if (!cost) return undefined;
  return new EmbalmAbility(/^(embalm|einbalsamieren|embalsamar)$/i.test(match[1]!) ? 'embalm' : 'eternalize', cost);
}
