import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serverTrip } from '../../../db/trips-test-kit';
import { setSession } from '../../../session/store';
import { endTripSession, startTripSession } from '../../shared/trip-session';
import { fakeServer, renderReview } from './review-test-kit';

afterEach(() => {
  cleanup();
  act(() => {
    endTripSession();
    setSession(null);
  });
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const OK = { ApiStatus: { Status: 'OK' } };
const validations = (required: Record<string, boolean>) => ({
  ...OK,
  validations: {
    mindaysbeforetravel: 0,
    maxtripdays: 90,
    purposerequired: false,
    projectrequired: false,
    reasonrequired: false,
    costcentrerequired: false,
    billablecustomerrequired: false,
    approvalmode: 'before',
    approvallevels: 1,
    homecountry: 'IN',
    ...required,
  },
});
const PROJECT = {
  projectid: 'PRJ1',
  projectname: 'Plant audit',
  projectcode: 'PA',
  costcenterid: 'CC1',
  departmentid: 'D1',
  triptypeid: '',
};

/** A server with the masters the Trip Details section offers. */
function serverWithMasters(required: Record<string, boolean>) {
  const server = fakeServer();
  server.answers['TG-GETPURPOSES'] = { ...OK, list: [{ id: 'official', name: 'Official' }] };
  server.answers['TG-GETFLIGHTREASONS'] = { ...OK, list: [{ id: 'conference', name: 'Conference', isother: false }] };
  server.answers['TG-GETTRIPVALIDATIONS'] = validations(required);
  server.answers.getprojectsforemployee = { ...OK, list: [PROJECT] };
  return server;
}

const select = (label: RegExp) => screen.getByLabelText(label) as HTMLSelectElement;

describe('Trip Details on the insurance review page', { timeout: 30_000 }, () => {
  it('holds the review step until the required details are chosen, then books with them', async () => {
    const user = userEvent.setup();
    const server = serverWithMasters({ purposerequired: true, projectrequired: true });
    renderReview({ ins: 'R1;ASIAGOLD;2360.00;2;ASIA;1;2026-12-01;2026-12-10;1;1990-04-01;36' });
    await screen.findByText('Asia Gold (ASIAGOLD)');
    await waitFor(() => expect(select(/^Purpose of travel/).required).toBe(true));
    expect(select(/^Reason for travel/).required).toBe(false);
    expect(screen.queryByText('Select a purpose of travel')).toBeNull();
    const proceed = screen.getByRole('button', { name: 'Proceed to Payment' });
    await waitFor(() => expect((proceed as HTMLButtonElement).disabled).toBe(false));

    await user.click(proceed);
    expect(await screen.findByText('Select a purpose of travel')).toBeTruthy();
    expect(screen.getByText('Select a project')).toBeTruthy();
    expect(document.activeElement).toBe(select(/^Purpose of travel/));
    expect(screen.queryByRole('region', { name: 'Review and pay' })).toBeNull();

    await user.selectOptions(select(/^Purpose of travel/), 'official');
    expect(screen.queryByText('Select a purpose of travel')).toBeNull();
    await user.click(proceed);
    expect(document.activeElement).toBe(select(/^Project/));
    await user.selectOptions(select(/^Project/), 'PRJ1');
    await user.click(proceed);
    await user.click(await screen.findByRole('button', { name: /^Pay ₹[\d,.]+ from wallet$/ }));

    await waitFor(() => expect(server.called('booking')).toHaveLength(1));
    expect(server.called('booking')[0]!.jsondata).toMatchObject({
      purpose: 'official',
      reason: '',
      projectid: 'PRJ1',
      costcenterid: 'CC1',
      departmentid: 'D1',
    });
  });

  it('asks a billable cover for its customer when the company requires one', async () => {
    const user = userEvent.setup();
    const server = serverWithMasters({ billablecustomerrequired: true });
    server.answers.getbillablecustomers = {
      ...OK,
      list: [{ customerid: 'BC1', name: 'Tata Motors', code: 'TATA', gstin: '', active: true }],
    };
    renderReview({ ins: 'R1;ASIAGOLD;2360.00;2;ASIA;1;2026-12-01;2026-12-10;1;1990-04-01;36' });
    await screen.findByText('Asia Gold (ASIAGOLD)');
    const proceed = screen.getByRole('button', { name: 'Proceed to Payment' }) as HTMLButtonElement;
    await waitFor(() => expect(proceed.disabled).toBe(false));
    await user.click(screen.getByRole('checkbox', { name: 'Billable to a customer' }));
    await user.click(proceed);
    expect(await screen.findByText('Select a billable customer')).toBeTruthy();
    expect(document.activeElement).toBe(select(/^Billable customer/));
    await screen.findByRole('option', { name: 'Tata Motors (TATA)' });
    await user.selectOptions(select(/^Billable customer/), 'BC1');
    await user.click(proceed);
    await user.click(await screen.findByRole('button', { name: /^Pay ₹[\d,.]+ from wallet$/ }));
    await waitFor(() => expect(server.called('booking')).toHaveLength(1));
    expect(server.called('booking')[0]!.jsondata).toMatchObject({ billabletype: 'billable', customerid: 'BC1' });
  });

  it("starts a booking inside a trip with the trip's purpose, reason, project and customer", async () => {
    const server = serverWithMasters({});
    server.answers.gettripdetailslite = {
      ...OK,
      CorporateTrip: serverTrip('710001', {
        trip_purpose: 'Official',
        travelreason: 'conference',
        trip_projectid: 'PRJ1',
        billabletype: 'billable',
        billableid: 'BC1',
      }),
    };
    startTripSession({ profileid: 'P1', tripid: '710001', tripname: 'Singapore' });
    renderReview();
    await waitFor(() => expect(select(/^Project/).value).toBe('PRJ1'));
    expect(select(/^Purpose of travel/).value).toBe('official');
    expect(select(/^Reason for travel/).value).toBe('conference');
    expect(screen.getByRole('checkbox', { name: 'Billable to a customer' })).toHaveProperty('checked', true);
  });
});
