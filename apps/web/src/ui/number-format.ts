const formats = new Map<string, Intl.NumberFormat>();

/**
 * One Intl.NumberFormat per language and options, kept: making one costs about a third of a
 * millisecond, and a screen of amounts (the guest page's presets and totals, a list of tips)
 * would otherwise make dozens on every render. Throws as the constructor does (an unknown currency).
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
