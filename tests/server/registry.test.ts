import { describe, expect, it } from 'vitest';
import { OperationRegistry } from '../../server/dispatch/registry';
import { allHandlers } from '../../server/features/index';
import { operations } from '../../src/contract';

describe('operation registry', () => {
  const registry = new OperationRegistry(allHandlers);

  it.each(Object.entries(operations))('has a handler for %s', (_name, operation) => {
    expect(registry.has(operation.opid, operation.action)).toBe(true);
  });

  it('refuses to register an operation twice', () => {
    expect(() => new OperationRegistry([...allHandlers, allHandlers[0]!])).toThrow(/registered twice/);
  });
});
