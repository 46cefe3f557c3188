import type { ReactNode } from 'react';
import type { ResourceLanguage } from 'i18next';
import { FeatureNamespace } from '@/i18n/feature-namespace';

export const ADMIN_NS = 'admin';

const loaders = import.meta.glob<ResourceLanguage>('./locales/*.json', { import: 'default' });

/** The console's own translations (namespace "admin"), loaded with the console's code. */
export function AdminNamespace({ children }: { children: ReactNode }) {
  return (
    <FeatureNamespace namespace={ADMIN_NS} loaders={loaders}>
      {children}
    </FeatureNamespace>
  );
}
