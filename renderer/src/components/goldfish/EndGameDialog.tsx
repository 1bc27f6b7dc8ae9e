// "End game" asks first: the position is lost unless it was saved as a scenario.
import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog.tsx';

export function EndGameDialog({ onEnd, onClose }: { onEnd(): void; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('goldfish.endConfirm.title')} onClose={onClose}>
      <p>{t('goldfish.endConfirm.text')}</p>
      <div className="gf-dialog-buttons">
        {/* Cancel first: the focus starts on it, so Enter doesn't end the game by accident. */}
        <button type="button" onClick={onClose} data-autofocus>
          {t('goldfish.cancel')}
        </button>
        <button type="button" className="primary danger" onClick={onEnd}>
          {t('goldfish.endConfirm.end')}
        </button>
      </div>
    </Dialog>
  );
}
