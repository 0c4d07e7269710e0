import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../shared/screen-test-kit';
import { CorporateTripsPanel } from './CorporateTripsPanel';
import { FIRST_FILTER, corporateTripsRequest } from './corporate-trips-filter';

afterEach(cleanup);

function renderPanel(filter = FIRST_FILTER, totalcount = 0) {
  const onFilter = vi.fn();
  renderScreen(
    <CorporateTripsPanel
      filter={filter}
      onFilter={onFilter}
      tripTypes={[{ value: 'TT1', label: 'Domestic' }]}
      rows={[]}
      totalcount={totalcount}
      loading={false}
      offline={false}
      error=""
    />,
  );
  return onFilter;
}

describe('CorporateTripsPanel', () => {
  it('filters by status, trip type and dates, each from the first page', () => {
    const onFilter = renderPanel({ ...FIRST_FILTER, pageno: 3 }, 100);
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'approved' } });
    expect(onFilter).toHaveBeenLastCalledWith({ ...FIRST_FILTER, status: 'approved', pageno: 1 });
    fireEvent.change(screen.getByRole('combobox', { name: 'Trip type' }), { target: { value: 'TT1' } });
    expect(onFilter).toHaveBeenLastCalledWith({ ...FIRST_FILTER, triptypeid: 'TT1', pageno: 1 });
    fireEvent.change(screen.getByLabelText('Travelling from'), { target: { value: '2026-12-01' } });
    expect(onFilter).toHaveBeenLastCalledWith({ ...FIRST_FILTER, fromdate: '2026-12-01', pageno: 1 });
    expect(screen.getByText('100 trips')).toBeTruthy();
    expect(screen.getByRole('button', { name: '4' })).toBeTruthy();
  });

  it('searches travellers once typing stops', async () => {
    const onFilter = renderPanel();
    await userEvent.type(screen.getByRole('textbox', { name: 'Traveller' }), 'verma');
    await waitFor(() => expect(onFilter).toHaveBeenCalledWith({ ...FIRST_FILTER, searchtext: 'verma' }));
  });

  it('says when nothing matches, and marks a window that ends before it starts', () => {
    renderPanel({ ...FIRST_FILTER, fromdate: '2026-12-10', todate: '2026-12-01' });
    expect(screen.getByText('No trips match these filters.')).toBeTruthy();
    expect(screen.getByText('Must not be before "Travelling from"')).toBeTruthy();
    expect(screen.getByText('0 trips')).toBeTruthy();
  });

  it('leaves open dates out of the request', () => {
    expect(corporateTripsRequest({ ...FIRST_FILTER, fromdate: '2026-12-01' })).toEqual({ status: '', searchtext: '', triptypeid: '', pageno: 1, pagesize: 25, fromdate: '2026-12-01' });
  });
});
