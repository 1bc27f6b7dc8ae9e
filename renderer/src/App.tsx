import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Sidebar } from './components/Sidebar.tsx';
import { StatusBar } from './components/StatusBar.tsx';
import { TopBar } from './components/TopBar.tsx';
import { CardsPage } from './pages/CardsPage.tsx';
import { CollectionPage } from './pages/CollectionPage.tsx';
import { DecksPage } from './pages/DecksPage.tsx';
import { GoldfishPage } from './pages/GoldfishPage.tsx';
import { PrintPage } from './pages/PrintPage.tsx';
import { usePreferences } from './preferences.ts';
import { navigate, PAGES, useCurrentPage, type PageId } from './routes.ts';

const PAGE_COMPONENTS: Record<PageId, () => React.JSX.Element> = {
  cards: CardsPage,
  collection: CollectionPage,
  decks: DecksPage,
  goldfish: GoldfishPage,
  print: PrintPage,
};

export function App() {
  const page = useCurrentPage();
  const preferences = usePreferences();
  const { t } = useTranslation();

  // Alt+1…5 switch pages from anywhere, including inside text fields.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey) return;
      const target = PAGES[Number(event.key) - 1];
      if (target) {
        event.preventDefault();
        navigate(target);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    document.title = `${t(`nav.${page}`)} · Proxyfish`;
  }, [page, t]);

  const Page = PAGE_COMPONENTS[page];
  return (
    <div className="app-frame">
      <TopBar {...preferences} />
      <Sidebar current={page} />
      <main className="page" id="main" tabIndex={-1} aria-labelledby="page-title">
        <Page />
      </main>
      <StatusBar />
    </div>
  );
}
