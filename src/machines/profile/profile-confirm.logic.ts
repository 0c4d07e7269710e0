import { ApiError } from '../../api/errors';
import type { CustomFieldAnswers } from '../../contract/custom-field-answers';
import type { ApiStatus } from '../../contract/envelope';
import { PROFILE_UPDATE_FAILED, type ProfileConfirmation } from '../../domain/profile-confirmation';

export interface SaveRequest {
  details: ProfileConfirmation;
  /** Confirm And Continue: also mark the profile verified. */
  confirm: boolean;
  /** The company's profile custom-field answers, sent with the details; absent leaves the saved ones. */
  customfields?: CustomFieldAnswers;
}

/** docs/product.md#error-messages: the server's message, else the fixed failure text. */
export function refusalMessage(status: ApiStatus): string {
  return status.Message || PROFILE_UPDATE_FAILED;
}

/** A refusal the server explained (4xx) shows its message; a lost connection or a crash the spec's text. */
export function failureMessage(error: unknown): string {
  return error instanceof ApiError && error.status < 500 && error.message ? error.message : PROFILE_UPDATE_FAILED;
}
