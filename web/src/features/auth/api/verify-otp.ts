import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { deviceHeaders, rememberDevice } from '@/lib/storage-keys';

export interface VerifyOtpInput {
  phone: string;
  otp: string;
}

export interface VerifyOtpResult {
  status: boolean;
  message: string;
  token?: string;
  isNewUser?: boolean;
  device_token?: string;
}

/** verifyOtp trades the texted code for a session token (POST /auth/verify-otp). */
export async function verifyOtp({ phone, otp }: VerifyOtpInput): Promise<VerifyOtpResult> {
  const result = await request<VerifyOtpResult>('/auth/verify-otp', {
    method: 'POST',
    body: { phone_number: phone, otp },
    headers: deviceHeaders(),
  });
  rememberDevice(result.device_token);
  return result;
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
