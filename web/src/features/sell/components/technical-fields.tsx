import { AXLE_CONFIGS, axleLabel } from '@/lib/technical';
import { useLanguage } from '@/lib/use-language';
import { useSellT } from '../lib/i18n';
import { TECH_FIELDS, type ListingForm } from '../lib/form';
import { Field, Text } from './fields';

/**
 * TechnicalFields are the details step's optional figures (issue 50), folded away: a seller who
 * knows their truck's gross weight or their bus's seats may give them, nobody has to.
 */
export function TechnicalFields({
  form,
  errors,
  set,
}: {
  form: ListingForm;
  errors: Record<string, string[]>;
  set: <K extends keyof ListingForm>(key: K, value: ListingForm[K]) => void;
}) {
  const { t } = useSellT();
  const lang = useLanguage();
  const given = TECH_FIELDS.some((k) => form.technical[k] || errors[`technical.${k}`]?.length);
  const put = (k: (typeof TECH_FIELDS)[number], v: string) => set('technical', { ...form.technical, [k]: v });
  return (
    <details open={given} className="rounded-lg border border-slate-300 bg-white px-3 py-2" data-testid="sell-technical">
      <summary className="min-h-10 cursor-pointer py-2 font-medium text-slate-800">{t('technical.title')}</summary>
      <p className="mb-2 text-sm text-slate-600">{t('technical.hint')}</p>
      <div className="space-y-3 pb-2">
        {TECH_FIELDS.filter((k) => k !== 'axle_config').map((k) => (
          <Text key={k} numeric name={`technical.${k}`} value={form.technical[k]} error={errors[`technical.${k}`]} onChange={(v) => put(k, v)} />
        ))}
        <Field name="technical.axle_config" error={errors['technical.axle_config']}>
          {(p) => (
            <select {...p} name="technical.axle_config" value={form.technical.axle_config} onChange={(e) => put('axle_config', e.target.value)}>
              <option value="">{t('technical.unknown')}</option>
              {AXLE_CONFIGS.map((a) => (
                <option key={a} value={a}>
                  {axleLabel(a, lang)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
    </details>
  );
}
