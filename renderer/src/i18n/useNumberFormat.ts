// Numbers shown outside translated text (table cells, chart labels), written the UI language's way.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from './setup.ts';

export function useNumberFormat(): (value: number, options?: Intl.NumberFormatOptions) => string {
  const { i18n } = useTranslation();
  return useCallback((value, options) => formatNumber(i18n.language, value, options), [i18n.language]);
}

/** Exactly this many decimals ("2.50"): for averages and confidence intervals. */
export const decimals = (digits: number): Intl.NumberFormatOptions => ({ minimumFractionDigits: digits, maximumFractionDigits: digits });
