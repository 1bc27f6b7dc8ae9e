// The mode picker for a modal spell or ability (CR 700.2): one checkbox per mode (its rules text
// as the card has it), chosen before any target. Number keys toggle a mode, Enter confirms; with
// "choose one", a number key chooses that mode at once. Entwine (CR 702.42) chooses every mode.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModeChoices } from '../../../../app/goldfish/mode-choices.ts';
import { Dialog } from './Dialog.tsx';

export interface ChosenModes {
  modes: number[];
  entwine: boolean;
}

export function ModeDialog({ title, choices, onDone, onClose }: { title: string; choices: ModeChoices; onDone(chosen: ChosenModes): void; onClose(): void }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number[]>([]);
  const [entwine, setEntwine] = useState(false);
  const single = choices.max === 1 && !entwine;
  const modes = entwine ? choices.texts.map((_, index) => index) : chosen;
  const valid = entwine || (chosen.length >= choices.min && chosen.length <= choices.max);
  // A mode whose one target has no legal choice now can't be chosen (CR 700.2b, 601.2c).
  const impossible = (mode: number): boolean => choices.targetCounts[mode] === 1 && choices.targets[mode]?.length === 0;
  // Focus on the first mode that can be chosen (runs after the dialog's own focus: child effects run first).
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    list.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
  }, []);
  const toggle = (mode: number) => {
    if (entwine || impossible(mode)) return;
    if (single) setChosen([mode]);
    else setChosen((current) => (current.includes(mode) ? current.filter((other) => other !== mode) : current.length < choices.max ? [...current, mode].sort((a, b) => a - b) : current));
  };
  const count = choices.min === choices.max ? t('goldfish.modes.chooseExactly', { count: choices.min }) : t('goldfish.modes.chooseRange', { min: choices.min, max: choices.max });
  return (
    <Dialog title={title} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) onDone({ modes, entwine });
        }}
        onKeyDown={(event) => {
          const mode = Number(event.key) - 1;
          if (!Number.isInteger(mode) || mode < 0 || mode >= choices.texts.length) return;
          event.preventDefault();
          if (single && !impossible(mode)) onDone({ modes: [mode], entwine: false });
          else toggle(mode);
        }}
      >
        <p>{count}</p>
        <ul ref={list} className="gf-choice-list gf-modes" role="group" aria-label={count}>
          {choices.texts.map((text, index) => (
            <li key={index}>
              <label className={modes.includes(index) ? 'chosen' : impossible(index) ? 'cant' : undefined}>
                <input type={single ? 'radio' : 'checkbox'} name="mode" checked={modes.includes(index)} disabled={entwine || impossible(index)} onChange={() => toggle(index)} />
                <kbd>{index + 1}</kbd> {text}
                {impossible(index) ? <span className="muted small">{t('goldfish.modes.noTarget')}</span> : null}
              </label>
            </li>
          ))}
        </ul>
        {choices.entwine !== null ? (
          <label className="gf-entwine">
            <input type="checkbox" checked={entwine} onChange={(event) => setEntwine(event.target.checked)} /> {t('goldfish.modes.entwine', { cost: choices.entwine })}
          </label>
        ) : null}
        <p className="muted small">{t('goldfish.modes.hint')}</p>
        <div className="gf-dialog-buttons">
          <button type="submit" className="primary" disabled={!valid}>
            {t('goldfish.ok')}
          </button>
          <button type="button" onClick={onClose}>
            {t('goldfish.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
