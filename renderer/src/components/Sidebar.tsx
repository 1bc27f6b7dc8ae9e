import { useTranslation } from 'react-i18next';
import { PAGES, type PageId } from '../routes.ts';

/** Icons from mana-font (mana symbols and set glyphs), so the nav needs no image files. */
const ICONS: Record<PageId, string> = {
  cards: 'ms ms-ability-learn',
  collection: 'ms ms-artifact',
  decks: 'ms ms-planeswalker',
  goldfish: 'ms ms-tap',
  print: 'ms ms-saga',
};

export function Sidebar({ current }: { current: PageId }) {
  const { t } = useTranslation();
  return (
    <nav className="sidebar" aria-label={t('nav.label')}>
      <ul>
        {PAGES.map((page, index) => (
          <li key={page}>
            <a
              href={`#/${page}`}
              className={page === current ? 'nav-link active' : 'nav-link'}
              aria-current={page === current ? 'page' : undefined}
              data-page={page}
              title={`${t(`nav.${page}`)} (Alt+${index + 1})`}
            >
              <i className={ICONS[page]} aria-hidden="true" />
              <span>{t(`nav.${page}`)}</span>
              <kbd>{index + 1}</kbd>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
