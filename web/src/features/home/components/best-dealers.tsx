import { useTranslation } from 'react-i18next';
import { PhoneIcon } from '@/components/icons';
import { NoData } from '@/components/no-data';
import { Skeleton } from '@/components/skeleton';
import type { Dealer } from '@/lib/api-types';
import { pick } from '@/lib/localized';
import { useLanguage } from '@/lib/use-language';

/** BestDealers is the grid of featured dealers. */
export function BestDealers({ dealers, loading }: { dealers?: Dealer[]; loading: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <section aria-labelledby="home-dealers" className="cv-auto mx-auto max-w-7xl px-4 py-10">
      <h2 id="home-dealers" className="mb-4 text-xl font-semibold sm:text-2xl">
        {t('home.bestDealers')}
      </h2>
      {loading ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-28 lg:h-56" />
          ))}
        </div>
      ) : dealers && dealers.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {dealers.map((d) => {
            const bn = d.bn_translation;
            const phone = pick(d.phone, bn?.phone, lang);
            return (
              <li key={d.id} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:flex-col lg:items-center lg:text-center">
                <img src={d.image} alt="" width={80} height={80} loading="lazy" className="h-16 w-16 shrink-0 rounded-full bg-slate-100 object-cover lg:h-20 lg:w-20" />
                <div className="min-w-0 space-y-1">
                  <h3 className="font-semibold text-slate-900">{pick(d.dealerCompany, bn?.dealerCompany, lang)}</h3>
                  <p className="text-sm text-slate-700">{pick(d.name, bn?.name, lang)}</p>
                  <p className="text-sm text-slate-600">{pick(d.location, bn?.location, lang)}</p>
                  <a href={`tel:${d.phone.replace(/[^0-9+]/g, '')}`} className="inline-flex items-center gap-1 text-sm font-medium text-emerald-800 hover:underline">
                    <PhoneIcon size={14} />
                    {phone}
                  </a>
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <NoData />
      )}
    </section>
  );
}
