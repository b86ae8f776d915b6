import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { DeleteAccountRequest, MessageResponse } from '@/lib/api-types';

/** deleteAccount deletes the signed-in user's account (DELETE /account) once they typed the confirmation word. */
export function deleteAccount(confirm: string): Promise<MessageResponse> {
  const body: DeleteAccountRequest = { confirm };
  return request<MessageResponse>('/account', { method: 'DELETE', body });
}

/** useDeleteAccount is deleteAccount as a mutation. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
