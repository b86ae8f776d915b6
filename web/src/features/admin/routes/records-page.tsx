import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { useLanguage } from '@/lib/use-language';
import { RECORD_LISTS, useDeleteRecord, useRecords, useSaveRecord, type RecordList } from '../api/records';
import type { AdminRecord, RecordField } from '../api/types';
import { uploadMedia } from '../api/vehicle-images';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DataTable, type Columns } from '../components/data-table';
import { Field } from '../components/field';
import { lookupLink } from '../components/lookup-filter-chip';
import { QueryState } from '../components/query-state';
import { errorText, fieldErrors } from '@/lib/api-errors';
import { recordDefaults, recordSchema } from '../lib/record-form';
import { can } from '../lib/roles';
import { useAdminT } from '../lib/use-admin-t';

/**
 * RecordsPage serves every small list (brands, types, lookups, dealers,
 * testimonials, FAQs) from the server's field descriptions: a table and a
 * side panel to edit one row, English beside Bangla.
 */
export default function RecordsPage() {
  const { name = '' } = useParams();
  if (!(RECORD_LISTS as readonly string[]).includes(name)) return <Navigate to="/admin" replace />;
  return <RecordList key={name} name={name as RecordList} />;
}

function RecordList({ name }: { name: RecordList }) {
  const { t } = useAdminT();
  const lang = useLanguage();
  const { user } = useSession();
  const [kind, setKind] = useState('');
  const q = useRecords(name, kind);
  const [editing, setEditing] = useState<AdminRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminRecord | null>(null);
  // A delete refused because vehicles use the row: the server says how
  // many, and this links to them (issue 32).
  const [inUse, setInUse] = useState<{ message: string; link: string } | null>(null);
  const del = useDeleteRecord(name);
  const writable = can(user?.role, 'catalog:write');
  const fields = q.data?.fields ?? [];
  const shown = fields.filter((f) => f.kind !== 'longtext' || !f.name.endsWith('_bn')).slice(0, 5);
  const cell = (r: AdminRecord, f: RecordField) => {
    const v = r[f.name];
    if (f.kind === 'media') return v ? <img src={String(v)} alt="" className="h-8 w-8 rounded object-contain" /> : '—';
    if (f.name === 'kind') return t(`kinds.${v}`);
    if (f.kind === 'int') return formatNumber(Number(v), lang as 'bn' | 'en');
    const s = String(v ?? '');
    return s.length > 60 ? `${s.slice(0, 60)}…` : s;
  };
  const columns: Columns<AdminRecord> = [
    ...shown.map((f) => ({ id: f.name, header: t(`fields.${f.name}`, { defaultValue: f.name }), cell: ({ row }: { row: { original: AdminRecord } }) => cell(row.original, f) })),
    {
      id: 'actions',
      header: () => <span className="sr-only">{t('offers.actions')}</span>,
      cell: ({ row }) =>
        writable && (
          <div className="flex gap-1">
            <button type="button" onClick={() => setEditing(row.original)} className="rounded px-2 py-0.5 text-xs text-emerald-800 hover:bg-emerald-50">
              {t('common.edit')}
            </button>
            <button type="button" onClick={() => setDeleting(row.original)} className="rounded px-2 py-0.5 text-xs text-rose-700 hover:bg-rose-50">
              {t('common.delete')}
            </button>
          </div>
        ),
    },
  ];
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">{t(`nav.${name}`)}</h1>
        <div className="flex gap-2">
          {name === 'attributes' && (
            <select aria-label={t('fields.kind')} value={kind} onChange={(e) => setKind(e.target.value)} className="rounded border border-slate-300 px-2 py-1.5 text-sm">
              <option value="">{t('records.allKinds')}</option>
              {['body_type', 'color', 'fuel_type', 'depot_location', 'tonnage'].map((k) => (
                <option key={k} value={k}>{t(`kinds.${k}`)}</option>
              ))}
            </select>
          )}
          {writable && (
            <button type="button" onClick={() => setEditing('new')} className="rounded bg-emerald-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-emerald-900">
              {t('records.add')}
            </button>
          )}
        </div>
      </div>
      {inUse && (
        <div role="alert" className="flex flex-wrap items-center gap-2 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <span>{inUse.message}</span>
          <Link to={inUse.link} className="font-medium text-emerald-800 underline">{t('records.showVehicles')}</Link>
          <button type="button" onClick={() => setInUse(null)} className="ml-auto text-xs underline">{t('records.dismiss')}</button>
        </div>
      )}
      <div className={editing ? 'grid gap-3 lg:grid-cols-[minmax(0,1fr)_24rem]' : ''}>
        <QueryState isPending={q.isPending} error={q.error} retry={() => void q.refetch()}>
          <DataTable columns={columns} data={q.data?.records ?? []} caption={t(`nav.${name}`)} rowKey={(r) => r.id} empty={t('records.none')}
            rowClass={(r) => (editing !== 'new' && editing?.id === r.id ? 'bg-emerald-50' : '')} />
        </QueryState>
        {editing && fields.length > 0 && (
          <RecordEditor key={editing === 'new' ? 'new' : editing.id} name={name} fields={fields} row={editing === 'new' ? undefined : editing} lang={lang} onDone={() => setEditing(null)} />
        )}
      </div>
      {deleting && (
        <ConfirmDialog
          title={t('records.deleteTitle')}
          body={t('records.deleteBody', { name: String(deleting.name ?? deleting.question ?? deleting.company ?? deleting.id) })}
          confirmLabel={t('common.delete')}
          danger
          busy={del.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            del.mutate(deleting.id, {
              onSuccess: () => {
                setInUse(null);
                notify('success', t('records.deleted'));
              },
              onError: (err) => {
                const link = lookupLink(name, deleting.id);
                if (err instanceof ApiError && err.status === 409 && link) setInUse({ message: err.message, link });
                else notify('error', errorText(err, t('common.networkError')));
              },
              onSettled: () => setDeleting(null),
            })
          }
        />
      )}
    </div>
  );
}

function RecordEditor({ name, fields, row, lang, onDone }: { name: RecordList; fields: RecordField[]; row?: AdminRecord; lang: string; onDone: () => void }) {
  const { t } = useAdminT();
  const save = useSaveRecord(name);
  const schema = useMemo(() => recordSchema(fields), [fields]);
  const { register, handleSubmit, setError, setValue, watch, formState } = useForm<Record<string, string>>({
    resolver: zodResolver(schema) as never,
    defaultValues: recordDefaults(fields, row),
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: row?.id ?? null, values });
      notify('success', t('records.saved'));
      onDone();
    } catch (err) {
      for (const [f, msgs] of Object.entries(fieldErrors(err))) setError(f, { type: 'server', message: msgs.join(' ') });
      notify('error', errorText(err, t('common.networkError')));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={row ? t('records.editTitle') : t('records.addTitle')} className="space-y-2 self-start rounded-lg bg-white p-4 shadow-sm lg:sticky lg:top-3">
      <h2 className="font-semibold">{row ? t('records.editTitle') : t('records.addTitle')}</h2>
      {fields.map((f) => {
        const err = formState.errors[f.name]?.message;
        const label = t(`fields.${f.name}`, { defaultValue: f.name });
        const l = f.name.endsWith('_bn') ? 'bn' : lang === 'bn' && f.kind !== 'slug' ? undefined : 'en';
        return (
          <Field key={f.name} id={`r-${f.name}`} label={label + (f.required ? ' *' : '')} error={err} lang={l as 'bn' | 'en' | undefined}>
            {(p) =>
              f.kind === 'longtext' ? (
                <textarea rows={3} {...p} {...register(f.name)} />
              ) : f.kind === 'choice' ? (
                <select {...p} {...register(f.name)}>
                  {(f.choices ?? []).map((c) => <option key={c} value={c}>{t(`kinds.${c}`, { defaultValue: c })}</option>)}
                </select>
              ) : f.kind === 'media' ? (
                <div className="flex items-center gap-2">
                  {watch(f.name) && <img src={watch(f.name)} alt="" className="h-10 w-10 rounded object-contain" />}
                  <input type="file" accept="image/jpeg,image/png,image/webp" aria-label={label} className="text-xs"
                    onChange={async (e) => {
                      const file = e.target.files?.[0];
                      if (!file) return;
                      try {
                        setValue(f.name, await uploadMedia(file), { shouldDirty: true });
                      } catch (err) {
                        notify('error', errorText(err, t('common.networkError')));
                      }
                    }} />
                  <input type="hidden" {...register(f.name)} />
                </div>
              ) : (
                <input inputMode={f.kind === 'int' ? 'numeric' : undefined} {...p} {...register(f.name)} />
              )
            }
          </Field>
        );
      })}
      <div className="flex justify-end gap-2 pt-1">
        <button type="button" onClick={onDone} className="rounded border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50">{t('common.cancel')}</button>
        <button type="submit" disabled={save.isPending} className="rounded bg-emerald-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-emerald-900 disabled:opacity-60">
          {save.isPending ? t('common.saving') : t('common.save')}
        </button>
      </div>
    </form>
  );
}
