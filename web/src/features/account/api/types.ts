// Shapes of the account calls (spec §3), mirrored by hand from the Go
// handlers (httpapi/account.go) like src/lib/api-types.ts.

/** AccountProduct is the vehicle inside an offer or a bookmark. */
export interface AccountProduct {
  id: number;
  title: string;
  bn_translation: { title: string } | null;
  images: string[] | null;
  product_slug: string;
  cash_price: number;
  installment_price: number;
}

/** Offer is one of the user's bid offers (also a purchase when it was bought). */
export interface Offer {
  id: number;
  id_number: string;
  status: string;
  offer_amount: number | string;
  offer_for: string;
  created_at: string;
  product: AccountProduct | null;
}

/** Bookmark is one saved vehicle. */
export interface Bookmark {
  id: number;
  product: AccountProduct | null;
  /** The prices when it was saved, only when lower now (issue 30). */
  was_cash_price?: number;
  was_installment_price?: number;
  /** True once the vehicle was sold (issue 50). */
  sold?: boolean;
}

/** accountKey scopes cached account data to one user, so a second sign-in never sees the first's lists. */
export const accountKey = (userId: number | string | undefined, what: string) => ['account', userId ?? 'me', what] as const;
