import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminVehicleList, AdminVehicleResponse, BlockSellerResponse, ReviewRequest } from '@/lib/api-types';
import { adminKeys } from './keys';

/** The review desk's queue: listings in review, the longest waiting first (one page of 50 is a day's work). */
const queueFilter = { status: 'in_review', sort: 'submitted_at', dir: 'asc', page: 1 } as const;

export function useReviewQueue() {
  return useQuery({
    queryKey: adminKeys.vehicles(queueFilter),
    queryFn: ({ signal }) => api.get<AdminVehicleList>('/admin/vehicles', { ...queueFilter }, signal),
    staleTime: 0,
  });
}

/** useReview decides one listing; the queue, the dashboard and the listing are read again. */
export function useReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReviewRequest }) => api.post<AdminVehicleResponse>(`/admin/vehicles/${id}/review`, body),
    onSuccess: (res) => {
      qc.setQueryData(adminKeys.vehicle(res.vehicle.id), res);
      void qc.invalidateQueries({ queryKey: ['admin', 'vehicles'] });
      void qc.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
  });
}

/** useBlockSeller stops a person selling (owner only): their listings leave the queue and the site. */
export function useBlockSeller() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.post<BlockSellerResponse>(`/admin/sellers/${userId}/block`),
    onSuccess: () => void qc.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
