// The Print page's export progress names what it counts in each stage: pictures while they are
// fetched, cards while they are drawn (issue 23: "Card 0 of 14" under "Export PDF (60 cards)").
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { PRINT_EXPORT_STAGES } from '../../../app/print/export-stages.ts';
import { progressLabel } from '../../../renderer/src/components/print/export-progress.ts';
import { addNumberFormat, i18nOptions } from '../../../renderer/src/i18n/setup.ts';

async function translator(language: string) {
  const instance = i18next.createInstance();
  await instance.init(i18nOptions(language));
  addNumberFormat(instance);
  return instance.t.bind(instance) as (key: string, values?: Record<string, unknown>) => string;
}

describe('print export progress', () => {
  it('counts pictures while fetching them and cards while rendering them', async () => {
    const t = await translator('en');
    expect(progressLabel(t, { stage: PRINT_EXPORT_STAGES.images, done: 0, total: 14 })).toBe('Picture 0 of 14');
    expect(progressLabel(t, { stage: PRINT_EXPORT_STAGES.render, done: 12, total: 60 })).toBe('Card 12 of 60');
    expect(progressLabel(t, { stage: PRINT_EXPORT_STAGES.render, done: 0, total: null })).toBe('Starting…');
  });

  it('says so in German and Spanish', async () => {
    expect(progressLabel(await translator('de'), { stage: PRINT_EXPORT_STAGES.images, done: 3, total: 14 })).toBe('Bild 3 von 14');
    expect(progressLabel(await translator('es'), { stage: PRINT_EXPORT_STAGES.images, done: 3, total: 14 })).toBe('Imagen 3 de 14');
  });

  it('counts the PNG files and the MakePlayingCards images once the cards are drawn, in all three languages', async () => {
    const png = { stage: PRINT_EXPORT_STAGES.png, done: 2, total: 7 };
    const mpc = { stage: PRINT_EXPORT_STAGES.mpc, done: 5, total: 16 };
    expect(progressLabel(await translator('en'), png)).toBe('PNG 2 of 7');
    expect(progressLabel(await translator('en'), mpc)).toBe('Image 5 of 16');
    expect(progressLabel(await translator('de'), png)).toBe('PNG 2 von 7');
    expect(progressLabel(await translator('de'), mpc)).toBe('Bild 5 von 16');
    expect(progressLabel(await translator('es'), png)).toBe('PNG 2 de 7');
    expect(progressLabel(await translator('es'), mpc)).toBe('Imagen 5 de 16');
  });

  it('counts the files packed into the MakePlayingCards zip, in all three languages', async () => {
    const zip = { stage: PRINT_EXPORT_STAGES.zip, done: 3, total: 17 };
    expect(progressLabel(await translator('en'), zip)).toBe('Packing file 3 of 17 into the zip');
    expect(progressLabel(await translator('de'), zip)).toBe('Datei 3 von 17 wird in die ZIP-Datei gepackt');
    expect(progressLabel(await translator('es'), zip)).toBe('Empaquetando el archivo 3 de 17 en el zip');
  });
});
