import { useState } from 'react';
import { notify } from '@/lib/toast';
import { toLocalDigits } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import type { StaffMember } from '@/lib/api-types';
import { useSession } from '@/lib/session';
import type { EnrolmentLink } from '@/lib/api-types';
import { useEnrolmentLink, useResetFactor, useStaff } from '../api/factor';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DataTable, type Columns } from '../components/data-table';
import { QueryState } from '../components/query-state';
import { errorText } from '@/lib/api-errors';
import { useAdminT } from '../lib/use-admin-t';

/**
 * StaffPage is the owner's list of staff: who has set up an authenticator
 * app, the reset for one whose phone is lost, and the one-time set-up link
 * a member without an app needs (issue 46). Roles are granted on the
 * command line (garihaat staff grant).
 */
export default function StaffPage() {
  const { t } = useAdminT();
  const lang = useLanguage();
  const { user } = useSession();
  const q = useStaff();
  const reset = useResetFactor();
  const makeLink = useEnrolmentLink();
  const [asking, setAsking] = useState<StaffMember | null>(null);
  const [made, setMade] = useState<{ member: StaffMember; link: EnrolmentLink } | null>(null);
  const linkFor = (m: StaffMember) =>
    makeLink.mutate(m.id, {
      onSuccess: (r) => setMade({ member: m, link: r.link }),
      onError: (err) => notify('error', errorText(err, t('common.networkError'))),
    });
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
        row.original.id === user?.id ? null : row.original.totp_enrolled ? (
          <button type="button" onClick={() => setAsking(row.original)} className="rounded border border-rose-300 px-2 py-0.5 text-xs text-rose-800">
            {t('staff.reset')}
          </button>
        ) : (
          <button
            type="button"
            onClick={() => linkFor(row.original)}
            disabled={makeLink.isPending}
            className="rounded border border-emerald-300 px-2 py-0.5 text-xs text-emerald-800 disabled:opacity-50"
          >
            {t('staff.link')}
          </button>
        ),
    },
  ];
  return (
    <div className="space-y-3">
      <h1 className="text-xl font-semibold">{t('staff.heading')}</h1>
      <p className="text-sm text-slate-600">{t('staff.body')}</p>
      {made && <LinkPanel phone={toLocalDigits(made.member.phone, lang)} link={made.link} onClose={() => setMade(null)} />}
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

/** LinkPanel shows a set-up link once, to copy and hand over in person. */
function LinkPanel({ phone, link, onClose }: { phone: string; link: EnrolmentLink; onClose: () => void }) {
  const { t } = useAdminT();
  const lang = useLanguage();
  const url = window.location.origin + link.path;
  const until = new Date(link.expires_at).toLocaleString(lang === 'bn' ? 'bn-BD' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  const copy = () =>
    void navigator.clipboard?.writeText(url).then(
      () => notify('success', t('staff.copied')),
      () => undefined,
    );
  return (
    <section aria-label={t('staff.linkTitle', { phone })} className="space-y-2 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm">
      <h2 className="font-semibold">{t('staff.linkTitle', { phone })}</h2>
      <p>{t('staff.linkBody', { time: until })}</p>
      <p data-testid="enrolment-link" className="select-all break-all rounded bg-white p-2 font-mono text-xs">
        {url}
      </p>
      <div className="flex gap-2">
        <button type="button" onClick={copy} className="rounded bg-emerald-700 px-3 py-1 text-white">
          {t('staff.copy')}
        </button>
        <button type="button" onClick={onClose} className="rounded border border-slate-300 px-3 py-1">
          {t('staff.close')}
        </button>
      </div>
    </section>
  );
}
