import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import type { UserEvent } from '@testing-library/user-event';
import type { PolicyVersionSummary, TravelPolicy } from '../../contract/policy/policies';
import { OPEN_POLICY_RULES } from '../../contract/policy/rules';
import { EMPTY_SIMULATION, type Simulation } from '../../contract/policy/simulator';

/* The Policy tab's tests: policies and versions to show, and the tab's calls as fakes with answers. */

export const IN_FORCE: PolicyVersionSummary = {
  versionid: 'TPV2',
  version: 2,
  status: 'published',
  effectivefrom: '2026-04-01',
  createdon: '2026-03-30',
  publishedon: '2026-03-30',
};
export const DRAFT: PolicyVersionSummary = {
  versionid: 'TPV3',
  version: 3,
  status: 'draft',
  effectivefrom: '2026-07-01',
  createdon: '2026-06-01',
  publishedon: '',
};

export const DEFAULT_POLICY: TravelPolicy = {
  travelpolicyid: 'TP1',
  name: 'Company policy',
  isdefault: true,
  departments: [],
  grades: [],
  profiles: [],
  inforce: IN_FORCE,
  draft: null,
  versions: [IN_FORCE],
};
export const SALES_POLICY: TravelPolicy = {
  travelpolicyid: 'TP2',
  name: 'Sales team',
  isdefault: false,
  departments: [{ id: 'DP1', name: 'Sales' }],
  grades: [],
  profiles: [{ id: '20001', name: 'Rahul Verma' }],
  inforce: IN_FORCE,
  draft: DRAFT,
  versions: [DRAFT, IN_FORCE],
};

/** What one 9-day window of the simulator answers. */
export const WINDOW_ANSWER: Simulation = {
  bookings: 3,
  spend: '12500.00',
  searches: 12,
  current: {
    ...EMPTY_SIMULATION.current,
    outofpolicy: 1,
    byrule: { ...EMPTY_SIMULATION.current.byrule, farecap: 1 },
    saving: '500.00',
    nofare: 1,
  },
  draft: {
    ...EMPTY_SIMULATION.draft,
    outofpolicy: 2,
    byrule: { ...EMPTY_SIMULATION.draft.byrule, farecap: 2, cabin: 1 },
    saving: '1500.00',
    nofare: 4,
    searchblocked: 2,
  },
};

/** Every call of policy-api.ts as a fake; tests change answers with vi.mocked(…). */
export function fakePolicyApi() {
  return {
    loadPolicies: vi.fn(async () => [DEFAULT_POLICY, SALES_POLICY]),
    addPolicy: vi.fn(async () => 'TP9'),
    updatePolicy: vi.fn(async () => undefined),
    deletePolicy: vi.fn(async () => undefined),
    loadVersion: vi.fn(async (travelpolicyid: string) => ({
      version: travelpolicyid === 'TP2' ? DRAFT : IN_FORCE,
      rules: OPEN_POLICY_RULES,
    })),
    loadVersionRules: vi.fn(async () => OPEN_POLICY_RULES),
    saveDraft: vi.fn(async () => 'TPV3'),
    publishVersion: vi.fn(async () => undefined),
    discardVersion: vi.fn(async () => undefined),
    simulateWindow: vi.fn(async () => WINDOW_ANSWER),
    loadBlockSectors: vi.fn(async () => []),
    saveBlockSector: vi.fn(async () => undefined),
    deleteBlockSector: vi.fn(async () => undefined),
    loadLocationGroups: vi.fn(async () => [
      { groupid: 'LG1', groupname: 'Metro cities', description: '', locationcount: 6 },
    ]),
    searchPlaces: vi.fn(async () => []),
    loadDepartments: vi.fn(async () => [{ value: 'DP1', label: 'Sales (SAL)' }]),
    loadGrades: vi.fn(async () => [{ value: 'GR1', label: 'Manager (M2)' }]),
    searchPeople: vi.fn(async () => []),
  };
}

/** jsdom has no FontFaceSet, which Mantine's autosizing text areas listen on. */
export function giveDocumentFonts() {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
}

export const renderInMantine = (ui: ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

/** Adds `text` to the end of a field at once, as a paste: one change per field keeps the big editor's tests quick. */
export async function paste(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
