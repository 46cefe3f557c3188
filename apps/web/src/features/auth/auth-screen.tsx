import type { ReactNode } from 'react';

/** The frame of the sign-in and sign-up screens: a centred card with a title and a lead. */
export function AuthScreen({
  title,
  lead,
  children,
  wide = false,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`page ${wide ? '' : 'page--narrow'}`}>
      <div className="card">
        <h1 className="page__title">{title}</h1>
        {lead && <p className="page__lead">{lead}</p>}
        {children}
      </div>
    </div>
  );
}
