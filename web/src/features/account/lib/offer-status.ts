/** The four offer statuses of spec §4; 'locked' is shown as Winner. */
export const KNOWN_STATUSES = ['ongoing', 'purchase', 'lost', 'locked'] as const;
export type KnownStatus = (typeof KNOWN_STATUSES)[number];

// Each status has its own colour; text and background keep at least 7:1 contrast.
const BADGE_CLASSES: Record<KnownStatus, string> = {
  ongoing: 'bg-sky-100 text-sky-900 ring-sky-300',
  purchase: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  lost: 'bg-red-100 text-red-900 ring-red-300',
  locked: 'bg-amber-100 text-amber-900 ring-amber-300',
};
const NEUTRAL = 'bg-slate-200 text-slate-800 ring-slate-300';

/** knownStatus narrows a server status (any case, spaces trimmed) to one of the four, or null. */
export function knownStatus(raw: string | null | undefined): KnownStatus | null {
  const s = (raw ?? '').trim().toLowerCase();
  return (KNOWN_STATUSES as readonly string[]).includes(s) ? (s as KnownStatus) : null;
}

/** badgeClasses is the colour of a status badge: its own for the four, neutral grey for others. */
export function badgeClasses(raw: string | null | undefined): string {
  const s = knownStatus(raw);
  return s ? BADGE_CLASSES[s] : NEUTRAL;
}
