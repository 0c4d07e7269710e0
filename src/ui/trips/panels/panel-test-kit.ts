import type { CallHandlers } from '../../shared/screen-test-kit';

/** Test answers for the trip page's panels (only *.test.tsx import it). */
const ok = { ApiStatus: { Status: 'OK' } };

export const panelAnswers: CallHandlers = {
  previewapprovalworkflow: () => ({
    ...ok,
    approvalmode: 'before',
    workflow: [
      { level: 1, rule: 'manager', approverprofileid: 'P9', approvername: 'Deepa Shah', onbehalfofprofileid: 'P2', onbehalfofname: 'Priya Nair', status: '', remarks: '', decidedon: '' },
      { level: 2, rule: 'manager', approverprofileid: 'P3', approvername: 'Kavita Iyer', onbehalfofprofileid: '', onbehalfofname: '', status: '', remarks: '', decidedon: '' },
    ],
  }),
  gettripadvancesfortrip: () => ({
    ...ok,
    list: [{ advanceid: 'A1', tripid: '710001', kind: 'imprest', amount: '125000.00', currency: 'INR', status: 'pending', requestedon: '2026-02-01T10:00:00.000Z' }],
  }),
  imprestmaxamountv2: () => ({ ...ok, amount: '1234567.00', currency: 'INR', perday: '5000.00', days: 3, domint: 'domestic' }),
  'TG-TRIPTXNS': () => ({ ...ok, GenericTrip: [] }),
  getrequireuploaddocumentfortrip: () => ({
    ...ok,
    international: true,
    required: [
      { documenttype: 'passport', label: 'Passport', present: true },
      { documenttype: 'visa', label: 'Visa', present: false },
    ],
    complete: false,
  }),
};
