import { Link } from 'react-router';
import { formatPrice } from '@/lib/format';
import { pick } from '@/lib/localized';
import { useLanguage } from '@/lib/use-language';

/** PinnedVehicle is the vehicle a conversation is about, kept at its top. */
export function PinnedVehicle({
  slug,
  title,
  titleBn,
  image,
  cashPrice,
  to,
}: {
  slug: string;
  title: string;
  titleBn: string;
  image: string;
  cashPrice: number;
  /** Where it leads: the public page unless given (a listing in review is not public). */
  to?: string;
}) {
  const lang = useLanguage();
  const name = pick(title, titleBn, lang);
  return (
    <Link
      to={to ?? `/vehicle-details/${slug}`}
      data-testid="pinned-vehicle"
      className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 hover:border-emerald-700"
    >
      {image ? (
        <img src={image} alt="" width={96} height={64} className="h-16 w-24 shrink-0 rounded-lg bg-slate-100 object-cover" />
      ) : (
        <span className="h-16 w-24 shrink-0 rounded-lg bg-slate-100" aria-hidden="true" />
      )}
      <span className="min-w-0">
        <span className="block truncate font-semibold text-slate-900">{name}</span>
        <span className="block font-semibold text-emerald-800">{formatPrice(cashPrice, lang)}</span>
      </span>
    </Link>
  );
}
