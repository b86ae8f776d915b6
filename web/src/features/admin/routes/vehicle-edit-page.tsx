import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { formatNumber } from '@/lib/format';
import { joinMessages } from '@/lib/sentences';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { useLanguage } from '@/lib/use-language';
import { useRecords } from '../api/records';
import { useDuplicateVehicle } from '../api/get-vehicles';
import { useAdminVehicle, useDeleteVehicle, useSaveVehicle } from '../api/vehicle';
import { ConfirmDialog } from '../components/confirm-dialog';
import { PhotoManager } from '../components/photo-manager';
import { QueryState } from '../components/query-state';
import { StatusBadge } from '../components/status-badge';
import { FeatureSection, LookupSection, PriceSection, SpecsSection, TextsSection } from '../components/vehicle-fields';
import { TechnicalSection } from '../components/technical-section';
import { errorText, fieldErrors } from '@/lib/api-errors';
import { can } from '../lib/roles';
import { useAdminT } from '../lib/use-admin-t';
import { useLeaveGuard } from '../lib/use-leave-guard';
import { emptyVehicleForm, serverField, toForm, toInput, vehicleFormSchema, type VehicleFormInput, type VehicleFormValues } from '../lib/vehicle-form';
import { stateRules } from '@/lib/lifecycle';

/** A new vehicle is saved as a draft; it is published once it has photos. */
const NEW_VEHICLE_MOVES = ['draft'] as const;

/**
 * VehicleEditPage creates or edits a vehicle: English and Bangla side by
 * side, lookups as selects, features by category, photos once it exists.
 * Ctrl+S (or ⌘S) saves.
 */
export default function VehicleEditPage() {
  const { t } = useAdminT();
  const lang = useLanguage();
  const navigate = useNavigate();
  const { user } = useSession();
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const vehicle = useAdminVehicle(id);
  const brands = useRecords('brands');
  const types = useRecords('types');
  const attributes = useRecords('attributes');
  const save = useSaveVehicle(id);
  const del = useDeleteVehicle();
  const dup = useDuplicateVehicle();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const readOnly = !can(user?.role, 'catalog:write');
  const v = vehicle.data?.vehicle;

  const form = useForm<VehicleFormInput, unknown, VehicleFormValues>({
    resolver: zodResolver(vehicleFormSchema),
    defaultValues: emptyVehicleForm(),
    shouldFocusError: true,
  });
  const { register, handleSubmit, reset, setError, setFocus, formState } = form;
  useLeaveGuard(formState.isDirty && !readOnly, t('vehicle.leaveUnsaved'));
  // A photo change refetches the vehicle: take the server's values but keep
  // what staff typed and have not saved yet.
  useEffect(() => {
    if (v) reset(toForm(v, lang), { keepDirtyValues: true });
  }, [v, reset, lang]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await save.mutateAsync(toInput(values));
      notify('success', id === null ? t('vehicle.created') : t('vehicle.saved'));
      // The saved values become the form's own (a price typed in Bengali
      // digits is then not "unsaved"), before a new vehicle's page opens.
      reset(toForm(res.vehicle, lang));
      if (id === null) navigate(`/admin/vehicles/${res.vehicle.id}`, { replace: true });
    } catch (err) {
      const fields = Object.entries(fieldErrors(err));
      for (const [name, msgs] of fields) {
        setError(serverField(name) as keyof VehicleFormInput, { type: 'server', message: msgs.join(' ') });
      }
      const first = fields.map(([n]) => serverField(n)).find((n) => n !== 'images');
      if (first) setFocus(first as keyof VehicleFormInput);
      notify('error', joinMessages([...fields.flatMap(([, m]) => m), errorText(err, t('common.networkError'))], lang));
    }
  });

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's' && !readOnly) {
        e.preventDefault();
        void onSubmit();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onSubmit, readOnly]);

  // The server's "add a photo before publishing" has no input of its own.
  const imagesError = (formState.errors as Record<string, { message?: string } | undefined>).images?.message;
  const lookupsReady = brands.data && types.data && attributes.data;
  const lookupError = brands.error ?? types.error ?? attributes.error;
  const loading = (id !== null && vehicle.isPending) || !lookupsReady;
  const publicLink = v && stateRules(v.status).pagePublic ? `/vehicle-details/${v.product_slug}` : null;

  return (
    <div className="space-y-3 pb-20">
      <div className="flex flex-wrap items-center gap-2">
        <Link to="/admin/vehicles" className="text-sm text-emerald-800 hover:underline">
          ← {t('vehicles.heading')}
        </Link>
        <h1 className="text-xl font-semibold">{id === null ? t('vehicle.newTitle') : t('vehicle.editTitle')}</h1>
        {v && <StatusBadge status={v.status ?? 'draft'} />}
        {v && (
          <span className="text-sm text-slate-600">
            {v.tracking_id} · {t('vehicle.bids', { n: formatNumber(v.total_bid, lang) })}
          </span>
        )}
        {publicLink ? (
          <a href={publicLink} target="_blank" rel="noopener" className="text-sm text-emerald-800 underline">
            {t('vehicle.preview')}
          </a>
        ) : (
          v && <span className="text-xs text-slate-500">{t('vehicle.previewAfterPublish')}</span>
        )}
        {v && v.total_bid > 0 && (
          <Link to={`/admin/offers?vehicle=${v.id}`} className="text-sm text-emerald-800 underline">
            {t('vehicle.offers')}
          </Link>
        )}
      </div>
      <QueryState isPending={loading && !lookupError && !vehicle.error} error={vehicle.error ?? lookupError} retry={() => {
        void vehicle.refetch(); void brands.refetch(); void types.refetch(); void attributes.refetch();
      }}>
        {lookupsReady && (
          <form onSubmit={onSubmit} noValidate className="space-y-3">
            <TextsSection register={register} errors={formState.errors} readOnly={readOnly} />
            <PriceSection register={register} errors={formState.errors} readOnly={readOnly} moves={vehicle.data?.status_moves ?? NEW_VEHICLE_MOVES} />
            <LookupSection register={register} errors={formState.errors} readOnly={readOnly} lang={lang}
              lookups={{ brands: brands.data.records, types: types.data.records, attributes: attributes.data.records }} />
            <fieldset className="rounded-lg bg-white p-3 shadow-sm sm:p-4">
              <legend className="px-1 text-sm font-semibold">{t('photos.title')}</legend>
              {v ? (
                readOnly ? (
                  <ul className="flex flex-wrap gap-2">{v.images.map((im) => <li key={im.id}><img src={im.card_url} alt="" className="h-20 rounded" /></li>)}</ul>
                ) : (
                  <PhotoManager vehicleId={v.id} images={v.images} />
                )
              ) : (
                <p className="text-sm text-slate-600">{t('photos.afterSave')}</p>
              )}
              {imagesError && <p role="alert" className="mt-1 text-xs text-rose-700">{imagesError}</p>}
            </fieldset>
            <SpecsSection register={register} errors={formState.errors} readOnly={readOnly} />
            <TechnicalSection register={register} errors={formState.errors} readOnly={readOnly} lang={lang} />
            <FeatureSection register={register} errors={formState.errors} readOnly={readOnly} />
            {!readOnly && (
              <div className="fixed inset-x-0 bottom-0 z-20 flex items-center justify-end gap-2 border-t border-slate-200 bg-white/95 px-4 py-2 lg:left-52">
                {formState.isDirty && <span className="mr-auto text-sm text-amber-800">{t('vehicle.unsaved')}</span>}
                {v && (
                  <button
                    type="button"
                    disabled={dup.isPending || formState.isDirty}
                    title={formState.isDirty ? t('vehicle.duplicateDirty') : t('vehicle.duplicateHint')}
                    onClick={() =>
                      dup.mutate(v.id, {
                        onSuccess: (res) => {
                          notify('success', t('vehicle.duplicated'));
                          navigate(`/admin/vehicles/${res.vehicle.id}`);
                        },
                        onError: (err) => notify('error', errorText(err, t('common.networkError'))),
                      })
                    }
                    className="rounded border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50 disabled:opacity-50"
                  >
                    {t('vehicle.duplicate')}
                  </button>
                )}
                {v && (
                  <button type="button" onClick={() => setConfirmDelete(true)} className="rounded border border-rose-300 px-3 py-1.5 text-sm text-rose-800 hover:bg-rose-50">
                    {v.total_bid > 0 ? t('vehicle.archive') : t('vehicle.delete')}
                  </button>
                )}
                <button type="submit" disabled={save.isPending} className="rounded bg-emerald-800 px-4 py-1.5 text-sm font-medium text-white hover:bg-emerald-900 disabled:opacity-60">
                  {save.isPending ? t('common.saving') : t('vehicle.save')}
                </button>
              </div>
            )}
          </form>
        )}
      </QueryState>
      {confirmDelete && v && (
        <ConfirmDialog
          title={v.total_bid > 0 ? t('vehicle.archiveTitle') : t('vehicle.deleteTitle')}
          body={v.total_bid > 0 ? t('vehicle.archiveBody') : t('vehicle.deleteBody')}
          confirmLabel={v.total_bid > 0 ? t('vehicle.archive') : t('vehicle.delete')}
          danger
          busy={del.isPending}
          onCancel={() => setConfirmDelete(false)}
          onConfirm={() =>
            del.mutate(v.id, {
              onSuccess: (res) => {
                notify('success', res.message);
                navigate('/admin/vehicles');
              },
              onError: (err) => notify('error', errorText(err, t('common.networkError'))),
            })
          }
        />
      )}
    </div>
  );
}
