// Shapes of the account calls (spec §3): the generated contract's
// (api/openapi.yaml → src/lib/api-types.ts), named as the account area
// knows them.
export type { Bookmark, Offer, OfferProduct as AccountProduct } from '@/lib/api-types';

/** accountKey scopes cached account data to one user, so a second sign-in never sees the first's lists. */
export const accountKey = (userId: number | string | undefined, what: string) => ['account', userId ?? 'me', what] as const;
