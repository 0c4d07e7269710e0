import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { act, render } from '@testing-library/react';
import type { Mock } from 'vitest';
import type { Operation } from '../../contract/operation';

/** Test helpers for the screens' component tests, every feature's (only *.test.tsx import it). */

/** Answers calls by action (or opid): a function per call, throwing to fail it. */
export type CallHandlers = Record<string, (fields: Record<string, unknown>) => unknown>;

export function answerCalls(handlers: CallHandlers, fallback: () => unknown) {
  return async (op: Operation, fields: Record<string, unknown>) => {
    const handler = handlers[op.action ?? op.opid];
    return handler ? handler(fields) : fallback();
  };
}

export function renderScreen(ui: ReactNode) {
  return render(<MantineProvider>{ui}</MantineProvider>);
}

/**
 * Waits until every call made so far through `callOperation` (a vi.fn standing in for the API) has
 * been answered or refused, and React has rendered what the screen did with it. For the checks that
 * something stays hidden: the condition is "the screen has heard back", not a pause.
 */
export async function callsSettled(callOperation: Mock): Promise<void> {
  await act(async () => {
    await Promise.allSettled(callOperation.mock.results.map((result) => result.value as unknown));
  });
}
