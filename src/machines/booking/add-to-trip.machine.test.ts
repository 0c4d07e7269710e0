import { describe } from 'vitest';
import { addToTripMachine, addToTripWith, type AddToTripOutcome } from './add-to-trip.machine';
import { testOneCall, type CallEvent, type Expected } from './one-call.test-kit';

const booking = { paymentmode: 'cashcard', tripid: 'T1', clientref: 'c-1' };

const events: CallEvent<AddToTripOutcome>[] = [
  { type: 'done', output: { ok: true, message: 'Added to trip T1' } },
  { type: 'done', output: { ok: true } },
  { type: 'done', output: { ok: false, message: 'Trip is not open for changes' } },
  { type: 'done', output: { ok: false, message: '' } },
  { type: 'error', error: new Error('offline') },
  { type: 'error', error: new Error('') },
];

/** One request: added (with the server's message, if any); refused with the server's message, the error's, or ours. */
function expectedAfter(failedMessage: string) {
  return (path: CallEvent<AddToTripOutcome>[]): Expected => {
    const s: Expected = { value: 'adding', calls: [{ booking }] };
    const [first] = path;
    if (first?.type === 'done' && first.output.ok)
      return { ...s, value: 'added', output: { status: 'added', message: first.output.message ?? '' } };
    if (first?.type === 'done' && !first.output.ok)
      return { ...s, value: 'refused', output: { status: 'refused', error: first.output.message || failedMessage } };
    if (first?.type === 'error')
      return { ...s, value: 'refused', output: { status: 'refused', error: first.error.message || failedMessage } };
    return s;
  };
}

// The flight page names its own fallback; the insurance page has none (the server's message or the error's).
for (const failedMessage of ['Failed to add the flight to the trip. Please try again.', '']) {
  describe(`add-to-trip machine with ${failedMessage ? 'a fallback message' : 'no fallback message'}`, () => {
    testOneCall({
      name: 'add to trip',
      machine: addToTripMachine,
      machineWith: addToTripWith,
      src: 'addToTrip',
      input: { booking, failedMessage },
      events,
      expectedAfter: expectedAfter(failedMessage),
      outcomes: ['adding', 'added', 'refused'],
    });
  });
}
