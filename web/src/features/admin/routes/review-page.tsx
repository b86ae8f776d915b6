import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AdminVehicle, ReviewRequest } from '@/lib/api-types';
import { errorText, fieldErrors } from '@/lib/api-errors';
import { districtName, useDistricts } from '@/lib/districts';
import { useFilterParams } from '@/lib/filter-params';
import { formatDate, formatNumber, formatPrice, toLocalDigits } from '@/lib/format';
import { pick, pickName } from '@/lib/localized';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { useLanguage } from '@/lib/use-language';
import { useBlockSeller, useReview, useReviewQueue } from '../api/review';
import { useAdminVehicle } from '../api/vehicle';
import { QueryState } from '../components/query-state';
import { can } from '../lib/roles';
import { useAdminT } from '../lib/use-admin-t';
import { stateRules } from '@/lib/lifecycle';
import { knownKm } from '../lib/display';

const CHECKS = ['papers', 'engine_number', 'chassis_number', 'photos'] as const;

/**
 * ReviewPage is the review desk (issue 28): sellers' listings in review, the
 * longest waiting first, beside the one being read with its photos, its
 * seller and the decision. Staff correct or translate the text in the
 * vehicle editor first (the "Edit" link), then decide here.
 */
export default function ReviewPage() {
  const { t } = useAdminT();
  const lang = useLanguage();
  const queue = useReviewQueue();
  const [params, setParams] = useSearchParams();
  const rows = queue.data?.vehicles ?? [];
  const asked = Number(params.get('id')) || null;
  const current = asked ?? rows[0]?.id ?? null;

  return (
    <div className="space-y-3">
      <h1 className="text-xl font-semibold">
        {t('review.title')} <span className="text-slate-500 tabular-nums">({formatNumber(queue.data?.pagination.total ?? 0, lang)})</span>
      </h1>
      <div className="grid gap-4 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <QueryState isPending={queue.isPending} error={queue.error} retry={() => void queue.refetch()} rows={5}>
          {rows.length === 0 ? (
            <p className="rounded-lg bg-white p-4 text-slate-600 shadow-sm">{t('review.empty')}</p>
          ) : (
            <ol className="divide-y divide-slate-100 self-start rounded-lg bg-white shadow-sm" aria-label={t('review.queue')}>
              {rows.map((r) => (
                <li key={r.id}>
                  <button
                    type="button"
                    onClick={() => setParams({ id: String(r.id) })}
                    aria-current={r.id === current}
                    className={`block w-full px-3 py-2 text-left text-sm hover:bg-slate-50 ${r.id === current ? 'bg-emerald-50' : ''}`}
                  >
                    <span className="block truncate font-medium">{pick(r.title, r.title_bn, lang)}</span>
                    <span className="text-xs text-slate-600">
                      #{toLocalDigits(r.id, lang)} · {formatPrice(r.cash_price, lang)}
                    </span>
                  </button>
                </li>
              ))}
            </ol>
          )}
        </QueryState>
        {current !== null && <Listing key={current} id={current} onDecided={() => setParams({})} />}
      </div>
    </div>
  );
}

function Listing({ id, onDecided }: { id: number; onDecided: () => void }) {
  const { t } = useAdminT();
  const lang = useLanguage();
  const q = useAdminVehicle(id);
  const v = q.data?.vehicle;
  return (
    <QueryState isPending={q.isPending} error={q.error} retry={() => void q.refetch()} rows={8}>
      {v && (
        <article className="space-y-4 rounded-lg bg-white p-4 shadow-sm" aria-label={v.title}>
          <header className="flex flex-wrap items-start justify-between gap-2">
            <h2 className="text-lg font-semibold">{pick(v.title, v.bn_translation?.title, lang)}</h2>
            <Link to={`/admin/vehicles/${v.id}`} className="rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50">
              {t('review.edit')}
            </Link>
          </header>
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {v.images.map((im, i) => (
              <li key={im.id}>
                <a href={im.full_url} target="_blank" rel="noreferrer">
                  <img src={im.card_url} alt={t('review.photo', { n: i + 1 })} className="aspect-[4/3] w-full rounded object-cover" />
                </a>
              </li>
            ))}
          </ul>
          <Facts v={v} />
          {v.description && <p className="whitespace-pre-line break-words text-sm text-slate-800">{v.description}</p>}
          {stateRules(v.status).awaitsReview ? <Decision v={v} onDecided={onDecided} /> : <p className="text-sm text-slate-600">{t(`status.${v.status}`)}</p>}
        </article>
      )}
    </QueryState>
  );
}

function Facts({ v }: { v: AdminVehicle }) {
  const { t } = useAdminT();
  const lang = useLanguage();
  const { user } = useSession();
  const block = useBlockSeller();
  const params = useFilterParams().data;
  const depot = params?.dep_loc.find((d) => d.id === v.depot_location_id);
  const type = params?.types.find((o) => o.id === v.type_id);
  const brand = params?.brands.find((o) => o.id === v.brand_id);
  const s = v.seller;
  const sp = v.specifications ?? {};
  const place = s?.district ? [lang === 'bn' ? s.district.name_bn : s.district.name, s.area].filter(Boolean).join(', ') : '';
  const rows: [string, string][] = [
    [t('review.f.type_id'), type ? pickName(type, lang) : '—'],
    [t('review.f.brand_id'), brand ? pickName(brand, lang) : '—'],
    ...(s?.brand_other ? [[t('review.typedBrand'), s.brand_other] as [string, string]] : []),
    [t('review.f.model'), sp.model ?? '—'],
    [t('review.f.year'), v.year ? toLocalDigits(v.year, lang) : '—'],
    [t('review.f.condition'), v.condition ? t(`condition.${v.condition}`) : '—'],
    [t('review.f.odometer'), knownKm(sp.odometer, lang)],
    [t('review.f.registration_number'), sp.registration_number || '—'],
    [t('review.papers'), sp.registration_documents === 'on' ? t('review.yes') : t('review.no')],
    [t('review.f.depot_location_id'), depot ? pickName(depot, lang) : '—'],
    ...(place ? [[t('review.sellerPlace'), place] as [string, string]] : []),
    [t('review.f.cash_price'), formatPrice(v.cash_price, lang)],
    [t('review.f.installment_price'), v.installment_price ? formatPrice(v.installment_price, lang) : '—'],
  ];
  if (s) {
    rows.push([t('review.seller'), s.name || '—']);
    if (s.phone) rows.push([t('review.phone'), toLocalDigits(s.phone, lang)]);
    if (s.submitted_at) rows.push([t('review.submitted'), formatDate(s.submitted_at, lang)]);
  }
  return (
    <div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3" data-testid="review-facts">
        {rows.map(([k, val]) => (
          <div key={k}>
            <dt className="text-xs text-slate-500">{k}</dt>
            <dd className="break-words">{val}</dd>
          </div>
        ))}
      </dl>
      {s && can(user?.role, 'staff:manage') && !s.blocked && (
        <button
          type="button"
          className="mt-2 text-sm text-rose-800 underline"
          onClick={() => {
            if (!window.confirm(t('review.blockConfirm', { name: s.name }))) return;
            block.mutate(s.id, { onSuccess: (r) => notify('info', r.message), onError: (e) => notify('error', errorText(e, t('common.networkError'))) });
          }}
        >
          {t('review.block')}
        </button>
      )}
    </div>
  );
}

function Decision({ v, onDecided }: { v: AdminVehicle; onDecided: () => void }) {
  const { t } = useAdminT();
  const { user } = useSession();
  const review = useReview();
  // Nobody decides their own listing (issue 46): the server refuses it with
  // 403, so the desk does not offer it; an owner may, as an audited override.
  const own = !!v.seller && !!user && v.seller.id === user.id;
  const override = own && user?.role === 'owner';
  const blocked = own && !override;
  const label = (key: string) => (override ? t('review.override', { action: t(key) }) : t(key));
  const [checks, setChecks] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  // A brand typed by the seller, or a district without a depot, is mapped here on approval.
  const mapsBrand = !!v.seller?.brand_other;
  const mapsDepot = !!v.seller?.district;
  const [brandId, setBrandId] = useState('');
  const [depotId, setDepotId] = useState(v.depot_location_id ? String(v.depot_location_id) : '');
  function decide(decision: ReviewRequest['decision']) {
    const body: ReviewRequest = { decision, note, checks: checks as ReviewRequest['checks'] };
    if (decision === 'approve') {
      if (mapsBrand) body.brand_id = Number(brandId) || null;
      if (mapsDepot) body.depot_location_id = Number(depotId) || null;
    }
    review.mutate(
      { id: v.id, body },
      {
        onSuccess: () => {
          notify('success', t(`review.done.${decision}`));
          onDecided();
        },
        onError: (e) => {
          setErrors(fieldErrors(e));
          notify('error', errorText(e, t('common.networkError')));
        },
      },
    );
  }
  return (
    <form className="space-y-3 border-t border-slate-100 pt-3" onSubmit={(e) => e.preventDefault()}>
      <fieldset>
        <legend className="text-sm font-semibold">{t('review.checks')}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {CHECKS.map((c) => (
            <label key={c} className="flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                checked={checks.includes(c)}
                onChange={(e) => setChecks((all) => (e.target.checked ? [...all, c] : all.filter((x) => x !== c)))}
              />
              {t(`review.check.${c}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {(mapsBrand || mapsDepot) && <MapChoices v={v} brandId={brandId} setBrandId={setBrandId} depotId={depotId} setDepotId={setDepotId} errors={errors} />}
      <label className="block text-sm">
        <span className="font-semibold">{t('review.note')}</span>
        <textarea
          value={note}
          onChange={(e) => setNote(e.target.value)}
          rows={3}
          maxLength={1000}
          aria-invalid={!!errors.note}
          className="mt-1 block w-full rounded border border-slate-300 px-2 py-1"
        />
        {errors.note && <span className="text-rose-800">{errors.note.join(' ')}</span>}
      </label>
      {own && (
        <p id="review-own" role="note" className="rounded border border-amber-200 bg-amber-50 p-2 text-sm text-amber-900" data-testid="review-own">
          {t(override ? 'review.ownOverride' : 'review.ownListing')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={review.isPending || blocked}
          aria-describedby={own ? 'review-own' : undefined}
          onClick={() => decide('approve')}
          className="rounded bg-emerald-800 px-3 py-1.5 text-sm font-medium text-white disabled:opacity-50"
        >
          {label(checks.length === CHECKS.length ? 'review.approveVerified' : 'review.approve')}
        </button>
        <button
          type="button"
          disabled={review.isPending || blocked}
          aria-describedby={own ? 'review-own' : undefined}
          onClick={() => decide('changes')}
          className="rounded border border-amber-600 px-3 py-1.5 text-sm font-medium text-amber-900 disabled:opacity-50"
        >
          {label('review.changes')}
        </button>
        <button
          type="button"
          disabled={review.isPending || blocked}
          aria-describedby={own ? 'review-own' : undefined}
          onClick={() => decide('refuse')}
          className="rounded border border-rose-700 px-3 py-1.5 text-sm font-medium text-rose-800 disabled:opacity-50"
        >
          {label('review.refuse')}
        </button>
      </div>
    </form>
  );
}

/** MapChoices are the catalogue's brand and depot for what a seller gave outside the lists (sent with approve). */
function MapChoices(p: {
  v: AdminVehicle;
  brandId: string;
  setBrandId: (id: string) => void;
  depotId: string;
  setDepotId: (id: string) => void;
  errors: Record<string, string[]>;
}) {
  const { t } = useAdminT();
  const lang = useLanguage();
  const params = useFilterParams().data;
  const districts = useDistricts().data;
  const s = p.v.seller!;
  const select = (label: string, field: string, value: string, set: (v: string) => void, options: { id: number; name: string; bn_translation?: { name?: string } | null }[], given: string) => (
    <label className="block text-sm">
      <span className="font-semibold">{label}</span> <span className="text-slate-600">({given})</span>
      <select
        name={field}
        value={value}
        onChange={(e) => set(e.target.value)}
        aria-invalid={!!p.errors[field]}
        className="mt-1 block w-full rounded border border-slate-300 px-2 py-1.5"
      >
        <option value="">{t('vehicle.choose')}</option>
        {options
          .filter((o) => o.id > 0)
          .map((o) => (
            <option key={o.id} value={o.id}>
              {pickName(o, lang)}
            </option>
          ))}
      </select>
      {p.errors[field] && <span className="text-rose-800">{p.errors[field].join(' ')}</span>}
    </label>
  );
  return (
    <div className="space-y-2 rounded border border-amber-200 bg-amber-50 p-2" data-testid="review-map">
      <p className="text-sm text-amber-900">{t('review.mapHint')}</p>
      {s.brand_other && select(t('review.mapBrand'), 'brand_id', p.brandId, p.setBrandId, params?.brands ?? [], s.brand_other)}
      {s.district &&
        select(t('review.mapDepot'), 'depot_location_id', p.depotId, p.setDepotId, params?.dep_loc ?? [], [districtName(districts, s.district.code, lang), s.area].filter(Boolean).join(', '))}
    </div>
  );
}
