import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { loginFixture } from '../../session/login-fixture';
import { setSession } from '../../session/store';
import { renderScreen } from '../shared/screen-test-kit';
import { InvoiceButton } from './InvoiceButton';

afterEach(() => {
  cleanup();
  setSession(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const pdf = () =>
  new Response('%PDF-1.7', {
    status: 200,
    headers: { 'content-disposition': 'attachment; filename="invoice-VOY-2025-26-000007.pdf"' },
  });

describe('InvoiceButton', () => {
  it('fetches the invoice with the bearer token and saves it under the server’s file name', async () => {
    setSession(loginFixture());
    const fetchMock = vi.fn(async () => pdf());
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:invoice');
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderScreen(<InvoiceButton product="flight" txid="FL700001" />);
    fireEvent.click(screen.getByRole('button', { name: 'Download GST invoice' }));
    await waitFor(() => expect(saved).toEqual(['invoice-VOY-2025-26-000007.pdf']));
    expect(fetchMock).toHaveBeenCalledWith('/api/invoices/flight/FL700001.pdf', {
      headers: { authorization: 'Bearer token-1' },
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the booking is not paid on a 409, and asks to try again on any other failure', async () => {
    setSession(loginFixture());
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 409 })),
    );
    renderScreen(<InvoiceButton product="insurance" txid="INS500001" />);
    fireEvent.click(screen.getByRole('button', { name: 'Download GST invoice' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No invoice until the booking is paid');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download GST invoice' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Failed to download the GST invoice. Please try again.'),
    );
  });
});
