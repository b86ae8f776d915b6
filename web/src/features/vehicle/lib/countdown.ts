export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the window has closed (or the date is unreadable). */
  closed: boolean;
}

/** timeLeft splits what remains until closesAt into days, hours, minutes, seconds. */
export function timeLeft(closesAt: number | null, now: number): TimeLeft {
  if (closesAt === null || now >= closesAt) return { days: 0, hours: 0, minutes: 0, seconds: 0, closed: true };
  let s = Math.floor((closesAt - now) / 1000);
  const days = Math.floor(s / 86400);
  s -= days * 86400;
  const hours = Math.floor(s / 3600);
  s -= hours * 3600;
  const minutes = Math.floor(s / 60);
  return { days, hours, minutes, seconds: s - minutes * 60, closed: false };
}
