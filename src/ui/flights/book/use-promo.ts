import { useState } from 'react';
import type { SelectedFare } from '../../../contract/flights/policy';
import { checkPromo } from './book-api';
import { minorUnitsToDecimal } from '../../../domain/money';

interface Applied {
  code: string;
  discountPaise: bigint;
  /** The fares + extras the discount was worked out on. */
  basePaise: bigint;
  message: string;
}

/**
 * A promo code checked by getflightpromodetails against fares + extras. A discount holds only for
 * the total it was given on: changing the extras afterwards drops it until the code is applied again.
 */
export function usePromo({
  responseid,
  selected,
  basePaise,
}: {
  responseid: string;
  selected: SelectedFare[];
  basePaise: bigint;
}) {
  const [code, setCode] = useState('');
  const [applied, setApplied] = useState<Applied | null>(null);
  const [problem, setProblem] = useState('');
  const [checking, setChecking] = useState(false);
  const current = applied && applied.basePaise === basePaise ? applied : null;

  /** Checks `wanted` against `base` (the page's fares + extras unless told). */
  async function applyCode(wanted: string, base: bigint) {
    if (!wanted) return;
    setCode(wanted);
    setChecking(true);
    const outcome = await checkPromo(wanted, minorUnitsToDecimal(base), responseid, selected);
    setChecking(false);
    if (outcome.ok) {
      setApplied({ code: wanted, discountPaise: outcome.discountPaise, basePaise: base, message: outcome.message });
      setProblem('');
    } else {
      setApplied(null);
      setProblem(outcome.message);
    }
  }

  return {
    code,
    setCode: (next: string) => {
      setCode(next);
      setProblem('');
    },
    apply: () => applyCode(code.trim().toUpperCase(), basePaise),
    applyCode,
    remove: () => {
      setApplied(null);
      setCode('');
    },
    checking,
    problem,
    /** A code applied earlier whose total has since changed. */
    stale: applied !== null && current === null,
    applied: current?.code ?? '',
    message: current?.message ?? '',
    discountPaise: current?.discountPaise ?? 0n,
  };
}
