// The Goldfish page: a start panel until a game runs, then the table. The game id is kept for the
// tab, so a reload returns to the same table while the app runs.
import { useCallback, useEffect, useState } from 'react';
import type { TableView } from '../../../app/goldfish/table-view.ts';
import { call } from '../api/client.ts';
import { GoldfishTable } from '../components/goldfish/GoldfishTable.tsx';
import { StartPanel } from '../components/goldfish/StartPanel.tsx';

const GAME_KEY = 'proxyfish.goldfish.game';

export function GoldfishPage() {
  const [view, setView] = useState<TableView | null>(null);
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    const id = sessionStorage.getItem(GAME_KEY);
    if (!id) {
      setChecked(true);
      return;
    }
    call('goldfish.view', { game: id }).then(
      (table) => {
        setView(table);
        setChecked(true);
      },
      () => {
        sessionStorage.removeItem(GAME_KEY);
        setChecked(true);
      },
    );
  }, []);

  const show = useCallback((table: TableView | null) => {
    if (table) sessionStorage.setItem(GAME_KEY, table.id);
    else sessionStorage.removeItem(GAME_KEY);
    setView(table);
  }, []);

  if (!checked) return <div className="gf-loading" />;
  return view ? <GoldfishTable view={view} onView={show} /> : <StartPanel onStart={show} />;
}
