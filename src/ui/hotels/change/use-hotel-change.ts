import { useEffect, useState } from 'react';
import type { HotelChangeQuote } from '../../../contract/hotels/change';
import { type Outcome, changeStay, quoteChange, sendChangeForApproval } from './change-api';
import { type FieldProblem, datesProblem } from './change-problem';

/*
 * The change drawer's steps (docs/features/hotels-change.md): new dates → 'Check the new price'
 * (the quote) → out of policy, the reason; needing approval and none given, 'Send for approval';
 * else 'Change the stay' → the new booking. A new date drops the quote: the price is for those dates.
 */

export type ChangeStep = 'dates' | 'quoting' | 'quoted' | 'sending' | 'sent' | 'changing';

export interface ChangeStart {
  txid: string;
  checkin: string;
  checkout: string;
  /** Coming back approved (`&approvalid=BA…`): the dates are priced at once. */
  approvalid: string;
}

export interface HotelChange {
  step: ChangeStep;
  checkin: string;
  checkout: string;
  reason: string;
  quote: HotelChangeQuote | null;
  problem: FieldProblem | null;
  approvalid: string;
  setCheckin(day: string): void;
  setCheckout(day: string): void;
  setReason(text: string): void;
  checkPrice(): void;
  sendForApproval(): void;
  change(): void;
}

export function useHotelChange(start: ChangeStart, onChanged: (txid: string) => void): HotelChange {
  const resuming = start.approvalid !== '' && start.checkin !== '' && start.checkout !== '';
  const [step, setStep] = useState<ChangeStep>(resuming ? 'quoting' : 'dates');
  const [dates, setDates] = useState({ checkin: start.checkin, checkout: start.checkout });
  const [reason, setReasonText] = useState('');
  const [quote, setQuote] = useState<HotelChangeQuote | null>(null);
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  // One per priced change: a repeated 'Change the stay' makes one booking.
  const [clientref, setClientref] = useState('');
  const request = { txid: start.txid, ...dates };

  const applyQuote = (outcome: Outcome<HotelChangeQuote>) => {
    if (!outcome.ok) {
      setProblem(outcome.problem);
      return setStep('dates');
    }
    setQuote(outcome.value);
    setClientref(crypto.randomUUID());
    setStep('quoted');
  };

  const checkPrice = () => {
    const refused = datesProblem(dates.checkin, dates.checkout);
    if (refused) return setProblem(refused);
    setProblem(null);
    setStep('quoting');
    void quoteChange(request).then(applyQuote);
  };

  useEffect(() => {
    // Once, when the drawer opens with an approval to resume: its dates are priced at once.
    if (resuming) void quoteChange({ txid: start.txid, checkin: start.checkin, checkout: start.checkout }).then(applyQuote);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const needsReason = quote !== null && !quote.policy.inpolicy;
  const reasonMissing = () => {
    if (!needsReason || reason.trim() !== '') return false;
    setProblem({ field: 'policyreason', message: 'Give the reason for choosing a stay out of policy.' });
    return true;
  };

  const sendForApproval = async () => {
    if (reasonMissing()) return;
    setStep('sending');
    const outcome = await sendChangeForApproval(request, reason.trim());
    if (!outcome.ok) {
      setProblem(outcome.problem);
      return setStep('quoted');
    }
    setStep('sent');
  };

  const change = async () => {
    if (!quote || reasonMissing()) return;
    setStep('changing');
    const outcome = await changeStay({ ...request, total: quote.newtotal, clientref, policyreason: reason.trim(), approvalid: start.approvalid });
    if (outcome.ok) return onChanged(outcome.value);
    setProblem(outcome.problem);
    // A price moved or a room gone: the old quote no longer holds, so the dates are priced again.
    setQuote(null);
    setStep('dates');
  };

  const setDate = (field: 'checkin' | 'checkout') => (day: string) => {
    setDates((d) => ({ ...d, [field]: day }));
    setQuote(null);
    setProblem(null);
    setStep('dates');
  };

  return {
    step,
    ...dates,
    reason,
    quote,
    problem,
    approvalid: start.approvalid,
    setCheckin: setDate('checkin'),
    setCheckout: setDate('checkout'),
    setReason: (text) => {
      setReasonText(text);
      if (problem?.field === 'policyreason') setProblem(null);
    },
    checkPrice,
    sendForApproval: () => void sendForApproval(),
    change: () => void change(),
  };
}
