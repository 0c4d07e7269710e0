import { parseMinorUnits } from './money';
import type { FareSummary, OfferSummary } from '../contract/flights/search';
import type { Cabin } from './flight-offer';
import {
  NO_VERDICT,
  type FarePolicyVerdict,
  type FareTerms,
  type FlightPolicy,
  type OfferJudgement,
  type PolicyContext,
  fareInPolicy,
  judgeOffer,
  verdictOf,
} from './flight-policy';

/*
 * The fares of the results list (flight-filters.ts) with their policy verdicts, judged only when
 * first asked for: by the "In policy only" filter (in policy or not, no reasons written) or by a
 * row on screen (the verdict with its reasons).
 */

export interface PricedFare {
  fare: FareSummary;
  paise: bigint;
  /**
   * The fare's policy verdict, worked out when first asked for (then kept): a list shows a dozen
   * rows, and judging all of a wide search's 27,000 fares up front (reasons formatted) cost about
   * 130 ms before the first results; the policy filter asks for all of them when it is used.
   */
  verdict(): FarePolicyVerdict;
  /** In policy or not, without the reasons' texts: what the "In policy only" filter asks of every fare. */
  inPolicy(): boolean;
}

/** Each fare's total read once, however many times sorting, filters and the policy ask for it. */
const readFares = new WeakMap<{ totalfare: string }, bigint>();
export function paiseOf(fare: { totalfare: string }): bigint {
  let paise = readFares.get(fare);
  if (paise === undefined) {
    paise = parseMinorUnits(fare.totalfare);
    readFares.set(fare, paise);
  }
  return paise;
}

/** How the list judges policy: the traveller's policy (null = none, undefined = not known yet: both judge every fare in policy) and the booking day. */
export interface ListPolicy {
  policy: FlightPolicy | null | undefined;
  /** 'YYYY-MM-DD': the advance-purchase rule counts days from it. */
  today: string;
}

/** An offer's judgement, made when the first of its fares is judged; it is the judgement's context too. */
class OfferJudge implements PolicyContext {
  private judgement: OfferJudgement | undefined;
  constructor(
    private readonly policy: FlightPolicy,
    private readonly offer: OfferSummary,
    readonly lowestPaise: bigint,
    readonly today: string,
  ) {}

  get(): OfferJudgement {
    return (this.judgement ??= judgeOffer(this.policy, this.offer, this));
  }
}

/**
 * A fare of the list, read as the policy reads it (a summary's one-traveller total stands for the
 * traveller types). Methods, not a closure per fare: a wide search lists 27,000 fares.
 */
class ListedFare implements PricedFare, FareTerms {
  private kept: FarePolicyVerdict | undefined;
  private within: boolean | undefined;

  constructor(
    readonly fare: FareSummary,
    readonly paise: bigint,
    private readonly judge: OfferJudge | null,
  ) {}

  get cabin(): Cabin {
    return this.fare.cabin;
  }

  get refundable(): 'Y' | 'N' {
    return this.fare.refundable;
  }

  get totalPaise(): bigint {
    return this.paise;
  }

  /** One traveller (the usual search) has the same amount as the total: not read twice. */
  get perTravellerPaise(): bigint {
    return this.fare.pertraveller === this.fare.totalfare ? this.paise : parseMinorUnits(this.fare.pertraveller);
  }

  verdict(): FarePolicyVerdict {
    return (this.kept ??= this.judge ? verdictOf(this.judge.get(), this) : NO_VERDICT);
  }

  inPolicy(): boolean {
    return (this.within ??= this.kept ? this.kept.inpolicy : !this.judge || fareInPolicy(this.judge.get(), this));
  }
}

/** An offer's fares as the list reads them; `lowestPaise` is the offer's comparison fare. */
export function listedFares(offer: OfferSummary, judged: ListPolicy | undefined, lowestPaise: bigint): PricedFare[] {
  const judge = judged?.policy ? new OfferJudge(judged.policy, offer, lowestPaise, judged.today) : null;
  return offer.fares.map((fare) => new ListedFare(fare, paiseOf(fare), judge));
}
