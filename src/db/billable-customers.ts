import { useEffect } from 'react';
import { api } from '../api';
import type { BillableCustomer } from '../contract/masters/billable-customers';
import { getBillableCustomers } from '../contract/masters/billable-customers';
import { useCachedMaster } from './trips-hooks';
import { cachedMaster, storeMaster } from './trips-cache';
import type { RefreshOutcome } from './trips-refresh';

/*
 * The company's billable customers (docs/features/masters.md), kept with the other trip-form master
 * data so the trip and book forms offer them offline after one visit. They change rarely: asked
 * once per session, and again only when the cache went with a logout.
 */
const KEY = 'billablecustomers';
const askedThisSession = new Set<string>();

export async function refreshBillableCustomers(profileid: string): Promise<RefreshOutcome> {
  if (askedThisSession.has(profileid) && (await cachedMaster(profileid, KEY)) !== undefined) return 'ok';
  try {
    const answer = await api.callOperation(getBillableCustomers, {});
    await storeMaster(profileid, KEY, answer.list);
    askedThisSession.add(profileid);
    return 'ok';
  } catch {
    return 'offline';
  }
}

/** The active customers from the device cache ([] until the first answer), refreshed behind it. */
export function useBillableCustomers(profileid: string): BillableCustomer[] {
  useEffect(() => {
    void refreshBillableCustomers(profileid);
  }, [profileid]);
  return useCachedMaster<BillableCustomer[]>(profileid, KEY) ?? [];
}
