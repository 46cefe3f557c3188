const DAY_MS = 86_400_000;

/** A message's time as a list shows it: the hour today, the weekday this week, else the date. */
export function shortTime(iso: string, language: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  if (date.getTime() >= startOfToday)
    return new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(date);
  if (date.getTime() >= startOfToday - 6 * DAY_MS)
    return new Intl.DateTimeFormat(language, { weekday: 'short' }).format(date);
  return new Intl.DateTimeFormat(language, { dateStyle: 'short' }).format(date);
}

/** The full time, for a bubble's tooltip and screen readers. */
export function fullTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
