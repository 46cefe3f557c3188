import type { ComponentType } from 'react';
import type { ResourceLanguage } from 'i18next';
import { FeatureNamespace } from '@/i18n/feature-namespace';
import { BankAuthenticationProvider } from './bank-authentication';
import './tipping.css';

export const TIPPING_NS = 'tipping';

const loaders = import.meta.glob<ResourceLanguage>('./locales/*.json', { import: 'default' });

/** A tipping screen with its own translations (namespace "tipping"), loaded with the screen's code. */
export function withTipping<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  function TippingScreen(props: P) {
    return (
      <FeatureNamespace namespace={TIPPING_NS} loaders={loaders}>
        <BankAuthenticationProvider>
          <Screen {...props} />
        </BankAuthenticationProvider>
      </FeatureNamespace>
    );
  }
  TippingScreen.displayName = `withTipping(${Screen.displayName ?? Screen.name})`;
  return TippingScreen;
}
