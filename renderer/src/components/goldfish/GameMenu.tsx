// The table's "Game ▾" menu: save or load a scenario, report a rules problem, create a token,
// the key list, end the game. It closes on Esc, on a click outside it, and after a choice.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface GameMenuProps {
  onSaveScenario(): void;
  onLoadScenario(event: React.ChangeEvent<HTMLInputElement>): void;
  onReport(): void;
  onToken(): void;
  onHelp(): void;
  onEnd(): void;
}

export function GameMenu({ onSaveScenario, onLoadScenario, onReport, onToken, onHelp, onEnd }: GameMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('mousedown', onDown);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('mousedown', onDown);
      window.removeEventListener('keydown', onKey);
    };
  }, [open]);
  /** A menu entry: closes the menu, then does its thing. */
  const entry = (label: string, onChoose: () => void) => (
    <button
      type="button"
      role="menuitem"
      onClick={() => {
        setOpen(false);
        onChoose();
      }}
    >
      {label}
    </button>
  );
  return (
    <div className="gf-more" ref={box}>
      <button type="button" className="gf-more-button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((was) => !was)}>
        {t('goldfish.more')}
      </button>
      {open ? (
        <div className="gf-more-menu" role="menu" aria-label={t('goldfish.more')}>
          {entry(t('goldfish.saveScenario'), onSaveScenario)}
          <label className="file-button">
            {t('goldfish.start.loadScenario')}
            <input
              type="file"
              accept=".json,application/json"
              onChange={(event) => {
                setOpen(false);
                onLoadScenario(event);
              }}
            />
          </label>
          {entry(t('goldfish.report.button'), onReport)}
          {entry(t('goldfish.token.title'), onToken)}
          {entry(`${t('goldfish.help.title')} (?)`, onHelp)}
          {entry(t('goldfish.end'), onEnd)}
        </div>
      ) : null}
    </div>
  );
}
