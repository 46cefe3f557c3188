import type { ComponentType, ReactNode } from 'react';
import type { ResourceLanguage } from 'i18next';
import { FeatureNamespace } from '@/i18n/feature-namespace';

export const REVIEWS_NS = 'reviews';

const loaders = import.meta.glob<ResourceLanguage>('./locales/*.json', { import: 'default' });

/** The screens of this feature render once their own translations are loaded. */
export function ReviewsNamespace({ children }: { children: ReactNode }) {
  return (
    <FeatureNamespace namespace={REVIEWS_NS} loaders={loaders}>
      {children}
    </FeatureNamespace>
  );
}

export function withReviews(Screen: ComponentType) {
  return function WithReviews() {
    return (
      <ReviewsNamespace>
        <Screen />
      </ReviewsNamespace>
    );
  };
}
