// The table's tile size: a width that grows with the window, times the player's zoom (the
// slider or Ctrl+wheel), remembered in the UI settings ("ui.goldfishZoom") and locally.
import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '../../api/client.ts';

const ZOOM_KEY = 'proxyfish.goldfish.zoom';
const ZOOM_SETTING = 'ui.goldfishZoom';
export const MIN_ZOOM = 0.6;
export const MAX_ZOOM = 2;
export const ZOOM_STEP = 0.1;

const clampZoom = (zoom: number): number => Math.round(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom)) * 10) / 10;

function storedZoom(): number {
  const stored = Number(localStorage.getItem(ZOOM_KEY));
  return Number.isFinite(stored) && stored > 0 ? clampZoom(stored) : 1;
}

/** The window's height taken by everything but the three rows of cards: the app's bars, the table's bar, the goldfish, the zones row, titles, gaps and two attachment strips. */
const CHROME_HEIGHT = 390;

/**
 * The width at zoom 1: the table is three rows of cards (creatures, other permanents and lands,
 * the hand), so the window's height sets it: 1280×720 gives 79 px (110 px tall), 1440×900 122 px,
 * 1920×1080 165 px.
 */
function baseWidth(): number {
  const rowHeight = (window.innerHeight - CHROME_HEIGHT) / 3;
  return Math.min(170, Math.max(60, (rowHeight * 63) / 88));
}

export function useTableZoom() {
  const [zoom, setZoomState] = useState(storedZoom);
  const [base, setBase] = useState(baseWidth);
  useEffect(() => {
    const onResize = () => setBase(baseWidth());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  // The core's settings keep the size for a new window or browser; a size chosen here (kept
  // locally at once) wins over them.
  useEffect(() => {
    if (localStorage.getItem(ZOOM_KEY) !== null) return;
    call('settings.get', {})
      .then((settings) => {
        const value = settings[ZOOM_SETTING];
        if (typeof value === 'number' && value > 0 && localStorage.getItem(ZOOM_KEY) === null) setZoomState(clampZoom(value));
      })
      .catch(() => undefined);
  }, []);
  /** Set by the player's choice: the size read at start is not written back. */
  const changed = useRef(false);
  const setZoom = useCallback((next: number | ((current: number) => number)) => {
    setZoomState((current) => clampZoom(typeof next === 'function' ? next(current) : next));
    changed.current = true;
  }, []);
  // Remembered locally at once, in the settings once the wheel has stopped turning.
  useEffect(() => {
    if (!changed.current) return;
    localStorage.setItem(ZOOM_KEY, String(zoom));
    const save = () => void call('settings.set', { key: ZOOM_SETTING, value: zoom }).catch(() => undefined);
    const timer = setTimeout(save, 300);
    return () => clearTimeout(timer);
  }, [zoom]);
  return { zoom, setZoom, width: Math.round(base * zoom) };
}
