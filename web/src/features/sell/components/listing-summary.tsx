import type { ReactNode } from 'react';
import { districtName, useDistricts } from '@/lib/districts';
import { useFilterParams } from '@/lib/filter-params';
import { formatNumber, formatPrice, toLocalDigits } from '@/lib/format';
import { pickName } from '@/lib/localized';
import { useLanguage } from '@/lib/use-language';
import type { SellerVehicle } from '../api/my-vehicles';
import { useSellT } from '../lib/i18n';

/** ListingSummary is the last step: the listing as staff will read it, a missing detail marked. */
export function ListingSummary({ vehicle: v, errors }: { vehicle: SellerVehicle; errors: Record<string, string[]> }) {
  const { t } = useSellT();
  const lang = useLanguage();
  const params = useFilterParams().data;
  const districts = useDistricts().data;
  const depot = params?.dep_loc.find((d) => d.id === v.depot_location_id);
  const type = params?.types.find((o) => o.id === v.type_id);
  const brand = params?.brands.find((o) => o.id === v.brand_id);
  const place = [districtName(districts, v.district, lang), v.area].filter(Boolean).join(', ');
  // Staff read what the seller gave: the type and brand beside the model, a typed brand as typed.
  const rows: [string, ReactNode][] = [
    ['type_id', type ? pickName(type, lang) : ''],
    ['brand_id', v.brand_other || (brand ? pickName(brand, lang) : '')],
    ['model', v.model],
    ['year', v.year ? toLocalDigits(v.year, lang) : ''],
    ['condition', v.condition ? t(`conditions.${v.condition}`) : ''],
    ['odometer', v.odometer ? formatNumber(v.odometer, lang) : ''],
    ['registration_number', v.registration_number],
    ['depot_location_id', depot ? pickName(depot, lang) : place],
    ['cash_price', v.cash_price ? formatPrice(v.cash_price, lang) : ''],
    ['installment_price', v.installment_price ? formatPrice(v.installment_price, lang) : ''],
    ['images', v.images.length ? toLocalDigits(v.images.length, lang) : ''],
  ];
  return (
    <div>
      <p className="text-slate-700">{t('reviewIntro')}</p>
      {v.images[0] && <img src={v.images[0].url} alt="" className="mt-4 aspect-[4/3] w-full rounded-lg object-cover" />}
      <dl className="mt-4 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" data-testid="listing-summary">
        {rows.map(([field, value]) => (
          <div key={field} className="grid grid-cols-[9rem_minmax(0,1fr)] gap-3 px-3 py-2.5">
            <dt className="text-sm text-slate-600">{t(`fields.${field}`)}</dt>
            <dd className="break-words text-slate-900">
              {value || '—'}
              {errors[field]?.length ? (
                <span role="alert" className="block text-sm font-medium text-red-700">
                  {errors[field].join(' ')}
                </span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      {v.description && <p className="mt-4 whitespace-pre-line break-words text-slate-800">{v.description}</p>}
    </div>
  );
}
