import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { Operation } from '../../contract/operation';

/** Test helpers for the trip screens' component tests (only *.test.tsx import it). */

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
