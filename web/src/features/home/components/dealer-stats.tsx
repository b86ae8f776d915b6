import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';

/** Fixed numbers of spec §9. */
export const DEALER_STATS = [
  { key: 'workshops', value: 23 },
  { key: 'experience', value: 30 },
  { key: 'vehicles', value: 600 },
  { key: 'customers', value: 23 },
] as const;

/** DealerStats is the certified-dealer block. */
export function DealerStats() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <section aria-labelledby="home-certified" className="cv-auto bg-emerald-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="home-certified" className="text-center text-xl font-semibold sm:text-2xl">
          {t('home.certifiedTitle')}
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-center text-emerald-100">{t('home.certifiedText')}</p>
        <dl className="mt-8 grid grid-cols-2 gap-6 text-center md:grid-cols-4">
          {DEALER_STATS.map((s) => (
            <div key={s.key} className="flex flex-col-reverse rounded-xl bg-white/10 p-4">
              <dt className="mt-1 text-sm text-emerald-50">{t(`home.stats.${s.key}`)}</dt>
              <dd className="text-3xl font-semibold text-amber-300">{formatNumber(s.value, lang)}+</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
