import type { ReactNode } from 'react';
import type { ResourceLanguage } from 'i18next';
import { FeatureNamespace } from '@/i18n/feature-namespace';

export const CHAT_NS = 'chat';

const loaders = import.meta.glob<ResourceLanguage>('./locales/*.json', { import: 'default' });

/** The screens of this feature render once their own translations are loaded. */
export function ChatNamespace({ children }: { children: ReactNode }) {
  return (
    <FeatureNamespace namespace={CHAT_NS} loaders={loaders}>
      {children}
    </FeatureNamespace>
  );
}
