import { Fragment, type ReactNode } from 'react';

/**
 * Data that always reads left to right (email, phone, user name, ids, codes): isolated so a
 * right-to-left page neither moves its "+" or full stop nor mixes it with the words around it.
 */
export function Ltr({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <bdi dir="ltr" title={title}>
      {children}
    </bdi>
  );
}

/** Text a person typed, in any language: it takes the direction of its own first letters. */
export function Typed({ children }: { children: ReactNode }) {
  return <bdi dir="auto">{children}</bdi>;
}

/** Several left-to-right values on one line ("a@b.c · @ana · 12345678"), each kept whole. */
export function DataLine({ values }: { values: (string | null | undefined)[] }) {
  return (
    <>
      {values
        .filter((value): value is string => Boolean(value))
        .map((value, index) => (
          <Fragment key={value}>
            {index > 0 && ' · '}
            <Ltr>{value}</Ltr>
          </Fragment>
        ))}
    </>
  );
}
