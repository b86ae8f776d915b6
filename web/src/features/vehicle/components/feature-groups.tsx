import { useTranslation } from 'react-i18next';
import { CheckIcon } from '@/components/icons';
import type { Vehicle } from '@/lib/api-types';
import { FEATURE_CATEGORIES } from '@/lib/feature-categories';
import { useLanguage } from '@/lib/use-language';

/** FeatureGroups lists the features by category, in Bangla when translated. */
export function FeatureGroups({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const original = vehicle.features ?? {};
  const bn = vehicle.bn_translation?.features ?? {};
  const groups = FEATURE_CATEGORIES.map((cat) => {
    const en = original[cat] ?? [];
    const tr = bn[cat] ?? [];
    return { cat, items: lang === 'bn' && tr.length ? tr : en };
  }).filter((g) => g.items.length > 0);
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="vehicle-features" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="vehicle-features" className="mb-3 text-lg font-semibold">
        {t('vehicle.features')}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        {groups.map((g) => (
          <div key={g.cat}>
            <h3 className="mb-2 font-semibold text-emerald-900">{t(`vehicle.featureCategories.${g.cat}`)}</h3>
            <ul className="space-y-1 text-sm">
              {g.items.map((item, i) => (
                <li key={i} className="flex items-start gap-2">
                  <CheckIcon size={16} className="mt-0.5 shrink-0 text-emerald-700" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
