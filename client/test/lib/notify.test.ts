import { jest } from '@jest/globals';
import toast from 'react-hot-toast';
import { notify, onFirstToast } from '@/lib/notify';

/** Lets the library's import and the queued calls run. */
const settle = async () => {
  await import('react-hot-toast');
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

afterEach(() => {
  toast.remove();
  jest.restoreAllMocks();
});

// A fresh module per file: nothing has been raised when the first case runs, and the cases run in order.
describe('notify', () => {
  it('when nothing was raised, then a listener waits; the first toast calls it once, later toasts do not', async () => {
    const listener = jest.fn();
    const stopped = jest.fn();
    const stop = onFirstToast(stopped);
    onFirstToast(listener);
    stop();
    expect(listener).not.toHaveBeenCalled();

    notify.error('first');
    notify.success('second');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(stopped).not.toHaveBeenCalled();
    await settle();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('when a listener comes after a toast was raised, then it is called at once', () => {
    const late = jest.fn();
    onFirstToast(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('when toasts are raised, then they reach react-hot-toast in order with their options', async () => {
    const calls: string[] = [];
    jest.spyOn(toast, 'error').mockImplementation((message) => {
      calls.push(`error:${String(message)}`);
      return 'e';
    });
    const success = jest.spyOn(toast, 'success').mockImplementation((message) => {
      calls.push(`success:${String(message)}`);
      return 's';
    });
    notify.error('one');
    notify.success('two', { id: 'payment-failed', duration: 3000 });
    notify.error('three');
    expect(calls).toEqual([]);
    await settle();
    expect(calls).toEqual(['error:one', 'success:two', 'error:three']);
    expect(success).toHaveBeenCalledWith('two', { id: 'payment-failed', duration: 3000 });
  });
});
