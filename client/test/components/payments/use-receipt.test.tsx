import { describe, expect, jest, test } from '@jest/globals';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiError } from '@/api/http';
import { useReceipt, type ReceiptSource } from '@/components/payments/use-receipt';
import { EVENT_STATUS_PATH } from '@/ssr/route-plan';
import { SsrDataProvider, type SsrData } from '@/ssr/ssr-data';

type Paper = { txnid: string };
const KEY = 'T0123456789abcdef0123';
const PAPER: Paper = { txnid: KEY };

function source(load: ReceiptSource<Paper>['load'], more: Partial<ReceiptSource<Paper>> = {}): ReceiptSource<Paper> {
  return { key: KEY, path: (k) => `/papers/${k}`, load, notFound: 'No such payment.', loadFailed: 'Could not load.', ...more };
}

const page = (data: SsrData) =>
  function Page({ children }: { children: ReactNode }) {
    return <SsrDataProvider value={data}>{children}</SsrDataProvider>;
  };

describe('useReceipt', () => {
  test('when the server rendered the receipt, then it is ready at once, not asked again, and onReady runs', () => {
    const load = jest.fn<ReceiptSource<Paper>['load']>();
    const onReady = jest.fn();

    const { result } = renderHook(() => useReceipt(source(load, { onReady })), {
      wrapper: page({ [EVENT_STATUS_PATH]: {}, [`/papers/${KEY}`]: PAPER }),
    });

    expect(result.current.state).toEqual({ kind: 'ready', receipt: PAPER });
    expect(load).not.toHaveBeenCalled();
    expect(onReady).toHaveBeenCalledWith(KEY);
  });

  test('when the server rendered the page without it, then the browser asks once more for the reason, saying so meanwhile', async () => {
    const load = jest.fn<ReceiptSource<Paper>['load']>().mockRejectedValue(new ApiError(404, 'Payment not found.'));

    const { result } = renderHook(() => useReceipt(source(load)), { wrapper: page({ [EVENT_STATUS_PATH]: {} }) });

    expect(result.current.state).toEqual({ kind: 'unconfirmed' });
    await waitFor(() => expect(result.current.state).toEqual({ kind: 'not-found', message: 'Payment not found.' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('when loading fails, then it says so, and a retry asks again', async () => {
    const onReady = jest.fn();
    const load = jest
      .fn<ReceiptSource<Paper>['load']>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(PAPER);

    const { result } = renderHook(() => useReceipt(source(load, { onReady })), { wrapper: page({}) });

    expect(result.current.state).toEqual({ kind: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ kind: 'error', message: 'Could not load.' }));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state).toEqual({ kind: 'ready', receipt: PAPER }));
    expect(onReady).toHaveBeenCalledWith(KEY);
  });

  test('when the server refuses the key as malformed, then it is invalid where the caller asks for that, else a failure', async () => {
    const refuse = () => jest.fn<ReceiptSource<Paper>['load']>().mockRejectedValue(new ApiError(400, 'Bad link.'));

    const strict = renderHook(() => useReceipt(source(refuse(), { invalidOn400: true })), { wrapper: page({}) });
    const plain = renderHook(() => useReceipt(source(refuse())), { wrapper: page({}) });

    await waitFor(() => expect(strict.result.current.state).toEqual({ kind: 'invalid' }));
    await waitFor(() => expect(plain.result.current.state).toEqual({ kind: 'error', message: 'Could not load.' }));
  });

  test('when there is no key, then nothing is asked and it stays loading', () => {
    const load = jest.fn<ReceiptSource<Paper>['load']>();

    const { result } = renderHook(() => useReceipt(source(load, { key: null })), { wrapper: page({ [EVENT_STATUS_PATH]: {} }) });

    expect(result.current.state).toEqual({ kind: 'loading' });
    expect(load).not.toHaveBeenCalled();
  });
});
