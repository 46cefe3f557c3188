import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { ADMIN_NS } from '../admin-namespace';

/** Where a paged answer of the API is. */
export interface PageInfo {
  page: number;
  total: number;
  hasMore: boolean;
}

/** Previous / next under a paged list. */
export function Pager({ pages, onPageChange }: { pages: PageInfo; onPageChange: (page: number) => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const { page, hasMore, total } = pages;
  if (page <= 1 && !hasMore) return <p className="admin-list__sub">{t('shell.list.results', { total })}</p>;
  return (
    <nav className="admin-pager" aria-label={t('shell.list.page', { page })}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {t('shell.list.previous')}
      </Button>
      <span aria-current="page">
        {t('shell.list.page', { page })} · {t('shell.list.results', { total })}
      </span>
      <Button variant="secondary" disabled={!hasMore} onClick={() => onPageChange(page + 1)}>
        {t('shell.list.next')}
      </Button>
    </nav>
  );
}

/**
 * The list's page, kept in the URL (?page=) with the other filters so a link or reload shows the
 * same page; setting a filter with `setParams` starts again at page 1.
 */
export function usePagedSearch() {
  const [params, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const setPage = useCallback(
    (next: number) =>
      setSearchParams((current) => {
        const copy = new URLSearchParams(current);
        if (next <= 1) copy.delete('page');
        else copy.set('page', String(next));
        return copy;
      }),
    [setSearchParams],
  );
  const setParams = useCallback(
    (values: Record<string, string>) =>
      setSearchParams(() => {
        const copy = new URLSearchParams();
        for (const [key, value] of Object.entries(values)) if (value.trim()) copy.set(key, value.trim());
        return copy;
      }),
    [setSearchParams],
  );
  return { params, page, setPage, setParams };
}
