/** Marks that end a sentence in English or Bangla (the dari, ।). */
const END = /[.!?।]$/;

/**
 * joinMessages joins the server's messages into one toast: a message that
 * ends a sentence is followed by a space, one that does not by a comma (the
 * spec's "joined by commas"), and the whole ends as a sentence in the
 * language — never "…offer., Please".
 */
export function joinMessages(parts: string[], lang: 'bn' | 'en'): string {
  const clean = parts.map((p) => p.trim()).filter(Boolean);
  let out = '';
  clean.forEach((p, i) => {
    if (i > 0) out += END.test(clean[i - 1]) ? ' ' : ', ';
    out += p;
  });
  return out && !END.test(out) ? out + (lang === 'bn' ? '।' : '.') : out;
}
