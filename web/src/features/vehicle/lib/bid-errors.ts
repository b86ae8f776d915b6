import { joinMessages } from '@/lib/sentences';

/**
 * bidErrorToast is the one toast of a rejected bid (spec §8): every field's
 * messages, then the overall message, joined as sentences in the language
 * (joinMessages). One toast, not one per field: on a phone a stack of them
 * would cover the form.
 */
export function bidErrorToast(errors: Record<string, string[] | string> | undefined, message: string | undefined, lang: 'bn' | 'en'): string {
  const out: string[] = [];
  for (const msgs of Object.values(errors ?? {})) {
    out.push(...(Array.isArray(msgs) ? msgs : [msgs]));
  }
  if (message) out.push(message);
  return joinMessages(out, lang);
}

/** fieldMessages reads the server's field errors as one message per field. */
export function fieldMessages(errors: Record<string, string[] | string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, msgs] of Object.entries(errors ?? {})) {
    out[field] = (Array.isArray(msgs) ? msgs : [msgs]).join(' ');
  }
  return out;
}

/** nextOption is the cash/installments toggle: choosing the selected one again deselects it. */
export function nextOption<T extends string>(current: T | '', clicked: T): T | '' {
  return current === clicked ? '' : clicked;
}
