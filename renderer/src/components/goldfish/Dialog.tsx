// A modal dialog: focus moves in, Escape closes it.
import { useEffect, useRef } from 'react';

export function Dialog({ title, onClose, children, wide }: { title: string; onClose(): void; children: React.ReactNode; wide?: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const first = box.current?.querySelector<HTMLElement>('[data-autofocus], input, button.primary, button');
    (first ?? box.current)?.focus();
  }, []);
  return (
    <div className="gf-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={box}
        className={`gf-dialog${wide ? ' wide' : ''}`}
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onClose();
          }
        }}
      >
        <h2>{title}</h2>
        {children}
      </div>
    </div>
  );
}
