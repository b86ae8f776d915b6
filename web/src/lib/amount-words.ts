import type { Language } from './i18n';

// Bangla names every number below a hundred with its own word (উনিশ,
// ঊনত্রিশ, নিরানব্বই…): there is no rule to build them from tens and units.
const BN_0_99 = (
  'শূন্য এক দুই তিন চার পাঁচ ছয় সাত আট নয় ' +
  'দশ এগারো বারো তেরো চৌদ্দ পনেরো ষোলো সতেরো আঠারো উনিশ ' +
  'বিশ একুশ বাইশ তেইশ চব্বিশ পঁচিশ ছাব্বিশ সাতাশ আটাশ ঊনত্রিশ ' +
  'ত্রিশ একত্রিশ বত্রিশ তেত্রিশ চৌত্রিশ পঁয়ত্রিশ ছত্রিশ সাঁইত্রিশ আটত্রিশ ঊনচল্লিশ ' +
  'চল্লিশ একচল্লিশ বিয়াল্লিশ তেতাল্লিশ চুয়াল্লিশ পঁয়তাল্লিশ ছেচল্লিশ সাতচল্লিশ আটচল্লিশ ঊনপঞ্চাশ ' +
  'পঞ্চাশ একান্ন বাহান্ন তিপ্পান্ন চুয়ান্ন পঞ্চান্ন ছাপ্পান্ন সাতান্ন আটান্ন ঊনষাট ' +
  'ষাট একষট্টি বাষট্টি তেষট্টি চৌষট্টি পঁয়ষট্টি ছেষট্টি সাতষট্টি আটষট্টি ঊনসত্তর ' +
  'সত্তর একাত্তর বাহাত্তর তিয়াত্তর চুয়াত্তর পঁচাত্তর ছিয়াত্তর সাতাত্তর আটাত্তর ঊনআশি ' +
  'আশি একাশি বিরাশি তিরাশি চুরাশি পঁচাশি ছিয়াশি সাতাশি অষ্টাশি ঊননব্বই ' +
  'নব্বই একানব্বই বিরানব্বই তিরানব্বই চুরানব্বই পঁচানব্বই ছিয়ানব্বই সাতানব্বই আটানব্বই নিরানব্বই'
).split(' ');

const EN_ONES = 'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(' ');
const EN_TENS = ' ten twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');

function en0to99(n: number): string {
  if (n < 20) return EN_ONES[n];
  const unit = n % 10;
  return EN_TENS[Math.floor(n / 10)] + (unit ? `-${EN_ONES[unit]}` : '');
}

// The scales of the Indian system, largest first: crore (10⁷), lakh (10⁵),
// thousand, hundred; what is left below a hundred is one word (or two in
// English). Crores above 99 are named recursively (একশো কোটি).
const SCALES: [number, Record<Language, string>][] = [
  [10_000_000, { bn: 'কোটি', en: 'crore' }],
  [100_000, { bn: 'লাখ', en: 'lakh' }],
  [1_000, { bn: 'হাজার', en: 'thousand' }],
];

function words(n: number, lang: Language): string[] {
  const out: string[] = [];
  let rest = n;
  for (const [size, name] of SCALES) {
    const count = Math.floor(rest / size);
    if (count > 0) {
      out.push(...words(count, lang), name[lang]);
      rest %= size;
    }
  }
  const hundreds = Math.floor(rest / 100);
  if (hundreds > 0) {
    // একশো, দুইশো … নয়শো; one hundred … nine hundred.
    out.push(lang === 'bn' ? `${BN_0_99[hundreds]}শো` : `${EN_ONES[hundreds]} hundred`);
    rest %= 100;
  }
  if (rest > 0) out.push(lang === 'bn' ? BN_0_99[rest] : en0to99(rest));
  return out;
}

/**
 * amountInWords says a whole taka amount in words, as a cheque does, in the
 * lakh/crore system: 1950000 → "উনিশ লাখ পঞ্চাশ হাজার টাকা" / "nineteen lakh
 * fifty thousand taka". A buyer reading it catches an extra zero that the
 * digits hide. "" for what is not a whole number ≥ 0.
 */
export function amountInWords(n: number, lang: Language): string {
  if (!Number.isSafeInteger(n) || n < 0) return '';
  const taka = lang === 'bn' ? 'টাকা' : 'taka';
  if (n === 0) return `${lang === 'bn' ? BN_0_99[0] : EN_ONES[0]} ${taka}`;
  return [...words(n, lang), taka].join(' ');
}
