import { useState } from 'react';
import { useLanguage } from '@/lib/use-language';
import { toLocalDigits } from '@/lib/format';
import { useAudit } from '../api/audit';
import type { AuditEntry } from '../api/types';
import { DataTable, type Columns } from '../components/data-table';
import { Pager } from '../components/pager';
import { QueryState } from '../components/query-state';
import { useAdminT } from '../lib/use-admin-t';

/** changes lists the fields a write changed, before → after. */
export function changes(e: AuditEntry): string[] {
  const parse = (s: string) => {
    try {
      return s ? (JSON.parse(s) as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  };
  const before = parse(e.before);
  const after = parse(e.after);
  const out: string[] = [];
  for (const k of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = JSON.stringify(before[k] ?? null);
    const b = JSON.stringify(after[k] ?? null);
    if (a !== b && k !== 'updated_at') out.push(`${k}: ${a.slice(0, 60)} → ${b.slice(0, 60)}`);
  }
  return out;
}

/** AuditPage shows every back-office write: who, role, what, when, before → after. */
export default function AuditPage() {
  const { t } = useAdminT();
  const lang = useLanguage();
  const [page, setPage] = useState(1);
  const q = useAudit(page);
  const time = new Intl.DateTimeFormat(lang === 'bn' ? 'bn-BD' : 'en-GB', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Dhaka' });
  const columns: Columns<AuditEntry> = [
    { id: 'at', header: t('audit.when'), cell: ({ row }) => <span className="whitespace-nowrap">{time.format(new Date(row.original.at))}</span> },
    { id: 'who', header: t('audit.who'), cell: ({ row }) => `${toLocalDigits(row.original.phone, lang)} (${t(`roles.${row.original.role}`, { defaultValue: row.original.role })})` },
    { id: 'what', header: t('audit.what'), cell: ({ row }) => `${t(`audit.actions.${row.original.action}`, { defaultValue: row.original.action })} · ${row.original.entity} #${row.original.entity_id}` },
    {
      id: 'changes',
      header: t('audit.changes'),
      cell: ({ row }) => (
        <details>
          <summary className="cursor-pointer text-xs text-slate-600">{t('audit.fields', { count: changes(row.original).length })}</summary>
          <ul className="mt-1 space-y-0.5 font-mono text-xs">{changes(row.original).map((c) => <li key={c}>{c}</li>)}</ul>
        </details>
      ),
    },
  ];
  return (
    <div className="space-y-3">
      <h1 className="text-xl font-semibold">{t('audit.heading')}</h1>
      <QueryState isPending={q.isPending} error={q.error} retry={() => void q.refetch()}>
        {q.data && (
          <>
            <DataTable columns={columns} data={q.data.entries} caption={t('audit.heading')} rowKey={(e) => e.id} empty={t('audit.none')} />
            <Pager p={q.data.pagination} onPage={setPage} />
          </>
        )}
      </QueryState>
    </div>
  );
}
