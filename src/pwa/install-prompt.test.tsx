import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '../ui/shared/screen-test-kit';
import { InstallCard } from '../ui/components/InstallCard';
import { INSTALL_DISMISSED_KEY, captureInstallPrompt, getInstallSnapshot } from './install-prompt';

/** What Chromium fires when the app may be installed: cancelable, with prompt() and userChoice. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

beforeAll(() => captureInstallPrompt(window));

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('install prompt', () => {
  it('shows nothing until the browser offers installing', () => {
    renderScreen(<InstallCard />);
    expect(screen.queryByRole('region', { name: 'Install Voyage' })).toBeNull();
  });

  it('keeps the offer (suppressing the browser’s own bar) and shows the card; Install opens the browser’s dialog once', async () => {
    renderScreen(<InstallCard />);
    const { event, prompt } = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    expect(getInstallSnapshot()).toBe(true);
    expect(screen.getByRole('region', { name: 'Install Voyage' })).toBeDefined();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    });
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Install Voyage' })).toBeNull();
  });

  it('Not now closes the card and remembers it: a later offer is not shown', () => {
    renderScreen(<InstallCard />);
    offerInstall();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Install Voyage' })).toBeNull();
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('1');
    offerInstall();
    expect(getInstallSnapshot()).toBe(false);
    expect(screen.queryByRole('region', { name: 'Install Voyage' })).toBeNull();
  });

  it('forgets the offer once the app is installed', () => {
    offerInstall();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(getInstallSnapshot()).toBe(false);
  });
});
