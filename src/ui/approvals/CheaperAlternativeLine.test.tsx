import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { CheaperAlternative } from '../../contract/booking-approvals/operations';
import { renderScreen } from '../shared/screen-test-kit';
import { CheaperAlternativeLine } from './CheaperAlternativeLine';

afterEach(cleanup);

const oneList: CheaperAlternative = {
  flightnumber: '6E 123',
  departtime: '07:10',
  arrivetime: '09:05',
  amount: '4210.00',
  saving: '2562.50',
};
const perSector: CheaperAlternative = {
  flightnumber: '6E 123',
  departtime: '07:10',
  arrivetime: '09:05',
  amount: '8710.00',
  saving: '1800.00',
  sectors: [
    {
      route: 'BLR-DEL',
      flightnumber: '6E 123',
      departtime: '07:10',
      arrivetime: '09:05',
      amount: '4210.00',
      asrequested: false,
    },
    {
      route: 'DEL-BLR',
      flightnumber: 'AI 804',
      departtime: '18:40',
      arrivetime: '21:25',
      amount: '4500.00',
      asrequested: true,
    },
  ],
};

describe('CheaperAlternativeLine on the approver card', () => {
  it('names the one flight of a one-list search with its exact price and saving', () => {
    renderScreen(<CheaperAlternativeLine alternative={oneList} currency="INR" />);
    expect(screen.getByText('Cheaper in policy: 6E 123, 07:10–09:05, ₹4,210 — ₹2,562.50 less')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists every sector of a per-sector choice under the total, marking the one kept as requested', () => {
    renderScreen(<CheaperAlternativeLine alternative={perSector} currency="INR" />);
    expect(screen.getByText('Cheaper in policy: ₹8,710 in all — ₹1,800 less')).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Cheaper in policy, sector by sector' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'BLR-DEL: 6E 123, 07:10–09:05, ₹4,210',
      'DEL-BLR: AI 804, 18:40–21:25, ₹4,500 (as requested)',
    ]);
  });
});
