// Events, exactly as the scenario format lists them. Recorded only when someone watches
// (the table, a scenario); the simulator runs with recording off.

export type GameEvent =
  | { type: 'cast'; card: string }
  | { type: 'activated'; card: string; ability: string }
  | { type: 'cycled'; card: string }
  | { type: 'discarded'; card: string }
  | { type: 'drew'; card: string }
  | { type: 'searched'; zone: string; found: string | null }
  | { type: 'revealed'; card: string }
  | { type: 'shuffled'; zone: string }
  | { type: 'moved'; card: string; from: string; to: string }
  | { type: 'triggered'; source: string; text: string }
  | { type: 'resolved'; source: string; kind: string }
  | { type: 'countered'; source: string; kind: string }
  | { type: 'fizzled'; source: string }
  | { type: 'life'; player: 'you' | 'opponent'; delta: number }
  | { type: 'damage'; source: string; target: string; amount: number }
  | { type: 'token'; card: string }
  | { type: 'exchanged'; left: string; entered: string }
  | { type: 'phase'; turn: number; phase: string }
  | { type: 'manual'; what: string }
  // Engine additions for the table's opening hand (CR 103.5, the London mulligan).
  | { type: 'mulligan'; count: number }
  | { type: 'kept'; hand: number; bottom: string[] }
  // Morph (CR 702.37e): a face-down permanent turned face up (a special action, no stack).
  | { type: 'turned_face_up'; card: string }
  // Dredge (CR 702.52a): milled `count` cards and returned the card instead of drawing.
  | { type: 'dredged'; card: string; count: number }
  // An extra turn begins (CR 500.7).
  | { type: 'extraTurn'; turn: number }
  /** CR 500.11: a turn of yours that was skipped. */
  | { type: 'skippedTurn'; turn: number }
  // A player got an emblem (CR 114): `card` is its name, "Emblem — <planeswalker>".
  | { type: 'emblem'; card: string }
  // Phasing (CR 702.26): a permanent phased out (treated as though it doesn't exist) or back in.
  | { type: 'phased_out'; card: string }
  | { type: 'phased_in'; card: string };
