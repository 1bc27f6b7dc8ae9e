// Static abilities that change how life is gained or lost (docs/rules-riders.md, "Round 7"), applied
// by app/engine/rules/life-rules.ts: "You don't lose the game for having 0 or less life" (CR 104.3b, 704.5a),
// "Damage that would reduce your life total to less than 1 reduces it to 1 instead" (CR 614.1a),
// "If you would gain life, you gain twice that much life instead" / "… that much life plus 1 instead".
export type LifeRule =
  | { readonly kind: 'life rule'; readonly rule: 'no loss at zero life' }
  | { readonly kind: 'life rule'; readonly rule: 'life floor'; readonly floor: number }
  | { readonly kind: 'life rule'; readonly rule: 'gain twice' }
  | { readonly kind: 'life rule'; readonly rule: 'gain plus'; readonly amount: number };
