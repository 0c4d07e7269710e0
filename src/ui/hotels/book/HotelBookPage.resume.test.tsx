import { afterEach, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSession } from '../../../session/store';
import { CARD_LABEL, COMPANY_LABEL, WALLET_LABEL } from '../../payment/PaymentModeChooser';
import { KEY, NEEDS_APPROVAL, dataFixture, fakeServer, rateFixture, renderBookPage } from './book-test-kit';

/*
 * The book page resumed with an approved stay (`&approvalid=BA…`): the form comes back as it was
 * sent for approval (docs/features/hotels.md "Approval and trips"), with the payment mode picked
 * then when it is still offered, and the booking carries it.
 */

afterEach(() => {
  cleanup();
  act(() => setSession(null));
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PURPOSE = {
  fieldid: 'CF1',
  channel: 'hotelbooking',
  label: 'Project code',
  fieldtype: 'text',
  required: true,
  helptext: '',
  options: [],
  sortorder: 1,
  triptypeid: '',
  categoryid: '',
};

const KEPT = {
  profileid: 'P1',
  corporateid: 'C1',
  ratekey: KEY,
  guests: [{ profileid: 'P1', title: '', firstname: '', lastname: '' }, { profileid: '', title: 'Ms', firstname: 'Asha', lastname: 'Rao' }],
  gstdetails: { gstin: '27AABCA1234B1ZH', companyname: 'Acme India', address: 'MG Road, Pune' },
  customfields: { CF1: 'PRJ-42' },
  paymentmode: 'company',
  clientref: 'c-approval',
  tripid: '',
  searchid: 'S1',
  approvalid: '',
  policyreason: 'Client meeting in the hotel',
  successurl: '',
  failureurl: '',
};

it('refills the guests, GST details, custom fields and reason, and books them with the approval', { timeout: 20_000 }, async () => {
  const user = userEvent.setup();
  const server = fakeServer();
  server.answers.gethotelapprovalrequest = { ResponseStatus: { status: 'OK' }, jsondata: KEPT };
  server.answers.getcustomfieldsforchannel = { ApiStatus: { Status: 'OK' }, GenericCustomField: [PURPOSE] };
  const outcomes = renderBookPage({ data: dataFixture(rateFixture(NEEDS_APPROVAL)), approvalid: 'BA7' });

  await waitFor(() => expect((screen.getByLabelText(/Reason for booking out of policy/) as HTMLTextAreaElement).value).toBe(KEPT.policyreason));
  expect((screen.getByLabelText(/Guest 2 first name/) as HTMLInputElement).value).toBe('Asha');
  expect((screen.getByLabelText(/Guest 2 last name/) as HTMLInputElement).value).toBe('Rao');
  expect((screen.getByLabelText(/GST number/) as HTMLInputElement).value).toBe('27AABCA1234B1ZH');
  expect((screen.getByLabelText(/GST company name/) as HTMLInputElement).value).toBe('Acme India');
  await waitFor(() => expect((screen.getByLabelText(/Project code/) as HTMLInputElement).value).toBe('PRJ-42'));
  expect(server.called('gethotelapprovalrequest')[0]).toMatchObject({ approvalid: 'BA7' });

  const proceed = await screen.findByRole('button', { name: 'Continue to payment' });
  await waitFor(() => expect(proceed.hasAttribute('disabled')).toBe(false));
  await user.click(proceed);
  await user.click(await screen.findByRole('button', { name: /^Pay ₹[\d,.]+ from wallet$/ }));
  await waitFor(() => expect(outcomes.onBooked).toHaveBeenCalledWith('HTL1'));
  expect(server.called('bookhotel')[0]).toMatchObject({
    approvalid: 'BA7',
    guests: [{ profileid: 'P1' }, { profileid: '', title: 'Ms', firstname: 'Asha', lastname: 'Rao' }],
    gstdetails: KEPT.gstdetails,
    customfields: KEPT.customfields,
    policyreason: KEPT.policyreason,
  });
});

it('starts from the profile when the approval cannot be read', { timeout: 20_000 }, async () => {
  const server = fakeServer();
  server.answers.gethotelapprovalrequest = () =>
    new Response(JSON.stringify({ ResponseStatus: { status: 'NOK', message: 'approvalid: hotel approval not found' } }), { status: 404 });
  renderBookPage({ data: dataFixture(rateFixture(NEEDS_APPROVAL)), approvalid: 'BA7' });
  await waitFor(() => expect(server.called('recheckhotelrate')).toHaveLength(1));
  expect((screen.getByLabelText(/Reason for booking out of policy/) as HTMLTextAreaElement).value).toBe('');
  expect(screen.queryByLabelText(/Guest 2 first name/)).toBeNull();
});

const checked = (label: string) => screen.getByRole('radio', { name: label }).getAttribute('aria-checked') === 'true';

it('refills the payment mode picked when the stay was sent, and pays with it', { timeout: 20_000 }, async () => {
  const user = userEvent.setup();
  const server = fakeServer();
  server.answers.gethotelapprovalrequest = { ResponseStatus: { status: 'OK' }, jsondata: KEPT, paymentmode: 'creditcard' };
  server.answers.bookhotel = { status: 'OK', txid: 'HTL1', bookingstatus: 'paymentpending', message: '', paymenturl: '/gateway/pay/1' };
  const outcomes = renderBookPage({ data: dataFixture(rateFixture(NEEDS_APPROVAL)), approvalid: 'BA7' });

  // The wallet covers the stay, so it is the chooser's default: only the refill picks the card.
  await waitFor(() => expect(checked(CARD_LABEL)).toBe(true));
  expect(checked(WALLET_LABEL)).toBe(false);
  const proceed = await screen.findByRole('button', { name: 'Continue to payment' });
  await waitFor(() => expect(proceed.hasAttribute('disabled')).toBe(false));
  await user.click(proceed);
  await user.click(await screen.findByRole('button', { name: /^Pay ₹[\d,.]+ by card$/ }));
  await waitFor(() => expect(outcomes.onGateway).toHaveBeenCalledWith('/gateway/pay/1'));
  expect(server.called('bookhotel')[0]).toMatchObject({ approvalid: 'BA7', paymentmode: 'creditcard' });
});

it.each([
  ['the company account, switched off since', 'company', 'all', '50000.00', WALLET_LABEL],
  ['the wallet, now that only cards are allowed', 'cashcard', 'paymentgateway', '50000.00', CARD_LABEL],
  ['the wallet, now short of the total', 'cashcard', 'all', '100.00', CARD_LABEL],
] as const)('leaves the mode to the chooser when it is %s', { timeout: 20_000 }, async (_case, kept, paymentmodes, balance, chosen) => {
  const user = userEvent.setup();
  const server = fakeServer();
  server.answers.gethotelapprovalrequest = { ResponseStatus: { status: 'OK' }, jsondata: KEPT, paymentmode: kept };
  const config = server.answers.getcorporatebookingconfig as Record<string, unknown>;
  server.answers.getcorporatebookingconfig = { ...config, paymentmodes, companyaccount: false };
  server.answers.getwalletbalance = { ApiStatus: { Status: 'OK' }, UserAccount: { balance, currency: 'INR', accountid: 'W1', ownertype: 'corporate' } };
  renderBookPage({ data: dataFixture(rateFixture(NEEDS_APPROVAL)), approvalid: 'BA7' });

  await waitFor(() => expect((screen.getByLabelText(/Reason for booking out of policy/) as HTMLTextAreaElement).value).toBe(KEPT.policyreason));
  await waitFor(() => expect(checked(chosen)).toBe(true));
  expect(screen.queryByRole('radio', { name: COMPANY_LABEL })).toBeNull();
  const wallet = screen.queryByRole('radio', { name: WALLET_LABEL });
  if (wallet) expect(wallet.getAttribute('aria-checked')).toBe(chosen === WALLET_LABEL ? 'true' : 'false');
  const proceed = await screen.findByRole('button', { name: 'Continue to payment' });
  await waitFor(() => expect(proceed.hasAttribute('disabled')).toBe(false));
  await user.click(proceed);
  const pay = chosen === WALLET_LABEL ? /^Pay ₹[\d,.]+ from wallet$/ : /^Pay ₹[\d,.]+ by card$/;
  expect(await screen.findByRole('button', { name: pay })).toBeTruthy();
});
