import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { FinancePlan, FinancePlanResponse } from '@/lib/api-types';

const key = ['admin', 'finance'] as const;

/** useFinancePlan is the site's installment plan. */
export const useFinancePlan = () =>
  useQuery({ queryKey: key, queryFn: ({ signal }) => api.get<FinancePlanResponse>('/admin/finance', undefined, signal) });

/** useSaveFinancePlan replaces it; the answer is the plan as stored (months in order). */
export function useSaveFinancePlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: FinancePlan) => api.put<FinancePlanResponse>('/admin/finance', p),
    onSuccess: (res) => qc.setQueryData(key, res),
  });
}
