import { useMemo, useState } from 'react';
import type { InsightDay, VehicleFunnel } from '@/lib/api-types';
import { useFilterParams } from '@/lib/filter-params';
import { formatNumber, formatPrice, toLocalDigits } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { downloadInsights, useInsights, type InsightsParams } from '../api/insights';
import { DayInput } from '../components/day-input';
import { InsightChart } from '../components/insight-chart';
import { QueryState } from '../components/query-state';
import { dayText } from '../lib/day-text';
import { savedSearchWords } from '../lib/insight-words';
import { useAdminT } from '../lib/use-admin-t';

type Metric = 'views' | 'saves' | 'comparisons' | 'offers' | 'purchases';
const METRICS: Metric[] = ['views', 'saves', 'comparisons', 'offers', 'purchases'];
type SortKey = 'title' | Metric | 'days_on_market' | 'price_changes' | 'cash_price';

/**
 * InsightsPage is what the dealer learns (issue 49): the period's daily
 * figures against the period before, each vehicle's funnel, and the demand
 * the stock does not meet. Owner and sales see it all; an editor the
 * catalogue's parts (the server leaves the rest out).
 */
export default function InsightsPage() {
  const { t } = useAdminT();
  const lang = useLanguage();
  const [params, setParams] = useState<InsightsParams>({ days: 30 });
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const q = useInsights(params);
  const filters = useFilterParams();
  const set = (patch: Partial<InsightsParams>) => setParams((p) => ({ ...p, ...patch }));
  const pick = (name: 'type' | 'brand' | 'depot') => (e: React.ChangeEvent<HTMLSelectElement>) =>
    set({ [name]: e.target.value ? Number(e.target.value) : undefined });
  const name = (o: { name: string; bn_translation?: { name?: string } | null }) => (lang === 'bn' && o.bn_translation?.name) || o.name;
  const data = q.data;
  const metrics = METRICS.filter((m) => data?.sales || (m !== 'offers' && m !== 'purchases'));
  const sel = 'rounded border border-slate-300 bg-white px-2 py-1 text-sm';

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">{t('insights.title')}</h1>
        <button type="button" className="rounded border border-emerald-800 px-3 py-1 text-sm text-emerald-800" onClick={() => void downloadInsights(params)}>
          {t('insights.csv')}
        </button>
      </div>
      <p className="text-sm text-slate-600">{t('insights.intro')}</p>
      <form
        className="flex flex-wrap items-end gap-2 rounded-lg bg-white p-3 shadow-sm"
        aria-label={t('insights.period')}
        onSubmit={(e) => {
          e.preventDefault();
          if (from && to) setParams((p) => ({ type: p.type, brand: p.brand, depot: p.depot, from, to }));
        }}
      >
        <div role="group" aria-label={t('insights.period')} className="flex gap-1">
          {[7, 30, 90].map((d) => (
            <button
              key={d}
              type="button"
              aria-pressed={params.days === d}
              className={`rounded px-3 py-1 text-sm ${params.days === d ? 'bg-emerald-800 text-white' : 'border border-slate-300'}`}
              onClick={() => setParams((p) => ({ type: p.type, brand: p.brand, depot: p.depot, days: d }))}
            >
              {t('insights.days', { n: toLocalDigits(d, lang) })}
            </button>
          ))}
        </div>
        <DayInput label={t('insights.from')} value={from} onChange={setFrom} lang={lang} className={sel} />
        <DayInput label={t('insights.to')} value={to} onChange={setTo} lang={lang} className={sel} />
        <button type="submit" className="rounded border border-slate-300 px-3 py-1 text-sm">
          {t('insights.apply')}
        </button>
        <select aria-label={t('insights.type')} className={sel} value={params.type ?? ''} onChange={pick('type')}>
          <option value="">{t('insights.allTypes')}</option>
          {filters.data?.types.map((o) => <option key={o.id} value={o.id}>{name(o)}</option>)}
        </select>
        <select aria-label={t('insights.brand')} className={sel} value={params.brand ?? ''} onChange={pick('brand')}>
          <option value="">{t('insights.allBrands')}</option>
          {filters.data?.brands.map((o) => <option key={o.id} value={o.id}>{name(o)}</option>)}
        </select>
        <select aria-label={t('insights.depot')} className={sel} value={params.depot ?? ''} onChange={pick('depot')}>
          <option value="">{t('insights.allDepots')}</option>
          {filters.data?.dep_loc.map((o) => <option key={o.id} value={o.id}>{name(o)}</option>)}
        </select>
      </form>
      <QueryState isPending={q.isPending} error={q.error} retry={() => void q.refetch()} rows={4}>
        {data && (
          <>
            <p className="text-sm text-slate-600" data-testid="insights-period">
              {dayText(data.from, lang)} – {dayText(data.to, lang)} · {t('insights.previous')}: {dayText(data.previous_from, lang)} – {dayText(data.previous_to, lang)}
            </p>
            <div className="grid gap-4 lg:grid-cols-2">
              {metrics.map((m) => (
                <MetricPanel key={m} metric={m} series={data.series} previous={data.previous} />
              ))}
            </div>
            <Funnels rows={data.funnels} sales={data.sales} />
            {data.demand && <DemandLists demand={data.demand} />}
          </>
        )}
      </QueryState>
    </div>
  );
}

function MetricPanel({ metric, series, previous }: { metric: Metric; series: InsightDay[]; previous: InsightDay[] }) {
  const { t } = useAdminT();
  const lang = useLanguage();
  const days = useMemo(() => series.map((d) => d.day), [series]);
  const cur = useMemo(() => series.map((d) => d[metric]), [series, metric]);
  const prev = useMemo(() => previous.map((d) => d[metric]), [previous, metric]);
  const total = cur.reduce((a, b) => a + b, 0);
  const prevTotal = prev.reduce((a, b) => a + b, 0);
  return (
    <section className="min-w-0 rounded-lg bg-white p-3 shadow-sm" aria-labelledby={`m-${metric}`} data-testid={`metric-${metric}`}>
      <h2 id={`m-${metric}`} className="font-semibold">
        {t(`insights.metric.${metric}`)}: <span data-testid="total">{formatNumber(total, lang)}</span>{' '}
        <span className="text-sm font-normal text-slate-500">({t('insights.previous')}: {formatNumber(prevTotal, lang)})</span>
      </h2>
      <InsightChart label={t(`insights.metric.${metric}`)} dayLabel={t('insights.day')} previousLabel={t('insights.previous')} days={days} current={cur} previous={prev} lang={lang} />
      <div className="mt-2 overflow-x-auto">
        <table className="min-w-full text-xs">
          <caption className="sr-only">{t(`insights.metric.${metric}`)}</caption>
          <thead>
            <tr>
              <th scope="col" className="px-1 text-left">{t('insights.day')}</th>
              {days.map((d) => (
                <th key={d} scope="col" className="px-1 font-normal text-slate-500">{toLocalDigits(d.slice(5), lang)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr data-testid="row-current">
              <th scope="row" className="px-1 text-left">{t('insights.thisPeriod')}</th>
              {cur.map((n, i) => <td key={i} className="px-1 text-center">{formatNumber(n, lang)}</td>)}
            </tr>
            <tr className="text-slate-400">
              <th scope="row" className="px-1 text-left">{t('insights.previous')}</th>
              {prev.map((n, i) => <td key={i} className="px-1 text-center">{formatNumber(n, lang)}</td>)}
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Funnels({ rows, sales }: { rows: VehicleFunnel[]; sales: boolean }) {
  const { t } = useAdminT();
  const lang = useLanguage();
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: 'views', desc: true });
  const [stalled, setStalled] = useState(false);
  const shown = useMemo(() => {
    const list = rows.filter((r) => !stalled || (r.views > 0 && r.offers === 0));
    const title = (r: VehicleFunnel) => (lang === 'bn' && r.title_bn) || r.title;
    return [...list].sort((a, b) => {
      const d = sort.key === 'title' ? title(a).localeCompare(title(b)) : a[sort.key] - b[sort.key];
      return sort.desc ? -d : d;
    });
  }, [rows, sort, stalled, lang]);
  const cols: SortKey[] = ['title', 'views', 'saves', 'comparisons', ...(sales ? (['offers'] as SortKey[]) : []), 'days_on_market', 'price_changes', 'cash_price'];
  const by = (key: SortKey) => setSort((s) => ({ key, desc: s.key === key ? !s.desc : key !== 'title' }));
  return (
    <section className="min-w-0 rounded-lg bg-white p-3 shadow-sm" aria-labelledby="funnels">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="funnels" className="font-semibold">{t('insights.funnels')}</h2>
        {sales && (
          <label className="text-sm">
            <input type="checkbox" checked={stalled} onChange={(e) => setStalled(e.target.checked)} className="mr-1" />
            {t('insights.stalled')}
          </label>
        )}
      </div>
      <div className="mt-2 overflow-x-auto">
        <table className="min-w-full text-sm" data-testid="funnels">
          <thead>
            <tr>
              {cols.map((c) => (
                <th key={c} scope="col" className="whitespace-nowrap px-2 text-left" aria-sort={sort.key === c ? (sort.desc ? 'descending' : 'ascending') : 'none'}>
                  <button type="button" onClick={() => by(c)} className="underline decoration-dotted">
                    {t(`insights.col.${c}`)}
                  </button>
                </th>
              ))}
              {sales && <th scope="col" className="px-2 text-left">{t('insights.col.purchased')}</th>}
              <th scope="col" className="px-2 text-left">{t('insights.col.price_rating')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.id} className="border-t border-slate-100">
                <td className="min-w-40 px-2">
                  <a href={`/vehicle-details/${r.slug}`} className="text-emerald-800 underline">{(lang === 'bn' && r.title_bn) || r.title}</a>
                </td>
                {cols.slice(1).map((c) => (
                  <td key={c} className="whitespace-nowrap px-2">{c === 'cash_price' ? formatPrice(r[c], lang) : formatNumber(r[c as Exclude<SortKey, 'title'>], lang)}</td>
                ))}
                {sales && <td className="px-2">{r.purchased ? t('insights.yes') : '–'}</td>}
                <td className="px-2">{r.price_rating ? t(`insights.rating.${r.price_rating}`) : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {shown.length === 0 && <p className="p-2 text-sm text-slate-500">{t('insights.none')}</p>}
      </div>
    </section>
  );
}

function DemandLists({ demand }: { demand: NonNullable<import('@/lib/api-types').InsightsResponse['demand']> }) {
  const { t } = useAdminT();
  const lang = useLanguage();
  const band = (b: string) => (b ? t('insights.budget', { band: toLocalDigits(b, lang) }) : '');
  const typeName = (x: { type_name: string; type_name_bn: string }) => (lang === 'bn' && x.type_name_bn) || x.type_name;
  const types = useFilterParams().data?.types ?? [];
  const typeOf = (id: string) => {
    const o = types.find((x) => String(x.id) === id);
    return o ? (lang === 'bn' && o.bn_translation?.name) || o.name : toLocalDigits(id, lang);
  };
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <section className="rounded-lg bg-white p-3 shadow-sm" aria-labelledby="d-searches" data-testid="demand-searches">
        <h2 id="d-searches" className="font-semibold">{t('insights.demandSearches')}</h2>
        <ul className="mt-2 space-y-1 text-sm">
          {demand.searches.map((s, i) => (
            <li key={i}>
              <span className="font-medium">{s.query || [typeName(s), band(s.budget)].filter(Boolean).join(' · ')}</span>
              {s.query && (s.type_id > 0 || s.budget) ? ` (${[typeName(s), band(s.budget)].filter(Boolean).join(' · ')})` : ''} —{' '}
              {t(`insights.results.${s.results}`)}, {t('insights.visitors', { n: formatNumber(s.visitors, lang), count: s.visitors })}
            </li>
          ))}
          {demand.searches.length === 0 && <li className="text-slate-500">{t('insights.none')}</li>}
        </ul>
      </section>
      <section className="rounded-lg bg-white p-3 shadow-sm" aria-labelledby="d-saved" data-testid="demand-saved">
        <h2 id="d-saved" className="font-semibold">{t('insights.demandSaved')}</h2>
        <ul className="mt-2 space-y-1 text-sm">
          {demand.saved_searches.map((s) => (
            <li key={s.query}>
              <a href={s.path} className="text-emerald-800 underline">{savedSearchWords(s.query, t, lang, typeOf)}</a> —{' '}
              {t('insights.people', { n: formatNumber(s.people, lang) })}
            </li>
          ))}
          {demand.saved_searches.length === 0 && <li className="text-slate-500">{t('insights.none')}</li>}
        </ul>
      </section>
      <section className="rounded-lg bg-white p-3 shadow-sm" aria-labelledby="d-filters" data-testid="demand-filters">
        <h2 id="d-filters" className="font-semibold">{t('insights.demandFilters')}</h2>
        <ul className="mt-2 space-y-1 text-sm">
          {demand.filters.map((f, i) => (
            <li key={i}>
              {[typeName(f) || t('insights.allTypes'), band(f.budget)].filter(Boolean).join(' · ')} —{' '}
              {t('insights.visitors', { n: formatNumber(f.visitors, lang), count: f.visitors })}
            </li>
          ))}
          {demand.filters.length === 0 && <li className="text-slate-500">{t('insights.none')}</li>}
        </ul>
      </section>
    </div>
  );
}
