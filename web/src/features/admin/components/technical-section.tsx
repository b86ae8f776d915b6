import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { formatNumber } from '@/lib/format';
import { AXLE_CONFIGS, axleLabel } from '@/lib/technical';
import { BOUNDS, NUMERIC_FIELDS } from '../lib/technical-form';
import type { VehicleFormInput } from '../lib/vehicle-form';
import { useAdminT } from '../lib/use-admin-t';
import { Field } from './field';

const msg = (e: unknown) => (e as { message?: string } | undefined)?.message;

/**
 * TechnicalSection: what truck and bus buyers compare (issue 50) — every figure optional, each
 * field saying its bounds; the axle configuration from the fixed list. The payload is the tonnage
 * chosen among the lookups; the body type is its lookup too.
 */
export function TechnicalSection({ register, errors, readOnly, lang }: {
  register: UseFormRegister<VehicleFormInput>;
  errors: FieldErrors<VehicleFormInput>;
  readOnly: boolean;
  lang: 'bn' | 'en';
}) {
  const { t } = useAdminT();
  return (
    <fieldset className="rounded-lg bg-white p-3 shadow-sm sm:p-4" data-testid="technical-section">
      <legend className="px-1 text-sm font-semibold">{t('vehicle.technical.title')}</legend>
      <p className="mb-2 text-xs text-slate-600">{t('vehicle.technical.hint')}</p>
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {NUMERIC_FIELDS.map((k) => (
          <Field
            key={k}
            id={`v-${k}`}
            label={`${t(`vehicle.technical.${k}`)} (${formatNumber(BOUNDS[k][0], lang)}–${formatNumber(BOUNDS[k][1], lang)})`}
            error={msg(errors[k])}
          >
            {(p) => <input inputMode="numeric" readOnly={readOnly} {...p} {...register(k)} />}
          </Field>
        ))}
        <Field id="v-axle_config" label={t('vehicle.technical.axle_config')} error={msg(errors.axle_config)}>
          {(p) => (
            <select disabled={readOnly} {...p} {...register('axle_config')}>
              <option value="">{t('vehicle.none')}</option>
              {AXLE_CONFIGS.map((a) => (
                <option key={a} value={a}>
                  {axleLabel(a, lang)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
    </fieldset>
  );
}
