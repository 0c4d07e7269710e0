import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCardPayment, withPaymentFailed } from '../../server/payments/card-gateway';
import { type GatewayBench, gatewayBench } from './gateway-fixtures';
import { inCall } from './wallet-fixtures';

let b: GatewayBench;
beforeAll(async () => {
  b = await gatewayBench();
});
afterAll(() => b.t.close());

describe('sandbox gateway page', () => {
  it('shows merchant, amount and the two outcomes, without login, and a CSP that lets the form post', async () => {
    const { paymentid, paymenturl } = await b.start('FL-PAGE');
    expect(paymenturl).toBe(`/sandbox-gateway/${paymentid}`);
    const page = await b.t.app.inject({ method: 'GET', url: paymenturl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Voyage Travel (sandbox payments)');
    expect(page.body).toContain('₹1,180.00');
    expect(page.body).toContain('>Pay now</button>');
    expect(page.body).toContain('>Fail payment</button>');
    expect(page.body).toContain(`action="${paymenturl}"`);
    expect(page.body).not.toMatch(/<script|https?:\/\//);
    expect(String(page.headers['content-security-policy'])).toContain("form-action 'self'");
  });

  it('shows a decided payment as decided, without the buttons, and escapes what it prints', async () => {
    const { paymenturl } = await b.start('<b>FL&1</b>');
    await b.post(paymenturl, 'success');
    const page = await b.t.app.inject({ method: 'GET', url: paymenturl });
    expect(page.body).toContain('This payment has already been made.');
    expect(page.body).toContain('&lt;b&gt;FL&amp;1&lt;/b&gt;');
    expect(page.body).not.toContain('<b>FL');
    expect(page.body).not.toContain('Pay now');
  });

  it('answers an unknown or malformed payment id with a 404 page', async () => {
    for (const url of ['/sandbox-gateway/00000000-0000-4000-8000-000000000000', '/sandbox-gateway/nope']) {
      const page = await b.t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('Payment not found');
      expect((await b.post(url, 'success')).statusCode).toBe(404);
    }
  });

  it('refuses an outcome other than success or failure', async () => {
    const { paymenturl, paymentid } = await b.start();
    expect((await b.post(paymenturl, 'maybe')).statusCode).toBe(400);
    expect(await b.statusOf(paymentid)).toBe('created');
  });
});

describe('startCardPayment', () => {
  it('accepts only app paths and positive amounts', async () => {
    const base = {
      purpose: 'flight' as const,
      reference: 'FL-BAD',
      amountPaise: 100n,
      currency: 'INR',
      successurl: '/ok',
      failureurl: '/no',
    };
    for (const bad of [
      { successurl: 'https://evil.example/' },
      { failureurl: '//evil.example' },
      { amountPaise: 0n },
    ]) {
      await expect(
        inCall(b.t.store.db, b.caller, (ctx) => startCardPayment(ctx, { ...base, ...bad })),
      ).rejects.toMatchObject({ statusCode: 400 });
    }
  });

  it('adds payment=failed once, before any hash', () => {
    expect(withPaymentFailed('/insurance/book')).toBe('/insurance/book?payment=failed');
    expect(withPaymentFailed('/a?x=1#top')).toBe('/a?x=1&payment=failed#top');
    expect(withPaymentFailed('/a?payment=failed')).toBe('/a?payment=failed');
  });
});
