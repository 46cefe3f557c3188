import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorText } from '@/app/api/api-message';
import { Spinner } from '@/ui/spinner';

/** A card of the payout pages fed by one query: its title, then loading, the error, the empty text or the items. */
export function PayoutSection(props: {
  id: string;
  title: string;
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'isSuccess' | 'error'>;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { query } = props;
  return (
    <section className="card payout-section" aria-labelledby={props.id} aria-busy={query.isPending}>
      <h2 id={props.id} className="payout-section__title">
        {props.title}
      </h2>
      {query.isPending && <Spinner />}
      {query.isError && (
        <p className="notice" role="alert">
          {errorText(t, query.error)}
        </p>
      )}
      {query.isSuccess && props.empty && <p className="form-note">{props.emptyText}</p>}
      {!props.empty && props.children}
    </section>
  );
}
