/**
 * bidErrorToasts turns a rejected bid into toast texts (spec §8): one per
 * field with its messages joined by commas, then the overall message.
 */
export function bidErrorToasts(errors: Record<string, string[] | string> | undefined, message: string | undefined): string[] {
  const out: string[] = [];
  for (const msgs of Object.values(errors ?? {})) {
    const list = Array.isArray(msgs) ? msgs : [msgs];
    if (list.length) out.push(list.join(', '));
  }
  if (message) out.push(message);
  return out;
}

/** nextOption is the cash/installments toggle: choosing the selected one again deselects it. */
export function nextOption<T extends string>(current: T | '', clicked: T): T | '' {
  return current === clicked ? '' : clicked;
}
