import { useLayoutEffect, useRef, type ReactNode } from 'react';
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

/**
 * The console's data table. Below 640 px each row stacks as a card: every cell shows its column's
 * name, read from data-label by the CSS, so nothing is hidden off the side of a phone.
 */
export function AdminTable({ columns, children }: { columns: AdminColumn[]; children: ReactNode }) {
  const body = useRef<HTMLTableSectionElement>(null);
  // The rows come from each screen (often row components), so the labels are set on what rendered.
  useLayoutEffect(() => {
    for (const row of Array.from(body.current?.rows ?? []))
      for (const cell of Array.from(row.cells)) cell.dataset.label = columns[cell.cellIndex]?.label ?? '';
  });
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
        <tbody ref={body}>{children}</tbody>
      </table>
    </div>
  );
}

/** One thing being loaded (a detail screen): loading, an error with a retry, or what it shows of it. */
export function AdminLoaded<D>({
  query,
  children,
  errorHeadingLevel = 1,
}: {
  query: ListQuery<D>;
  children: (data: D) => ReactNode;
  /** 2 when the screen keeps its own h1 outside what is loaded. */
  errorHeadingLevel?: 1 | 2;
}) {
  return (
    <>
      {query.isPending && <Spinner />}
      {query.isError && (
        <LoadError
          error={query.error}
          onRetry={() => void query.refetch()}
          headingLevel={errorHeadingLevel}
        />
      )}
      {query.data !== undefined && children(query.data)}
    </>
  );
}
