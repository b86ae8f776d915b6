import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { deviceHeaders, rememberDevice } from '@/lib/storage-keys';
import type { BidOfferResponse } from '@/lib/api-types';

export type BidOption = 'cash' | 'installments';

export interface BidOfferInput {
  id: number;
  /** Empty when the buyer chose neither; the server then reports the field. */
  selectedOption: BidOption | '';
  phone: string;
  offerAmount: string;
  /** The code that proves a signed-out bidder's phone (second call). */
  otp?: string;
  /** One per submission: a double tap or a retry makes one offer. */
  idempotencyKey: string;
}

/** BidOfferResult is the contract's answer (a refusal is thrown as an ApiError with its field errors). */
export type BidOfferResult = BidOfferResponse;

export async function sendBidOffer({ idempotencyKey, ...body }: BidOfferInput): Promise<BidOfferResult> {
  const result = await request<BidOfferResult>('/send-bid-offer', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey, ...deviceHeaders() },
  });
  rememberDevice(result.device_token);
  return result;
}

/** newSubmissionKey is a random Idempotency-Key. */
export function newSubmissionKey(): string {
  return crypto.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export function useSendBidOffer() {
  return useMutation({ mutationFn: sendBidOffer });
}
