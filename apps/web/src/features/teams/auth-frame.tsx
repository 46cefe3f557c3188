import type { ReactNode } from 'react';

/** A narrow centred card with a title and a lead, like the sign-in screens. */
export function AuthFrame({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <div className="page page--narrow">
      <div className="card stack">
        <div>
          <h1 className="page__title">{title}</h1>
          <p className="page__lead">{lead}</p>
        </div>
        {children}
      </div>
    </div>
  );
}
