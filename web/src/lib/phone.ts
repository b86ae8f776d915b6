import { PHONE_LENGTH, OTP_LENGTH } from './constants.gen';

export { PHONE_LENGTH, OTP_LENGTH };

const BENGALI_ZERO = '০'.charCodeAt(0);

/** toAsciiDigits turns Bengali digits (typed on Bangla keyboards) into ASCII ones. */
export function toAsciiDigits(s: string): string {
  return s.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - BENGALI_ZERO));
}

/** normalizePhone keeps the digits of what the user typed ("017-1234 5678" → "01712345678"). */
export function normalizePhone(raw: string): string {
  return toAsciiDigits(raw).replace(/[\s\-()]/g, '');
}

export type PhoneProblem = 'phoneRequired' | 'phoneLength' | null;

/** phoneProblem is the spec §5 check: required, then exactly 11 digits. */
export function phoneProblem(raw: string): PhoneProblem {
  const p = normalizePhone(raw);
  if (p === '') return 'phoneRequired';
  if (!new RegExp(`^\\d{${PHONE_LENGTH}}$`).test(p)) return 'phoneLength';
  return null;
}

/** normalizeOtp keeps at most four digits of what was typed or pasted. */
export function normalizeOtp(raw: string): string {
  return toAsciiDigits(raw).replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/** isValidOtp: exactly four digits. */
export function isValidOtp(code: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code);
}
