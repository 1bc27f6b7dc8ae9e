// The few words the print core writes itself, in the languages the app ships; any other
// language falls back to English.

import { dictionary } from '../dictionary.ts';
interface Labels {
  proxy: string;
  playtest: string;
  page: (page: number, pages: number) => string;
}

const LABELS: Record<string, Labels> = dictionary({
  en: { proxy: 'PROXY — NOT FOR SALE', playtest: 'PLAYTEST CARD', page: (page, pages) => `Page ${page} of ${pages}` },
  de: { proxy: 'PROXY — NICHT ZUM VERKAUF', playtest: 'PLAYTEST-KARTE', page: (page, pages) => `Seite ${page} von ${pages}` },
  es: { proxy: 'PROXY — PROHIBIDA SU VENTA', playtest: 'CARTA DE PRUEBA', page: (page, pages) => `Página ${page} de ${pages}` },
});

export function labels(language: string): Labels {
  return LABELS[language.split('-')[0] ?? 'en'] ?? LABELS.en!;
}
