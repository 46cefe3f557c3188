import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/ui/button';
import { useSession } from '@/app/session/use-session';
import { useNotify } from '@/app/use-notify';
import { CardForm } from '@/app/payments/card-form';
import { CardStep } from './card-step';
import type { Checkout } from './checkout';
import { CheckoutGate } from './checkout-gate';
import { StripeCardStep } from './stripe/stripe-card-step';
import type { TipDraft } from './tip-draft';
import { withTipping } from './tipping-namespace';
import { tokenize, type PaymentMethod } from './tokenize';
import { usePayTip } from './use-pay-tip';
import { usePaymentsConfigQuery } from './use-payments-config.query';
import { useSaveCardMutation } from './use-save-card.mutation';

/** /add-card: card details go to the provider's tokenizer only; the tip is paid with the token. */
function AddCardPage() {
  return <CheckoutGate>{(draft, checkout) => <AddCard draft={draft} checkout={checkout} />}</CheckoutGate>;
}

function AddCard({ draft, checkout }: { draft: TipDraft; checkout: Checkout }) {
  const { t } = useTranslation('tipping');
  const session = useSession();
  const notify = useNotify();
  const payer = usePayTip();
  const saver = useSaveCardMutation();
  const publishableKey = usePaymentsConfigQuery().data?.publishableKey;

  async function keepCard(created: PaymentMethod): Promise<string | undefined> {
    try {
      const { message, data } = await saver.mutateAsync({ paymentMethod: created.token });
      notify.apiSuccess(message, 'cardSaved');
      return data.card.id;
    } catch (error) {
      // Not kept, but the tip can still be paid with the card just entered.
      notify.apiError(error);
      return undefined;
    }
  }

  return (
    <CardStep
      variant="screen"
      draft={draft}
      checkout={checkout}
      payer={payer}
      tokenize={tokenize}
      canSave={Boolean(session)}
      keepCard={session ? keepCard : undefined}
      onTokenError={(error) => notify.apiError(error)}
      cardForm={(props) => <CardForm {...props} />}
      stripeForm={(props) => <StripeCardStep publishableKey={publishableKey} {...props} />}
      back={
        <ButtonLink to="/CalculateTip" variant="ghost" className="tip-back">
          {t('card.backToAmount')}
        </ButtonLink>
      }
    />
  );
}

export default withTipping(AddCardPage);
