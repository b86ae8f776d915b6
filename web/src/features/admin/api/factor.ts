import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { EnrolmentLink, MessageResponse, StaffListResponse, TotpEnrollResponse, UserResponse } from '@/lib/api-types';
import { adminKeys } from './keys';

/** enrollFactor asks for a new authenticator key and recovery codes (shown once), with the owner's set-up link. */
export const enrollFactor = (link: string) => api.post<TotpEnrollResponse>('/auth/totp/enroll', { link });

/** verifyFactor gives this session's second factor: an app's code or a recovery code. */
export const verifyFactor = (code: string) => api.post<UserResponse>('/auth/totp/verify', { code });

export const staffQuery = () =>
  queryOptions({
    queryKey: adminKeys.staff,
    queryFn: ({ signal }) => api.get<StaffListResponse>('/admin/staff', undefined, signal),
  });

export const useStaff = () => useQuery(staffQuery());

/** useEnrolmentLink makes a member's one-time set-up link (owner only). */
export function useEnrolmentLink() {
  return useMutation({
    mutationFn: (id: number) => api.post<EnrolmentLinkResponse>(`/admin/staff/${id}/enrolment-link`),
  });
}

/** EnrolmentLinkResponse is the set-up link as the owner sees it once. */
export interface EnrolmentLinkResponse {
  status: true;
  message: string;
  link: EnrolmentLink;
}

/** useResetFactor forgets a staff member's authenticator app (owner only). */
export function useResetFactor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<MessageResponse>(`/admin/staff/${id}/reset-factor`),
    onSettled: () => void qc.invalidateQueries({ queryKey: adminKeys.staff }),
  });
}
