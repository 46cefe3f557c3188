import type { ComponentType } from 'react';
import type { ResourceLanguage } from 'i18next';
import { FeatureNamespace } from '@/i18n/feature-namespace';
import './billing.css';

export const BILLING_NS = 'billing';

const loaders = import.meta.glob<ResourceLanguage>('./locales/*.json', { import: 'default' });

/** A subscription screen with its own translations (namespace "billing"), loaded with the screen's code. */
export function withBilling(Screen: ComponentType): ComponentType {
  function BillingScreen() {
    return (
      <FeatureNamespace namespace={BILLING_NS} loaders={loaders}>
        <Screen />
      </FeatureNamespace>
    );
  }
  BillingScreen.displayName = `withBilling(${Screen.displayName ?? Screen.name})`;
  return BillingScreen;
}
