import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSeededFlightRules } from './helpers/policy-rules';
import type { FlightOffer } from '../../src/domain/flight-offer';
import { type TestApp, createTestApp } from './helpers/test-app';
import { HOUR } from './helpers/clock';
import { oneway, paise } from './flights-fixtures';
import {
  ACME_WALLET,
  type Picked,
  adult,
  answerOf,
  book as bookFlight,
  bookingRequest as flightRequest,
  cheapest,
  reprice,
  searchAndPick,
} from './flights-booking-fixtures';
import {
  PAX,
  book as bookInsurance,
  bookingRequest as insuranceRequest,
  cancel as cancelInsurance,
  payOnGateway,
  priceFor,
} from './insurance-booking-fixtures';
import { JUST_PAST, expiryPass } from './booking-expiry-fixtures';
import { balanceCall, setBalance } from './wallet-fixtures';
import { type Baseline, baseline, readBooks, sumOf } from './booking-money-fixtures';

/*
 * Money is conserved across random sequences of bookings, cancellations, reschedules and expiries (fast-check
 * over the real app and its API). After every step of a sequence:
 *   Σ wallet balances + Σ what the company's bookings still hold (paid − refunded, as the bookings
 *   record it) == the run's starting wallet total + card money captured − card money refunded;
 * each wallet's ledger rows of the run sum to its balance change (and chain balance_after);
 * each booking's own record agrees with the money that moved for it (wallet or card), and no
 * booking is refunded more than it was paid; a cancelled traveller is refunded once (a second
 * cancel is refused and moves nothing); and the wallet is where a model of the API's answers says.
 *
 * 300 sequences of 2–5 steps, every step through the HTTP API on one shared app (one search per
 * party size, re-priced before each booking), the books read after each step. On a quiet 2-core
 * machine the file takes about 30 s on PGlite (1,000 took 90 s, too long for a CI that runs it twice). The first EXAMPLES are fixed sequences that reach
 * every outcome in COVERED; the rest are random.
 */
const NUM_RUNS = 300;

let t: TestApp;
let traveller: string;
let sessionBorn: number;
/** One search per party size for the whole file (searches are deterministic; every booking re-prices). */
const searches = new Map<1 | 2, Picked>();

const family = (label: string) => (list: FlightOffer[]) => {
  const o = list.find((x) => x.fares.some((f) => f.farelabel === label))!;
  return { o, f: o.fares.find((f) => f.farelabel === label)! };
};

beforeAll(async () => {
  t = await createTestApp();
  // Flexi fares (free to cancel, so refunds are whole) are out of Acme's policy: booked with a reason.
  await setSeededFlightRules(t, '1001', { approvalwhenoutofpolicy: false });
  traveller = await t.token('traveller@acme.test');
  sessionBorn = t.clock.now().getTime();
  for (const adults of [1, 2] as const)
    searches.set(adults, await searchAndPick(t, traveller, oneway('BLR', 'DEL', '2026-03-20', { adults })));
}, 60_000);
afterAll(() => t.close());

type Fare = 'cheapest' | 'flexi';
type Step =
  | { kind: 'flight'; pay: 'wallet' | 'card' | 'abandon'; pax: 1 | 2; fare: Fare }
  | { kind: 'insurance'; pay: 'wallet' | 'card' | 'abandon'; pax: 1 | 2 | 3 }
  | { kind: 'payLate'; pick: number }
  | { kind: 'cancelFlight'; pick: number; paxsno: number[] }
  | { kind: 'cancelInsurance'; pick: number; paxsno: number[] }
  | { kind: 'rescheduleFlight'; pick: number; pay: 'wallet' | 'card' | 'abandon' }
  | { kind: 'expire' };

const payment = fc.constantFrom('wallet' as const, 'card' as const, 'abandon' as const);
const booking: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('flight' as const),
    pay: payment,
    pax: fc.constantFrom(1 as const, 2 as const),
    fare: fc.constantFrom('cheapest' as const, 'flexi' as const),
  }),
  fc.record({
    kind: fc.constant('insurance' as const),
    pay: payment,
    pax: fc.constantFrom(1 as const, 2 as const, 3 as const),
  }),
);
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: booking },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('payLate' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('cancelFlight' as const),
      pick: fc.nat(),
      paxsno: fc.subarray([1, 2], { minLength: 1 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('cancelInsurance' as const),
      pick: fc.nat(),
      paxsno: fc.subarray([1, 2, 3], { minLength: 1 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('rescheduleFlight' as const), pick: fc.nat(), pay: payment }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'expire' as const }) },
);
/** 2–5 steps, the first a booking (a cancel or payment with nothing booked yet does nothing). */
const sequence = fc
  .tuple(booking, fc.array(step, { minLength: 1, maxLength: 4 }))
  .map(([first, rest]) => [first, ...rest]);

/** Sequences run first (within NUM_RUNS), so every outcome in COVERED is reached whatever the seed. */
const EXAMPLES: [Step[]][] = [
  [
    [
      { kind: 'flight', pay: 'wallet', pax: 1, fare: 'cheapest' },
      { kind: 'cancelFlight', pick: 0, paxsno: [1] },
      { kind: 'cancelFlight', pick: 0, paxsno: [1] },
    ],
  ],
  [
    [
      { kind: 'flight', pay: 'card', pax: 2, fare: 'flexi' },
      { kind: 'cancelFlight', pick: 0, paxsno: [2] },
      { kind: 'cancelFlight', pick: 0, paxsno: [1, 2] },
      { kind: 'cancelFlight', pick: 0, paxsno: [1] },
    ],
  ],
  [
    [
      { kind: 'insurance', pay: 'wallet', pax: 3 },
      { kind: 'cancelInsurance', pick: 0, paxsno: [2] },
      { kind: 'cancelInsurance', pick: 0, paxsno: [1, 2] },
      { kind: 'cancelInsurance', pick: 0, paxsno: [1, 3] },
    ],
  ],
  [
    [
      { kind: 'insurance', pay: 'card', pax: 2 },
      { kind: 'cancelInsurance', pick: 0, paxsno: [1, 2] },
    ],
  ],
  [
    [
      { kind: 'insurance', pay: 'abandon', pax: 1 },
      { kind: 'flight', pay: 'abandon', pax: 1, fare: 'cheapest' },
      { kind: 'expire' },
      { kind: 'payLate', pick: 0 },
      { kind: 'payLate', pick: 1 },
      { kind: 'cancelInsurance', pick: 0, paxsno: [1] },
      { kind: 'cancelFlight', pick: 0, paxsno: [1] },
    ],
  ],
  [
    [
      { kind: 'flight', pay: 'wallet', pax: 2, fare: 'cheapest' },
      { kind: 'rescheduleFlight', pick: 0, pay: 'wallet' },
      { kind: 'rescheduleFlight', pick: 0, pay: 'wallet' },
      { kind: 'cancelFlight', pick: 1, paxsno: [1, 2] },
    ],
  ],
  [
    [
      { kind: 'flight', pay: 'card', pax: 1, fare: 'flexi' },
      { kind: 'rescheduleFlight', pick: 0, pay: 'abandon' },
      { kind: 'payLate', pick: 0 },
      { kind: 'flight', pay: 'wallet', pax: 1, fare: 'flexi' },
      { kind: 'rescheduleFlight', pick: 2, pay: 'card' },
    ],
  ],
  // A traveller cancelled while the change waits at the gateway: its capture must not refund them again.
  [
    [
      { kind: 'flight', pay: 'wallet', pax: 2, fare: 'cheapest' },
      { kind: 'rescheduleFlight', pick: 0, pay: 'abandon' },
      { kind: 'cancelFlight', pick: 0, paxsno: [1] },
      { kind: 'payLate', pick: 0 },
    ],
  ],
];

/** What the test expects of one booking, from the API's answers alone. */
interface Modelled {
  kind: 'flight' | 'insurance';
  txid: string;
  mode: 'cashcard' | 'creditcard';
  pax: number;
  total: bigint;
  /**
   * unpaid: at the gateway within the hold time; expired: past it (a late payment is refused);
   * rescheduled: replaced by a paid booking on new dates.
   */
  state: 'paid' | 'unpaid' | 'expired' | 'rescheduled';
  paymenturl: string;
  bookedAt: number;
  cancelled: Set<number>;
  /** Σ refundamount the cancel answers gave (and the credit less the fee of a reschedule). */
  refunded: bigint;
  /** A reschedule: the booking it replaces once paid, and what that one then gets back (the quote's credit − fee). */
  replaces?: { old: Modelled; refund: bigint };
}

interface Run {
  base: Baseline;
  bookings: Modelled[];
  /** The wallet as the answers say it should be. */
  wallet: bigint;
}

const START_BALANCE = 5_000_000_00n;

/** How often the runs reached each outcome worth reaching. */
const seen = new Map<string, number>();
const saw = (event: string) => seen.set(event, (seen.get(event) ?? 0) + 1);
const COVERED = [
  'flight: refund to wallet',
  'flight: refund to card',
  'flight: traveller cancelled again',
  'insurance: refund to wallet',
  'insurance: refund to card',
  'insurance: traveller cancelled again',
  'late payment refused',
  'flight: expired booking',
  'flight: rescheduled',
  'flight: rescheduled by card',
  'flight: rescheduled booking',
  'insurance: expired booking',
];
const status = (response: { json(): unknown }) =>
  (response.json() as { ResponseStatus: { status: string; message: string } }).ResponseStatus;

async function bookFlightStep(run: Run, s: Extract<Step, { kind: 'flight' }>) {
  const picked = searches.get(s.pax)!;
  const selected = s.fare === 'cheapest' ? [cheapest(picked.lists[0]!)] : [family('flexi')(picked.lists[0]!)];
  const choice = {
    responseid: picked.responseid,
    selected: selected.map(({ o, f }) => ({ flightkey: o.flightkey, farekey: f.farekey })),
  };
  const priced = await reprice(t, traveller, choice);
  const travellers = [adult('Rahul', { profileid: '20001' }), adult('Meera', { title: 'Mrs', gender: 'female' })].slice(
    0,
    s.pax,
  );
  const mode = s.pay === 'wallet' ? 'cashcard' : 'creditcard';
  const response = await bookFlight(
    t,
    traveller,
    flightRequest(choice, priced.totalfare, { travellers, paymentmode: mode, policyreason: 'Flexible fare needed' }),
  );
  expect(response.statusCode, response.body).toBe(200);
  const answer = answerOf(response);
  expect(answer.status, answer.errormessage).toBe(mode === 'cashcard' ? 'pending' : 'paymentpending');
  const booking: Modelled = {
    kind: 'flight',
    txid: answer.txid!,
    mode,
    pax: s.pax,
    total: paise(priced.totalfare),
    state: mode === 'cashcard' ? 'paid' : 'unpaid',
    paymenturl: answer.paymenturl ?? '',
    bookedAt: t.clock.now().getTime(),
    cancelled: new Set(),
    refunded: 0n,
  };
  run.bookings.push(booking);
  if (mode === 'cashcard') run.wallet -= booking.total;
  if (s.pay === 'card') await pay(run, booking);
}

async function bookInsuranceStep(run: Run, s: Extract<Step, { kind: 'insurance' }>) {
  const pax = PAX.slice(0, s.pax);
  const recommendation = await priceFor(t, traveller, pax);
  const mode = s.pay === 'wallet' ? 'cashcard' : 'creditcard';
  const response = await bookInsurance(t, traveller, insuranceRequest(recommendation, pax, { paymentmode: mode }));
  const answer = response.json().FlightBookingResponse;
  expect(answer?.status, response.body).toBe('OK');
  const booking: Modelled = {
    kind: 'insurance',
    txid: answer.txid,
    mode,
    pax: s.pax,
    total: paise(String(recommendation.totalnet)),
    state: mode === 'cashcard' ? 'paid' : 'unpaid',
    paymenturl: answer.paymenturl ?? '',
    bookedAt: t.clock.now().getTime(),
    cancelled: new Set(),
    refunded: 0n,
  };
  run.bookings.push(booking);
  if (mode === 'cashcard') run.wallet -= booking.total;
  if (s.pay === 'card') await pay(run, booking);
}

/** Pays a card booking at the gateway: captured within the hold time, refused once it expired. */
async function pay(run: Run, booking: Modelled) {
  const response = await payOnGateway(t, booking.paymenturl, 'success');
  expect(response.statusCode).toBe(303);
  if (booking.state === 'unpaid') {
    expect(response.headers.location).not.toContain('payment=failed');
    booking.state = 'paid';
    settleReplaced(run, booking);
  } else {
    expect(response.headers.location).toContain('payment=failed');
    saw('late payment refused');
  }
}

async function cancelStep(run: Run, s: Extract<Step, { kind: 'cancelFlight' | 'cancelInsurance' }>) {
  const kind = s.kind === 'cancelFlight' ? 'flight' : 'insurance';
  const candidates = run.bookings.filter((b) => b.kind === kind);
  if (!candidates.length) return;
  const booking = candidates[s.pick % candidates.length]!;
  const paxsno = s.paxsno.filter((n) => n <= booking.pax);
  if (!paxsno.length) return;
  const response =
    kind === 'flight'
      ? await t.service(traveller, {
          opid: 'TG-FLIGHTCANCELLATIONREQUEST',
          jsondata: { reftxid: booking.txid, paxsno, remarks: 'Plans changed' },
        })
      : await cancelInsurance(t, traveller, booking.txid, paxsno.join(','));
  const answered = status(response);
  const again = paxsno.some((n) => booking.cancelled.has(n));
  if (booking.state !== 'paid' || again) {
    // Unpaid, expired, or a traveller already cancelled: refused with a message, and no money moves (checkBooks).
    expect(response.statusCode, response.body).toBe(200);
    expect(answered.status, answered.message).toBe('NOK');
    saw(again ? `${kind}: traveller cancelled again` : `${kind}: ${booking.state} booking`);
    return;
  }
  expect(response.statusCode, response.body).toBe(200);
  expect(answered.status, answered.message).toBe('OK');
  const refund = paise(response.json().refundamount);
  expect(refund).toBeGreaterThanOrEqual(0n);
  for (const n of paxsno) booking.cancelled.add(n);
  booking.refunded += refund;
  if (refund > 0n) saw(`${kind}: refund to ${booking.mode === 'cashcard' ? 'wallet' : 'card'}`);
  if (booking.mode === 'cashcard') run.wallet += refund;
}

/** A paid reschedule settles the booking it replaces, if that one is still paid and whole. */
function settleReplaced(run: Run, booking: Modelled) {
  const replaced = booking.replaces;
  if (!replaced || replaced.old.state !== 'paid' || replaced.old.cancelled.size > 0) return;
  const { old, refund } = replaced;
  old.state = 'rescheduled';
  old.refunded += refund;
  for (let sno = 1; sno <= old.pax; sno++) old.cancelled.add(sno);
  if (old.mode === 'cashcard') run.wallet += refund;
  saw(booking.mode === 'cashcard' ? 'flight: rescheduled' : 'flight: rescheduled by card');
}

/** Changes a flight to 2026-03-22 (the cheapest new fare): refused unless it is paid and whole. */
async function rescheduleStep(run: Run, s: Extract<Step, { kind: 'rescheduleFlight' }>) {
  const flights = run.bookings.filter((b) => b.kind === 'flight');
  if (!flights.length) return;
  const old = flights[s.pick % flights.length]!;
  const searched = await t.service(traveller, { opid: 'TGFS', actioncode: 'SEARCHFLIGHTSRESC', txid: old.txid, onwarddate: '2026-03-22' });
  if (old.state !== 'paid' || old.cancelled.size > 0) {
    expect(searched.statusCode, searched.body).toBe(409);
    saw(`flight: ${old.state === 'rescheduled' ? 'rescheduled' : 'unchangeable'} booking`);
    return;
  }
  expect(searched.statusCode, searched.body).toBe(200);
  const responseid = searched.json().responseid as string;
  let lists: { results: FlightOffer[] } = { results: [] };
  for (let poll = 0; poll < 3 && !lists.results.length; poll++)
    lists = (await t.service(traveller, { opid: 'TGFS', actioncode: 'QUEUERESULTS', responseid })).json();
  const { o, f } = cheapest(lists.results);
  const selection = { reftxid: old.txid, responseid, selected: [{ flightkey: o.flightkey, farekey: f.farekey }] };
  const quote = (await t.service(traveller, { opid: 'TG-FLIGHTRESCHEDULEQUOTE', jsondata: selection })).json().quote;
  const mode = s.pay === 'wallet' ? 'cashcard' : 'creditcard';
  const response = await t.service(traveller, {
    opid: 'TG-FLIGHTRESCHEDULE',
    jsondata: { ...selection, newfare: quote.newfare, paymentmode: mode, clientref: `resc-${old.txid}-${run.bookings.length}`, policyreason: 'Plans changed' },
  });
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json();
  expect(answer.FlightBookingResponse.status, answer.FlightBookingResponse.errormessage).toBe(mode === 'cashcard' ? 'pending' : 'paymentpending');
  expect(paise(answer.payable) - paise(answer.refund)).toBe(paise(quote.newfare) + paise(quote.changefee) - paise(quote.credit));
  const booking: Modelled = {
    kind: 'flight',
    txid: answer.FlightBookingResponse.txid,
    mode,
    pax: old.pax,
    total: paise(quote.newfare),
    state: 'unpaid',
    paymenturl: answer.FlightBookingResponse.paymenturl,
    bookedAt: t.clock.now().getTime(),
    cancelled: new Set(),
    refunded: 0n,
    replaces: { old, refund: paise(quote.credit) - paise(quote.changefee) },
  };
  run.bookings.push(booking);
  if (mode === 'cashcard') {
    booking.state = 'paid';
    run.wallet -= booking.total;
    settleReplaced(run, booking);
  }
  if (s.pay === 'card') await pay(run, booking);
}

/**
 * Keeps the traveller's session usable as the clock jumps: a call after each jump refreshes its idle
 * time (30 min), and a new login comes only near its absolute limit (12 h of test time). Logins are
 * few on purpose: argon2 runs on niced worker threads and crawls on a busy machine.
 */
async function keepSessionAlive() {
  if (t.clock.now().getTime() - sessionBorn > 11 * HOUR) {
    traveller = await t.token('traveller@acme.test');
    sessionBorn = t.clock.now().getTime();
    return;
  }
  const response = await t.service(traveller, { ...balanceCall, profileid: '20001', corporateid: '1001' });
  expect(response.statusCode, response.body).toBe(200);
}

async function expireStep(run: Run) {
  t.clock.advance(JUST_PAST);
  await expiryPass(t);
  const now = t.clock.now().getTime();
  for (const b of run.bookings) if (b.state === 'unpaid' && now - b.bookedAt > JUST_PAST - 1_000) b.state = 'expired';
  await keepSessionAlive();
}

async function runStep(run: Run, s: Step) {
  switch (s.kind) {
    case 'flight':
      return bookFlightStep(run, s);
    case 'insurance':
      return bookInsuranceStep(run, s);
    case 'payLate': {
      const waiting = run.bookings.filter((b) => b.mode === 'creditcard' && (b.state === 'unpaid' || b.state === 'expired'));
      if (waiting.length) await pay(run, waiting[s.pick % waiting.length]!);
      return;
    }
    case 'cancelFlight':
    case 'cancelInsurance':
      return cancelStep(run, s);
    case 'rescheduleFlight':
      return rescheduleStep(run, s);
    case 'expire':
      return expireStep(run);
  }
}

/** The properties, after every step. */
async function checkBooks(run: Run) {
  const books = await readBooks(t, run.base);
  const walletTotal = sumOf([...books.balances.values()]);
  const startTotal = sumOf([...run.base.balances.values()]);
  const held = sumOf(books.bookings.map((b) => b.paid - b.refunded));

  // Money in = money out, to the paise.
  expect(walletTotal + held, 'wallets + held by bookings vs start + card in − card out').toBe(
    startTotal + books.captured - books.cardRefunded,
  );

  // Each wallet's ledger rows of the run add up to its balance change, posting by posting.
  for (const [account, balance] of books.balances) {
    let running = run.base.balances.get(account) ?? 0n;
    for (const line of books.ledger.get(account) ?? []) {
      running += line.amount;
      expect(line.after, `${account} balance_after`).toBe(running);
    }
    expect(balance, `${account} ledger vs balance`).toBe(running);
  }

  // Each booking's record agrees with the money that moved for it; none is refunded beyond its payment.
  for (const b of books.bookings) {
    const wallet = b.mode === 'cashcard';
    expect([b.walletDebited, b.cardCaptured], `${b.txid} paid`).toEqual(wallet ? [b.paid, 0n] : [0n, b.paid]);
    expect([b.walletCredited, b.cardRefunded], `${b.txid} refunded`).toEqual(
      wallet ? [b.refunded, 0n] : [0n, b.refunded],
    );
    expect(b.refunded, `${b.txid} refunded beyond paid`).toBeLessThanOrEqual(b.paid);
    for (const [sno, times] of b.refundsPerTraveller) expect(times, `${b.txid} traveller ${sno}`).toBe(1);
  }

  // The books agree with the model of the API's answers.
  expect(books.balances.get(ACME_WALLET)).toBe(run.wallet);
  expect(books.bookings.map((b) => b.txid).sort()).toEqual(run.bookings.map((b) => b.txid).sort());
  for (const m of run.bookings) {
    const b = books.bookings.find((x) => x.txid === m.txid)!;
    expect(b.paid, `${m.txid} paid`).toBe(m.state === 'paid' || m.state === 'rescheduled' ? m.total : 0n);
    expect(b.refunded, `${m.txid} refunded`).toBe(m.refunded);
    expect(b.refundsPerTraveller.size, `${m.txid} cancelled travellers`).toBe(m.cancelled.size);
  }
}

describe('money across bookings, cancellations, reschedules and expiries', () => {
  it('is conserved after every step of random sequences', { timeout: 600_000 }, async () => {
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(sequence, async (steps) => {
        // A run's rows are those from this moment on; the wallet is topped up as the fixtures do.
        t.clock.advance(1_000);
        await setBalance(t.store.db, ACME_WALLET, START_BALANCE);
        const run: Run = { base: await baseline(t), bookings: [], wallet: START_BALANCE };
        for (const s of steps) {
          await runStep(run, s);
          await checkBooks(run);
        }
      }),
      { numRuns: NUM_RUNS, examples: EXAMPLES },
    );
    console.log(`booking-money: ${NUM_RUNS} runs in ${Date.now() - started} ms`, Object.fromEntries(seen));
    // The runs reached what the properties are about (a vacuous run of refusals would pass too).
    for (const event of COVERED) expect(seen.get(event) ?? 0, event).toBeGreaterThan(0);
  });
});
