import type { FlutterwaveBank } from './flutterwave-provider.ts';

/** A few real banks per country with Flutterwave's codes, enough to link an account in the sandbox. */
export const SANDBOX_BANKS: Record<string, FlutterwaveBank[]> = {
  NG: [
    { code: '044', name: 'Access Bank' },
    { code: '011', name: 'First Bank of Nigeria' },
    { code: '058', name: 'Guaranty Trust Bank' },
    { code: '057', name: 'Zenith Bank' },
  ],
  GH: [
    { code: 'GH280100', name: 'Access Bank Ghana' },
    { code: 'GH130100', name: 'Ecobank Ghana' },
    { code: 'GH040100', name: 'GCB Bank' },
  ],
  KE: [
    { code: '68', name: 'Equity Bank' },
    { code: '01', name: 'Kenya Commercial Bank' },
    { code: '11', name: 'Co-operative Bank of Kenya' },
  ],
  ZA: [
    { code: '632005', name: 'ABSA Bank' },
    { code: '470010', name: 'Capitec Bank' },
    { code: '250655', name: 'First National Bank' },
  ],
  UG: [
    { code: '130', name: 'Stanbic Bank Uganda' },
    { code: '143', name: 'Centenary Bank' },
  ],
  TZ: [
    { code: '186', name: 'CRDB Bank' },
    { code: '187', name: 'NMB Bank' },
  ],
  RW: [
    { code: '040', name: 'Bank of Kigali' },
    { code: '070', name: 'Equity Bank Rwanda' },
  ],
};

/** The sandbox knows every account number except those ending in 9999 (to try "no such account"). */
export const SANDBOX_UNKNOWN_ACCOUNT = /9999$/;
/** Payouts to an account or phone ending in 0000 are taken, then fail (to try a failed payout). */
export const SANDBOX_FAILING_PAYOUT = /0000$/;
