import type { ReactNode } from 'react';

/** A titled section of a detail screen, named by its title for screen readers. */
export function AdminCard({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="admin-card" aria-labelledby={id}>
      <h2 id={id} className="admin-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

interface CardRowsProps<T> {
  items: readonly T[];
  /** Said instead of an empty list. */
  none: string;
  /** One <li> per item. */
  children: (item: T) => ReactNode;
}

/** A card's list of rows, or a line saying there are none. */
export function CardRows<T>({ items, none, children }: CardRowsProps<T>) {
  if (items.length === 0) return <p className="admin-list__sub">{none}</p>;
  return <ul className="admin-list">{items.map(children)}</ul>;
}

/** Label and value pairs, side by side from 576 px and stacked below. */
export function Facts({ rows }: { rows: [label: string, value: ReactNode, valueClass?: string][] }) {
  return (
    <dl className="admin-facts">
      {rows.map(([label, value, valueClass]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd className={valueClass}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
