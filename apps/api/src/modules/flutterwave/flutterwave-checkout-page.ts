import { formatMoney } from '@opentip/shared/money';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The sandbox's stand-in for Flutterwave's hosted checkout: a plain form (no script, our CSP allows
 * none inline) that posts a test card number to the API, which answers with a redirect back.
 */
export function sandboxCheckoutPage(options: { id: string; amount: number; currency: string }): string {
  const action = `/api/v1/payments/flutterwave-sandbox/checkout/${encodeURIComponent(options.id)}`;
  const amount = formatMoney(options.amount, options.currency);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Flutterwave sandbox checkout</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 26rem; margin: 2rem auto; padding: 0 1rem; color: #1b1b1b; }
label, input, button { display: block; width: 100%; box-sizing: border-box; font-size: 1rem; }
input { padding: .6rem; margin: .3rem 0 1rem; border: 1px solid #999; border-radius: .4rem; }
button { padding: .8rem; border: 0; border-radius: .4rem; background: #f5a623; font-weight: 600; cursor: pointer; }
p.note { color: #555; font-size: .9rem; }
</style>
</head>
<body>
<h1>Pay ${escape(amount)}</h1>
<p class="note">Flutterwave sandbox: no real money moves. Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 lacks funds.</p>
<form method="post" action="${escape(action)}">
<label for="card">Card number</label>
<input id="card" name="cardNumber" inputmode="numeric" autocomplete="off" required pattern="[0-9 \\-]{12,23}">
<button type="submit" name="result" value="pay">Pay ${escape(amount)}</button>
<button type="submit" name="result" value="cancel" formnovalidate style="background:#ddd;margin-top:.6rem">Cancel</button>
</form>
</body>
</html>`;
}
