import { act, cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExtraSelection, RepricedFare } from '../../../contract/flights/booking';
import { loginFixture } from '../../../session/login-fixture';
import { setSession } from '../../../session/store';
import { answerCalls, renderScreen } from '../../shared/screen-test-kit';
import { repriced, seatMapFor, ssrFor } from './extras-test-kit';
import type { PickerTraveller } from './extras-model';
import { FlightExtrasPicker } from './FlightExtrasPicker';
import { ADDONS_UNAVAILABLE, INFANT_NO_SEAT, SEATS_UNAVAILABLE } from './SegmentExtrasPanel';

// A 180-seat map renders slowly in jsdom on a busy machine; the waits allow for it.
configure({ asyncUtilTimeout: 5000 });

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api')>()),
  api: { callOperation },
}));

const onward = repriced('BLR', 'DEL', '2134', 'PAID-1');
const back = repriced('DEL', 'BLR', '2135', 'FREE-2');
const ASHA: PickerTraveller = { label: 'Asha Rao', paxtype: 'ADT' };
const RAVI: PickerTraveller = { label: 'Ravi Rao', paxtype: 'ADT' };
const BABY: PickerTraveller = { label: 'Mira Rao', paxtype: 'INF' };

type Handlers = {
  GETSSR?: (f: Record<string, unknown>) => unknown;
  GETSEATMAP?: (f: Record<string, unknown>) => unknown;
};
const fareOf = (fields: Record<string, unknown>) => [onward, back].find((f) => f.farekey === fields.flightkey)!;
function answer(overrides: Handlers = {}) {
  callOperation.mockImplementation(
    answerCalls(
      {
        GETSSR: (f) => ({ SSR: ssrFor(fareOf(f)) }),
        GETSEATMAP: (f) => ({ Root: { Status: 'OK', Result: { list: { SeatMap: [seatMapFor(fareOf(f))] } } } }),
        ...overrides,
      },
      () => Promise.reject(new Error('unexpected call')),
    ),
  );
}

const changes = vi.fn<(sel: ExtraSelection[], total: bigint) => void>();
function Harness({
  fares,
  travellers,
  initial,
}: {
  fares: RepricedFare[];
  travellers: PickerTraveller[];
  initial: ExtraSelection[];
}) {
  const [value, setValue] = useState<ExtraSelection[]>(initial);
  return (
    <FlightExtrasPicker
      fares={fares}
      travellers={travellers}
      value={value}
      onChange={(sel, total) => {
        setValue(sel);
        changes(sel, total);
      }}
    />
  );
}
const show = (fares = [onward, back], travellers = [ASHA, RAVI], initial: ExtraSelection[] = []) =>
  renderScreen(<Harness fares={fares} travellers={travellers} initial={initial} />);
const lastChange = () => changes.mock.calls.at(-1)!;
const seat = (name: string | RegExp) => screen.getByRole('button', { name });
const totalText = () => screen.getByRole('status', { name: 'Add-ons total' }).textContent;
const choose = (label: string) => userEvent.click(screen.getByRole('radio', { name: label }));
const ref1 = { selectedindex: 0, tripnumber: 1, segmentindex: 0 } as const;

beforeEach(() => act(() => setSession(loginFixture())));
afterEach(() => {
  cleanup();
  act(() => setSession(null));
  callOperation.mockReset();
  changes.mockReset();
});

describe('flight extras picker', { timeout: 30_000 }, () => {
  it('asks GETSSR and GETSEATMAP per chosen fare by its farekey, one tab per segment, a 180-seat map with aisles', async () => {
    answer();
    show();
    expect(screen.getByText('Loading meals, baggage and seats…')).toBeTruthy();
    const map = await screen.findByRole('group', { name: 'Seat map BLR → DEL' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'BLR → DEL · 6E 2134',
      'DEL → BLR · 6E 2135',
    ]);
    const asked = callOperation.mock.calls.map(([op, fields]) => [op.action, fields.flightkey, fields.triptype]);
    expect(asked).toEqual(
      expect.arrayContaining([
        ['GETSSR', 'PAID-1', undefined],
        ['GETSEATMAP', 'PAID-1', 'oneway'],
        ['GETSSR', 'FREE-2', undefined],
        ['GETSEATMAP', 'FREE-2', 'oneway'],
      ]),
    );
    expect(callOperation).toHaveBeenCalledTimes(4);
    expect(within(map).getAllByRole('button')).toHaveLength(180);
    const row12 = within(map).getByRole('group', { name: 'Row 12' });
    // Two aisles in a 9-abreast row: A B C | D E F | G H K.
    expect([...row12.children].map((c) => c.textContent)).toEqual([
      '12',
      'A',
      'B',
      'C',
      '',
      'D',
      'E',
      'F',
      '',
      'G',
      'H',
      'K',
    ]);
    expect(within(map).getByRole('group', { name: 'Row 20, exit row' })).toBeTruthy();
    expect(seat('Seat 12A, window, ₹350')).toBeTruthy();
    expect(seat('Seat 12E, middle, free')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Seat legend' }).textContent).toContain('Taken');
    expect(totalText()).toContain('₹0');
  });

  it('seats two travellers apart: taken seats disabled, one traveller’s seat closed to the other, totals exact', async () => {
    answer();
    show();
    const taken = await screen.findByRole('button', { name: 'Seat 12B, middle, taken' });
    expect((taken as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(taken);
    expect(changes).not.toHaveBeenCalled();

    expect(screen.getByText('Choosing for: Asha Rao')).toBeTruthy();
    await userEvent.click(seat('Seat 12A, window, ₹350'));
    expect(seat('Seat 12A, window, ₹350').getAttribute('aria-pressed')).toBe('true');
    expect(lastChange()).toEqual([[{ ...ref1, paxindex: 0, ssrtype: 'seat', code: '12A' }], 35000n]);
    expect(screen.getByText('Seat 12A for Asha Rao (choose it again to give it back)')).toBeTruthy();

    await choose('Ravi Rao');
    expect(screen.getByText('Choosing for: Ravi Rao')).toBeTruthy();
    const ashas = seat('Seat 12A, window, ₹350, chosen for Asha Rao') as HTMLButtonElement;
    expect(ashas.disabled).toBe(true);
    expect(ashas.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(seat('Seat 12C, aisle, ₹200'));
    expect(lastChange()[1]).toBe(55000n);
    // Moving: a second seat replaces the first, never two seats for one traveller.
    await userEvent.click(seat('Seat 13C, aisle, ₹200'));
    expect(seat('Seat 12C, aisle, ₹200').getAttribute('aria-pressed')).toBe('false');
    expect(lastChange()).toEqual([
      [
        { ...ref1, paxindex: 0, ssrtype: 'seat', code: '12A' },
        { ...ref1, paxindex: 1, ssrtype: 'seat', code: '13C' },
      ],
      55000n,
    ]);
    expect(totalText()).toBe('Add-ons total₹550');

    await choose('Asha Rao');
    expect(seat('Seat 12A, window, ₹350').getAttribute('aria-pressed')).toBe('true');
    expect(seat('Seat 13C, aisle, ₹200, chosen for Ravi Rao')).toBeTruthy();
    await userEvent.click(seat('Seat 12A, window, ₹350'));
    expect(lastChange()).toEqual([[{ ...ref1, paxindex: 1, ssrtype: 'seat', code: '13C' }], 20000n]);
  });

  it('sells meals and baggage per traveller per segment, free meals on a fare with fmeal, the total in exact paise', async () => {
    answer();
    show();
    const meal = await screen.findByRole('combobox', { name: 'Meal for Asha Rao' });
    expect([...(meal as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'No meal',
      'Veg · ₹250',
      'Non Veg · ₹350',
      'Jain Meal · ₹250',
    ]);
    await userEvent.selectOptions(meal, 'N');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Extra baggage for Asha Rao' }), 'XB5');
    await choose('Ravi Rao');
    expect((screen.getByRole('combobox', { name: 'Meal for Ravi Rao' }) as HTMLSelectElement).value).toBe('');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Meal for Ravi Rao' }), 'N');
    // 349.99 + 1800.01 + 349.99: a float sum would not land on whole paise.
    expect(lastChange()[1]).toBe(249999n);

    await userEvent.click(screen.getByRole('tab', { name: 'DEL → BLR · 6E 2135' }));
    const freeMeal = await screen.findByRole('combobox', { name: 'Meal for Ravi Rao' });
    expect([...(freeMeal as HTMLSelectElement).options].map((o) => o.text)).toContain('Veg · Free');
    await userEvent.selectOptions(freeMeal, 'V');
    await userEvent.click(seat('Seat 12A, window, free'));
    const [sel, total] = lastChange();
    expect(total).toBe(249999n);
    expect(sel).toContainEqual({
      selectedindex: 1,
      tripnumber: 1,
      segmentindex: 0,
      paxindex: 1,
      ssrtype: 'meal',
      code: 'V',
    });
    expect(sel).toContainEqual({
      selectedindex: 1,
      tripnumber: 1,
      segmentindex: 0,
      paxindex: 1,
      ssrtype: 'seat',
      code: '12A',
    });

    // Back to no meal: the line goes, the total drops by exactly 349.99.
    await userEvent.click(screen.getByRole('tab', { name: 'BLR → DEL · 6E 2134' }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Meal for Ravi Rao' }), '');
    expect(lastChange()[1]).toBe(215000n);
    expect(totalText()).toBe('Add-ons total₹2,150');
    expect(screen.getByRole('list', { name: 'Chosen add-ons' }).textContent).toContain(
      'Asha Rao · BLR → DEL · 6E 2134: Non Veg ₹350, 5 KG ₹1,800',
    );
  });

  it('gives an infant meals and baggage but no seat', async () => {
    answer();
    show([onward], [ASHA, BABY]);
    await screen.findByRole('group', { name: 'Seat map BLR → DEL' });
    await choose('Mira Rao');
    expect(screen.getByText(INFANT_NO_SEAT)).toBeTruthy();
    expect(screen.queryByRole('group', { name: /^Seat map/ })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^Seat / })).toHaveLength(0);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Meal for Mira Rao' }), 'V');
    expect(lastChange()).toEqual([[{ ...ref1, paxindex: 1, ssrtype: 'meal', code: 'V' }], 25000n]);
  });

  it('says add-ons are unavailable when GETSSR fails, drops what was chosen there, and the other flight still sells', async () => {
    answer({ GETSSR: (f) => (f.flightkey === 'FREE-2' ? Promise.reject(new Error('down')) : { SSR: ssrFor(onward) }) });
    const kept = { ...ref1, paxindex: 0, ssrtype: 'seat' as const, code: '12A' };
    // As if restored after an approval: a meal on the flight whose add-ons now fail.
    show([onward, back], [ASHA, RAVI], [kept, { ...ref1, selectedindex: 1, paxindex: 1, ssrtype: 'meal', code: 'V' }]);
    await userEvent.click(await screen.findByRole('tab', { name: 'DEL → BLR · 6E 2135' }));
    expect((await screen.findByRole('alert')).textContent).toContain(ADDONS_UNAVAILABLE);
    expect(screen.queryByRole('combobox')).toBeNull();
    await waitFor(() => expect(lastChange()).toEqual([[kept], 35000n]));
    expect(totalText()).toBe('Add-ons total₹350');
    await userEvent.click(screen.getByRole('tab', { name: 'BLR → DEL · 6E 2134' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Seat 10K, window, ₹350' }));
    expect(lastChange()).toEqual([[{ ...kept, code: '10K' }], 35000n]);
  });

  it('keeps meals and baggage when only the seat map fails', async () => {
    answer({ GETSEATMAP: () => ({ Root: { Status: 'NOK', Result: { list: { SeatMap: [] } } } }) });
    show([onward], [ASHA]);
    expect(await screen.findByText(SEATS_UNAVAILABLE)).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Extra baggage for Asha Rao' }), 'XB10');
    await waitFor(() =>
      expect(lastChange()).toEqual([[{ ...ref1, paxindex: 0, ssrtype: 'baggage', code: 'XB10' }], 360000n]),
    );
  });
});
