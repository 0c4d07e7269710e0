import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InsurancePlan } from '../../../contract/insurance/operations';
import { InsuranceResultsList, NO_PLANS_MESSAGE, type InsuranceResultsListProps } from './InsuranceResultsList';

afterEach(cleanup);

const pax = (paxnumber: number, age: number, premium: string, gst: string) => ({
  paxnumber,
  name: `Traveller ${paxnumber}`,
  premium,
  gst,
  age,
  agelimit: '0-60',
  daylimit: 30,
  plancode: 'ASIA-GOLD',
});
const gold: InsurancePlan = {
  recordid: 'IR1',
  plancode: 'ASIA-GOLD',
  name: 'Asia Gold',
  totalpremium: '2950.00',
  basepremium: '2500.00',
  gst: '450.00',
  currency: 'INR',
  daylimit: 30,
  agelimit: '0-60',
  minage: 0,
  maxage: 60,
  eligible: true,
  ineligiblereason: '',
  paxWiseInfo: [pax(1, 36, '1200.00', '216.00'), pax(2, 40, '1300.00', '234.00')],
};
const senior: InsurancePlan = {
  ...gold,
  recordid: 'IR2',
  plancode: 'ASIA-SENIOR',
  name: 'Asia Senior',
  totalpremium: '0.00',
  eligible: false,
  ineligiblereason: 'Covers travellers aged 61 to 85: traveller 1 is 36',
  paxWiseInfo: [],
};

function renderList(props: Partial<InsuranceResultsListProps> = {}) {
  const events = { onViewBenefits: vi.fn(), onBook: vi.fn() };
  render(
    <MantineProvider>
      <InsuranceResultsList status="results" plans={[gold, senior]} benefits={{}} {...events} {...props} />
    </MantineProvider>,
  );
  return events;
}

describe('insurance results list', () => {
  it('shows each eligible plan with its premium breakup in rupees and a Book button', async () => {
    const { onBook } = renderList();
    const card = within(screen.getByRole('article', { name: 'Asia Gold' }));
    const breakup = within(card.getByRole('table', { name: 'Premium breakup of Asia Gold' }));
    const rows = breakup.getAllByRole('row').map((r) => r.textContent);
    expect(rows).toEqual([
      'Traveller 1 (age 36) premium₹1,200',
      'Traveller 2 (age 40) premium₹1,300',
      'GST₹450',
      'Total premium₹2,950',
    ]);
    expect(card.getByText('Covers trips of up to 30 days · Ages 0-60')).toBeTruthy();
    await userEvent.click(card.getByRole('button', { name: 'Book' }));
    expect(onBook).toHaveBeenCalledWith(gold);
  });

  it('shows why a plan does not fit, without a Book button', () => {
    renderList();
    const card = within(screen.getByRole('article', { name: 'Asia Senior' }));
    expect(card.getByText('Covers travellers aged 61 to 85: traveller 1 is 36')).toBeTruthy();
    expect(card.queryByRole('button', { name: 'Book' })).toBeNull();
    expect(card.queryByRole('table')).toBeNull();
  });

  it('asks for benefits and shows them, loading, or the no-benefits message', async () => {
    const { onViewBenefits } = renderList({
      benefits: {
        'ASIA-GOLD': [
          { benefitname: 'Medical expenses', benefitvalue: 'USD 50,000', deductable: 'USD 100', plancode: 'ASIA-GOLD' },
        ],
        'ASIA-SENIOR': [],
      },
    });
    const card = within(screen.getByRole('article', { name: 'Asia Gold' }));
    await userEvent.click(card.getByRole('button', { name: 'View benefits' }));
    expect(onViewBenefits).toHaveBeenCalledWith(gold);
    const table = within(card.getByRole('table', { name: 'Benefits of Asia Gold' }));
    expect(table.getByRole('cell', { name: 'USD 50,000' })).toBeTruthy();
    const other = within(screen.getByRole('article', { name: 'Asia Senior' }));
    expect(other.getByText('No Plan Benefits for this Plan')).toBeTruthy();
    cleanup();

    renderList({ benefits: { 'ASIA-GOLD': 'loading' } });
    expect(screen.getByLabelText('Loading benefits of Asia Gold')).toBeTruthy();
  });

  it('shows the loading state, then the spec empty state', () => {
    renderList({ status: 'searching', plans: [] });
    expect(screen.getByRole('status').textContent).toContain('Searching insurance plans...');
    cleanup();
    renderList({ status: 'noPlans', plans: [] });
    expect(screen.getByText(NO_PLANS_MESSAGE).textContent).toBe(
      'No insurance plans found. Please adjust your search criteria and try again.',
    );
    expect(screen.queryByRole('article')).toBeNull();
  });
});
