// The search box: the query, name suggestions for the word being typed, and the syntax help.
import { forwardRef, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NameSuggestion } from '../../../../app/db/search/card-search.ts';
import { call } from '../../api/client.ts';
import { SyntaxHelp } from './SyntaxHelp.tsx';

interface SearchBoxProps {
  value: string;
  lang: string;
  onChange(value: string): void;
  /** Search now (Enter) rather than after the typing pause. */
  onSubmit(value: string): void;
  /** Arrow down with no suggestion open: move into the results. */
  onLeave(): void;
  /** Escape with no suggestion or help open: true when it closed something (the card detail). */
  onEscape(): boolean;
}

/** The bare word at the end of the query, the one a suggestion would complete. */
function lastBareWord(query: string): string | null {
  const match = /(?:^|[\s(])(-?)([^\s():"!<>=-][^\s():"<>=]*)$/.exec(query);
  return match?.[2] && match[2].length >= 2 ? match[2] : null;
}

export const SearchBox = forwardRef<HTMLInputElement, SearchBoxProps>(function SearchBox(
  { value, lang, onChange, onSubmit, onLeave, onEscape },
  ref,
) {
  const { t } = useTranslation();
  const [suggestions, setSuggestions] = useState<NameSuggestion[]>([]);
  const [highlight, setHighlight] = useState(-1);
  const [helpOpen, setHelpOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const helpRef = useRef<HTMLDivElement>(null);
  /** The query the user last searched or picked: no suggestions for it until it changes. */
  const dismissed = useRef<string | null>(null);

  useEffect(() => {
    const word = focused && value !== dismissed.current ? lastBareWord(value) : null;
    if (!word) {
      setSuggestions([]);
      return;
    }
    let cancelled = false;
    const timer = setTimeout(() => {
      call('cards.suggest', { text: word, lang, limit: 8 }).then(
        (found) => {
          if (cancelled || dismissed.current === value) return;
          setSuggestions(found);
          setHighlight(-1);
        },
        () => !cancelled && setSuggestions([]),
      );
    }, 120);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [value, lang, focused]);

  useEffect(() => {
    if (!helpOpen) return;
    const close = (event: MouseEvent) => {
      if (helpRef.current && !helpRef.current.contains(event.target as Node)) setHelpOpen(false);
    };
    window.addEventListener('mousedown', close);
    return () => window.removeEventListener('mousedown', close);
  }, [helpOpen]);

  const accept = (suggestion: NameSuggestion) => {
    const word = lastBareWord(value) ?? '';
    const next = `${value.slice(0, value.length - word.length)}!"${suggestion.name}"`;
    dismissed.current = next;
    setSuggestions([]);
    onChange(next);
    onSubmit(next);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const open = suggestions.length > 0;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (open && highlight < suggestions.length - 1) setHighlight(highlight + 1);
      else if (!open) onLeave();
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      setHighlight(Math.max(-1, highlight - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = open && highlight >= 0 ? suggestions[highlight] : undefined;
      if (chosen) accept(chosen);
      else {
        dismissed.current = value;
        setSuggestions([]);
        onSubmit(value);
      }
    } else if (event.key === 'Escape') {
      // One thing per press, innermost first; the browser clears the query only when nothing was open.
      if (open) setSuggestions([]);
      else if (helpOpen) setHelpOpen(false);
      else if (!onEscape()) return;
      event.preventDefault();
    }
  };

  return (
    <div className="search-box">
      <div className="search-input-wrap">
        <i className="ms ms-ability-learn search-icon" aria-hidden="true" />
        <input
          ref={ref}
          id="card-search"
          type="search"
          value={value}
          placeholder={t('cards.searchPlaceholder')}
          aria-label={t('cards.searchLabel')}
          aria-autocomplete="list"
          aria-controls="card-suggestions"
          aria-expanded={suggestions.length > 0}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => setTimeout(() => setFocused(false), 150)}
        />
        <kbd className="search-kbd" title={t('cards.focusSearch')}>/</kbd>
        {suggestions.length > 0 ? (
          <ul className="name-suggestions" id="card-suggestions" role="listbox" aria-label={t('cards.suggestions')}>
            {suggestions.map((suggestion, index) => (
              <li
                key={`${suggestion.id}-${suggestion.name}`}
                role="option"
                aria-selected={index === highlight}
                className={index === highlight ? 'active' : undefined}
                onMouseDown={(event) => {
                  event.preventDefault();
                  accept(suggestion);
                }}
              >
                {suggestion.name}
                {suggestion.canonical !== suggestion.name ? <span className="muted"> · {suggestion.canonical}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="help-anchor" ref={helpRef}>
        <button type="button" aria-expanded={helpOpen} onClick={() => setHelpOpen(!helpOpen)} data-testid="syntax-help-button">
          {t('cards.help.button')}
        </button>
        {helpOpen ? (
          <SyntaxHelp
            onExample={(example) => {
              setHelpOpen(false);
              onChange(example);
              onSubmit(example);
            }}
          />
        ) : null}
      </div>
    </div>
  );
});
