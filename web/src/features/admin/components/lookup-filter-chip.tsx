import { useLanguage } from '@/lib/use-language';
import { useRecords, type RecordList } from '../api/records';
import { useAdminT } from '../lib/use-admin-t';

/** The vehicle list's lookup filters, by the list of records each names. */
export const LOOKUP_PARAMS = ['brand', 'type', 'attribute'] as const;
export type LookupParam = (typeof LOOKUP_PARAMS)[number];
const LISTS: Record<LookupParam, RecordList> = { brand: 'brands', type: 'types', attribute: 'attributes' };

/**
 * LookupFilterChip says which brand, type or attribute the vehicle list is
 * narrowed to (where a refused delete links), by name, with a way out.
 */
export function LookupFilterChip({ param, id, onClear }: { param: LookupParam; id: number; onClear: () => void }) {
  const { t } = useAdminT();
  const lang = useLanguage();
  const records = useRecords(LISTS[param]);
  const row = records.data?.records.find((r) => r.id === id);
  const name = row ? String((lang === 'bn' && row.name_bn) || row.name) : `#${id}`;
  return (
    <p className="inline-flex flex-wrap items-center gap-2 rounded bg-white px-2 py-1 text-sm shadow-sm">
      {t(`vehicles.using.${param}`, { name })}
      <button type="button" onClick={onClear} className="text-emerald-800 underline">{t('vehicles.showAll')}</button>
    </p>
  );
}

/** lookupLink is the vehicle list narrowed to the vehicles that use a record of list, if it filters by it. */
export function lookupLink(list: RecordList, id: number): string | null {
  const param = LOOKUP_PARAMS.find((p) => LISTS[p] === list);
  return param ? `/admin/vehicles?${param}=${id}` : null;
}
