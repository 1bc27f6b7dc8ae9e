// The words for a print export's progress. The job first fetches the pictures it lacks (14
// distinct pictures for a 60-card deck), then renders the cards: each stage counts its own
// things, so the bar never says "Card 0 of 14" under a button that said 60 cards.
import type { PRINT_EXPORT_STAGES } from '../../../../app/print/export-stages.ts';

/** The core's name for the picture-fetching stage; the type keeps the two in step. */
const IMAGES_STAGE: (typeof PRINT_EXPORT_STAGES)['images'] = 'Fetching images';

type Translate = (key: string, values?: Record<string, unknown>) => string;

export function progressLabel(t: Translate, progress: { stage: string; done: number; total: number | null }): string {
  if (!progress.total) return t('print.export.starting');
  const values = { done: progress.done, total: progress.total };
  return progress.stage === IMAGES_STAGE ? t('print.export.fetchingImages', values) : t('print.export.progress', values);
}
