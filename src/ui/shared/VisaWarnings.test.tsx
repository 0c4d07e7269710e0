import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { VisaWarningWire } from '../../contract/visas/coverage';
import { renderScreen } from './screen-test-kit';
import { VisaWarningList } from './VisaWarnings';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, hash, children }: { to: string; hash?: string; children: React.ReactNode }) => <a href={`${to}#${hash}`}>{children}</a>,
}));

const warning = (profileid: string, travellername: string): VisaWarningWire => ({
  profileid,
  travellername,
  country: 'GB',
  countryname: 'United Kingdom',
  fromdate: '2026-05-01',
  todate: '2026-05-09',
  kind: 'novisa',
  message: 'No visa for United Kingdom is recorded (travel 1–9 May 2026).',
});

afterEach(cleanup);

describe('VisaWarningList', () => {
  it('shows the caller’s own warning with a link to their Visas section, and names other travellers', () => {
    renderScreen(<VisaWarningList warnings={[warning('P1', 'Ravi Kumar'), warning('P2', 'Asha Menon')]} ownProfileid="P1" />);
    const notice = screen.getByRole('status', { name: 'Visa check' });
    expect(notice.textContent).toContain('No visa for United Kingdom is recorded (travel 1–9 May 2026).');
    expect(notice.textContent).toContain('Asha Menon: No visa for United Kingdom');
    expect(screen.getByRole('link', { name: 'Add or update your visas in your profile' }).getAttribute('href')).toBe('/profile#visas');
  });

  it('offers no profile link for someone else’s warnings, and shows nothing without warnings', () => {
    renderScreen(<VisaWarningList warnings={[warning('P2', 'Asha Menon')]} ownProfileid="P1" />);
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    renderScreen(<VisaWarningList warnings={[]} ownProfileid="P1" />);
    expect(screen.queryByRole('status', { name: 'Visa check' })).toBeNull();
  });
});
