import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderScreen } from '../shared/screen-test-kit';
import { TripFilters } from './TripFilters';

const FILTER = { status: '', startdate: '2026-09-01', enddate: '2026-11-28' };

describe('TripFilters', () => {
  it('shows the creation window at once, read-only, then as the date picker once it has loaded', async () => {
    renderScreen(<TripFilters filter={FILTER} onChange={vi.fn()} />);
    const placeholder = screen.getByRole('textbox', { name: 'Created between' });
    expect((placeholder as HTMLInputElement).value).toBe('1 Sep 2026 – 28 Nov 2026');
    expect((placeholder as HTMLInputElement).readOnly).toBe(true);
    const picker = await screen.findByRole('button', { name: 'Created between' });
    expect(picker.textContent).toBe('1 Sep 2026 – 28 Nov 2026');
    expect(screen.queryByRole('textbox', { name: 'Created between' })).toBeNull();
  });
});
