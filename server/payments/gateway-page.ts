import type { CardPayment } from './card-gateway';

/*
 * The sandbox gateway's HTML: self-contained (inline style only, no script, no external resource)
 * so the server's CSP (style-src 'unsafe-inline', form-action 'self') lets it render and post.
 */
export const SANDBOX_MERCHANT = 'Voyage Travel (sandbox payments)';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const SYMBOLS: Record<string, string> = { INR: '₹', USD: '$', PHP: '₱' };
const twoPlaces = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 118000n, 'INR' → "₹1,180.00" (the exact amount charged, Indian grouping; display only). */
export function gatewayAmount(amountPaise: bigint, currency: string): string {
  const symbol = SYMBOLS[currency.toUpperCase()] ?? `${currency.toUpperCase()} `;
  return `${symbol}${twoPlaces.format(Number(amountPaise) / 100)}`;
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#eef1f6;margin:0;color:#1b2a4a}
main{max-width:420px;margin:48px auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 2px 8px #0002}
h1{font-size:18px;margin:0 0 16px}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}
dt{color:#5a6780}dd{margin:0;font-weight:600}.buttons{display:flex;gap:12px}
button{flex:1;padding:12px;border-radius:6px;border:1px solid #1b3a6b;font-size:15px;cursor:pointer}
.pay{background:#1b3a6b;color:#fff}.fail{background:#fff;color:#a61b1b;border-color:#a61b1b}
.note{font-size:12px;color:#5a6780;margin-top:16px}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The payment page: merchant, amount, reference, and the two outcomes of the sandbox. */
export function paymentPage(payment: CardPayment, action: string): string {
  const amount = gatewayAmount(payment.amountPaise, payment.currency);
  const details = `<dl><dt>Merchant</dt><dd>${escapeHtml(SANDBOX_MERCHANT)}</dd><dt>Amount</dt><dd>${escapeHtml(amount)}</dd>
<dt>Reference</dt><dd>${escapeHtml(payment.reference)}</dd></dl>`;
  if (payment.status !== 'created') {
    const said = payment.status === 'succeeded' ? 'This payment has already been made.' : 'This payment has failed.';
    const next = payment.status === 'succeeded' ? payment.successUrl : payment.failureUrl;
    return page(
      'Payment',
      `<h1>Payment</h1>${details}<p>${said}</p><p><a href="${escapeHtml(next)}">Back to Voyage</a></p>`,
    );
  }
  return page(
    'Pay securely',
    `<h1>Pay securely</h1>${details}<form method="post" action="${escapeHtml(action)}"><div class="buttons">
<button class="pay" type="submit" name="outcome" value="success">Pay now</button>
<button class="fail" type="submit" name="outcome" value="failure">Fail payment</button></div></form>
<p class="note">Sandbox gateway: no card is charged.</p>`,
  );
}

export function notFoundPage(): string {
  return page(
    'Payment not found',
    '<h1>Payment not found</h1><p>This payment does not exist. Start the payment again from Voyage.</p>',
  );
}

export function badOutcomePage(): string {
  return page('Payment', '<h1>Payment</h1><p>Choose Pay now or Fail payment.</p>');
}
