// One card in full: each face drawn as a card, its text in the user's language, every
// printing, and where it came from.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardDetail as CardDetailData } from '../../../../app/db/search/card-search.ts';
import { call } from '../../api/client.ts';
import { CardFace } from '../CardFace.tsx';
import { CardImage } from '../CardImage.tsx';
import { CardActions } from './CardActions.tsx';

interface CardDetailProps {
  id: number;
  printingId: number | null;
  lang: string;
  onClose(): void;
}

export function CardDetail({ id, printingId, lang, onClose }: CardDetailProps) {
  const { t } = useTranslation();
  const [card, setCard] = useState<CardDetailData | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    setError(null);
    call('cards.get', { id }).then(
      (found) => !cancelled && setCard(found),
      (failure: Error) => !cancelled && setError(failure.message),
    );
    return () => {
      cancelled = true;
    };
  }, [id]);

  if (error) return <aside className="card-detail error">{error}</aside>;
  if (!card || card.id !== id) return <aside className="card-detail muted">{t('cards.loading')}</aside>;

  const printing = card.printings.find((candidate) => candidate.id === printingId) ?? card.printings[0];
  // A card's text in the UI language beside its own; not again when the card is written in that
  // language already (a custom card made in German has its German text as a localization too).
  const localized = card.localizations.filter((localization) => localization.lang === lang && localization.lang !== card.lang);

  return (
    <aside className="card-detail" aria-label={card.name} data-testid="card-detail">
      <header className="card-detail-header">
        <h2>{card.name}</h2>
        <button type="button" onClick={onClose} aria-label={t('cards.close')} title={`${t('cards.close')} (Esc)`}>
          ×
        </button>
      </header>
      <CardActions cardId={card.id} printingId={printing?.id ?? null} name={card.name} />
      <div className="card-detail-faces">
        {card.faces.map((face, index) => (
          <CardImage
            key={index}
            width={300}
            cardRef={{ card_id: card.id, printing_id: printingId ?? null }}
            face={index}
            card={{ ...face, flavor_text: index === 0 ? printing?.flavor_text : null, set_code: printing?.set, collector_number: printing?.collector_number, rarity: printing?.rarity, artist: printing?.artist }}
          />
        ))}
        {localized.length > 0
          ? localized.map((localization) => {
              const face = card.faces[localization.face_index] ?? card.faces[0]!;
              return (
                <CardFace
                  key={`l${localization.face_index}`}
                  width={300}
                  card={{
                    ...face,
                    name: localization.name,
                    type_line: localization.type_line ?? face.type_line,
                    oracle_text: localization.text ?? face.oracle_text,
                    lang: localization.lang,
                  }}
                />
              );
            })
          : null}
      </div>

      <dl className="card-facts">
        <dt>{t('cards.source')}</dt>
        <dd data-testid="card-source">
          {t(`cards.sources.${card.source}`)} <span className="muted">({card.source_detail})</span>
        </dd>
        {card.keywords.length > 0 ? (
          <>
            <dt>{t('cards.keywords')}</dt>
            <dd data-testid="card-keywords">{card.keywords.map((keyword) => t(`game.keyword.${keyword.toLowerCase()}`, { defaultValue: keyword })).join(', ')}</dd>
          </>
        ) : null}
        <dt>{t('cards.manaValue')}</dt>
        <dd>{card.cmc}</dd>
        <dt>{t('cards.cardLanguage')}</dt>
        <dd>{card.lang}</dd>
      </dl>

      {card.localizations.length > 0 ? (
        <section>
          <h3>{t('cards.localizations')}</h3>
          <table className="dense-table">
            <tbody>
              {card.localizations.map((localization) => (
                <tr key={`${localization.lang}-${localization.face_index}`}>
                  <td className="muted">{localization.lang}</td>
                  <td>{localization.name}</td>
                  <td>{localization.type_line}</td>
                  <td className="localized-text">{localization.text}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}

      <section>
        <h3>{t('cards.printings', { count: card.printings.length })}</h3>
        <table className="dense-table" data-testid="printings">
          <thead>
            <tr>
              <th>{t('cards.column.set')}</th>
              <th>#</th>
              <th>{t('cards.column.rarity')}</th>
              <th>{t('cards.column.lang')}</th>
              <th>{t('cards.released')}</th>
              <th>{t('cards.artist')}</th>
            </tr>
          </thead>
          <tbody>
            {card.printings.map((candidate) => (
              <tr key={candidate.id} className={candidate.id === printing?.id ? 'active' : undefined}>
                <td title={candidate.set_name ?? undefined}>
                  {candidate.set.toUpperCase()} <span className="muted">{candidate.set_name}</span>
                </td>
                <td>{candidate.collector_number}</td>
                <td>{candidate.rarity ? t(`custom.rarities.${candidate.rarity}`, { defaultValue: candidate.rarity }) : null}</td>
                <td>{candidate.lang}</td>
                <td className="nowrap">{candidate.released_at}</td>
                <td>{candidate.artist}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </aside>
  );
}
