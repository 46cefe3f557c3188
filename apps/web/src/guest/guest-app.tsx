import { lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react';
import type { PayeeDetails } from '@opentip/shared/schemas/tips.schema';
import { checkoutIn } from '@/features/tipping/checkout';
import type { TipDraft } from '@/features/tipping/tip-draft';
import { ReceiverNotFound } from '@/features/tipping/receiver-not-found';
import { GuestAmountStep } from './guest-amount-step';
import { GuestBankProvider } from './guest-bank';
import { GuestCardStep } from './guest-card-step';
import { GuestShell } from './guest-header';
import { useGuestWays } from './guest-ways';
import { applyEarlyChoices, type EarlyChoices } from './early-choices';
import type { GuestData } from './guest-data';
import { useGuestPay } from './guest-pay';
import { newTipDraft, storedChoices, storedCurrency, writeDraft } from './guest-storage';
import { Spinner } from '@/ui/spinner';

/** The card step's address: a reload there opens the full app's /add-card from the stored draft. */
export const CARD_PATH = '/add-card';
/** Flutterwave's step (mobile money, its card page): a reload there opens the full app's own. */
export const FLUTTERWAVE_PATH = '/publicFlutterwave';

// Only for receivers paid through Flutterwave: in a chunk of its own.
const GuestFlutterwaveStep = lazy(() =>
  import('./guest-flutterwave-step').then((module) => ({ default: module.GuestFlutterwaveStep })),
);
type GuestStep = 'amount' | 'card' | 'flutterwave';
const stepAt = (path: string): GuestStep =>
  path === CARD_PATH ? 'card' : path === FLUTTERWAVE_PATH ? 'flutterwave' : 'amount';

interface Props {
  data: GuestData;
  /** Where a finished tip goes (a page load of the success screen; tests watch it instead). */
  onPaid?: (path: string) => void;
  /** What the guest chose on the server-rendered page before hydration. */
  early?: EarlyChoices;
}

/** The guest's tip page: the receiver and the amount step at once, then the card step in-page. */
export function GuestApp({ data, onPaid, early }: Props) {
  return (
    <GuestShell language={data.language} payeeCode={data.payeeCode}>
      {data.payee ? (
        <GuestBankProvider payments={data.payments}>
          <GuestTip data={data} payee={data.payee} onPaid={onPaid} early={early} />
        </GuestBankProvider>
      ) : (
        <ReceiverNotFound signedIn={false} />
      )}
    </GuestShell>
  );
}

function GuestTip({ data, payee, onPaid, early }: Props & { payee: PayeeDetails }) {
  const config = data.payments;
  const [draft, setDraft] = useState<TipDraft>(() =>
    newTipDraft({ payeeCode: data.payeeCode, payee, connectedAccountId: data.connectedAccountId }),
  );
  const [step, setStep] = useState<GuestStep>('amount');
  // Stored values (an earlier draft, the default currency) apply after hydration, never before.
  const [restored, setRestored] = useState(false);
  const [currency, setCurrency] = useState<string | null>(null);
  const payer = useGuestPay(onPaid);

  const earlyTaps = useRef(early ?? {});
  useEffect(() => {
    const choices = storedChoices(payee.id);
    // Stripe mode offers a wallet only once the device has said it has one: a stored one becomes card.
    if (config.provider === 'stripe') delete choices.paymentType;
    // In slices, like the hydration before it; a tap meanwhile still applies after this (React
    // keeps the order updates were made in).
    startTransition(() => {
      // A preset tapped before hydration was in the currency the server rendered (no stored default).
      setDraft((current) =>
        applyEarlyChoices(
          { ...current, ...choices },
          earlyTaps.current,
          checkoutIn(current, config, []).currency,
        ),
      );
      setCurrency(earlyTaps.current.preset === undefined ? storedCurrency() : null);
      setRestored(true);
    });
  }, [payee.id, config]);

  useEffect(() => {
    if (restored) writeDraft(draft);
  }, [draft, restored]);

  useEffect(() => {
    // The sandbox card form's chunk, fetched while the guest chooses: the card step opens at once.
    if (config.provider === 'sandbox') void import('@/app/payments/card-form');
  }, [config.provider]);

  useEffect(() => {
    const onPop = () => setStep(stepAt(window.location.pathname));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  // The stored default currency is read after hydration, never before (see checkoutIn).
  const checkout = checkoutIn(draft, config, [currency]);
  const ways = useGuestWays(data, checkout.currency);

  function toStep(next: Exclude<GuestStep, 'amount'>) {
    writeDraft(draft);
    window.history.pushState({ guestStep: next }, '', next === 'card' ? CARD_PATH : FLUTTERWAVE_PATH);
    setStep(next);
    window.scrollTo(0, 0);
  }

  if (step === 'flutterwave' && checkout.amount.ok) {
    return (
      <Suspense fallback={<Spinner fullPage />}>
        <GuestFlutterwaveStep
          draft={draft}
          setDraft={setDraft}
          checkout={checkout}
          ways={ways}
          payer={payer}
          onBack={() => window.history.back()}
        />
      </Suspense>
    );
  }
  if (step === 'card' && checkout.amount.ok) {
    return (
      <GuestCardStep
        draft={draft}
        checkout={checkout}
        publishableKey={config.publishableKey}
        payer={payer}
        onBack={() => window.history.back()}
      />
    );
  }
  return (
    <GuestAmountStep
      config={config}
      draft={draft}
      setDraft={setDraft}
      checkout={checkout}
      // The receiver's ways, once known, say it; before, a card-rail account.
      canReceive={
        ways ? ways.paymentTypes.length > 0 : payee.paymentsEnabled && Boolean(data.connectedAccountId)
      }
      payer={payer}
      onCard={() => toStep('card')}
      ways={ways}
      onFlutterwave={() => toStep('flutterwave')}
    />
  );
}
