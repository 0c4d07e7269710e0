import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import type { InsurancePlan } from '../../../contract/insurance/operations';
import {
  decodeResultsQuery,
  encodeResultsQuery,
  encodeReviewQuery,
  type InsuranceResultsQuery,
} from '../../../domain/insurance-query';
import { reviewQueryFor } from '../../../machines/insurance/insurance.logic';
import { insuranceMachine } from '../../../machines/insurance/insurance.machine';
import { useSession } from '../../../session/store';
import { activeTripSession } from '../../shared/trip-session';
import { fetchPlanBenefits, searchInsurancePlans, useInsuranceCategories } from '../insurance-api';
import { InsuranceResultsPage } from './InsuranceResultsPage';
import type { BenefitsState } from './PlanBenefits';

const resultsMachine = insuranceMachine.provide({
  actors: { searchPlans: fromPromise(({ input }) => searchInsurancePlans(input)) },
});

/** /insurance/search's page: the plans of the search in the URL (`ins`, format in src/domain/insurance-query.ts). */
export function InsuranceResultsRoute({ ins }: { ins: string }) {
  const query = decodeResultsQuery(ins);
  return query ? <InsuranceResults ins={ins} query={query} /> : null;
}

function InsuranceResults({ ins, query }: { ins: string; query: InsuranceResultsQuery }) {
  const navigate = useNavigate();
  const login = useSession();
  const categories = useInsuranceCategories();
  // The trip session's trip goes with the search, as on the other service pages.
  const tripid = activeTripSession(login?.profilemaster.profileid)?.tripid ?? '';
  const [snapshot, send] = useMachine(resultsMachine, { input: { entry: 'results', query, tripid } });
  const [benefits, setBenefits] = useState<Record<string, BenefitsState>>({});

  // The URL is the search: a query reached by back/forward searches again.
  const current = snapshot.context.search;
  useEffect(() => {
    if (current && encodeResultsQuery(current) !== ins) send({ type: 'MODIFY_SEARCH', request: query });
  }, [ins, current, query, send]);

  function viewBenefits(plan: InsurancePlan) {
    if (benefits[plan.plancode] !== undefined) {
      setBenefits(({ [plan.plancode]: _shown, ...rest }) => rest);
      return;
    }
    const settle = (list: BenefitsState) => setBenefits((b) => ({ ...b, [plan.plancode]: list }));
    settle('loading');
    fetchPlanBenefits(plan.plancode).then(settle, () => settle([]));
  }

  const status = snapshot.matches('results') ? 'results' : snapshot.matches('noPlans') ? 'noPlans' : 'searching';
  return (
    <InsuranceResultsPage
      search={current ?? query}
      categories={categories}
      today={dayjs().format('YYYY-MM-DD')}
      status={status}
      plans={snapshot.context.plans}
      benefits={benefits}
      onViewBenefits={viewBenefits}
      onModifySearch={(request) => {
        const next = encodeResultsQuery(request);
        // The same search again changes no URL: search again here; a new one follows the URL.
        if (next === ins) send({ type: 'MODIFY_SEARCH', request });
        else void navigate({ to: '/insurance/search', search: { ins: next } });
      }}
      onBook={(plan) =>
        void navigate({
          to: '/insurance/book',
          search: { ins: encodeReviewQuery(reviewQueryFor(current ?? query, plan)) },
        })
      }
    />
  );
}
