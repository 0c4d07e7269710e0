import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReceiptReading } from './read-receipt';
import { useReceiptReading } from './use-receipt-reading';

/** Each call's promise and progress callback, settled by the test. */
const calls: { photo: Blob; progress?: (fraction: number) => void; resolve: (r: ReceiptReading) => void; reject: (e: Error) => void }[] = [];
vi.mock('./read-receipt', () => ({
  readReceipt: (photo: Blob, progress?: (fraction: number) => void) =>
    new Promise<ReceiptReading>((resolve, reject) => calls.push({ photo, progress, resolve, reject })),
}));

const READING: ReceiptReading = { amount: '394.00', date: '2026-11-25', merchant: 'Cafe', text: 'Cafe\nTotal 394.00', confidence: 90 };

afterEach(() => {
  calls.length = 0;
});

describe('useReceiptReading', () => {
  it('is idle without a photo and reads nothing', () => {
    const { result } = renderHook(() => useReceiptReading(null));
    expect(result.current).toEqual({ status: 'idle', progress: 0, reading: null });
    expect(calls).toHaveLength(0);
  });

  it('reports progress, then the reading', async () => {
    const photo = new Blob(['a']);
    const { result } = renderHook(() => useReceiptReading(photo));
    expect(result.current.status).toBe('reading');
    act(() => calls[0]!.progress?.(0.5));
    expect(result.current).toEqual({ status: 'reading', progress: 0.5, reading: null });
    await act(async () => calls[0]!.resolve(READING));
    expect(result.current).toEqual({ status: 'done', progress: 1, reading: READING });
  });

  it('fails when the read fails', async () => {
    const photo = new Blob(['a']);
    const { result } = renderHook(() => useReceiptReading(photo));
    await act(async () => calls[0]!.reject(new Error('no worker')));
    expect(result.current).toEqual({ status: 'failed', progress: 0, reading: null });
  });

  it('drops the reading of a photo that was replaced', async () => {
    const first = new Blob(['a']);
    const second = new Blob(['b']);
    const { result, rerender } = renderHook(({ photo }) => useReceiptReading(photo), { initialProps: { photo: first } });
    rerender({ photo: second });
    await act(async () => calls[0]!.resolve(READING));
    expect(result.current.status).toBe('reading');
    await act(async () => calls[1]!.resolve({ ...READING, merchant: 'Second' }));
    expect(result.current.reading?.merchant).toBe('Second');
  });
});
