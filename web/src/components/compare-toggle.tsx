import { useTranslation } from 'react-i18next';
import { useCompare } from '@/lib/compare';
import { notify } from '@/lib/toast';

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
      // Not disabled: a disabled button takes no tap, and a phone shows no
      // hover title, so a fifth vehicle's tap would say nothing (issue 50).
      aria-disabled={blocked || undefined}
      title={blocked ? t('compare.full') : undefined}
      aria-label={overlay ? t(on ? 'compare.remove' : 'compare.add', { title }) : undefined}
      onClick={(e) => {
        e.preventDefault();
        if (blocked) notify('info', t('compare.full'));
        else toggle({ slug, title });
      }}
      data-testid="compare-toggle"
      className={
        overlay
          ? `absolute right-1.5 top-1.5 z-10 rounded-full px-2 py-1 text-xs font-medium shadow-sm aria-disabled:opacity-50 ${
              on ? 'bg-emerald-800 text-white' : 'bg-white/95 text-slate-800 hover:bg-white'
            }`
          : `flex min-h-10 items-center rounded-md border px-3 py-2 text-sm font-medium aria-disabled:opacity-50 ${
              on ? 'border-emerald-800 bg-emerald-800 text-white' : 'border-slate-300 text-slate-800 hover:bg-slate-50'
            }`
      }
    >
      {on ? `✓ ${t('compare.short')}` : `+ ${t('compare.short')}`}
    </button>
  );
}
