// A byte count as megabytes, written the UI language's way ("0,5" in German, "0.5" in English;
// issue 23 saw "0.0 MB" on a German page). One decimal below 10 MB, whole numbers above.
import { formatNumber } from '../../i18n/setup.ts';

const MEGABYTE = 1024 * 1024;

export function megabytes(language: string, bytes: number): string {
  const digits = bytes < 10 * MEGABYTE ? 1 : 0;
  return formatNumber(language, bytes / MEGABYTE, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}
