import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderScreen } from '../shared/screen-test-kit';
import { ShareButton } from './ShareButton';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubNavigator(parts: Partial<Navigator>) {
  vi.stubGlobal('navigator', { ...navigator, ...parts });
}

describe('ShareButton', () => {
  it('opens the share sheet with the title, text and the page’s address on this origin', async () => {
    const share = vi.fn(async () => undefined);
    const writeText = vi.fn(async () => undefined);
    stubNavigator({ share, clipboard: { writeText } as unknown as Clipboard });
    renderScreen(<ShareButton path="/flights/eticket/TX1" title="Flight e-ticket TX1" text="Booking TX1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const url = `${window.location.origin}/flights/eticket/TX1`;
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Flight e-ticket TX1', text: 'Booking TX1', url }));
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link and says "Link copied" where the browser cannot share', async () => {
    const writeText = vi.fn(async () => undefined);
    stubNavigator({ share: undefined, clipboard: { writeText } as unknown as Clipboard });
    renderScreen(<ShareButton path="/trips/T1" title="Trip" text="Trip T1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toBeDefined();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/trips/T1`);
  });

  it('stays quiet when the user closes the share sheet', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('closed', 'AbortError');
    });
    const writeText = vi.fn(async () => undefined);
    stubNavigator({ share, clipboard: { writeText } as unknown as Clipboard });
    renderScreen(<ShareButton path="/trips/T1" title="Trip" text="Trip T1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
