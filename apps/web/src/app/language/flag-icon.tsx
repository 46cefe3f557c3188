import { useId, type ReactNode } from 'react';
import type { Language } from '@opentip/shared/occupations';

/** Inline flags (no network, no emoji font needed), 3:2, drawn on a 60x40 grid. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <svg className="flag" viewBox="0 0 60 40" width="36" height="24" aria-hidden="true" focusable="false">
      {children}
      <rect width="60" height="40" fill="none" stroke="rgb(15 23 42 / 0.15)" strokeWidth="1" />
    </svg>
  );
}

function UnionFlag() {
  const clip = useId();
  return (
    <Frame>
      <defs>
        <clipPath id={clip}>
          <path d="M30,20 h30 v20 z v20 h-30 z h-30 v-20 z v-20 h30 z" />
        </clipPath>
      </defs>
      <rect width="60" height="40" fill="#012169" />
      <path d="M0,0 L60,40 M60,0 L0,40" stroke="#fff" strokeWidth="8" />
      <path d="M0,0 L60,40 M60,0 L0,40" clipPath={`url(#${clip})`} stroke="#C8102E" strokeWidth="4" />
      <path d="M30,0 v40 M0,20 h60" stroke="#fff" strokeWidth="12" />
      <path d="M30,0 v40 M0,20 h60" stroke="#C8102E" strokeWidth="7" />
    </Frame>
  );
}

const vertical = (a: string, b: string, c: string) => (
  <Frame>
    <rect width="20" height="40" fill={a} />
    <rect x="20" width="20" height="40" fill={b} />
    <rect x="40" width="20" height="40" fill={c} />
  </Frame>
);

const FLAGS: Record<Language, () => ReactNode> = {
  en: () => <UnionFlag />,
  fr: () => vertical('#002395', '#fff', '#ED2939'),
  it: () => vertical('#009246', '#fff', '#CE2B37'),
  es: () => (
    <Frame>
      <rect width="60" height="40" fill="#AA151B" />
      <rect y="10" width="60" height="20" fill="#F1BF00" />
    </Frame>
  ),
  de: () => (
    <Frame>
      <rect width="60" height="14" fill="#000" />
      <rect y="13.3" width="60" height="13.4" fill="#DD0000" />
      <rect y="26.6" width="60" height="13.4" fill="#FFCE00" />
    </Frame>
  ),
  // United Arab Emirates for Arabic.
  ar: () => (
    <Frame>
      <rect width="60" height="14" fill="#00732F" />
      <rect y="13.3" width="60" height="13.4" fill="#fff" />
      <rect y="26.6" width="60" height="13.4" fill="#000" />
      <rect width="15" height="40" fill="#FF0000" />
    </Frame>
  ),
};

export function FlagIcon({ language }: { language: Language }) {
  return FLAGS[language]();
}
