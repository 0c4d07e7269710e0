import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PolicyPanel } from './PolicyPanel';
import { addPolicy, loadPolicies } from './policy-api';
import { DEFAULT_POLICY, giveDocumentFonts, paste, renderInMantine } from './policy-test-kit';

/* Travel Admin → Policy with its calls swapped for fakes: the company's policies, adding one, and a company with none. */

vi.mock('./policy-api', async () => (await import('./policy-test-kit')).fakePolicyApi());
beforeAll(giveDocumentFonts);
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('PolicyPanel', () => {
  it('lists the policies with who they hold for and their versions, and adds one', async () => {
    const user = userEvent.setup();
    renderInMantine(<PolicyPanel profileid="20004" />);
    const table = await screen.findByRole('table', { name: 'Travel policies' });
    const rows = await within(table).findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Default')).toBeTruthy();
    expect(within(rows[1]!).getByText('Everyone without another policy')).toBeTruthy();
    expect(within(rows[1]!).getByText('Version 2 from 1 Apr 2026')).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button', { name: 'Delete Company policy' })).toBeNull();
    expect(within(rows[2]!).getByText('Sales (department), Rahul Verma')).toBeTruthy();
    expect(within(rows[2]!).getByText('Version 3 from 1 Jul 2026')).toBeTruthy();
    // The default is open below the list.
    expect(await screen.findByRole('heading', { name: 'In force: version 2, since 1 Apr 2026' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add policy' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    await paste(user, screen.getByRole('textbox', { name: /^Name/ }), 'Executives');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(addPolicy).toHaveBeenCalledWith('Executives'));
    await waitFor(() => expect(loadPolicies).toHaveBeenCalledTimes(2));
  }, 30_000);

  it('offers a company without a policy to create its first', async () => {
    const user = userEvent.setup();
    vi.mocked(loadPolicies).mockResolvedValueOnce([]).mockResolvedValue([DEFAULT_POLICY]);
    renderInMantine(<PolicyPanel profileid="20005" />);
    expect(await screen.findByText('Your company has no travel policy yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create the company policy' }));
    expect((await screen.findByRole('textbox', { name: /^Name/ })).getAttribute('value')).toBe('Company policy');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(addPolicy).toHaveBeenCalledWith('Company policy'));
    expect(await screen.findByRole('table', { name: 'Travel policies' })).toBeTruthy();
  }, 30_000);
});
