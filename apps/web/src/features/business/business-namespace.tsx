import type { ComponentType } from 'react';
import type { ResourceLanguage } from 'i18next';
import { FeatureNamespace } from '@/i18n/feature-namespace';
import './business.css';

export const BUSINESS_NS = 'business';

const loaders = import.meta.glob<ResourceLanguage>('./locales/*.json', { import: 'default' });

/** A business screen with its own translations (namespace "business"), loaded with the screen's code. */
export function withBusiness(Screen: ComponentType): ComponentType {
  function BusinessScreen() {
    return (
      <FeatureNamespace namespace={BUSINESS_NS} loaders={loaders}>
        <Screen />
      </FeatureNamespace>
    );
  }
  BusinessScreen.displayName = `withBusiness(${Screen.displayName ?? Screen.name})`;
  return BusinessScreen;
}
