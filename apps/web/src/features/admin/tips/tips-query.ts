import { TIP_FILTER_KEYS } from './use-admin-tips.query';

/** A date field's day as the instant its day starts or ends in the administrator's own time zone. */
function dayBound(day: string, end: boolean): string | undefined {
  const date = new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The URL's tip filters as GET /admin/tips's query string; the amount is already in minor units there. */
export function tipsApiQuery(search: URLSearchParams, page: number): string {
  const params = new URLSearchParams();
  for (const key of TIP_FILTER_KEYS) {
    const value = search.get(key)?.trim();
    if (!value) continue;
    const sent = key === 'from' || key === 'to' ? dayBound(value, key === 'to') : value;
    if (sent) params.set(key, sent);
  }
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
