import type { ReactNode } from 'react';
import type { ResourceLanguage } from 'i18next';
import { FeatureNamespace } from '@/i18n/feature-namespace';

export const HOME_NS = 'home';

const loaders = import.meta.glob<ResourceLanguage>('./locales/*.json', { import: 'default' });

/** The first screen's summary renders once its own translations are loaded. */
export function HomeNamespace({ children }: { children: ReactNode }) {
  return (
    <FeatureNamespace namespace={HOME_NS} loaders={loaders}>
      {children}
    </FeatureNamespace>
  );
}
