import type { ReactNode } from 'react';
import type { ResourceLanguage } from 'i18next';
import { FeatureNamespace } from '@/i18n/feature-namespace';

export const STATIONS_NS = 'stations';

const loaders = import.meta.glob<ResourceLanguage>('./locales/*.json', { import: 'default' });

/** The stations screens render once their own translations are loaded. */
export function StationsNamespace({ children }: { children: ReactNode }) {
  return (
    <FeatureNamespace namespace={STATIONS_NS} loaders={loaders}>
      {children}
    </FeatureNamespace>
  );
}
