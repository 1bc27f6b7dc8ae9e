// Effects of the death, zone-change and enters-the-battlefield keywords and sentences, each run by
// its unit in app/engine/effects/lifecycle.ts (docs/rules-lifecycle.md).
import type { ObjectRef } from './abilities.ts';

export type LifecycleEffect =
  /** Persist / undying (CR 702.79a, 702.93a): return the card that died to the battlefield with a counter. */
  | { kind: 'returnWithCounter'; counter: string }
  /** Unearth (CR 702.84a): return ~ from your graveyard, it gains haste, exiled at the next end step or if it would leave. */
  | { kind: 'unearth' }
  /** Living weapon (CR 702.92a): create a 0/0 black Phyrexian Germ token, then attach ~ to it. */
  | { kind: 'livingWeapon' }
  /** Evolve (CR 702.100a): a +1/+1 counter if the creature that entered is still bigger in power or toughness. */
  | { kind: 'evolve' }
  /** "It explores" (CR 701.40a). */
  | { kind: 'explore' }
  /** "You become the monarch" (CR 724.1). */
  | { kind: 'becomeMonarch' }
  /** "Return a land you control to its owner's hand" (the bounce lands): not targeted, chosen on resolution. */
  | { kind: 'returnOwnLand' }
  /** "Exile target … until ~ leaves the battlefield" (CR 610.3). */
  | { kind: 'exileUntilLeaves'; objects: ObjectRef }
  /** Embalm / eternalize (CR 702.128a, 702.129a): a token copy of the card, white (embalm) or a black 4/4 (eternalize), no mana cost, a Zombie too. */
  | { kind: 'tokenCopy'; except: 'embalm' | 'eternalize' }
  /** Modular (CR 702.43a): a +1/+1 counter on the target artifact creature for each +1/+1 counter the source had as it died. */
  | { kind: 'modular'; target: number }
  /** Graft (CR 702.58a): move a +1/+1 counter from the source onto the creature that entered. */
  | { kind: 'graft' }
  /** Ascend on an instant or sorcery (CR 702.131a): the city's blessing if you control ten or more permanents. */
  | { kind: 'ascend' }
  /** Exploit (CR 702.110a): sacrifice a creature (answered "you may"); then "when ~ exploits a creature" triggers. */
  | { kind: 'exploit' }
  /** "Return the exiled card(s) to the battlefield under its owner's control" (CR 607.2a: the cards ~ exiled). */
  | { kind: 'returnLinkedExile' };
