// How much of a deck the rules engine enforces: one compact line (cards and copies fully
// enforced, the names of the others, and apart the cards a goldfish game never exercises) that
// opens into the list of the others with the lines the player carries out by hand or that no
// goldfish game reaches. Shown on the deck view and the goldfish start panel.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandInput } from '../../../app/api/registry.ts';
import { useApi } from '../hooks/useApi.ts';
import type { LineStatus } from '../../../app/cards/rules-coverage.ts';

type DeckChoice = CommandInput<'rules.deckCoverage'>['deck'];

/** Names shown in the compact line before "…". */
const NAMES_IN_LINE = 4;

const namesInLine = (entries: readonly { name: string }[]): string =>
  entries.slice(0, NAMES_IN_LINE).map((entry) => entry.name).join(', ') + (entries.length > NAMES_IN_LINE ? ', …' : '');

const LINE_KEY = { partial: 'rules.partialLine', text: 'rules.textLine', unexercised: 'rules.unexercisedLine' } as const;

export function RulesCoverage({ deck, version }: { deck: DeckChoice | null; version?: string }) {
  const { t } = useTranslation();
  const coverage = useApi('rules.deckCoverage', deck === null ? null : { deck });
  const { reload } = coverage;
  useEffect(() => {
    if (version !== undefined) reload();
  }, [version, reload]);
  const data = coverage.data;
  if (!data || data.cards === 0) return null;
  const others = data.entries.filter((entry) => !entry.fullyEnforced);
  const byHand = others.filter((entry) => !entry.unexercised);
  const unexercised = others.filter((entry) => entry.unexercised);
  return (
    <details className="rules-coverage small" data-testid="rules-coverage">
      <summary>
        {t('rules.coverage', { enforced: data.fullyEnforced, cards: data.cards, copiesEnforced: data.copiesFullyEnforced, copies: data.copies })}
        {byHand.length > 0 ? <span className="muted"> · {t('rules.byHand', { names: namesInLine(byHand) })}</span> : null}
        {unexercised.length > 0 ? <span className="muted" data-testid="rules-unexercised"> · {t('rules.unexercised', { names: namesInLine(unexercised) })}</span> : null}
      </summary>
      {others.length === 0 ? (
        <p className="muted">{t('rules.allEnforced')}</p>
      ) : (
        <ul className="rules-coverage-list">
          {others.map((entry) => (
            <li key={entry.name}>
              <strong>
                {entry.count}× {entry.name}
              </strong>
              <ul>
                {entry.lines
                  .filter((line) => line.status !== 'enforced')
                  .map((line, index) => (
                    <li key={index} className="muted">
                      {t(LINE_KEY[line.status as Exclude<LineStatus, 'enforced'>], { text: line.text })}
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
