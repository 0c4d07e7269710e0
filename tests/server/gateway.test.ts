import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type GatewayBench, gatewayBench } from './gateway-fixtures';

let b: GatewayBench;
beforeAll(async () => {
  b = await gatewayBench();
});
afterAll(() => b.t.close());
beforeEach(() => {
  b.captures.length = 0;
  b.behaviour = async (_, payment) => ({ redirect: `/flights/eticket/${payment.reference}` });
});

describe('deciding a payment', () => {
  it("success captures in the gateway's transaction and goes where the capture handler says", async () => {
    const { paymenturl, paymentid } = await b.start('FL-OK');
    const response = await b.post(paymenturl, 'success');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/flights/eticket/FL-OK');
    expect(b.captures).toEqual(['FL-OK']);
    expect(await b.statusOf(paymentid)).toBe('succeeded');
    expect(await b.markers('FL-OK')).toBe(1);
  });

  it('failure goes to the failure address with payment=failed, keeping its own query', async () => {
    const { paymenturl, paymentid } = await b.start('FL-NO');
    const response = await b.post(paymenturl, 'failure');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/flights/book?f=a;b&payment=failed');
    expect(await b.statusOf(paymentid)).toBe('failed');
    expect(b.captures).toEqual([]);
  });

  it('decides once: a second post repeats the first answer and never captures again', async () => {
    const paid = await b.start('FL-TWICE');
    await b.post(paid.paymenturl, 'success');
    const again = await b.post(paid.paymenturl, 'success');
    expect(again.headers.location).toBe('/flights/done');
    const thenFail = await b.post(paid.paymenturl, 'failure');
    expect(thenFail.headers.location).toBe('/flights/done');
    expect(await b.statusOf(paid.paymentid)).toBe('succeeded');
    expect(b.captures).toEqual(['FL-TWICE']);

    const failed = await b.start('FL-FAILED-FIRST');
    await b.post(failed.paymenturl, 'failure');
    expect((await b.post(failed.paymenturl, 'success')).headers.location).toBe('/flights/book?f=a;b&payment=failed');
    expect(await b.statusOf(failed.paymentid)).toBe('failed');
    expect(b.captures).toEqual(['FL-TWICE']);
  });

  it('two posts at once capture once', async () => {
    const { paymenturl } = await b.start('FL-RACE');
    const answers = await Promise.all([
      b.post(paymenturl, 'success'),
      b.post(paymenturl, 'success'),
      b.post(paymenturl, 'success'),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([303, 303, 303]);
    expect(b.captures).toEqual(['FL-RACE']);
    expect(await b.markers('FL-RACE')).toBe(1);
  });

  it('a retry after a failed payment can pay; a reference already captured is never charged again', async () => {
    const first = await b.start('FL-RETRY');
    await b.post(first.paymenturl, 'failure');
    const second = await b.start('FL-RETRY');
    const third = await b.start('FL-RETRY');
    expect((await b.post(second.paymenturl, 'success')).headers.location).toBe('/flights/eticket/FL-RETRY');
    // A second tab's payment for the same booking: not captured, not charged, the browser goes on.
    expect((await b.post(third.paymenturl, 'success')).headers.location).toBe('/flights/done');
    expect(await b.statusOf(third.paymentid)).toBe('failed');
    expect(b.captures).toEqual(['FL-RETRY']);
    await expect(b.start('FL-RETRY')).rejects.toThrow('This booking is already paid');
  });

  it('a capture that throws rolls its work back and fails the payment', async () => {
    b.behaviour = async () => {
      throw new Error('seat gone');
    };
    const { paymenturl, paymentid } = await b.start('FL-BOOM');
    const response = await b.post(paymenturl, 'success');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/flights/book?f=a;b&payment=failed');
    expect(await b.statusOf(paymentid)).toBe('failed');
    expect(await b.markers('FL-BOOM')).toBe(0);
  });

  it('ignores an off-site redirect from a capture handler', async () => {
    b.behaviour = async () => ({ redirect: 'https://evil.example/' });
    const { paymenturl } = await b.start('FL-OFFSITE');
    expect((await b.post(paymenturl, 'success')).headers.location).toBe('/flights/done');
  });
});
