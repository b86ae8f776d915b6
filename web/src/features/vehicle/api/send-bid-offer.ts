import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type BidOption = 'cash' | 'installments';

export interface BidOfferInput {
  id: number;
  /** Empty when the buyer chose neither; the server then reports the field. */
  selectedOption: BidOption | '';
  phone: string;
  offerAmount: string;
}

export interface BidOfferResult {
  status: boolean;
  message: string;
  offer?: { id: number; id_number: string; [key: string]: unknown };
  errors?: Record<string, string[]>;
}

export function sendBidOffer(input: BidOfferInput): Promise<BidOfferResult> {
  return api.post<BidOfferResult>('/send-bid-offer', input);
}

export function useSendBidOffer() {
  return useMutation({ mutationFn: sendBidOffer });
}
