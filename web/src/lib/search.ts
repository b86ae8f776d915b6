/**
 * searchPath is the search rule of spec §2/§5: the trimmed text must be
 * non-empty; it is URL-encoded into /vehicles/query/{query}. null means
 * nothing happens.
 */
export function searchPath(text: string): string | null {
  const q = text.trim();
  if (q === '') return null;
  return `/vehicles/query/${encodeURIComponent(q)}`;
}
