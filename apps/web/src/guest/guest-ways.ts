import { useEffect, useState } from 'react';
import type { PaymentWaysData } from '@opentip/shared/schemas/payouts.schema';
import type { BankCharge } from '@/app/payments/bank-authentication-context';
import { guestGet } from './guest-api';
import type { GuestData } from './guest-data';

const known = new Map<string, Promise<PaymentWaysData | null>>();
const keyOf = (payee: string, currency: string) => `${payee} ${currency}`;

/** GET /payments/ways, once per receiver and currency; null when it could not be asked. */
export function guestWays(payee: string, currency: string): Promise<PaymentWaysData | null> {
  const key = keyOf(payee, currency);
  let ways = known.get(key);
  if (!ways) {
    const query = new URLSearchParams({ payee, currency });
    ways = guestGet<PaymentWaysData>(`/payments/ways?${query}`).catch(() => {
      known.delete(key);
      return null;
    });
    known.set(key, ways);
  }
  return ways;
}

/** The ways the server put into the page: the receiver's, in their own currency. */
function inlinedWays(data: GuestData): PaymentWaysData | null {
  return data.paymentWays ?? null;
}

/**
 * How the guest can pay this receiver in the tip's currency: the page's own ways at first, asked
 * again when the currency changes; null while unknown (the card rail is offered then).
 */
export function useGuestWays(data: GuestData, currency: string): PaymentWaysData | null {
  const payee = data.payee;
  const inlined = inlinedWays(data);
  if (payee && inlined && !known.has(keyOf(payee.id, payee.currency)))
    known.set(keyOf(payee.id, payee.currency), Promise.resolve(inlined));
  const [ways, setWays] = useState<PaymentWaysData | null>(() =>
    payee && inlined && payee.currency === currency ? inlined : null,
  );
  useEffect(() => {
    if (!payee) return;
    let live = true;
    void guestWays(payee.id, currency).then((found) => live && setWays(found));
    return () => {
      live = false;
    };
  }, [payee, currency]);
  return ways;
}

/** The PayPal client id for a charge (null: the local sandbox). */
export async function guestPublicKeyFor(charge: BankCharge): Promise<string | null> {
  if (!charge.payee.id) return null;
  return (await guestWays(charge.payee.id, charge.currency))?.publicKey ?? null;
}
