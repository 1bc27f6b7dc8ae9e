// The few words the print core writes itself, in the languages the app ships; any other
// language falls back to English.

import { dictionary } from '../dictionary.ts';
interface Labels {
  proxy: string;
  playtest: string;
  page: (page: number, pages: number) => string;
  /** The rules box of a double-faced card's checklist card (checklist-cards.ts). */
  checklist: { standsIn: string; front: string; back: string };
}

const LABELS: Record<string, Labels> = dictionary({
  en: {
    proxy: 'PROXY — NOT FOR SALE',
    playtest: 'PLAYTEST CARD',
    page: (page, pages) => `Page ${page} of ${pages}`,
    checklist: { standsIn: 'Checklist card: play this card in your deck in place of the double-faced card.', front: 'Front', back: 'Back' },
  },
  de: {
    proxy: 'PROXY — NICHT ZUM VERKAUF',
    playtest: 'PLAYTEST-KARTE',
    page: (page, pages) => `Seite ${page} von ${pages}`,
    checklist: { standsIn: 'Checklistenkarte: Spiele diese Karte in deinem Deck anstelle der doppelseitigen Karte.', front: 'Vorderseite', back: 'Rückseite' },
  },
  es: {
    proxy: 'PROXY — PROHIBIDA SU VENTA',
    playtest: 'CARTA DE PRUEBA',
    page: (page, pages) => `Página ${page} de ${pages}`,
    checklist: { standsIn: 'Carta de lista de comprobación: juega esta carta en tu mazo en lugar de la carta de dos caras.', front: 'Anverso', back: 'Reverso' },
  },
});

export function labels(language: string): Labels {
  return LABELS[language.split('-')[0] ?? 'en'] ?? LABELS.en!;
}
