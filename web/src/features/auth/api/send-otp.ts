import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface SendOtpResult {
  status: boolean;
  message: string;
}

/** sendOtp asks the server to text a sign-in code to phone (POST /auth/send-otp). */
export function sendOtp(phone: string): Promise<SendOtpResult> {
  return api.post<SendOtpResult>('/auth/send-otp', { phone_number: phone });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
