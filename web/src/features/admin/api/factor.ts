import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MessageResponse, StaffListResponse, TotpEnrollResponse, UserResponse } from '@/lib/api-types';
import { adminKeys } from './keys';

/** enrollFactor asks for a new authenticator key and recovery codes (shown once). */
export const enrollFactor = () => api.post<TotpEnrollResponse>('/auth/totp/enroll');

/** verifyFactor gives this session's second factor: an app's code or a recovery code. */
export const verifyFactor = (code: string) => api.post<UserResponse>('/auth/totp/verify', { code });

export const staffQuery = () =>
  queryOptions({
    queryKey: adminKeys.staff,
    queryFn: ({ signal }) => api.get<StaffListResponse>('/admin/staff', undefined, signal),
  });

export const useStaff = () => useQuery(staffQuery());

/** useResetFactor forgets a staff member's authenticator app (owner only). */
export function useResetFactor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<MessageResponse>(`/admin/staff/${id}/reset-factor`),
    onSettled: () => void qc.invalidateQueries({ queryKey: adminKeys.staff }),
  });
}
