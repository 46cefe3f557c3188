import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/app/api/api-message';
import { useNotify } from '@/app/use-notify';
import { externalNavigation, isSafeRedirect } from './external-navigation';
import { useLinkAccountMutation } from './use-link-account.mutation';

interface StartOptions {
  /** After the answer, when the app stays here. */
  onDone?: () => void;
  /**
   * Go to the onboarding link when the API gives one (the receiver asked to link). A status check,
   * or the return from Stripe, only shows the state: the receiver chooses to continue.
   */
  follow?: boolean;
}

/**
 * Linking as the user sees it: sandbox mode links at once ("Connect Account Successfully linked"),
 * Stripe mode continues at the onboarding link the API returns.
 */
export function useLinkFlow() {
  const { t } = useTranslation('receiving');
  const { t: tm } = useTranslation();
  const notify = useNotify();
  const mutation = useLinkAccountMutation();
  const [following, setFollowing] = useState(true);
  const start = ({ onDone, follow = true }: StartOptions = {}) => {
    setFollowing(follow);
    mutation.mutate(undefined, {
      onSuccess: ({ message, data }) => {
        if (data.onboardingUrl && follow) {
          if (isSafeRedirect(data.onboardingUrl)) externalNavigation.open(data.onboardingUrl);
          else notify.info(t('payout.badRedirect'));
          return;
        }
        if (data.user.paymentsEnabled) notify.apiSuccess(message, 'connectAccountLinked');
        else notify.info(translateMessage(tm, message, 'accountLinkPending'));
        onDone?.();
      },
      onError: (error) => notify.apiError(error),
    });
  };
  return {
    start,
    pending: mutation.isPending,
    redirecting: following && mutation.isSuccess && Boolean(mutation.data.data.onboardingUrl),
  };
}
