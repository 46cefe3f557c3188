import type { ReactNode } from 'react';
import type { ResourceLanguage } from 'i18next';
import { FeatureNamespace } from '@/i18n/feature-namespace';

export const NOTIFICATIONS_NS = 'notifications';

const loaders = import.meta.glob<ResourceLanguage>('./locales/*.json', { import: 'default' });

/** The screens of this feature render once their own translations are loaded. */
export function NotificationsNamespace({ children }: { children: ReactNode }) {
  return (
    <FeatureNamespace namespace={NOTIFICATIONS_NS} loaders={loaders}>
      {children}
    </FeatureNamespace>
  );
}
