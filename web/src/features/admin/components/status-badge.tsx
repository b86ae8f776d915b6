import { useAdminT } from '../lib/use-admin-t';

const colours: Record<string, string> = {
  draft: 'bg-slate-100 text-slate-700',
  published: 'bg-emerald-100 text-emerald-800',
  archived: 'bg-amber-100 text-amber-800',
  sold: 'bg-sky-100 text-sky-800',
  in_review: 'bg-yellow-100 text-yellow-900',
  changes_requested: 'bg-orange-100 text-orange-900',
  withdrawn: 'bg-stone-200 text-stone-700',
  refused: 'bg-rose-100 text-rose-800',
  ongoing: 'bg-sky-100 text-sky-800',
  locked: 'bg-emerald-100 text-emerald-800',
  lost: 'bg-rose-100 text-rose-800',
  purchase: 'bg-violet-100 text-violet-800',
};

/** StatusBadge shows a vehicle's or an offer's status in its colour. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useAdminT();
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-xs font-medium ${colours[status] ?? 'bg-slate-100 text-slate-700'}`}>
      {t(`status.${status}`, { defaultValue: status })}
    </span>
  );
}
