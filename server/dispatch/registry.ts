import { operationKey } from '../../src/contract/operation';
import { badRequest } from '../http/errors';
import type { OperationHandler } from './types';

/** The body fields that name an operation; stripped before the request schema sees the body. */
export const ACTION_FIELDS = ['action', 'actioncode', 'act'] as const;

export class OperationRegistry {
  private readonly byKey = new Map<string, OperationHandler>();

  constructor(handlers: readonly OperationHandler[]) {
    for (const entry of handlers) {
      const key = operationKey(entry.operation.opid, entry.operation.action);
      if (this.byKey.has(key)) throw new Error(`operation ${key} is registered twice`);
      this.byKey.set(key, entry);
    }
  }

  has(opid: string, action: string | null): boolean {
    return this.byKey.has(operationKey(opid, action));
  }

  /** The handler a request body names by opid + action/actioncode/act, or a thrown 400. */
  find(body: Record<string, unknown>): OperationHandler {
    const { opid } = body;
    if (opid === undefined || opid === null || opid === '') throw badRequest('opid is required');
    if (typeof opid !== 'string') throw badRequest('opid must be a string');
    const field = ACTION_FIELDS.find((name) => body[name] !== undefined && body[name] !== null);
    const action = field ? body[field] : null;
    if (action !== null && typeof action !== 'string') throw badRequest(`${field} must be a string`);
    const entry = this.byKey.get(operationKey(opid, action));
    if (!entry) throw badRequest(`unknown operation ${opid.slice(0, 64)}${action ? ` ${action.slice(0, 64)}` : ''}`);
    return entry;
  }
}
