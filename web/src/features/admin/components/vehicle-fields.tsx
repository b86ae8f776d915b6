import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { AdminRecord } from '../api/types';
import { FEATURE_CATEGORIES, type VehicleFormInput } from '../lib/vehicle-form';
import { useAdminT } from '../lib/use-admin-t';
import { Field } from './field';

export interface Lookups {
  brands: AdminRecord[];
  types: AdminRecord[];
  attributes: AdminRecord[];
}

interface SectionProps {
  register: UseFormRegister<VehicleFormInput>;
  errors: FieldErrors<VehicleFormInput>;
  readOnly: boolean;
}

const msg = (e: unknown) => (e as { message?: string } | undefined)?.message;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="rounded-lg bg-white p-3 shadow-sm sm:p-4">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/** TextsSection: the English and Bangla texts side by side. */
export function TextsSection({ register, errors, readOnly }: SectionProps) {
  const { t } = useAdminT();
  const pair = (name: 'title' | 'description', multiline: boolean) => (
    <div className="grid gap-3 md:grid-cols-2">
      {(['en', 'bn'] as const).map((l) => {
        const key = (l === 'en' ? name : `${name}_bn`) as 'title' | 'title_bn' | 'description' | 'description_bn';
        return (
          <Field key={l} id={`v-${key}`} label={t(`vehicle.${name}.${l}`)} error={msg(errors[key])} lang={l}>
            {(p) => (multiline ? <textarea rows={5} readOnly={readOnly} {...p} {...register(key)} /> : <input readOnly={readOnly} {...p} {...register(key)} />)}
          </Field>
        );
      })}
    </div>
  );
  return (
    <Section title={t('vehicle.texts')}>
      <div className="space-y-3">
        {pair('title', false)}
        {pair('description', true)}
      </div>
    </Section>
  );
}

/** PriceSection: both prices, the offer window, condition, year and status. */
/** moves are the states the server allows from the vehicle's own (status_moves), its own first. */
export function PriceSection({ register, errors, readOnly, moves }: SectionProps & { moves: readonly string[] }) {
  const { t } = useAdminT();
  return (
    <Section title={t('vehicle.price')}>
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <Field id="v-cash" label={t('vehicle.cash')} error={msg(errors.cash_price)} hint={t('vehicle.takaHint')}>
          {(p) => <input inputMode="numeric" readOnly={readOnly} {...p} {...register('cash_price')} />}
        </Field>
        <Field id="v-inst" label={t('vehicle.installment')} error={msg(errors.installment_price)} hint={t('vehicle.cashOnlyHint')}>
          {(p) => <input inputMode="numeric" readOnly={readOnly} {...p} {...register('installment_price')} />}
        </Field>
        <Field id="v-ends" label={t('vehicle.offerEnds')} error={msg(errors.offer_ends_at)} hint={t('vehicle.offerEndsHint')}>
          {(p) => <input type="date" readOnly={readOnly} {...p} {...register('offer_ends_at')} />}
        </Field>
        <Field id="v-condition" label={t('vehicle.condition')} error={msg(errors.condition)}>
          {(p) => (
            <select disabled={readOnly} {...p} {...register('condition')}>
              {['new', 'reconditioned', 'resale'].map((c) => (
                <option key={c} value={c}>{t(`condition.${c}`)}</option>
              ))}
            </select>
          )}
        </Field>
        <Field id="v-year" label={t('vehicle.year')} error={msg(errors.year)}>
          {(p) => <input inputMode="numeric" readOnly={readOnly} {...p} {...register('year')} />}
        </Field>
        <Field id="v-status" label={t('vehicle.status')} error={msg(errors.status)}>
          {(p) => (
            <select disabled={readOnly || moves.length < 2} {...p} {...register('status')}>
              {moves.map((s) => (
                <option key={s} value={s}>{t(`status.${s}`)}</option>
              ))}
            </select>
          )}
        </Field>
        <Field id="v-bid-mode" label={t('vehicle.bidMode')} error={msg(errors.bid_mode)} hint={t('vehicle.bidModeHint')}>
          {(p) => (
            <select disabled={readOnly} {...p} {...register('bid_mode')}>
              <option value="sealed">{t('vehicle.sealed')}</option>
              <option value="open">{t('vehicle.open')}</option>
            </select>
          )}
        </Field>
        <Field id="v-min-cash" label={t('vehicle.minOfferCash')} error={msg(errors.min_offer_cash)} hint={t('vehicle.minOfferHint')}>
          {(p) => <input inputMode="numeric" readOnly={readOnly} {...p} {...register('min_offer_cash')} />}
        </Field>
        <Field id="v-min-inst" label={t('vehicle.minOfferInstallment')} error={msg(errors.min_offer_installment)}>
          {(p) => <input inputMode="numeric" readOnly={readOnly} {...p} {...register('min_offer_installment')} />}
        </Field>
        <fieldset className="col-span-full grid gap-3 sm:grid-cols-3">
          <legend className="mb-1 text-xs font-semibold text-slate-700">{t('vehicle.ownPlan')}</legend>
          <Field id="v-plan-down" label={t('vehicle.planDown')} error={msg(errors.finance_down)}>
            {(p) => <input inputMode="numeric" readOnly={readOnly} {...p} {...register('finance_down')} />}
          </Field>
          <Field id="v-plan-months" label={t('vehicle.planMonths')} error={msg(errors.finance_months)}>
            {(p) => <input inputMode="numeric" readOnly={readOnly} {...p} {...register('finance_months')} />}
          </Field>
          <Field id="v-plan-rate" label={t('vehicle.planRate')} error={msg(errors.finance_rate)}>
            {(p) => <input inputMode="decimal" readOnly={readOnly} {...p} {...register('finance_rate')} />}
          </Field>
        </fieldset>
      </div>
    </Section>
  );
}

const ATTRS = [
  ['body_type_id', 'body_type'],
  ['color_id', 'color'],
  ['fuel_type_id', 'fuel_type'],
  ['depot_location_id', 'depot_location'],
  ['tonnage_id', 'tonnage'],
] as const;

/** LookupSection: brand, type and the attribute lists as selects, in the active language. */
export function LookupSection({ register, errors, readOnly, lookups, lang }: SectionProps & { lookups: Lookups; lang: 'bn' | 'en' }) {
  const { t } = useAdminT();
  const name = (r: AdminRecord) => String((lang === 'bn' && r.name_bn) || r.name);
  const select = (field: keyof VehicleFormInput, label: string, rows: AdminRecord[], required: boolean) => (
    <Field key={field} id={`v-${field}`} label={label} error={msg(errors[field])}>
      {(p) => (
        <select disabled={readOnly} {...p} {...register(field)}>
          <option value="">{required ? t('vehicle.choose') : t('vehicle.none')}</option>
          {rows.map((r) => (
            <option key={r.id} value={String(r.id)}>{name(r)}</option>
          ))}
        </select>
      )}
    </Field>
  );
  return (
    <Section title={t('vehicle.lookups')}>
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-7">
        {select('brand_id', t('vehicle.brand'), lookups.brands, true)}
        {select('type_id', t('vehicle.type'), lookups.types, true)}
        {ATTRS.map(([field, kind]) =>
          select(field, t(`kinds.${kind}`), lookups.attributes.filter((a) => a.kind === kind), false),
        )}
      </div>
    </Section>
  );
}

/** SpecsSection: the specification texts, Bangla beside those that have one. */
export function SpecsSection({ register, errors, readOnly }: SectionProps) {
  const { t } = useAdminT();
  const input = (name: keyof VehicleFormInput, label: string, l?: 'bn' | 'en') => (
    <Field key={name} id={`v-${name}`} label={label} error={msg(errors[name])} lang={l}>
      {(p) => <input readOnly={readOnly} {...p} {...register(name)} />}
    </Field>
  );
  return (
    <Section title={t('vehicle.specs')}>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {input('model', t('vehicle.model.en'), 'en')}
        {input('model_bn', t('vehicle.model.bn'), 'bn')}
        {input('registration_number', t('vehicle.regNumber.en'), 'en')}
        {input('registration_number_bn', t('vehicle.regNumber.bn'), 'bn')}
        {input('engine_number', t('vehicle.engine'))}
        {input('chassis_number', t('vehicle.chassis'))}
        {input('odometer', t('vehicle.odometer'))}
        <label className="flex items-center gap-2 self-end pb-2 text-sm">
          <input type="checkbox" disabled={readOnly} {...register('registration_documents')} />
          {t('vehicle.regDocs')}
        </label>
      </div>
    </Section>
  );
}

/** FeatureSection: one feature a line, per category, English beside Bangla. */
export function FeatureSection({ register, errors, readOnly }: SectionProps) {
  const { t } = useAdminT();
  return (
    <Section title={t('vehicle.features')}>
      <p className="mb-2 text-xs text-slate-600">{t('vehicle.featuresHint')}</p>
      <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-5">
        {FEATURE_CATEGORIES.map((c) => (
          <div key={c} className="space-y-1">
            <h3 className="text-xs font-semibold text-slate-700">{t(`features.${c}`)}</h3>
            <Field id={`v-f-${c}`} label={t('vehicle.english')} error={msg(errors.features?.[c])} lang="en">
              {(p) => <textarea rows={3} readOnly={readOnly} {...p} {...register(`features.${c}`)} />}
            </Field>
            <Field id={`v-fbn-${c}`} label={t('vehicle.bangla')} error={msg(errors.features_bn?.[c])} lang="bn">
              {(p) => <textarea rows={3} readOnly={readOnly} {...p} {...register(`features_bn.${c}`)} />}
            </Field>
          </div>
        ))}
      </div>
    </Section>
  );
}
