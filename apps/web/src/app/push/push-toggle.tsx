import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/app/api/api-client';
import { API_TOAST_MS, useNotify } from '@/app/use-notify';
import { useToasts } from '@/ui/toasts';
import { PUSH_NS, PushNamespace } from './push-namespace';
import { usePushSubscription } from './use-push-subscription';
import './push-toggle.css';

function PushSwitch() {
  const { t } = useTranslation(PUSH_NS);
  const push = usePushSubscription();
  const notify = useNotify();
  const toasts = useToasts();
  const blocked = push.permission === 'denied';
  const hint = !push.supported
    ? t('unsupported')
    : blocked
      ? t('blocked')
      : push.subscribed
        ? t('on')
        : t('off');

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    try {
      if (event.target.checked) {
        if (await push.enable()) notify.apiSuccess('', 'pushSubscribed');
      } else {
        await push.disable();
        notify.apiSuccess('', 'pushUnsubscribed');
      }
    } catch (error) {
      // The browser's own refusals (no push service, storage off) are not API errors.
      if (error instanceof ApiError) notify.apiError(error);
      else toasts.show(t('failed'), { tone: 'error', durationMs: API_TOAST_MS });
    }
  }

  return (
    <div className="push-toggle">
      <label className="push-toggle__row">
        <input
          type="checkbox"
          role="switch"
          className="push-toggle__input"
          checked={push.subscribed}
          disabled={!push.supported || blocked || push.busy}
          aria-describedby="push-toggle-hint"
          onChange={(event) => void onChange(event)}
        />
        <span className="push-toggle__label">{t('label')}</span>
      </label>
      <p id="push-toggle-hint" className="push-toggle__hint">
        {hint}
      </p>
    </div>
  );
}

/** "Notify me on this device": Web Push for the signed-in person, switched per browser. */
export function PushToggle() {
  return (
    <PushNamespace>
      <PushSwitch />
    </PushNamespace>
  );
}
