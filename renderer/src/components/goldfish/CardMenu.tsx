// A card's actions: first what the rules allow (play, cast, cycling and each typecycling with its
// cost, aura swap, mana abilities) — disabled with the engine's reason when it can't be done now —
// then the manual overrides (tap, move to any zone, counters, reveal, unattach).
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableAction, TableCard, TableView } from '../../../../app/goldfish/table-view.ts';
import type { call } from '../../api/client.ts';
import { useMessages } from '../../i18n/game-messages.ts';

type ManualAction = Parameters<typeof call<'goldfish.manual'>>[1]['action'];

export interface MenuState {
  card: TableCard;
  /** Where it opens: below the card (`y`), or above it (`anchorTop`) when it doesn't fit below. */
  x: number;
  y: number;
  anchorTop?: number;
}

/** The margin kept between a menu and the window's edges. */
const EDGE = 4;

/**
 * Where a menu of this size goes: below its anchor, else above it, else as high as the window
 * allows (it then scrolls); never past the right edge.
 */
export function placeMenu(menu: Pick<MenuState, 'x' | 'y' | 'anchorTop'>, size: { width: number; height: number }, window: { width: number; height: number }) {
  const left = Math.max(EDGE, Math.min(menu.x, window.width - size.width - EDGE));
  const room = window.height - 2 * EDGE;
  if (menu.y + size.height <= window.height - EDGE) return { left, top: menu.y, maxHeight: room };
  const above = (menu.anchorTop ?? menu.y) - size.height;
  if (above >= EDGE) return { left, top: above, maxHeight: room };
  return { left, top: Math.max(EDGE, window.height - EDGE - size.height), maxHeight: room };
}

interface CardMenuProps {
  menu: MenuState;
  view: TableView;
  zone: 'library' | 'hand' | 'battlefield' | 'graveyard' | 'exile';
  onPerform(action: TableAction): void;
  /** The lands an action's automatic payment will tap, while it is hovered or focused (null: none). */
  onPreviewPayment(cards: number[] | null): void;
  onManual(action: ManualAction): void;
  onCounters(card: TableCard): void;
  onClose(): void;
}

export function CardMenu({ menu, view, zone, onPerform, onPreviewPayment, onManual, onCounters, onClose }: CardMenuProps) {
  const { t } = useTranslation();
  const say = useMessages(view.cardNames);
  const box = useRef<HTMLDivElement>(null);
  const card = menu.card;
  const rules = view.actions.filter((action) => action.card === card.id);
  useEffect(() => {
    box.current?.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus();
    const onDown = (event: MouseEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) onClose();
    };
    window.addEventListener('mousedown', onDown);
    return () => window.removeEventListener('mousedown', onDown);
  }, [onClose]);
  const moves = (['hand', 'battlefield', 'graveyard', 'exile'] as const).filter((to) => to !== zone);
  // Measured once drawn (hidden until then), then placed inside the window.
  const [place, setPlace] = useState<{ left: number; top: number; maxHeight: number } | null>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      element.style.maxHeight = '';
      const rect = element.getBoundingClientRect();
      setPlace(placeMenu(menu, { width: rect.width, height: Math.min(rect.height, window.innerHeight - 2 * EDGE) }, { width: window.innerWidth, height: window.innerHeight }));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [menu]);
  return (
    <div
      ref={box}
      className="gf-menu"
      role="menu"
      aria-label={say({ card: card.name })}
      style={place ? { left: place.left, top: place.top, maxHeight: place.maxHeight } : { left: 0, top: 0, opacity: 0 }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          const items = [...(box.current?.querySelectorAll<HTMLButtonElement>('button:not([disabled])') ?? [])];
          const at = items.indexOf(document.activeElement as HTMLButtonElement);
          items[(at + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
        }
      }}
    >
      <div className="gf-menu-title">{say({ card: card.name })}</div>
      {rules.map((action) => (
        <button
          key={action.index}
          type="button"
          role="menuitem"
          disabled={!action.enabled}
          onClick={() => onPerform(action)}
          title={action.reason ? say(action.reason) : (action.payment && action.payment.length > 0 ? t('goldfish.menu.taps', { lands: action.payment.join(', ') }) : undefined)}
          data-payment={action.payment?.join(', ')}
          onMouseEnter={() => onPreviewPayment(action.paymentCards)}
          onFocus={() => onPreviewPayment(action.paymentCards)}
          onMouseLeave={() => onPreviewPayment(null)}
          onBlur={() => onPreviewPayment(null)}
        >
          {say(action.label)}
          {action.reason ? <span className="gf-reason small">{say(action.reason)}</span> : null}
        </button>
      ))}
      {rules.length > 0 ? <div className="gf-menu-sep">{t('goldfish.menu.manual')}</div> : null}
      {zone === 'battlefield' ? (
        <button type="button" role="menuitem" onClick={() => onManual({ do: 'manual_tap', card: card.id, tapped: !card.tapped })}>
          {t(card.tapped ? 'goldfish.menu.untap' : 'goldfish.menu.tap')}
        </button>
      ) : null}
      {zone === 'battlefield' && card.isLand && !card.tapped
        ? landColors(card).map((color) => (
            <button key={color} type="button" role="menuitem" onClick={() => onManual({ do: 'manual_tap', card: card.id, tapped: true, mana: color })}>
              {t('goldfish.menu.tapFor', { mana: `{${color}}` })}
            </button>
          ))
        : null}
      {moves.map((to) => (
        <button key={to} type="button" role="menuitem" onClick={() => onManual({ do: 'move', card: card.id, to })}>
          {t('goldfish.menu.moveTo', { zone: t(`goldfish.zone.${to}`) })}
        </button>
      ))}
      <button type="button" role="menuitem" onClick={() => onManual({ do: 'move', card: card.id, to: 'library', position: 'top' })}>
        {t('goldfish.menu.libraryTop')}
      </button>
      <button type="button" role="menuitem" onClick={() => onManual({ do: 'move', card: card.id, to: 'library', position: 'bottom' })}>
        {t('goldfish.menu.libraryBottom')}
      </button>
      {zone === 'battlefield' ? (
        <>
          <button type="button" role="menuitem" onClick={() => onManual({ do: 'manual_counters', card: card.id, counter: '+1/+1', delta: 1 })}>
            {t('goldfish.menu.addCounter')}
          </button>
          {(card.counters['+1/+1'] ?? 0) > 0 ? (
            <button type="button" role="menuitem" onClick={() => onManual({ do: 'manual_counters', card: card.id, counter: '+1/+1', delta: -1 })}>
              {t('goldfish.menu.removeCounter')}
            </button>
          ) : null}
          <button type="button" role="menuitem" onClick={() => onCounters(card)}>
            {t('goldfish.menu.counters')}
          </button>
          {card.attachedTo !== null ? (
            <button type="button" role="menuitem" onClick={() => onManual({ do: 'manual_attach', card: card.id, to: null })}>
              {t('goldfish.menu.unattach')}
            </button>
          ) : null}
        </>
      ) : null}
      <button type="button" role="menuitem" onClick={() => onManual({ do: 'manual_reveal', card: card.id })}>
        {t('goldfish.menu.reveal')}
      </button>
    </div>
  );
}

/** The colours a land's rules text says it can add ("{T}: Add {U} or {B}."), for tapping by hand. */
function landColors(card: TableCard): ('W' | 'U' | 'B' | 'R' | 'G' | 'C')[] {
  const found = new Set<'W' | 'U' | 'B' | 'R' | 'G' | 'C'>();
  for (const match of card.oracleText.matchAll(/Add ([^.]*)/g)) for (const symbol of match[1]!.matchAll(/\{([WUBRGC])\}/g)) found.add(symbol[1] as 'W');
  const subtypes: Record<string, 'W' | 'U' | 'B' | 'R' | 'G'> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' };
  for (const [word, color] of Object.entries(subtypes)) if (card.typeLine.includes(word)) found.add(color);
  return [...found];
}
