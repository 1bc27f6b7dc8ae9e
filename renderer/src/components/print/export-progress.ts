// The words for a print export's progress. The job first fetches the pictures it lacks (14
// distinct pictures for a 60-card deck), then renders the cards: each stage counts its own
// things, so the bar never says "Card 0 of 14" under a button that said 60 cards.
import type { PRINT_EXPORT_STAGES } from '../../../../app/print/export-stages.ts';

/** The core's name for the picture-fetching stage; the type keeps the two in step. */
const IMAGES_STAGE: (typeof PRINT_EXPORT_STAGES)['images'] = 'Fetching images';
/** After drawing, a PNG or MakePlayingCards export counts the files it writes. */
const PNG_STAGE: (typeof PRINT_EXPORT_STAGES)['png'] = 'Writing PNG files';
const MPC_STAGE: (typeof PRINT_EXPORT_STAGES)['mpc'] = 'Writing MakePlayingCards images';
/** The MakePlayingCards folder is then packed into one zip file for the download. */
const ZIP_STAGE: (typeof PRINT_EXPORT_STAGES)['zip'] = 'Packing the zip file';

type Translate = (key: string, values?: Record<string, unknown>) => string;

export function progressLabel(t: Translate, progress: { stage: string; done: number; total: number | null }): string {
  if (!progress.total) return t('print.export.starting');
  const values = { done: progress.done, total: progress.total };
  if (progress.stage === IMAGES_STAGE) return t('print.export.fetchingImages', values);
  if (progress.stage === PNG_STAGE) return t('print.export.writingPng', values);
  if (progress.stage === MPC_STAGE) return t('print.export.writingMpc', values);
  if (progress.stage === ZIP_STAGE) return t('print.export.zipping', values);
  return t('print.export.progress', values);
}
