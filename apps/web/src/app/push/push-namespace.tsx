import type { ReactNode } from 'react';
import type { ResourceLanguage } from 'i18next';
import { FeatureNamespace } from '@/i18n/feature-namespace';

export const PUSH_NS = 'push';

const loaders = import.meta.glob<ResourceLanguage>('./locales/*.json', { import: 'default' });

/** The push switch renders once its own translations are loaded. */
export function PushNamespace({ children }: { children: ReactNode }) {
  return (
    <FeatureNamespace namespace={PUSH_NS} loaders={loaders}>
      {children}
    </FeatureNamespace>
  );
}
