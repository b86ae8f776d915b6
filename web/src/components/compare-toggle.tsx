import { useTranslation } from 'react-i18next';
import { useCompare } from '@/lib/compare';

/**
 * CompareToggle puts a vehicle in the comparison tray or takes it out.
 * overlay is the card's form: a small pill on the photo, above the card's
 * link (the card grows no taller); otherwise a button beside the title.
 */
export function CompareToggle({ slug, title, overlay = false }: { slug: string; title: string; overlay?: boolean }) {
  const { t } = useTranslation();
  const { has, full, toggle } = useCompare();
  const on = has(slug);
  const blocked = full && !on;
  return (
    <button
      type="button"
      aria-pressed={on}
      disabled={blocked}
      title={blocked ? t('compare.full') : undefined}
      aria-label={overlay ? t(on ? 'compare.remove' : 'compare.add', { title }) : undefined}
      onClick={(e) => {
        e.preventDefault();
        toggle({ slug, title });
      }}
      data-testid="compare-toggle"
      className={
        overlay
          ? `absolute right-1.5 top-1.5 z-10 rounded-full px-2 py-1 text-xs font-medium shadow-sm disabled:opacity-50 ${
              on ? 'bg-emerald-800 text-white' : 'bg-white/95 text-slate-800 hover:bg-white'
            }`
          : `flex min-h-10 items-center rounded-md border px-3 py-2 text-sm font-medium disabled:opacity-50 ${
              on ? 'border-emerald-800 bg-emerald-800 text-white' : 'border-slate-300 text-slate-800 hover:bg-slate-50'
            }`
      }
    >
      {on ? `✓ ${t('compare.short')}` : `+ ${t('compare.short')}`}
    </button>
  );
}
