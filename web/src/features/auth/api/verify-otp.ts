import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface VerifyOtpInput {
  phone: string;
  otp: string;
}

export interface VerifyOtpResult {
  status: boolean;
  message: string;
  token?: string;
  isNewUser?: boolean;
}

/** verifyOtp trades the texted code for a session token (POST /auth/verify-otp). */
export function verifyOtp({ phone, otp }: VerifyOtpInput): Promise<VerifyOtpResult> {
  return api.post<VerifyOtpResult>('/auth/verify-otp', { phone_number: phone, otp });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
