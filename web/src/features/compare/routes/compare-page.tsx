import { useEffect, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { ShareButton } from '@/components/share-button';
import { Skeleton } from '@/components/skeleton';
import { ApiError } from '@/lib/api-client';
import { compareHref, MAX_COMPARE, useCompare } from '@/lib/compare';
import { pick } from '@/lib/localized';
import { useLanguage } from '@/lib/use-language';
import { vehicleQuery } from '@/lib/vehicle-detail';
import { compareRows } from '../lib/rows';
import { useCountCompared } from '../hooks/use-count-compared';

/**
 * ComparePage is /compare?v=slug,slug,…: up to four vehicles side by side,
 * the rows that differ marked, "only differences" to hide the rest. The
 * address is the comparison (a link reproduces it); without one it shows
 * the tray's. On a phone two vehicles fit beside the fixed labels and the
 * rest scroll sideways.
 */
export default function ComparePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // navigate, not setSearchParams: it would write the commas as %2C, and the
  // address is what people share.
  const show = (list: string[]) => navigate(list.length ? compareHref(list) : '/compare?v=', { replace: true });
  const tray = useCompare();
  const [onlyDiff, setOnlyDiff] = useState(false);
  const asked = params.get('v');
  const slugs = [...new Set((asked ?? '').split(',').map((s) => s.trim()).filter(Boolean))].slice(0, MAX_COMPARE);
  useEffect(() => {
    // A visit without a comparison in the address compares the tray's.
    if (asked === null && tray.items.length > 0) show(tray.items.map((x) => x.slug));
  }, [asked, tray.items]); // eslint-disable-line react-hooks/exhaustive-deps
  const results = useQueries({ queries: slugs.map((s) => ({ ...vehicleQuery(s), retry: false })) });
  // Counted once every vehicle asked for is shown.
  const shown = results.every((r) => r.data) ? results.map((r) => r.data!.product.id) : [];
  useCountCompared(shown);
  const rows = compareRows(
    results.map((r) => r.data?.product),
    t,
    lang,
  ).filter((r) => !onlyDiff || r.differs);
  const remove = (slug: string) => {
    tray.remove(slug);
    show(slugs.filter((s) => s !== slug));
  };
  const col = 'min-w-[calc((100vw-8.5rem)/2)] snap-start border-b border-slate-100 p-2 align-top sm:min-w-[13rem]';

  return (
    <div className="mx-auto max-w-7xl px-4 pb-28 pt-6 lg:pb-12">
      <PageTitle title={t('compare.title')} />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t('compare.title')}</h1>
          <p className="mt-1 text-slate-600">{t('compare.intro')}</p>
        </div>
        {slugs.length > 0 && <ShareButton path={compareHref(slugs)} title={t('compare.title')} />}
      </div>
      {slugs.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="text-slate-700">{t('compare.empty')}</p>
          <Link to="/all-vehicles" className="mt-4 inline-block rounded-md bg-emerald-800 px-4 py-2 font-medium text-white">
            {t('compare.browse')}
          </Link>
        </div>
      ) : (
        <>
          <label className="mt-4 flex w-fit items-center gap-2 text-sm font-medium">
            <input type="checkbox" checked={onlyDiff} onChange={(e) => setOnlyDiff(e.target.checked)} className="h-5 w-5 accent-emerald-700" />
            {t('compare.onlyDiff')}
          </label>
          <div className="mt-3 snap-x scroll-pl-24 overflow-x-auto rounded-xl border border-slate-200 bg-white sm:scroll-pl-40" data-testid="compare-table">
            <table className="w-full border-separate border-spacing-0 text-sm">
              <thead>
                <tr>
                  <th scope="col" className="sticky left-0 z-10 w-24 border-b border-slate-100 bg-white p-2 text-left align-bottom sm:w-40">
                    <span className="sr-only">{t('compare.vehicle')}</span>
                  </th>
                  {slugs.map((slug, i) => {
                    const r = results[i];
                    const v = r.data?.product;
                    const gone = r.error instanceof ApiError && r.error.status === 404;
                    return (
                      <th key={slug} scope="col" className={`${col} text-left font-normal`}>
                        {v ? (
                          <>
                            {v.images?.[0] && <img src={v.images[0]} alt="" className="aspect-[4/3] w-full max-w-64 rounded-md object-cover" loading="lazy" />}
                            <Link to={`/vehicle-details/${v.product_slug}`} className="mt-1 block font-semibold text-slate-900 hover:underline">
                              {pick(v.title, v.bn_translation?.title, lang)}
                            </Link>
                          </>
                        ) : r.isPending ? (
                          <Skeleton className="aspect-[4/3] w-full" />
                        ) : (
                          <p className="text-slate-600">{gone ? t('compare.gone') : t('compare.loadFailed')}</p>
                        )}
                        <button type="button" onClick={() => remove(slug)} className="mt-1 text-xs font-medium text-red-700 underline">
                          {t('compare.removeOne')}
                        </button>
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key} data-differs={row.differs} className={row.differs ? 'bg-amber-50' : undefined}>
                    <th scope="row" className={`sticky left-0 z-10 border-b border-slate-100 p-2 text-left align-top font-medium text-slate-700 ${row.differs ? 'bg-amber-50' : 'bg-white'}`}>
                      {row.label}
                      {row.differs && <span className="sr-only"> ({t('compare.differs')})</span>}
                    </th>
                    {row.values.map((value, i) => (
                      <td key={i} className={`${col} text-slate-900`}>
                        {value}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
