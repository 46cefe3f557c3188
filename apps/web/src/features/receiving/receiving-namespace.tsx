import type { ReactNode } from 'react';
import type { ResourceLanguage } from 'i18next';
import { FeatureNamespace } from '@/i18n/feature-namespace';

export const RECEIVING_NS = 'receiving';

const loaders = import.meta.glob<ResourceLanguage>('./locales/*.json', { import: 'default' });

/** The screens of this feature render once their own translations are loaded. */
export function ReceivingNamespace({ children }: { children: ReactNode }) {
  return (
    <FeatureNamespace namespace={RECEIVING_NS} loaders={loaders}>
      {children}
    </FeatureNamespace>
  );
}
