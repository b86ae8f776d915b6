import { useDistricts } from '@/lib/districts';
import { useFilterParams } from '@/lib/filter-params';
import { useLanguage } from '@/lib/use-language';
import { useSellT } from '../lib/i18n';
import { ELSEWHERE, OTHER, type ListingForm, type Step } from '../lib/form';
import { Choice, Field, Text } from './fields';
import { TechnicalFields } from './technical-fields';

/** StepFields are the fields of the vehicle, details and price steps. */
export function StepFields({
  step,
  form,
  errors,
  set,
}: {
  step: Step;
  form: ListingForm;
  errors: Record<string, string[]>;
  set: <K extends keyof ListingForm>(key: K, value: ListingForm[K]) => void;
}) {
  const { t } = useSellT();
  const params = useFilterParams();
  const opts = params.data;
  const lang = useLanguage();
  const districts = useDistricts();

  if (step === 'vehicle') {
    return (
      <>
        <Choice name="type_id" value={form.type_id} options={opts?.types} error={errors.type_id} onChange={(v) => set('type_id', v)} />
        <Choice
          name="brand_id"
          value={form.brand_id}
          options={opts?.brands}
          error={errors.brand_id}
          extra={{ value: OTHER, label: t('otherBrand') }}
          onChange={(v) => set('brand_id', v)}
        />
        {form.brand_id === OTHER && (
          <Text name="brand_other" value={form.brand_other} error={errors.brand_other} hint={t('hints.brand_other')} onChange={(v) => set('brand_other', v)} />
        )}
        <Text name="model" value={form.model} error={errors.model} hint={t('hints.model')} onChange={(v) => set('model', v)} />
        <Text numeric name="year" value={form.year} error={errors.year} onChange={(v) => set('year', v)} />
        <fieldset>
          <legend className="mb-1 font-medium text-slate-800">{t('fields.condition')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {(['resale', 'reconditioned'] as const).map((c) => (
              <label
                key={c}
                className={`flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 ${
                  form.condition === c ? 'border-emerald-700 bg-emerald-50' : 'border-slate-300 bg-white'
                }`}
              >
                <input type="radio" name="condition" value={c} checked={form.condition === c} onChange={() => set('condition', c)} className="h-5 w-5 accent-emerald-700" />
                {t(`conditions.${c}`)}
              </label>
            ))}
          </div>
          {errors.condition?.length ? (
            <p role="alert" className="mt-1 text-sm font-medium text-red-700">
              {errors.condition.join(' ')}
            </p>
          ) : null}
        </fieldset>
      </>
    );
  }
  if (step === 'details') {
    return (
      <>
        <Text numeric name="odometer" value={form.odometer} error={errors.odometer} onChange={(v) => set('odometer', v)} />
        <Text name="registration_number" value={form.registration_number} error={errors.registration_number} onChange={(v) => set('registration_number', v)} />
        <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2">
          <input
            type="checkbox"
            name="registration_documents"
            checked={form.registration_documents}
            onChange={(e) => set('registration_documents', e.target.checked)}
            className="h-5 w-5 accent-emerald-700"
          />
          {t('fields.registration_documents')}
        </label>
        <Choice
          name="depot_location_id"
          value={form.depot_location_id}
          options={opts?.dep_loc}
          error={errors.depot_location_id}
          extra={{ value: ELSEWHERE, label: t('elsewhere') }}
          onChange={(v) => set('depot_location_id', v)}
        />
        {form.depot_location_id === ELSEWHERE && (
          <>
            <Field name="district" error={errors.district}>
              {(p) => (
                <select {...p} name="district" value={form.district} onChange={(e) => set('district', e.target.value)}>
                  <option value="">{t('choose')}</option>
                  {[...(districts.data ?? [])]
                    .sort((a, b) => (lang === 'bn' ? a.name_bn.localeCompare(b.name_bn, 'bn') : a.name.localeCompare(b.name)))
                    .map((d) => (
                      <option key={d.code} value={d.code}>
                        {lang === 'bn' ? d.name_bn : d.name}
                      </option>
                    ))}
                </select>
              )}
            </Field>
            <Text name="area" value={form.area} error={errors.area} hint={t('hints.area')} onChange={(v) => set('area', v)} />
          </>
        )}
        <TechnicalFields form={form} errors={errors} set={set} />
        <Field name="description" error={errors.description} hint={t('hints.description')}>
          {(p) => <textarea {...p} name="description" rows={5} maxLength={10000} value={form.description} onChange={(e) => set('description', e.target.value)} />}
        </Field>
      </>
    );
  }
  return (
    <>
      <Text numeric name="cash_price" value={form.cash_price} error={errors.cash_price} onChange={(v) => set('cash_price', v)} />
      <Text
        numeric
        name="installment_price"
        value={form.installment_price}
        error={errors.installment_price}
        hint={`${t('hints.installment')} ${t('hints.digits')}`}
        onChange={(v) => set('installment_price', v)}
      />
    </>
  );
}
