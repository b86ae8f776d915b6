import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Skeleton } from '@/components/skeleton';
import { ApiError } from '@/lib/api-client';
import { errorText, fieldErrors } from '@/lib/api-errors';
import { toLocalDigits } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useLanguage } from '@/lib/use-language';
import { useListingCalls, useMyVehicle, useMyVehicles, type SellerVehicle } from '../api/my-vehicles';
import { ListingSummary } from '../components/listing-summary';
import { StepFields } from '../components/listing-steps';
import { PhotoStep } from '../components/photo-step';
import { EMPTY_FORM, firstStepWithError, firstUnfinished, formOf, inputOf, STEPS, type ListingForm, type Step } from '../lib/form';
import { useSellT } from '../lib/i18n';
import { stateRules } from '@/lib/lifecycle';

/**
 * SellPage is /sell (a new listing) and /sell/:id (going on with one): five
 * short steps, each saved as a draft before the next, so a dropped connection
 * or a closed tab loses at most one step. The step is in the address, so the
 * phone's back button goes back a step.
 */
export default function SellPage() {
  const { t } = useSellT();
  const { id } = useParams();
  const vehicleId = id ? Number(id) || null : null;
  const listing = useMyVehicle(vehicleId);

  let body;
  if (vehicleId === null) body = <SellSteps key="new" vehicle={null} />;
  else if (listing.isPending) body = <FormSkeleton />;
  else if (listing.isError || !listing.data)
    body = (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4">
        <p className="text-red-800">{errorText(listing.error, t('loadFailed'))}</p>
        <button type="button" onClick={() => void listing.refetch()} className="mt-3 rounded-md bg-emerald-800 px-4 py-2 font-medium text-white">
          {t('retry')}
        </button>
      </div>
    );
  else body = <SellSteps key={listing.data.id} vehicle={listing.data} />;

  return (
    <div className="mx-auto max-w-2xl px-4 pb-28 pt-6 lg:pb-12 lg:pt-10">
      <PageTitle title={vehicleId ? t('editTitle') : t('title')} />
      <h1 className="text-2xl font-semibold text-slate-900">{vehicleId ? t('editTitle') : t('title')}</h1>
      {!vehicleId && <p className="mt-2 text-slate-700">{t('intro')}</p>}
      {!vehicleId && <DraftOffer />}
      <div className="mt-5">{body}</div>
    </div>
  );
}

/** DraftOffer offers the seller's newest draft back ("continue your draft") instead of a second empty listing. */
function DraftOffer() {
  const { t } = useSellT();
  const lang = useLanguage();
  const mine = useMyVehicles();
  const draft = mine.data?.find((v) => stateRules(v.status).unsubmitted);
  if (!draft) return null;
  const title = (lang === 'bn' ? draft.title_bn : draft.title) || draft.title || t('status.draft');
  return (
    <div className="mt-4 rounded-xl border border-emerald-200 bg-emerald-50 p-3" data-testid="sell-draft">
      <Link to={`/sell/${draft.id}`} className="font-semibold text-emerald-900 underline">
        {t('continueDraft', { title })}
      </Link>
      <p className="mt-0.5 text-sm text-slate-700">{t('startNew')}</p>
    </div>
  );
}

function FormSkeleton() {
  return (
    <div role="status" aria-busy="true" className="space-y-4" data-testid="sell-loading">
      <Skeleton className="h-3 w-full" />
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

function SellSteps({ vehicle }: { vehicle: SellerVehicle | null }) {
  const { t } = useSellT();
  const lang = useLanguage();
  const navigate = useNavigate();
  const calls = useListingCalls();
  const [params, setParams] = useSearchParams();
  const [form, setForm] = useState<ListingForm>(() => (vehicle ? formOf(vehicle, lang) : EMPTY_FORM));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const asked = params.get('step') as Step | null;
  // Only a saved listing goes past the first step; a draft opened without a step goes on where it was left
  // unfinished, a listing sent back starts at the first step (staff's note may be about any of them).
  // Where it starts is fixed on opening: a photo added on the photos step must not move the seller on.
  const [start] = useState<Step>(() => (vehicle && stateRules(vehicle.status).unsubmitted ? firstUnfinished(vehicle) : 'vehicle'));
  const step: Step = !vehicle ? 'vehicle' : asked && STEPS.includes(asked) ? asked : start;
  const index = STEPS.indexOf(step);
  const busy = calls.create.isPending || calls.save.isPending || calls.submit.isPending;

  if (vehicle && !vehicle.editable) {
    return (
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <p>{t('notEditable', { status: t(`status.${vehicle.status}`) })}</p>
        <Link to="/account/my-vehicles" className="mt-3 inline-block font-medium text-emerald-800 underline">
          {t('mine.title')}
        </Link>
      </div>
    );
  }

  const set = <K extends keyof ListingForm>(key: K, value: ListingForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const goTo = (s: Step, id = vehicle?.id) => {
    if (id && id !== vehicle?.id) navigate(`/sell/${id}?step=${s}`, { replace: true });
    else setParams({ step: s });
    window.scrollTo({ top: 0 });
  };
  const failed = (err: unknown) => {
    const fields = fieldErrors(err);
    setErrors(fields);
    if (err instanceof ApiError && err.status === 422) {
      const back = firstStepWithError(fields);
      if (back && back !== step) goTo(back);
      notify('error', err.message);
    } else notify('error', errorText(err, t('networkError')));
  };

  /** save keeps the form's step as a draft; a new listing is created by its first step. */
  async function save(): Promise<number | null> {
    if (step === 'photos' || step === 'review') return vehicle!.id;
    try {
      const input = inputOf(form);
      const saved = vehicle ? await calls.save.mutateAsync({ id: vehicle.id, input }) : await calls.create.mutateAsync(input);
      setErrors({});
      return saved.id;
    } catch (err) {
      failed(err);
      return null;
    }
  }
  async function move(to: number) {
    const id = await save();
    if (id !== null) goTo(STEPS[to], id);
  }
  async function submit() {
    try {
      await calls.submit.mutateAsync(vehicle!.id);
      notify('success', t('submitted'));
      navigate('/account/my-vehicles');
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) notify('error', t('notReady'));
      failed(err);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (busy) return;
        if (step === 'review') void submit();
        else void move(index + 1);
      }}
    >
      <Progress index={index} />
      {vehicle?.review_note && (
        <div className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm" data-testid="sell-note">
          <p className="font-semibold text-amber-900">{t('mine.staffNote')}</p>
          <p className="mt-0.5 whitespace-pre-line break-words text-amber-950">{vehicle.review_note}</p>
        </div>
      )}
      <div className="mt-5 space-y-4">
        {step === 'photos' ? (
          <PhotoStep vehicleId={vehicle!.id} images={vehicle!.images} />
        ) : step === 'review' ? (
          <ListingSummary vehicle={vehicle!} errors={errors} />
        ) : (
          <StepFields step={step} form={form} errors={errors} set={set} />
        )}
        {errors.images?.length && step === 'photos' ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.images.join(' ')}
          </p>
        ) : null}
      </div>
      {/* On phones the actions stay above the tab bar, under the thumb. */}
      <div className="sticky bottom-16 z-10 mt-6 flex gap-3 border-t border-slate-200 bg-white/95 py-3 backdrop-blur lg:bottom-0">
        {index > 0 && (
          <button type="button" disabled={busy} onClick={() => void move(index - 1)} className="rounded-lg border border-slate-300 px-4 py-3 font-medium text-slate-800 disabled:opacity-50">
            {t('back')}
          </button>
        )}
        <button type="submit" disabled={busy} data-testid="sell-next" className="flex-1 rounded-lg bg-emerald-800 px-4 py-3 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60">
          {step === 'review' ? (calls.submit.isPending ? t('submitting') : t('submit')) : busy ? t('saving') : t('next')}
        </button>
      </div>
    </form>
  );
}

function Progress({ index }: { index: number }) {
  const { t } = useSellT();
  const lang = useLanguage();
  return (
    <div>
      <p className="text-sm font-medium text-slate-700" data-testid="sell-step">
        {t('stepOf', { step: toLocalDigits(index + 1, lang), total: toLocalDigits(STEPS.length, lang) })} · {t(`steps.${STEPS[index]}`)}
      </p>
      <ol className="mt-2 grid grid-cols-5 gap-1" aria-hidden="true">
        {STEPS.map((s, i) => (
          <li key={s} className={`h-1.5 rounded-full ${i <= index ? 'bg-emerald-700' : 'bg-slate-200'}`} />
        ))}
      </ol>
    </div>
  );
}
