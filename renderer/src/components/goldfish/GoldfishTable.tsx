// The goldfish table: the game as the engine holds it, played with the mouse and the keyboard.
// Rules-enforced play goes through `goldfish.act` (what can't be done now is shown disabled with
// the engine's reason); manual moves (drag and drop, the card menu, the library's actions) go
// through `goldfish.manual` and are logged as manual. Every step can be undone.
import { DndContext, PointerSensor, useDroppable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableAction, TableCard, TableView } from '../../../../app/goldfish/table-view.ts';
import { chosenModesTarget } from './mode-target.ts';
import { call } from '../../api/client.ts';
import { useFailureText, useMessages } from '../../i18n/game-messages.ts';
import { CardNamesContext } from '../../i18n/card-names.ts';
import { ManaCost } from '../ManaCost.tsx';
import { CardMenu, type MenuState } from './CardMenu.tsx';
import { CardPreview } from './CardPreview.tsx';
import { CardTile } from './CardTile.tsx';
import { CleanupDiscardDialog } from './CleanupDiscardDialog.tsx';
import { BattlefieldRows, Permanent } from './Battlefield.tsx';
import { EndGameDialog } from './EndGameDialog.tsx';
import { GameMenu } from './GameMenu.tsx';
import { useTableZoom, MAX_ZOOM, MIN_ZOOM, ZOOM_STEP } from './useTableZoom.ts';
import { AttackDialog, ChoiceDialog, HelpOverlay, MulliganDialog, NumberDialog, ReportDialog, ScryDialog, TokenDialog, ZoneDialog, type TokenInput } from './Dialogs.tsx';
import { downloadJson, readTextFile } from './files.ts';
import { GameLog } from './GameLog.tsx';
import { ModeDialog, type ChosenModes } from './ModeDialog.tsx';
import { ManualStepPrompt, useManualSteps } from './ManualSteps.tsx';
import { StackPanel } from './StackPanel.tsx';
import { useCardImages } from './useCardImages.ts';
import './goldfish.css';

type ManualAction = Parameters<typeof call<'goldfish.manual'>>[1]['action'];
type RuleAction = Parameters<typeof call<'goldfish.act'>>[1]['action'];
type ZoneName = 'library' | 'hand' | 'battlefield' | 'graveyard' | 'exile';

type Modal =
  | { kind: 'choice' }
  | { kind: 'number'; title: string; initial: number; min?: number; then(value: number): void }
  | { kind: 'token' }
  | { kind: 'scry'; mode: 'scry' | 'surveil'; cards: TableCard[] }
  | { kind: 'attack' }
  | { kind: 'zone'; zone: 'graveyard' | 'exile' | 'library' }
  | { kind: 'help' }
  | { kind: 'report' }
  | { kind: 'endGame' }
  | { kind: 'modes'; entry: TableAction }
  | { kind: 'cleanup'; wholeTurn: boolean; count: number };

interface Targeting {
  action: TableAction;
  x?: number;
}

/** The top card of the graveyard and exile is shown small: the piles sit in the zones row. */
const PILE_TILE = 42;

const PHASES = ['untap', 'upkeep', 'draw', 'main1', 'combat', 'main2', 'end', 'cleanup'] as const;

function ZoneDrop({ id, className, label, children }: { id: string; className: string; label: string; children: React.ReactNode }) {
  const drop = useDroppable({ id, data: { zone: id } });
  return (
    <section ref={drop.setNodeRef} className={`${className}${drop.isOver ? ' drop-over' : ''}`} aria-label={label}>
      {children}
    </section>
  );
}

export function GoldfishTable({ view, onView }: { view: TableView; onView(view: TableView | null): void }) {
  const { t, i18n } = useTranslation();
  const say = useMessages(view.cardNames);
  const [error, setError] = useState<string | null>(null);
  const failureText = useFailureText(view.cardNames);
  const [notice, setNotice] = useState<string | null>(null);
  const [menu, setMenu] = useState<MenuState | null>(null);
  const [modal, setModal] = useState<Modal | null>(null);
  const [targeting, setTargeting] = useState<Targeting | null>(null);
  const [hovered, setHovered] = useState<TableCard | null>(null);
  const [paying, setPaying] = useState<number[] | null>(null);
  const { byId: images, byName: imagesByName } = useCardImages(view);
  const { zoom, setZoom, width: tileWidth } = useTableZoom();
  /** `z` (or holding Shift) shows the preview large. */
  const [bigPreview, setBigPreview] = useState(false);
  const [shiftHeld, setShiftHeld] = useState(false);
  const tableRef = useRef<HTMLDivElement>(null);
  const manualSteps = useManualSteps(view.id, view.log);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));

  const allCards = useMemo(
    () => [...view.you.hand, ...view.you.battlefield, ...view.you.graveyard, ...view.you.exile, ...view.opponent.battlefield, ...view.you.library],
    [view],
  );
  const byId = useMemo(() => new Map(allCards.map((card) => [card.id, card])), [allCards]);
  // The cards seen so far by name: a spell on the stack has left the zones the view lists, and
  // its preview still needs its face.
  const known = useRef(new Map<string, TableCard>());
  for (const card of allCards) known.current.set(card.name, card);

  // Ctrl+wheel zooms the tiles (a non-passive listener: the page itself must not zoom).
  useEffect(() => {
    const element = tableRef.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      setZoom((current) => current + (event.deltaY < 0 ? ZOOM_STEP : -ZOOM_STEP));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [setZoom]);
  useEffect(() => {
    // Only the Shift key itself changes the state: a redraw while another key's event is being
    // dispatched would swap the table's key listener before it has seen that key.
    const onShift = (event: KeyboardEvent) => {
      if (event.key === 'Shift') setShiftHeld(event.type === 'keydown');
    };
    const onBlur = () => setShiftHeld(false);
    window.addEventListener('keydown', onShift);
    window.addEventListener('keyup', onShift);
    window.addEventListener('blur', onBlur);
    return () => {
      window.removeEventListener('keydown', onShift);
      window.removeEventListener('keyup', onShift);
      window.removeEventListener('blur', onBlur);
    };
  }, []);

  // Steps run one after another, each on the view the previous one produced: a key pressed
  // again before the table has redrawn must act on the new state (resolving the next stack
  // object with the right dialog, say), not on the view that was on screen when it was pressed.
  const latest = useRef(view);
  useEffect(() => {
    latest.current = view;
  }, [view]);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const run = useCallback(
    (step: (current: TableView) => Promise<TableView | null> | null) => {
      queue.current = queue.current.then(async () => {
        setError(null);
        try {
          const next = await step(latest.current);
          if (next) {
            latest.current = next;
            onView(next);
          }
        } catch (failure) {
          setError(failureText(failure));
        }
      });
      return queue.current;
    },
    [onView, failureText],
  );
  const act = useCallback((action: RuleAction) => run((current) => call('goldfish.act', { game: current.id, action })), [run]);
  const manual = useCallback((action: ManualAction) => run((current) => call('goldfish.manual', { game: current.id, action })), [run]);
  /** Next phase / next turn; when its cleanup step asks for a discard (CR 514.1), the player chooses first. */
  const advance = useCallback(
    (wholeTurn: boolean) => {
      const count = latest.current.cleanupDiscard[wholeTurn ? 'nextTurn' : 'nextPhase'];
      if (count > 0) setModal({ kind: 'cleanup', wholeTurn, count });
      else void act({ do: wholeTurn ? 'next_turn' : 'next_phase' });
    },
    [act],
  );
  const undo = useCallback(() => run((current) => call('goldfish.undo', { game: current.id })), [run]);
  const redo = useCallback(() => run((current) => call('goldfish.redo', { game: current.id })), [run]);

  /** Resolves the top object, or asks its question first; decided on the newest state. */
  const resolveTop = useCallback(
    () =>
      void run((current) => {
        const top = current.stack[0];
        if (!top) return null;
        if (top.question) {
          setModal({ kind: 'choice' });
          return null;
        }
        return call('goldfish.act', { game: current.id, action: { do: 'resolve' } });
      }),
    [run],
  );
  const resolveAll = useCallback(
    () => void run((current) => (current.stack.length > 0 ? call('goldfish.act', { game: current.id, action: { do: 'resolve_all' } }) : null)),
    [run],
  );

  /** A rules action from a card's menu: asks for the modes of a modal one (CR 700.2), for X, then for the target on the table, then performs. */
  const perform = useCallback(
    (entry: TableAction, chosen?: ChosenModes) => {
      setMenu(null);
      if (entry.modes && !chosen) {
        setModal({ kind: 'modes', entry });
        return;
      }
      const action = (chosen ? { ...entry.action, ...(chosen.entwine ? { entwine: true } : { modes: chosen.modes }) } : entry.action) as RuleAction;
      const targets = entry.modes && chosen ? chosenModesTarget(entry.modes, chosen.modes) : entry.targets;
      const go = (x?: number) => {
        if (targets && targets.length > 0) setTargeting({ action: { ...entry, action, targets }, x });
        else void act({ ...action, ...(x !== undefined ? { x } : {}) } as RuleAction);
      };
      if (entry.needsX) setModal({ kind: 'number', title: t('goldfish.xAmount', { label: say(entry.label) }), initial: 1, then: (x) => go(x) });
      else go();
    },
    [act, t, say],
  );

  const pickTarget = useCallback(
    (target: { object: number } | { player: 0 | 1 }) => {
      if (!targeting) return;
      const base = targeting.action.action as RuleAction;
      setTargeting(null);
      void act({ ...base, targets: [target], ...(targeting.x !== undefined ? { x: targeting.x } : {}) } as RuleAction);
    },
    [act, targeting],
  );

  const candidateIds = useMemo(() => new Set((targeting?.action.targets ?? []).flatMap((target) => ('object' in target ? [target.object] : []))), [targeting]);
  const candidatePlayers = useMemo(() => new Set((targeting?.action.targets ?? []).flatMap((target) => ('player' in target ? [target.player] : []))), [targeting]);

  const onCard = useCallback(
    (card: TableCard, element: HTMLElement) => {
      if (targeting) {
        if (candidateIds.has(card.id)) pickTarget({ object: card.id });
        return;
      }
      const rect = element.getBoundingClientRect();
      setMenu({ card, x: rect.left, y: rect.bottom + 2, anchorTop: rect.top - 2 });
    },
    [candidateIds, pickTarget, targeting],
  );

  const drawN = () => setModal({ kind: 'number', title: t('goldfish.library.drawN'), initial: 1, min: 1, then: (count) => void manual({ do: 'manual_draw', count }) });
  const millN = () => setModal({ kind: 'number', title: t('goldfish.library.millN'), initial: 1, min: 1, then: (count) => void manual({ do: 'manual_mill', count }) });
  const scryN = (mode: 'scry' | 'surveil') =>
    setModal({
      kind: 'number',
      title: t(`goldfish.library.${mode}N`),
      initial: 1,
      min: 1,
      then: (count) => setModal({ kind: 'scry', mode, cards: view.you.library.slice(0, count) }),
    });
  const setLife = (player: 0 | 1) =>
    setModal({ kind: 'number', title: t(player === 0 ? 'goldfish.life.setYours' : 'goldfish.life.setGoldfish'), initial: player === 0 ? view.you.life : view.opponent.life, min: -1000, then: (life) => void manual({ do: 'manual_life', player, life }) });

  const saveScenario = async () => {
    try {
      const saved = await call('goldfish.saveScenario', { game: view.id });
      downloadJson(saved.fileName, saved.scenario);
      setNotice(saved.warnings.length ? `${t('goldfish.saved', { file: saved.fileName })} (${saved.warnings.map(say).join('; ')})` : t('goldfish.saved', { file: saved.fileName }));
    } catch (failure) {
      setError(failureText(failure));
    }
  };
  const loadScenario = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) await run(async () => call('goldfish.loadScenario', { json: await readTextFile(file), name: file.name.replace(/\.json$/i, '') }));
  };
  const endGame = async () => {
    setModal(null);
    await call('goldfish.end', { game: view.id }).catch(() => undefined);
    onView(null);
  };

  // Keyboard: single keys outside text fields; Ctrl+Z / Ctrl+Shift+Z anywhere but text fields.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (target.closest('input, textarea, select, [contenteditable]')) return;
      if (event.key === 'Escape') {
        setMenu(null);
        setTargeting(null);
        setModal(null);
        setBigPreview(false);
        return;
      }
      if (modal) return;
      // Enter dismisses the "Do by hand" prompt (a focused button keeps Enter for itself).
      if (event.key === 'Enter' && manualSteps.steps.length > 0 && !target.closest('button, a, summary')) {
        event.preventDefault();
        manualSteps.done();
        return;
      }
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') {
        event.preventDefault();
        if (event.shiftKey) void redo();
        else void undo();
        return;
      }
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'y') {
        event.preventDefault();
        void redo();
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const opening = view.mulligans !== null;
      const handled = (() => {
        switch (event.key) {
          case '?':
            setModal({ kind: 'help' });
            return true;
          case 'm':
            if (opening) void run(() => call('goldfish.mulligan', { game: view.id }));
            return opening;
        }
        if (opening) return false;
        switch (event.key) {
          case 'd':
            void manual({ do: 'manual_draw', count: 1 });
            return true;
          case 'u':
            void manual({ do: 'manual_untap_all' });
            return true;
          case 'n':
            advance(false);
            return true;
          case 't':
            advance(true);
            return true;
          case 's':
            void manual({ do: 'manual_shuffle' });
            return true;
          case 'r':
            resolveTop();
            return true;
          case 'R':
            resolveAll();
            return true;
          case 'a':
            // Only when attacking is possible (combat, or main 1: the table moves to combat first).
            if (!latest.current.canAttack) return false;
            setModal({ kind: 'attack' });
            return true;
          case 'k':
            setModal({ kind: 'token' });
            return true;
          case 'z':
            setBigPreview((big) => !big);
            return true;
          case '+':
          case '=':
            setZoom((current) => current + ZOOM_STEP);
            return true;
          case '-':
            setZoom((current) => current - ZOOM_STEP);
            return true;
        }
        return false;
      })();
      if (handled) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [act, advance, manual, manualSteps, modal, redo, resolveAll, resolveTop, run, setZoom, undo, view.id, view.mulligans]);

  const onDragEnd = (event: DragEndEvent) => {
    const card = event.active.data.current?.card as TableCard | undefined;
    const over = event.over?.data.current as { zone?: string; host?: TableCard } | undefined;
    if (!card || !over) return;
    if (over.host) {
      if (over.host.id !== card.id) void manual({ do: 'manual_attach', card: card.id, to: over.host.id });
      return;
    }
    const zone = over.zone;
    if (!zone) return;
    const from = zoneOf(view, card.id);
    // A drop that is a legal play does that play: a land from the hand onto the battlefield, a
    // spell onto the stack (its modes, X and target are asked for as from its menu).
    const play = from === 'hand' ? legalPlay(view, card.id, zone) : null;
    if (play) {
      perform(play);
      return;
    }
    if (zone === 'stack') {
      setError(t('goldfish.drop.cantCast', { name: say({ card: card.name }) }));
      return;
    }
    if (zone === 'library-top' || zone === 'library-bottom') void manual({ do: 'move', card: card.id, to: 'library', position: zone === 'library-top' ? 'top' : 'bottom' });
    else if (from !== zone) void manual({ do: 'move', card: card.id, to: zone as ZoneName });
  };

  const tile = (card: TableCard, dropTarget = false, width = tileWidth) => (
    <CardTile
      key={card.id}
      card={card}
      width={width}
      imageUrl={images.get(card.id)}
      candidate={candidateIds.has(card.id)}
      selected={menu?.card.id === card.id}
      paying={menu !== null && paying !== null && paying.includes(card.id)}
      dropTarget={dropTarget}
      onActivate={onCard}
      onHover={setHovered}
    />
  );
  const battlefield = view.you.battlefield;
  const enemy = view.opponent.battlefield;
  const pool = Object.entries(view.you.pool).filter(([, count]) => count > 0);
  const openingDone = view.mulligans === null;
  const top = view.stack[0];
  const previewCard = hovered;
  const previewBig = bigPreview || shiftHeld;
  const stepCard = manualSteps.steps[0] ? (allCards.find((card) => card.name === manualSteps.steps[0]!.card) ?? null) : null;

  return (
    <CardNamesContext.Provider value={view.cardNames}>
      <DndContext sensors={sensors} onDragEnd={onDragEnd}>
        <div ref={tableRef} className={`gf-table${targeting ? ' targeting' : ''}`} style={{ '--tile-w': `${tileWidth}px` } as React.CSSProperties}>
          <header className="gf-topbar">
            <h1 id="page-title" className="gf-title">
              {view.deckName}
            </h1>
            <span className="muted small" title={t('goldfish.seedHint')}>
              {t('goldfish.seedLabel')} <strong data-testid="seed">{view.seed}</strong> · {t(view.onThePlay ? 'goldfish.start.onThePlay' : 'goldfish.start.onTheDraw')}
            </span>
            <nav className="gf-phases" aria-label={t('goldfish.phase.label')}>
              <span className="gf-turn">{t('goldfish.turn', { turn: view.turn })}</span>
              {PHASES.map((phase) => (
                <span key={phase} className={`gf-phase${view.phase === phase ? ' current' : ''}`} aria-current={view.phase === phase ? 'step' : undefined}>
                  {t(`goldfish.phase.${phase}`)}
                </span>
              ))}
            </nav>
            <div className="gf-buttons">
              <button type="button" onClick={() => advance(false)} disabled={!openingDone} title="N">
                {view.combatDamagePending ? t('goldfish.combatDamage') : t('goldfish.nextPhase')}
              </button>
              <button type="button" onClick={() => advance(true)} disabled={!openingDone} title="T">
                {t('goldfish.nextTurn')}
              </button>
              <button type="button" onClick={() => setModal({ kind: 'attack' })} disabled={!view.canAttack} title={view.canAttack ? 'A' : t('goldfish.attack.onlyCombat')}>
                {t('goldfish.attack.button')}
              </button>
              <button type="button" onClick={() => void undo()} disabled={!view.canUndo} title="Ctrl+Z" aria-label={t('goldfish.undo')}>
                ↶ {t('goldfish.undo')}
              </button>
              <button type="button" onClick={() => void redo()} disabled={!view.canRedo} title="Ctrl+Shift+Z" aria-label={t('goldfish.redo')}>
                ↷
              </button>
              <label className="gf-zoom" title={t('goldfish.zoom.hint')}>
                <span className="muted small">{t('goldfish.zoom.label')}</span>
                <input type="range" min={MIN_ZOOM} max={MAX_ZOOM} step={ZOOM_STEP} value={zoom} onChange={(event) => setZoom(Number(event.target.value))} aria-label={t('goldfish.zoom.label')} />
              </label>
              <GameMenu
                onSaveScenario={() => void saveScenario()}
                onLoadScenario={loadScenario}
                onReport={() => setModal({ kind: 'report' })}
                onToken={() => setModal({ kind: 'token' })}
                onHelp={() => setModal({ kind: 'help' })}
                onEnd={() => setModal({ kind: 'endGame' })}
              />
            </div>
          </header>
          {error ? (
            <p className="gf-error error" role="alert">
              {error}
            </p>
          ) : null}
          {notice ? (
            <p className="gf-notice small" role="status" onClick={() => setNotice(null)}>
              {notice}
            </p>
          ) : null}
          {view.unresolved.length > 0 ? (
            <p className="gf-notice warn small" role="status">
              {t('goldfish.unresolved', { names: view.unresolved.map((entry) => (entry.suggestions.length > 0 ? `${entry.name} (${t('goldfish.didYouMean', { name: anyOf(entry.suggestions.slice(0, 3), i18n.language) })})` : entry.name)).join('; ') })}
            </p>
          ) : null}
          {targeting ? (
            <div className="gf-targeting" role="status">
              {t('goldfish.pickTarget', { label: say(targeting.action.label) })}
              {candidatePlayers.has(1) ? (
                <button type="button" onClick={() => pickTarget({ player: 1 })}>
                  {t('goldfish.theGoldfish')}
                </button>
              ) : null}
              {candidatePlayers.has(0) ? (
                <button type="button" onClick={() => pickTarget({ player: 0 })}>
                  {t('goldfish.yourself')}
                </button>
              ) : null}
              <button type="button" onClick={() => setTargeting(null)}>
                {t('goldfish.cancel')} (Esc)
              </button>
            </div>
          ) : null}
          {view.gameOver ? (
            <p className="gf-notice ok" role="status">
              {t(view.gameOver.loser === 'opponent' ? 'goldfish.won' : 'goldfish.lost', { reason: say(view.gameOver.reason) })}
            </p>
          ) : null}

          <div className="gf-main">
            <div className="gf-board">
              <section className="gf-opponent" aria-label={t('goldfish.opponent')}>
                <button type="button" className={`gf-life${candidatePlayers.has(1) ? ' candidate' : ''}`} data-testid="opponent-life" onClick={() => (targeting ? candidatePlayers.has(1) && pickTarget({ player: 1 }) : setLife(1))} title={t('goldfish.life.setGoldfish')}>
                  <span className="gf-life-label">{t('goldfish.theGoldfish')}</span> <strong>{view.opponent.life}</strong>
                </button>
                <div className="gf-row">
                  {enemy.filter((card) => card.attachedTo === null).map((card) => (
                    <Permanent key={card.id} card={card} battlefield={enemy} tile={tile} width={tileWidth} />
                  ))}
                </div>
              </section>

              <ZoneDrop id="battlefield" className="gf-battlefield" label={t('goldfish.zone.battlefield')}>
                <BattlefieldRows battlefield={battlefield} tile={tile} width={tileWidth} emptyLabel={t('goldfish.zone.battlefield')} />
              </ZoneDrop>

              <ZoneDrop id="hand" className="gf-hand" label={t('goldfish.zone.hand')}>
                <h2 className="gf-zone-title">
                  {t('goldfish.zone.hand')} <span className="muted">{view.you.hand.length}</span>
                </h2>
                <div className="gf-row">{view.you.hand.map((card) => tile(card))}</div>
              </ZoneDrop>

              <div className="gf-zones">
                <section className="gf-library" aria-label={t('goldfish.zone.library')}>
                  {/* The title and the two drop targets share a line: the zones row stays low. */}
                  <div className="gf-library-head">
                    <h2 className="gf-zone-title">
                      {t('goldfish.zone.library')} <strong data-testid="library-count">{view.you.libraryCount}</strong>
                    </h2>
                    <LibraryDrop id="library-top" label={t('goldfish.library.top')} />
                    <LibraryDrop id="library-bottom" label={t('goldfish.library.bottom')} />
                  </div>
                  {view.you.libraryTopVisible && view.you.library[0] && (
                    <div className="gf-row" data-testid="library-top" aria-label={t('goldfish.library.topCard')}>
                      {tile(view.you.library[0], false, PILE_TILE)}
                    </div>
                  )}
                  <div className="gf-library-actions">
                    <button type="button" onClick={() => void manual({ do: 'manual_draw', count: 1 })} disabled={!openingDone} title="D">
                      {t('goldfish.library.draw')}
                    </button>
                    <button type="button" onClick={drawN} disabled={!openingDone}>
                      {t('goldfish.library.drawN')}
                    </button>
                    <button type="button" onClick={() => scryN('scry')} disabled={!openingDone}>
                      {t('goldfish.library.scry')}
                    </button>
                    <button type="button" onClick={() => scryN('surveil')} disabled={!openingDone}>
                      {t('goldfish.library.surveil')}
                    </button>
                    <button type="button" onClick={millN} disabled={!openingDone}>
                      {t('goldfish.library.mill')}
                    </button>
                    <button type="button" onClick={() => view.you.library[0] && void manual({ do: 'manual_reveal', card: view.you.library[0].id })} disabled={!openingDone || view.you.libraryCount === 0}>
                      {t('goldfish.library.reveal')}
                    </button>
                    <button type="button" onClick={() => void manual({ do: 'manual_shuffle' })} disabled={!openingDone} title="S">
                      {t('goldfish.library.shuffle')}
                    </button>
                    <button type="button" onClick={() => setModal({ kind: 'zone', zone: 'library' })} disabled={!openingDone}>
                      {t('goldfish.library.search')}
                    </button>
                  </div>
                </section>
                <ZoneDrop id="graveyard" className="gf-pile" label={t('goldfish.zone.graveyard')}>
                  <button type="button" className="gf-pile-button" onClick={() => setModal({ kind: 'zone', zone: 'graveyard' })}>
                    {t('goldfish.zone.graveyard')} <strong data-testid="graveyard-count">{view.you.graveyard.length}</strong>
                  </button>
                  <div className="gf-pile-top">{view.you.graveyard.slice(-1).map((card) => tile(card, false, PILE_TILE))}</div>
                </ZoneDrop>
                <ZoneDrop id="exile" className="gf-pile" label={t('goldfish.zone.exile')}>
                  <button type="button" className="gf-pile-button" onClick={() => setModal({ kind: 'zone', zone: 'exile' })}>
                    {t('goldfish.zone.exile')} <strong>{view.you.exile.length}</strong>
                  </button>
                  <div className="gf-pile-top">{view.you.exile.slice(-1).map((card) => tile(card, false, PILE_TILE))}</div>
                </ZoneDrop>
                <section className="gf-status" aria-label={t('goldfish.you')}>
                  <button type="button" className={`gf-life${candidatePlayers.has(0) ? ' candidate' : ''}`} data-testid="your-life" onClick={() => (targeting ? candidatePlayers.has(0) && pickTarget({ player: 0 }) : setLife(0))} title={t('goldfish.life.setYours')}>
                    ♥ <span className="gf-life-label">{t('goldfish.you')}</span> <strong>{view.you.life}</strong>
                  </button>
                  <div className="gf-pool" data-testid="mana-pool" aria-label={t('goldfish.pool')}>
                    <span className="muted small">{t('goldfish.pool')}</span>{' '}
                    {pool.length === 0 ? <span className="muted small">—</span> : pool.map(([color, count]) => <span key={color}>{count}×<ManaCost cost={`{${color}}`} /></span>)}
                  </div>
                  <span className="muted small">{t('goldfish.landsPlayed', { count: view.you.landsPlayed })}</span>
                </section>
              </div>
            </div>

            <aside className="gf-side">
              <CardPreview card={previewCard} imageUrl={previewCard ? (images.get(previewCard.id) ?? imagesByName.get(previewCard.name)) : null} big={previewBig} />
              <StackPanel
                stack={view.stack}
                cardNames={view.cardNames}
                onResolve={resolveTop}
                onResolveAll={resolveAll}
                pictureOf={(name) => known.current.get(name) ?? null}
                imageOf={(name) => imagesByName.get(name) ?? null}
                onHoverName={(name) => setHovered(name ? (known.current.get(name) ?? null) : null)}
              />
              <GameLog
                lines={view.log}
                cardNames={view.cardNames}
                onHoverName={(name) => setHovered(name ? (known.current.get(name) ?? null) : null)}
              />
            </aside>
          </div>

          {menu ? (
            <CardMenu
              menu={menu}
              view={view}
              zone={zoneOf(view, menu.card.id)}
              onPerform={perform}
              onPreviewPayment={setPaying}
              onManual={(action) => {
                setMenu(null);
                void manual(action);
              }}
              onCounters={(card) => {
                setMenu(null);
                setModal({ kind: 'number', title: t('goldfish.menu.countersN', { name: say({ card: card.name }) }), initial: 1, min: -100, then: (delta) => void manual({ do: 'manual_counters', card: card.id, counter: '+1/+1', delta }) });
              }}
              onClose={() => setMenu(null)}
            />
          ) : null}

          {manualSteps.steps[0] ? (
            <ManualStepPrompt
              step={manualSteps.steps[0]}
              waiting={manualSteps.steps.length - 1}
              card={stepCard}
              imageUrl={stepCard ? (images.get(stepCard.id) ?? null) : null}
              cardName={say({ card: manualSteps.steps[0].card })}
              onDone={manualSteps.done}
              onLife={setLife}
              onToken={() => setModal({ kind: 'token' })}
              onLibrary={() => setModal({ kind: 'zone', zone: 'library' })}
            />
          ) : null}
          {view.mulligans !== null ? (
            <MulliganDialog view={view} onMulligan={() => void run(() => call('goldfish.mulligan', { game: view.id }))} onKeep={(bottom) => void run(() => call('goldfish.keep', { game: view.id, bottom }))} />
          ) : null}
          {modal?.kind === 'choice' && top?.question ? (
            <ChoiceDialog
              entry={top}
              cardNames={view.cardNames}
              onClose={() => setModal(null)}
              onAnswer={(choice) => {
                setModal(null);
                void act({ do: 'resolve', choice });
              }}
            />
          ) : null}
          {modal?.kind === 'modes' && modal.entry.modes ? (
            <ModeDialog
              title={say(modal.entry.label)}
              choices={modal.entry.modes}
              onClose={() => setModal(null)}
              onDone={(chosen) => {
                setModal(null);
                perform(modal.entry, chosen);
              }}
            />
          ) : null}
          {modal?.kind === 'number' ? (
            <NumberDialog
              title={modal.title}
              initial={modal.initial}
              min={modal.min}
              onClose={() => setModal(null)}
              onDone={(value) => {
                setModal(null);
                modal.then(value);
              }}
            />
          ) : null}
          {modal?.kind === 'token' ? (
            <TokenDialog
              onClose={() => setModal(null)}
              onDone={(token: TokenInput, count) => {
                setModal(null);
                void manual({ do: 'manual_token', token, count });
              }}
            />
          ) : null}
          {modal?.kind === 'scry' ? (
            <ScryDialog
              kind={modal.mode}
              cards={modal.cards}
              onClose={() => setModal(null)}
              onDone={(topIds, bottom, graveyard) => {
                setModal(null);
                void manual({ do: 'manual_scry', kind: modal.mode, top: topIds, bottom, graveyard });
              }}
            />
          ) : null}
          {modal?.kind === 'attack' ? (
            <AttackDialog
              view={view}
              onClose={() => setModal(null)}
              onAttack={(attackers, exert) => {
                setModal(null);
                void act(exert.length > 0 ? { do: 'attack', attackers, exert } : { do: 'attack', attackers });
              }}
            />
          ) : null}
          {modal?.kind === 'zone' ? (
            <ZoneDialog
              title={t(`goldfish.zone.${modal.zone}`)}
              cards={view.you[modal.zone]}
              onClose={() => setModal(null)}
              onCard={(card, element) => {
                const rect = element.getBoundingClientRect();
                setModal(null);
                setMenu({ card: byId.get(card.id) ?? card, x: rect.left, y: rect.bottom });
              }}
            />
          ) : null}
          {modal?.kind === 'cleanup' ? (
            <CleanupDiscardDialog
              view={view}
              count={modal.count}
              onDiscard={(discard) => {
                setModal(null);
                void act({ do: modal.wholeTurn ? 'next_turn' : 'next_phase', discard });
              }}
              onClose={() => setModal(null)}
            />
          ) : null}
          {modal?.kind === 'help' ? <HelpOverlay onClose={() => setModal(null)} /> : null}
          {modal?.kind === 'endGame' ? <EndGameDialog onClose={() => setModal(null)} onEnd={() => void endGame()} /> : null}
          {modal?.kind === 'report' ? (
            <ReportDialog
              onClose={() => setModal(null)}
              onSend={async (note) => {
                setModal(null);
                try {
                  const { file } = await call('goldfish.report', { game: view.id, note });
                  setNotice(t('goldfish.report.saved', { file }));
                } catch (failure) {
                  setError(failureText(failure));
                }
              }}
            />
          ) : null}
        </div>
      </DndContext>
    </CardNamesContext.Provider>
  );
}

/** "A, B or C" in the UI language: the suggestions for one unknown name. */
function anyOf(names: readonly string[], language: string): string {
  return new Intl.ListFormat(language, { type: 'disjunction' }).format(names);
}

function LibraryDrop({ id, label }: { id: string; label: string }) {
  const drop = useDroppable({ id, data: { zone: id } });
  return (
    <div ref={drop.setNodeRef} className={`gf-library-drop${drop.isOver ? ' drop-over' : ''}`}>
      {label}
    </div>
  );
}

/** The enabled rules action that a drop of a hand card onto `zone` means: playing a land onto the battlefield, casting a spell onto the stack. */
function legalPlay(view: TableView, card: number, zone: string): TableAction | null {
  const wanted = zone === 'battlefield' ? 'play_land' : zone === 'stack' ? 'cast' : null;
  return view.actions.find((entry) => entry.card === card && entry.enabled && entry.action.do === wanted) ?? null;
}

function zoneOf(view: TableView, id: number): ZoneName {
  for (const zone of ['hand', 'battlefield', 'graveyard', 'exile', 'library'] as const) if (view.you[zone].some((card) => card.id === id)) return zone;
  return 'battlefield';
}
