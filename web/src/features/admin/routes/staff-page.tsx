import { useState } from 'react';
import { notify } from '@/lib/toast';
import { toLocalDigits } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import type { StaffMember } from '@/lib/api-types';
import { useSession } from '@/lib/session';
import { useResetFactor, useStaff } from '../api/factor';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DataTable, type Columns } from '../components/data-table';
import { QueryState } from '../components/query-state';
import { errorText } from '@/lib/api-errors';
import { useAdminT } from '../lib/use-admin-t';

/**
 * StaffPage is the owner's list of staff: who has set up an authenticator
 * app, and the reset for one whose phone is lost. Roles are granted on the
 * command line (garihaat staff grant).
 */
export default function StaffPage() {
  const { t } = useAdminT();
  const lang = useLanguage();
  const { user } = useSession();
  const q = useStaff();
  const reset = useResetFactor();
  const [asking, setAsking] = useState<StaffMember | null>(null);
  const columns: Columns<StaffMember> = [
    { id: 'phone', header: t('staff.phone'), cell: ({ row }) => toLocalDigits(row.original.phone, lang) },
    { id: 'name', header: t('staff.name'), cell: ({ row }) => row.original.name || '—' },
    { id: 'role', header: t('staff.role'), cell: ({ row }) => t(`roles.${row.original.role}`) },
    {
      id: 'factor',
      header: t('staff.factor'),
      cell: ({ row }) => (row.original.totp_enrolled ? t('staff.enrolled') : t('staff.notEnrolled')),
    },
    {
      id: 'actions',
      header: t('staff.actions'),
      cell: ({ row }) =>
        row.original.totp_enrolled && row.original.id !== user?.id ? (
          <button type="button" onClick={() => setAsking(row.original)} className="rounded border border-rose-300 px-2 py-0.5 text-xs text-rose-800">
            {t('staff.reset')}
          </button>
        ) : null,
    },
  ];
  return (
    <div className="space-y-3">
      <h1 className="text-xl font-semibold">{t('staff.heading')}</h1>
      <p className="text-sm text-slate-600">{t('staff.body')}</p>
      <QueryState isPending={q.isPending} error={q.error} retry={() => void q.refetch()}>
        {q.data && <DataTable columns={columns} data={q.data.staff} caption={t('staff.heading')} rowKey={(m) => m.id} empty={t('staff.none')} />}
      </QueryState>
      {asking && (
        <ConfirmDialog
          title={t('staff.resetTitle', { phone: toLocalDigits(asking.phone, lang) })}
          body={t('staff.resetBody')}
          confirmLabel={t('staff.reset')}
          danger
          busy={reset.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={() =>
            reset.mutate(asking.id, {
              onSuccess: (r) => notify('success', r.message),
              onError: (err) => notify('error', errorText(err, t('common.networkError'))),
              onSettled: () => setAsking(null),
            })
          }
        />
      )}
    </div>
  );
}
