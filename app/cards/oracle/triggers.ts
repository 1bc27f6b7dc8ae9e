// Triggered abilities ("When you cycle ~, …", "Whenever you cycle or discard a card, …",
// "When ~ enters, …", "When ~ dies, …") in English, German and Spanish.
import type { TriggerEvent, TriggeredAbility } from './abilities.ts';
import { parseEffects, type EffectContext } from './effects.ts';

const TRIGGERS: { re: RegExp; event: (match: RegExpMatchArray) => TriggerEvent }[] = [
  // CR 702.29c: "When you cycle this card"
  { re: /^when(?:ever)? you cycle ~,\s*(.+)$/i, event: () => ({ on: 'cycle self' }) },
  { re: /^wenn du ~ umwandelst,\s*(.+)$/i, event: () => ({ on: 'cycle self' }) },
  { re: /^cuando cicles ~,\s*(.+)$/i, event: () => ({ on: 'cycle self' }) },
  // CR 702.29d: "cycles or discards"
  { re: /^whenever you cycle or discard (a|another) card,\s*(.+)$/i, event: (m) => cycle('you', m[1]!, true) },
  { re: /^immer wenn du eine (andere )?karte umwandelst oder abwirfst,\s*(.+)$/i, event: (m) => cycle('you', m[1] ? 'another' : 'a', true) },
  { re: /^siempre que cicles o descartes (una|otra) carta,\s*(.+)$/i, event: (m) => cycle('you', m[1]!.toLowerCase() === 'otra' ? 'another' : 'a', true) },
  { re: /^whenever a player cycles or discards a card,\s*(.+)$/i, event: () => cycle('any', 'a', true) },
  // "Whenever you cycle a card" / "another card" / "a player cycles a card"
  { re: /^whenever you cycle (a|another) card,\s*(.+)$/i, event: (m) => cycle('you', m[1]!, false) },
  { re: /^immer wenn du eine (andere )?karte umwandelst,\s*(.+)$/i, event: (m) => cycle('you', m[1] ? 'another' : 'a', false) },
  { re: /^siempre que cicles (una|otra) carta,\s*(.+)$/i, event: (m) => cycle('you', m[1]!.toLowerCase() === 'otra' ? 'another' : 'a', false) },
  { re: /^whenever a player cycles a card,\s*(.+)$/i, event: () => cycle('any', 'a', false) },
  { re: /^immer wenn ein spieler eine karte umwandelt,\s*(.+)$/i, event: () => cycle('any', 'a', false) },
  { re: /^siempre que un jugador cicle una carta,\s*(.+)$/i, event: () => cycle('any', 'a', false) },
  // Discard alone
  { re: /^whenever you discard (a|another) card,\s*(.+)$/i, event: (m) => ({ on: 'discard', who: 'you', another: m[1]!.toLowerCase() === 'another' }) },
  // Enters
  { re: /^when ~ enters(?: the battlefield)?,\s*(.+)$/i, event: () => ({ on: 'enters self' }) },
  { re: /^wenn ~ (?:ins spiel kommt|das schlachtfeld betritt),\s*(.+)$/i, event: () => ({ on: 'enters self' }) },
  { re: /^cuando ~ (?:entre|entra) (?:al|en el) campo de batalla,\s*(.+)$/i, event: () => ({ on: 'enters self' }) },
  // Dies
  { re: /^when ~ dies,\s*(.+)$/i, event: () => ({ on: 'dies self' }) },
  { re: /^wenn ~ stirbt,\s*(.+)$/i, event: () => ({ on: 'dies self' }) },
  { re: /^cuando ~ muera,\s*(.+)$/i, event: () => ({ on: 'dies self' }) },
];

function cycle(who: 'you' | 'any', which: string, orDiscard: boolean): TriggerEvent {
  return { on: 'cycle', who, another: which.toLowerCase() === 'another', orDiscard };
}

export function parseTrigger(line: string): TriggeredAbility | undefined {
  for (const { re, event } of TRIGGERS) {
    const match = line.match(re);
    if (!match) continue;
    const effectText = match[match.length - 1]!;
    const context: EffectContext = { targets: [] };
    const effects = parseEffects(effectText, context);
    if (!effects) return undefined;
    const text = effectText.trim().replace(/^./, (first) => first.toUpperCase());
    return { kind: 'triggered', event: event(match), effects, targets: context.targets, text: text.endsWith('.') ? text : `${text}.` };
  }
  return undefined;
}
