import { useTranslation } from 'react-i18next';
import type { PageId } from '../routes.ts';

/** A page whose feature has not landed yet: it says what will come, and shows no fake data. */
export function UpcomingPage({ page }: { page: PageId }) {
  const { t } = useTranslation();
  const plan = t(`pages.${page}.plan`, { returnObjects: true }) as string[];
  return (
    <section className="upcoming" data-page={page}>
      <h1 id="page-title">{t(`pages.${page}.title`)}</h1>
      <p className="lead">{t(`pages.${page}.intro`)}</p>
      <h2>{t('pages.upcoming')}</h2>
      <ul>
        {plan.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
