import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { InsuranceInvoice } from '../../../contract/insurance/booking';
import { cachedInsuranceTicket } from '../../../db/insurance-tickets';
import { type LoadOutcome, useBackgroundRefresh } from '../../../db/trips-hooks';
import { forgetAllClientRefs } from '../client-ref';
import { readCachedInvoice, refreshInsuranceTicket } from './ticket-api';

export interface InsuranceTicketState {
  /** undefined while Dexie answers; null when nothing is cached for this profile. */
  invoice: InsuranceInvoice | null | undefined;
  /** 'loading' until the server answers, then 'ok', 'offline' (showing the cache) or 'notfound'. */
  outcome: LoadOutcome;
  reload: () => void;
}

/** Stale-while-revalidate: the cached ticket renders at once, the server's copy replaces it. */
export function useInsuranceTicket(profileid: string, txid: string): InsuranceTicketState {
  const invoice = useLiveQuery(
    async () => readCachedInvoice(await cachedInsuranceTicket(profileid, txid)),
    [profileid, txid],
  );
  const { outcome, reload } = useBackgroundRefresh(
    () => refreshInsuranceTicket(profileid, txid),
    `${profileid}|${txid}`,
  );
  const status = invoice ? invoice.insurancerecord.bookingstatus : '';
  useEffect(() => {
    if (status === 'confirmed') forgetAllClientRefs();
  }, [status]);
  return { invoice, outcome, reload };
}
