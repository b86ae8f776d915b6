import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { User } from '@/lib/api-types';
import { useSession } from '@/lib/session';

export interface UpdateUserInput {
  name: string;
  yourself: string;
  /** Sent unchanged: the server refuses a different phone here. */
  phone: string;
  address: string;
}

export interface UpdateUserResult {
  success: boolean;
  message: string;
  user?: User;
}

/** updateUser saves the profile (PUT /user). */
export function updateUser(input: UpdateUserInput): Promise<UpdateUserResult> {
  return api.put<UpdateUserResult>('/user', input);
}

/** useUpdateUser saves the profile and puts the saved user into the session. */
export function useUpdateUser() {
  const { setUser } = useSession();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (res) => {
      if (res.success && res.user) setUser(res.user);
    },
  });
}
