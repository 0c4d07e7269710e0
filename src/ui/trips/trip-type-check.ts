import { api, ApiError } from '../../api';
import { getTripTypeForCorporateValidation } from '../../contract/trips/masters';

/**
 * docs/product.md#validation-rules "Trip type validation uses the destination countries": asks the server whether the chosen
 * type fits. Answers the problem to show on the field, or null. Offline the check is skipped: the
 * server checks again when the queued create arrives, and a refusal then shows on the trip page.
 */
export async function tripTypeProblem(
  triptypeid: string,
  destinationcountries: readonly string[],
): Promise<string | null> {
  if (!triptypeid || destinationcountries.length === 0) return null;
  try {
    const answer = await api.callOperation(getTripTypeForCorporateValidation, {
      triptypeid,
      destinationcountries: [...destinationcountries],
    });
    if (answer.valid) return null;
    return (
      answer.message || `This trip type does not fit the destination countries (they make the trip ${answer.domint}).`
    );
  } catch (error) {
    return error instanceof ApiError && error.status < 500 ? error.message : null;
  }
}
