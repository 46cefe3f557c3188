import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronIcon } from '@/ui/icons';
import './choice-list.css';

export interface Choice {
  to: string;
  title: string;
  body: string;
  icon: ReactNode;
}

/** Big, keyboard-friendly choice tiles: each is a link to the next step. */
export function ChoiceList({ choices, label }: { choices: readonly Choice[]; label: string }) {
  return (
    <ul className="choice-list" aria-label={label}>
      {choices.map((choice) => (
        <li key={choice.to}>
          <Link to={choice.to} className="choice">
            <span className="choice__icon">{choice.icon}</span>
            <span className="choice__text">
              <span className="choice__title">{choice.title}</span>
              <span className="choice__body">{choice.body}</span>
            </span>
            <ChevronIcon className="choice__chevron" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function StepScreen({
  step,
  title,
  lead,
  children,
}: {
  step: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <div className="page page--narrow">
      <p className="step-label">{step}</p>
      <h1 className="page__title">{title}</h1>
      <p className="page__lead">{lead}</p>
      {children}
    </div>
  );
}
