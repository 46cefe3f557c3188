import type { ReactNode } from 'react';
import './empty.css';

/** An empty or missing state: an illustration, a sentence and maybe an action. */
export function Empty({
  title,
  body,
  action,
  icon,
  headingLevel = 1,
}: {
  title: string;
  body?: string;
  action?: ReactNode;
  icon?: ReactNode;
  /** 1 when the empty state is the page; lower inside a page that has its own h1. */
  headingLevel?: 1 | 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="empty">
      {icon && <div className="empty__icon">{icon}</div>}
      <Heading className="empty__title">{title}</Heading>
      {body && <p className="empty__body">{body}</p>}
      {action && <div className="empty__action">{action}</div>}
    </div>
  );
}
