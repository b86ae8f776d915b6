import { useState } from 'react';
import { useSession } from '@/lib/session';
import type { FinancePlan } from '@/lib/api-types';
import { errorText, fieldErrors } from '@/lib/api-errors';
import { notify } from '@/lib/toast';
import { useFinancePlan, useSaveFinancePlan } from '../api/finance';
import { Field } from '../components/field';
import { QueryState } from '../components/query-state';
import { can } from '../lib/roles';
import { useAdminT } from '../lib/use-admin-t';
import { planOf } from '../lib/vehicle-form';

/**
 * FinancePage is the site's installment plan (issue 29): what every
 * vehicle's calculator shows unless the vehicle has its own.
 */
export default function FinancePage() {
  const { t } = useAdminT();
  const q = useFinancePlan();
  return (
    <div className="max-w-xl space-y-3">
      <h1 className="text-xl font-semibold">{t('finance.title')}</h1>
      <p className="text-sm text-slate-600">{t('finance.intro')}</p>
      <QueryState isPending={q.isPending} error={q.error} retry={() => void q.refetch()} rows={3}>
        {q.data && <PlanForm key={JSON.stringify(q.data.plan)} plan={q.data.plan} />}
      </QueryState>
    </div>
  );
}

function PlanForm({ plan }: { plan: FinancePlan }) {
  const { t } = useAdminT();
  const { user } = useSession();
  const save = useSaveFinancePlan();
  const readOnly = !can(user?.role, 'catalog:write');
  const [down, setDown] = useState(String(plan.min_down_percent));
  const [months, setMonths] = useState(plan.months.join(', '));
  const [rate, setRate] = useState(String(plan.bank_rate_percent));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const err = (f: string) => errors[`plan.${f}`]?.join(' ');

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const p = planOf(down, months, rate);
    if (!p) return;
    save.mutate(p, {
      onSuccess: (res) => {
        setErrors({});
        notify('success', res.message ?? '');
      },
      onError: (e2) => {
        setErrors(fieldErrors(e2));
        notify('error', errorText(e2, t('common.networkError')));
      },
    });
  }

  return (
    <form onSubmit={submit} className="grid gap-3 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-3">
      <Field id="f-down" label={t('vehicle.planDown')} error={err('min_down_percent')}>
        {(p) => <input inputMode="numeric" readOnly={readOnly} value={down} onChange={(e) => setDown(e.target.value)} {...p} />}
      </Field>
      <Field id="f-months" label={t('vehicle.planMonths')} error={err('months')}>
        {(p) => <input inputMode="numeric" readOnly={readOnly} value={months} onChange={(e) => setMonths(e.target.value)} {...p} />}
      </Field>
      <Field id="f-rate" label={t('vehicle.planRate')} error={err('bank_rate_percent')}>
        {(p) => <input inputMode="decimal" readOnly={readOnly} value={rate} onChange={(e) => setRate(e.target.value)} {...p} />}
      </Field>
      {!readOnly && (
        <div className="sm:col-span-3">
          <button type="submit" disabled={save.isPending} className="rounded bg-emerald-800 px-3 py-1.5 text-sm font-medium text-white disabled:opacity-50">
            {t('finance.save')}
          </button>
        </div>
      )}
    </form>
  );
}
