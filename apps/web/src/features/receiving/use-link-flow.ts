import { useTranslation } from 'react-i18next';
import { useNotify } from '@/app/use-notify';
import { externalNavigation, isSafeRedirect } from './external-navigation';
import { useLinkAccountMutation } from './use-link-account.mutation';

/**
 * Linking as the user sees it: sandbox mode links at once ("Connect Account Successfully linked"),
 * Stripe mode continues at the onboarding link the API returns.
 */
export function useLinkFlow() {
  const { t } = useTranslation('receiving');
  const notify = useNotify();
  const mutation = useLinkAccountMutation();
  const start = (options: { onLinked?: () => void; quiet?: boolean } = {}) =>
    mutation.mutate(undefined, {
      onSuccess: ({ message, data }) => {
        if (data.onboardingUrl) {
          if (isSafeRedirect(data.onboardingUrl)) externalNavigation.open(data.onboardingUrl);
          else notify.info(t('payout.badRedirect'));
          return;
        }
        if (!options.quiet || data.user.paymentsEnabled) notify.apiSuccess(message, 'connectAccountLinked');
        options.onLinked?.();
      },
      onError: (error) => notify.apiError(error),
    });
  return {
    start,
    pending: mutation.isPending,
    redirecting: mutation.isSuccess && Boolean(mutation.data.data.onboardingUrl),
  };
}
