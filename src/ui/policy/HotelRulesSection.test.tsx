import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api';
import { OPEN_POLICY_RULES, type PolicyRules } from '../../contract/policy/rules';
import { DraftArea } from './DraftArea';
import { InForceSummary } from './InForceSummary';
import { loadVersionRules, saveDraft } from './policy-api';
import { IN_FORCE, SALES_POLICY, giveDocumentFonts, paste, renderInMantine } from './policy-test-kit';

/* The editor's Hotels section and the in-force summary's hotel lines, with the tab's calls swapped for fakes. */

vi.mock('./policy-api', async () => (await import('./policy-test-kit')).fakePolicyApi());
beforeAll(giveDocumentFonts);
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const GROUPS = [{ value: 'LG1', label: 'Metro cities' }];

async function openHotels() {
  renderInMantine(<DraftArea policy={SALES_POLICY} groups={GROUPS} onChanged={vi.fn()} />);
  expect(await screen.findByRole('heading', { name: 'Draft: version 3' })).toBeTruthy();
  return screen.getByRole('region', { name: 'Hotels' });
}

describe('HotelRulesSection', () => {
  it('saves nightly limits, stars, refundable only, the approval rule and a group cap', async () => {
    const user = userEvent.setup();
    const hotels = await openHotels();
    const domestic = within(hotels).getByRole('textbox', { name: 'Max a night per room, domestic' });
    await paste(user, domestic, '7,000');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await within(hotels).findByText('Domestic nightly limit must be an amount like 12000 or empty')).toBeTruthy();
    expect(saveDraft).not.toHaveBeenCalled();

    await user.clear(domestic);
    await paste(user, domestic, '7000');
    expect(await within(hotels).findByText('₹7,000')).toBeTruthy();
    await user.selectOptions(within(hotels).getByRole('combobox', { name: 'Most stars, domestic' }), '4 stars');
    await user.click(within(hotels).getByRole('checkbox', { name: 'Refundable rates only' }));
    await user.click(within(hotels).getByRole('radio', { name: 'Never' }));

    await user.click(within(hotels).getByRole('button', { name: 'Add hotel cap' }));
    const cap = within(hotels).getByRole('group', { name: 'Hotel cap 1' });
    const placeType = within(cap).getByRole('combobox', { name: 'Place' });
    // A hotel is in a city, not at an airport.
    expect(within(placeType).queryByRole('option', { name: 'Airport' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await within(cap).findByText('Place must be a city, like IN:Mumbai')).toBeTruthy();
    expect(within(cap).getByText('Max a night is required')).toBeTruthy();
    expect(saveDraft).not.toHaveBeenCalled();

    await user.selectOptions(placeType, 'group');
    await user.click(within(cap).getByRole('combobox', { name: 'Place location group' }));
    await user.click(await screen.findByRole('option', { name: 'Metro cities', hidden: true }));
    await paste(user, within(cap).getByRole('textbox', { name: 'Max a night per room' }), '12000');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(vi.mocked(saveDraft).mock.calls[0]?.[2].hotel).toEqual({
        nightlylimit: { domestic: '7000.00', international: '' },
        nightlycaps: [{ placetype: 'group', place: 'LG1', maxnightly: '12000.00' }],
        maxstars: { domestic: 4, international: 0 },
        refundableonly: true,
        approvalrule: 'never',
      }),
    );
    // The other sections go as they were.
    expect(vi.mocked(saveDraft).mock.calls[0]?.[2].insurance).toEqual(OPEN_POLICY_RULES.insurance);
  }, 60_000);

  it('shows a refusal naming a hotel cap’s place under it, and removes a cap', async () => {
    const user = userEvent.setup();
    vi.mocked(saveDraft).mockRejectedValueOnce(
      new ApiError(400, 'jsondata.rules.hotel.nightlycaps.0.place: LG9 is not a location group of your company'),
    );
    const hotels = await openHotels();
    await user.click(within(hotels).getByRole('button', { name: 'Add hotel cap' }));
    const cap = within(hotels).getByRole('group', { name: 'Hotel cap 1' });
    await user.selectOptions(within(cap).getByRole('combobox', { name: 'Place' }), 'any');
    await paste(user, within(cap).getByRole('textbox', { name: 'Max a night per room' }), '20000');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await within(cap).findByText('LG9 is not a location group of your company')).toBeTruthy();

    await user.click(within(cap).getByRole('button', { name: 'Remove hotel cap 1' }));
    expect(within(hotels).getByText('No hotel caps.')).toBeTruthy();
  }, 30_000);
});

describe('InForceSummary', () => {
  it('reads the hotel rules of the version in force in short lines', async () => {
    const rules: PolicyRules = {
      ...OPEN_POLICY_RULES,
      hotel: {
        nightlylimit: { domestic: '7000.00', international: '' },
        nightlycaps: [
          { placetype: 'city', place: 'IN:Mumbai', maxnightly: '12000.00' },
          { placetype: 'group', place: 'LG1', maxnightly: '11000.00' },
        ],
        maxstars: { domestic: 4, international: 0 },
        refundableonly: false,
        approvalrule: 'outofpolicy',
      },
    };
    vi.mocked(loadVersionRules).mockResolvedValueOnce(rules);
    renderInMantine(<InForceSummary travelpolicyid="TP1" inforce={IN_FORCE} groups={GROUPS} />);
    const summary = await screen.findByRole('region', { name: 'Version in force' });
    const line = async (label: string) => (await within(summary).findByText(`${label}:`)).parentElement?.textContent;
    expect(await line('Hotel a night per room')).toBe('Hotel a night per room: Domestic ₹7,000; international No limit');
    expect(await line('Hotel caps')).toBe('Hotel caps: Mumbai, India: ₹12,000; Metro cities: ₹11,000');
    expect(await line('Hotel stars')).toBe('Hotel stars: Domestic at most 4 stars; international any');
    expect(await line('Hotel approval')).toBe('Hotel approval: Only when out of policy');
  });
});
