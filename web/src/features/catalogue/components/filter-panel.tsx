import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Option } from '@/lib/api-types';
import { formatNumber, formatPrice } from '@/lib/format';
import type { Language } from '@/lib/i18n';
import { pickName } from '@/lib/localized';
import { useLanguage } from '@/lib/use-language';
import type { FilterParams } from '@/lib/filter-params';
import { useDistricts } from '@/lib/districts';
import {
  applyCustomBudget,
  clearFilters,
  CONDITIONS,
  setYears,
  toggleCondition,
  budgetPresets,
  rangeKey,
  setMinSeats,
  toggleDistrict,
  setPriceType,
  toggleId,
  togglePredefinedBudget,
  type BudgetRange,
  type IdFilter,
  type ListFilters,
  type PriceType,
} from '../lib/filters';

/** The least numbers of seats offered: a three-wheeler, a hauler, a minibus, a coach. */
const SEAT_STEPS = [3, 8, 12, 25, 30, 40];

/** budgetLabel writes a range as "৳৬,৬০,০০০ – ৳৮,৬০,০০০" or "৳১৬,৬৬,০০০ and above". */
export function budgetLabel(r: BudgetRange, lang: Language, above: string): string {
  return r.max === null ? `${formatPrice(r.min, lang)} ${above}` : `${formatPrice(r.min, lang)} – ${formatPrice(r.max, lang)}`;
}

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <details open className="group border-b border-slate-200 py-3 last:border-0">
      <summary className="flex cursor-pointer list-none items-center justify-between font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
        {title}
        <span aria-hidden="true" className="text-slate-500 transition group-open:rotate-180">
          ▾
        </span>
      </summary>
      <fieldset className="mt-2 space-y-1">
        <legend className="sr-only">{title}</legend>
        {children}
      </fieldset>
    </details>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: () => void }) {
  return (
    <label className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm text-slate-800 hover:bg-slate-100">
      <input type="checkbox" checked={checked} onChange={onChange} className="h-4 w-4 accent-emerald-700" />
      {label}
    </label>
  );
}

interface Props {
  filters: ListFilters;
  options?: FilterParams;
  onChange: (next: ListFilters) => void;
  hideBrand?: boolean;
}

/** FilterPanel holds every filter of spec §2; each change goes back to page 1. */
export function FilterPanel({ filters, options, onChange, hideBrand = false }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const idPrefix = useId();
  // Budgets are shown as the language writes them (৳ grouping in lakh and
  // crore, Bengali digits in Bangla), whatever was typed.
  const shownBudget = (n: number | null) => (n === null ? '' : formatNumber(n, lang));
  const [minText, setMinText] = useState(() => shownBudget(filters.minBudget));
  const [maxText, setMaxText] = useState(() => shownBudget(filters.maxBudget));
  const [budgetError, setBudgetError] = useState(false);
  const [fromYear, setFromYear] = useState(filters.minYear?.toString() ?? '');
  const [toYear, setToYear] = useState(filters.maxYear?.toString() ?? '');
  const districts = useDistricts().data;

  const idGroup = (key: IdFilter, title: string, list?: Option[]) =>
    list && list.length > 0 ? (
      <Group title={title}>
        {list.map((o) => (
          <Check
            key={o.id}
            label={pickName(o, lang)}
            checked={filters[key].includes(String(o.id))}
            onChange={() => onChange(toggleId(filters, key, String(o.id)))}
          />
        ))}
      </Group>
    ) : null;

  function submitBudget(e: React.FormEvent) {
    e.preventDefault();
    const res = applyCustomBudget(filters, minText, maxText);
    if (!res.ok) {
      setBudgetError(true);
      return;
    }
    setBudgetError(false);
    setMinText(shownBudget(res.filters.minBudget));
    setMaxText(shownBudget(res.filters.maxBudget));
    onChange(res.filters);
  }

  return (
    <div data-testid="filter-panel">
      <div className="flex items-center justify-between pb-2">
        <h2 className="text-lg font-semibold">{t('list.filters')}</h2>
        <button
          type="button"
          onClick={() => {
            setMinText('');
            setMaxText('');
            setFromYear('');
            setToYear('');
            setBudgetError(false);
            onChange(clearFilters(filters));
          }}
          className="text-sm font-medium text-emerald-800 hover:underline"
        >
          {t('list.clearAll')}
        </button>
      </div>
      <Group title={t('list.priceType')}>
        {(['cash', 'installment'] as PriceType[]).map((pt) => (
          <label key={pt} className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm hover:bg-slate-100">
            <input
              type="radio"
              name={`${idPrefix}-price-type`}
              checked={filters.priceType === pt}
              onChange={() => onChange(setPriceType(filters, pt))}
              className="h-4 w-4 accent-emerald-700"
            />
            {t(`list.priceTypes.${pt}`)}
          </label>
        ))}
      </Group>
      <Group title={t('list.budget')}>
        {budgetPresets(options?.budgets, filters.vehicleType).map((r) => {
          const key = rangeKey(r);
          return (
            <Check
              key={key}
              label={budgetLabel(r, lang, t('list.andAbove'))}
              checked={filters.predefinedBudget.includes(key)}
              onChange={() => {
                setMinText('');
                setMaxText('');
                setBudgetError(false);
                onChange(togglePredefinedBudget(filters, key));
              }}
            />
          );
        })}
        <form onSubmit={submitBudget} className="pt-2" noValidate>
          <p className="mb-1 text-sm font-medium text-slate-800">{t('list.customBudget')}</p>
          <div className="flex gap-2">
            <label className="min-w-0 flex-1 text-xs text-slate-600">
              {t('list.minBudget')}
              <input
                type="text"
                inputMode="numeric"
                value={minText}
                onChange={(e) => setMinText(e.target.value)}
                className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm text-slate-900"
              />
            </label>
            <label className="min-w-0 flex-1 text-xs text-slate-600">
              {t('list.maxBudget')}
              <input
                type="text"
                inputMode="numeric"
                value={maxText}
                onChange={(e) => setMaxText(e.target.value)}
                className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm text-slate-900"
              />
            </label>
          </div>
          {budgetError && (
            <p role="alert" className="mt-2 rounded bg-red-50 px-2 py-1 text-sm text-red-800">
              {t('list.minGreaterThanMax')}
            </p>
          )}
          <button type="submit" className="mt-2 w-full rounded-md bg-emerald-800 py-1.5 text-sm font-medium text-white hover:bg-emerald-900">
            {t('list.applyBudget')}
          </button>
        </form>
      </Group>
      <Group title={t('list.condition')}>
        {CONDITIONS.map((c) => (
          <Check key={c} label={t(`vehicle.conditions.${c}`)} checked={filters.condition.includes(c)} onChange={() => onChange(toggleCondition(filters, c))} />
        ))}
      </Group>
      <Group title={t('list.modelYear')}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onChange(setYears(filters, fromYear, toYear));
          }}
        >
          <div className="flex gap-2">
            <label className="min-w-0 flex-1 text-xs text-slate-600">
              {t('list.yearFrom')}
              <input type="text" inputMode="numeric" value={fromYear} onChange={(e) => setFromYear(e.target.value)}
                className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm text-slate-900" />
            </label>
            <label className="min-w-0 flex-1 text-xs text-slate-600">
              {t('list.yearTo')}
              <input type="text" inputMode="numeric" value={toYear} onChange={(e) => setToYear(e.target.value)}
                className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm text-slate-900" />
            </label>
          </div>
          <button type="submit" className="mt-2 w-full rounded-md bg-emerald-800 py-1.5 text-sm font-medium text-white hover:bg-emerald-900">
            {t('list.applyYears')}
          </button>
        </form>
      </Group>
      {idGroup('vehicleType', t('list.vehicleType'), options?.types)}
      {!hideBrand && idGroup('vehicleBrand', t('list.brand'), options?.brands)}
      {idGroup('fuelType', t('list.fuelType'), options?.fuelTypes)}
      {idGroup('color', t('list.color'), options?.colors)}
      {idGroup('tonnage', t('list.payload'), options?.tonnage)}
      <Group title={t('list.seats')}>
        <label className="block text-xs text-slate-600">
          {t('list.minSeats')}
          <select
            value={filters.minSeats ?? ''}
            onChange={(e) => onChange(setMinSeats(filters, e.target.value === '' ? null : Number(e.target.value)))}
            className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm text-slate-900"
          >
            <option value="">{t('list.anySeats')}</option>
            {SEAT_STEPS.map((n) => (
              <option key={n} value={n}>
                {t('list.seatsOrMore', { n: formatNumber(n, lang) })}
              </option>
            ))}
          </select>
        </label>
      </Group>
      <Group title={t('list.district')}>
        <label className="block text-xs text-slate-600">
          {t('list.addDistrict')}
          <select
            value=""
            onChange={(e) => e.target.value && onChange(toggleDistrict(filters, e.target.value))}
            className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm text-slate-900"
          >
            <option value="">{t('list.chooseDistrict')}</option>
            {[...(districts ?? [])]
              .filter((d) => !filters.district.includes(d.code))
              .sort((a, b) => (lang === 'bn' ? a.name_bn.localeCompare(b.name_bn, 'bn') : a.name.localeCompare(b.name)))
              .map((d) => (
                <option key={d.code} value={d.code}>
                  {lang === 'bn' ? d.name_bn : d.name}
                </option>
              ))}
          </select>
        </label>
        {filters.district.map((code) => {
          const d = districts?.find((x) => x.code === code);
          return (
            <Check key={code} label={d ? (lang === 'bn' ? d.name_bn : d.name) : code} checked onChange={() => onChange(toggleDistrict(filters, code))} />
          );
        })}
      </Group>
      {idGroup('depoLocation', t('list.depot'), options?.dep_loc)}
    </div>
  );
}
