import type { ReactNode } from 'react';
import type { ResourceLanguage } from 'i18next';
import { FeatureNamespace } from '@/i18n/feature-namespace';

export const TEAMS_NS = 'teams';

const loaders = import.meta.glob<ResourceLanguage>('./locales/*.json', { import: 'default' });

/** The screens of this feature render once their own translations are loaded. */
export function TeamsNamespace({ children }: { children: ReactNode }) {
  return (
    <FeatureNamespace namespace={TEAMS_NS} loaders={loaders}>
      {children}
    </FeatureNamespace>
  );
}
