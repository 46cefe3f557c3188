/** How long something has waited, in the reader's language ("12 minutes", "3 hours", "2 days"). */
export function formatWaiting(seconds: number, locale: string): string {
  const minutes = Math.max(1, Math.floor(seconds / 60));
  const [value, unit]: [number, Intl.NumberFormatOptions['unit']] =
    minutes < 120
      ? [minutes, 'minute']
      : minutes < 48 * 60
        ? [Math.floor(minutes / 60), 'hour']
        : [Math.floor(minutes / 1440), 'day'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
