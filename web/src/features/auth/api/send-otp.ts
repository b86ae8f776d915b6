import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ApiError, request } from '@/lib/api-client';
import type { Challenge, ChallengeProof, ErrorBody } from '@/lib/api-types';
import { deviceHeaders } from '@/lib/storage-keys';

export interface SendOtpResult {
  status: boolean;
  message: string;
}

/**
 * sendOtp asks the server to text a sign-in code to phone (POST
 * /auth/send-otp), naming this device (a device that signed in to the
 * number before is not held by strangers' requests) and, when given, the
 * answer to a challenge.
 */
export function sendOtp(phone: string, proof?: ChallengeProof): Promise<SendOtpResult> {
  return request<SendOtpResult>('/auth/send-otp', {
    method: 'POST',
    body: proof ? { phone_number: phone, proof } : { phone_number: phone },
    headers: deviceHeaders(),
  });
}

/** challengeOf is the proof of work a send-otp 429 asks for, if any. */
export function challengeOf(err: unknown): Challenge | null {
  if (!(err instanceof ApiError) || err.status !== 429) return null;
  return (err.body as ErrorBody | null)?.challenge ?? null;
}

/**
 * sendOtpSolving is sendOtp that, when the server asks a new number for a
 * proof of work first, does it (the solver is loaded only then) and asks
 * again. onProgress gets the share of the expected work done.
 */
export async function sendOtpSolving(phone: string, onProgress: (share: number) => void): Promise<SendOtpResult> {
  try {
    return await sendOtp(phone);
  } catch (err) {
    const challenge = challengeOf(err);
    if (!challenge) throw err;
    onProgress(0);
    const { solveChallenge } = await import('../lib/solve-challenge');
    return sendOtp(phone, await solveChallenge(challenge, onProgress));
  }
}

/** useSendOtp sends a code; progress is the proof of work's (null: none under way). */
export function useSendOtp() {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (phone: string) => sendOtpSolving(phone, setProgress).finally(() => setProgress(null)),
  });
  return { ...mutation, progress };
}
