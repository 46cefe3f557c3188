import type { ReactNode } from 'react';

/** A titled list of the team screen; the empty sentence when it has nothing. */
export function TeamSection(props: {
  id: string;
  title: string;
  empty: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <section className="card teams-section" aria-labelledby={props.id}>
      <h2 id={props.id} className="teams-section__title">
        {props.title} <span className="teams-section__count">({props.count})</span>
      </h2>
      {props.count === 0 ? <p className="teams-section__empty">{props.empty}</p> : props.children}
    </section>
  );
}
