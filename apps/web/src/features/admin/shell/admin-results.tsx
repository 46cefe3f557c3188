import type { ReactNode } from 'react';
import { Spinner } from '@/ui/spinner';
import { LoadError } from './load-error';
import { Pager, type PageInfo } from './pager';

/** What a list screen needs of its TanStack query. */
interface ListQuery<D> {
  data: D | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface AdminResultsProps<D, T> {
  query: ListQuery<D>;
  /** The rows in the loaded answer. */
  rows: (data: D) => readonly T[];
  empty: ReactNode;
  children: (rows: readonly T[], data: D) => ReactNode;
}

/** A list's four states: loading, an error with a retry, empty, or its rows. */
export function AdminResults<D, T>({ query, rows, empty, children }: AdminResultsProps<D, T>) {
  const found = query.data === undefined ? undefined : rows(query.data);
  return (
    <>
      {query.isPending && <Spinner />}
      {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
      {found?.length === 0 && empty}
      {query.data !== undefined && found && found.length > 0 && children(found, query.data)}
    </>
  );
}

/** A card of linked rows (each an <li>) with the pager under it. */
export function PagedCardList({
  pages,
  onPageChange,
  children,
}: {
  pages: PageInfo;
  onPageChange: (page: number) => void;
  children: ReactNode;
}) {
  return (
    <section className="admin-card">
      <ul className="admin-list">{children}</ul>
      <Pager pages={pages} onPageChange={onPageChange} />
    </section>
  );
}

export interface AdminColumn {
  label: string;
  /** Numbers and amounts line up at the end. */
  numeric?: boolean;
}

/** The console's data table: scrolls sideways on a phone rather than squeezing its columns. */
export function AdminTable({ columns, children }: { columns: AdminColumn[]; children: ReactNode }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.numeric ? 'admin-table__num' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** One thing being loaded (a detail screen): loading, an error with a retry, or what it shows of it. */
export function AdminLoaded<D>({
  query,
  children,
}: {
  query: ListQuery<D>;
  children: (data: D) => ReactNode;
}) {
  return (
    <>
      {query.isPending && <Spinner />}
      {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
      {query.data !== undefined && children(query.data)}
    </>
  );
}
