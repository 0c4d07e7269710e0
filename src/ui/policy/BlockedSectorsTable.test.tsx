import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlockSector } from '../../contract/policy/operations';
import { blockSectorPage } from './blocked-sector-list';
import { BlockedSectorsTable } from './BlockedSectorsTable';
import { deleteBlockSector, loadBlockSectors, saveBlockSector } from './policy-api';
import { giveDocumentFonts, paste, renderInMantine } from './policy-test-kit';

/* A policy's blocked sectors with their calls swapped for fakes: listed by name, one added with the place pickers, one deleted. */

vi.mock('./policy-api', async () => (await import('./policy-test-kit')).fakePolicyApi());
beforeAll(giveDocumentFonts);
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const sector = (recordid: string, origin: string, destination: string, reason: string): BlockSector => ({
  recordid,
  travelpolicyid: 'TP1',
  origintype: 'airport',
  origin,
  originname: origin,
  destinationtype: 'airport',
  destination,
  destinationname: destination,
  bothways: false,
  reason,
});
const GOA = { ...sector('BS1', 'BOM', 'GOI', 'Beach trips need a director'), bothways: true };
const METROS_TO_LONDON: BlockSector = {
  ...sector('BS2', 'LG1', 'GB:London', 'Use the video room'),
  origintype: 'group',
  originname: 'Metro cities',
  destinationtype: 'city',
  destinationname: 'London',
};

describe('BlockedSectorsTable', () => {
  it('lists the sectors by name, adds one picked by place type, and deletes one', async () => {
    const user = userEvent.setup();
    vi.mocked(loadBlockSectors).mockResolvedValue([GOA, METROS_TO_LONDON]);
    renderInMantine(
      <BlockedSectorsTable
        profileid="20004"
        travelpolicyid="TP1"
        policyname="Company policy"
        groups={[{ value: 'LG1', label: 'Metro cities' }]}
      />,
    );
    const table = await screen.findByRole('table', { name: 'Blocked sectors' });
    expect(await within(table).findByText('Metro cities (location group)')).toBeTruthy();
    expect(within(table).getByText('London (city)')).toBeTruthy();
    expect(loadBlockSectors).toHaveBeenCalledWith('TP1');

    await user.click(screen.getByRole('button', { name: 'Add blocked sector' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('From must be a 3-letter airport code, like BOM')).toBeTruthy();
    expect(screen.getByText('Reason is required')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'From' }), 'group');
    await user.click(screen.getByRole('combobox', { name: 'From location group' }));
    await user.click(await screen.findByRole('option', { name: 'Metro cities', hidden: true }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'To' }), 'any');
    await paste(user, screen.getByRole('textbox', { name: /^Reason/ }), 'Weekend trips');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saveBlockSector).toHaveBeenCalledWith(
        {
          travelpolicyid: 'TP1',
          origintype: 'group',
          origin: 'LG1',
          destinationtype: 'any',
          destination: '',
          bothways: true,
          reason: 'Weekend trips',
        },
        '',
      ),
    );

    await user.click(within(table).getByRole('button', { name: 'Delete the blocked sector BOM ↔ GOI' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteBlockSector).toHaveBeenCalledWith('TP1', 'BS1'));
  }, 30_000);

  it('searches, sorts and pages the whole list here', () => {
    const rows = [
      sector('1', 'DEL', 'GOI', 'b'),
      { ...sector('2', 'BOM', 'GOI', 'a'), bothways: true },
      sector('3', 'BLR', 'CCU', 'c'),
    ];
    const page = (q: Partial<Parameters<typeof blockSectorPage>[1]>) =>
      blockSectorPage(rows, { searchtext: '', sortby: 'origin', sortorder: 'asc', pageno: 1, pagesize: 50, ...q });
    expect(page({}).rows.map((r) => r.recordid)).toEqual(['3', '2', '1']);
    expect(page({ searchtext: 'goi', pagesize: 1, pageno: 2, sortorder: 'desc' })).toEqual({
      rows: [rows[1]],
      totalcount: 2,
    });
  });
});
