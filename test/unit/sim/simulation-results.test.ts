import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { LandDropsRunner } from '../../../app/sim/land-drops-runner.ts';
import { playGames } from '../../../app/sim/play-games.ts';
import type { SimulationResult, SimulationSettings } from '../../../app/sim/results.ts';
import { compareResults, summarize } from '../../../app/sim/results.ts';
import { DEFAULT_MULLIGAN } from '../../../app/sim/types.ts';
import { killTurnRows, landDropRows, unsupportedCards } from '../../../renderer/src/components/sim/chart-data.ts';
import { SimulationResults } from '../../../renderer/src/components/sim/SimulationResults.tsx';
import de from '../../../renderer/src/i18n/locales/de.json' with { type: 'json' };
import en from '../../../renderer/src/i18n/locales/en.json' with { type: 'json' };
import { landSpellDeck } from './decks.ts';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en }, de: { translation: de } }, interpolation: { escapeValue: false } });
});

function run(lands: number, mulligan: boolean): SimulationResult {
  const deck = landSpellDeck(lands, 60 - lands, `${lands} lands`);
  const settings: SimulationSettings = { games: 1_000, seed: 9, onThePlay: true, mulligan: { ...DEFAULT_MULLIGAN, enabled: mulligan }, maxTurns: 10 };
  return summarize(deck, settings, 'land-drops', playGames(new LandDropsRunner(), deck, settings, 0, 1_000));
}

const render = (props: Parameters<typeof SimulationResults>[0]): string =>
  renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(SimulationResults, props)));

describe('chart rows', () => {
  it('kill-turn rows give each turn and "never" in percent', () => {
    const result = run(24, true);
    const rows = killTurnRows(result, undefined, 'never');
    expect(rows).toHaveLength(11);
    expect(rows.at(-1)).toEqual({ turn: 'never', a: 100 });
  });

  it('land-drop rows carry the simulated share, its band and the exact twin where it applies', () => {
    const exact = run(24, false);
    const rows = landDropRows(exact);
    expect(rows).toHaveLength(8);
    expect(rows[2]!.a).toBeCloseTo(exact.landDrops[2]!.probability * 100, 10);
    expect(rows[2]!.aBand[0]).toBeLessThanOrEqual(rows[2]!.a);
    expect(rows[2]!.aExact).toBeCloseTo(exact.landDrops[2]!.exact! * 100, 10);
    expect(landDropRows(run(24, true))[2]).not.toHaveProperty('aExact');
  });
});

describe('SimulationResults', () => {
  it('shows the summary with intervals and the note on the exact figures for one run', () => {
    const result = run(24, false);
    const html = render({ result });
    expect(html).toContain('data-testid="sim-summary"');
    expect(html).toContain('Mulligan rate');
    expect(html).toContain(`${(result.screwRate * 100).toFixed(1)} %`);
    expect(html).toContain('Exact: the same deck drawn without mulligans');
    expect(html).toContain('No game killed the goldfish');
  });

  it('names the cards the engine did not understand when the result carries their names', () => {
    const result = run(24, false);
    // A run stored before names were kept: the count alone.
    const counted = render({ result: { ...result, unsupportedCards: [], unsupportedCardCount: 2 } });
    expect(counted).toContain('2 cards in this deck are not understood');
    const named: SimulationResult = { ...result, unsupportedCards: ['Arcanum Wings', 'Sandsworn Mummy'], unsupportedCardCount: 2 };
    const html = render({ result: named });
    expect(html).toContain('<li>Arcanum Wings</li>');
    expect(html).toContain('<li>Sandsworn Mummy</li>');
    expect(unsupportedCards({ ...result, unsupportedCards: ['Censor'], unsupportedCardCount: 1 })).toEqual({ cards: 1, copies: 1, names: ['Censor'] });
  });

  it('counts the cards not understood and their copies apart: one name with two copies is "1 card (2 copies)"', () => {
    const html = render({ result: { ...run(24, false), unsupportedCards: ['Arcanum Wings'], unsupportedCardCount: 2 } });
    expect(html).toContain('1 card in this deck (2 copies) is not understood');
    expect(html).toContain('<li>Arcanum Wings</li>');
  });

  it('names apart the cards a goldfish game never exercises (issue 26)', () => {
    const result = run(24, false);
    expect(render({ result })).not.toContain('sim-unexercised');
    const html = render({ result: { ...result, unexercisedCards: ['Sky Fence', 'Wall of Wood'] } });
    expect(html).toContain('data-testid="sim-unexercised"');
    expect(html).toContain('Not exercised by a goldfish game (nothing blocks, nothing attacks you), so these figures do not test them: Sky Fence, Wall of Wood');
  });

  it('shows the comparison table with significance for two runs, in German too', async () => {
    const a = run(17, true);
    const b = run(24, true);
    const html = render({ result: a, compareWith: b, comparison: compareResults(a, b) });
    expect(html).toContain('data-testid="sim-comparison"');
    expect(html).toContain('17 lands');
    expect(html).toContain('24 lands');
    expect(html).toMatch(/Land drop turn 4<\/th>.*?significant/);
    await i18n.changeLanguage('de');
    expect(render({ result: a, compareWith: b, comparison: compareResults(a, b) })).toContain('Landdrop Zug 4');
    await i18n.changeLanguage('en');
  });
});
