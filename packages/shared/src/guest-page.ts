/**
 * The guest's tip page (`/tip-receiver-details/:payeeCode`) is rendered on the server by the web
 * app's own React components (apps/web/src/guest, built to apps/web/dist-ssr/guest-server.js) and
 * served by the API. These are the shapes the two sides agree on. Types only: nothing here may pull
 * a runtime dependency into the guest's bundle.
 */
import type { PaymentWaysData } from './schemas/payouts.schema';
import type { PayeeDetails, PaymentsConfigData } from './schemas/tips.schema';

/** The cookie that tells the server which language to render; the web app writes it with its choice. */
export const LANGUAGE_COOKIE = 'opentip-language';

/** What the API knows when a guest opens a receiver's link. */
export interface GuestPageInput {
  /** One of the six interface languages; anything else renders in the fallback language. */
  language: string;
  /** The code from the link, as typed (the page keeps it for the tip draft). */
  payeeCode: string;
  /** The receiver, as GET /payee/payee-details answers it; null when no receiver has that code. */
  payee: PayeeDetails | null;
  /** The receiver's payment-provider account (GET /integration/getstripeConnectedId). */
  connectedAccountId: string | null;
  /** GET /payments/config. */
  payments: PaymentsConfigData;
  /**
   * GET /payments/ways for the receiver in their own currency (`payee.currency`), so the common case
   * needs no request; null when no receiver has that code. Another currency: ask the API.
   */
  paymentWays?: PaymentWaysData | null;
  /** The full web app's entry (from the built index.html): loaded instead when a signed-in visitor opens the link. */
  fullApp: { scripts: string[]; styles: string[] };
}

/** What the server-side renderer gives back, for the API to put into the built guest.html. */
export interface GuestPageOutput {
  lang: string;
  dir: 'ltr' | 'rtl';
  title: string;
  /** The markup of <div id="root">, to be hydrated in the browser. */
  rootHtml: string;
  /**
   * The page's data for hydration (GuestPageInput plus the translations the page uses), as JSON
   * already safe inside <script type="application/json" id="guest-data"> (no "<" left unescaped).
   */
  dataJson: string;
}
