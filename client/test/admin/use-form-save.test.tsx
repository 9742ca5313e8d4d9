import { describe, expect, jest, test } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { ApiError } from '@/api/http';
import { useFormSave } from '@/admin/shared/use-form-save';

type Fields = { title: string };

describe('useFormSave', () => {
  test('when the check finds a problem, then its sentence is shown and nothing is sent', async () => {
    const send = jest.fn(async (_fields: Fields) => {});
    const { result } = renderHook(() => useFormSave(send, 'Upload failed'));

    await act(() => result.current.save('Title is required', { title: '' }));

    expect(result.current.error).toBe('Title is required');
    expect(send).not.toHaveBeenCalled();
  });

  test('when the check passes, then the fields are sent, saving while they travel, and an old sentence goes', async () => {
    let finish: () => void = () => {};
    const send = jest.fn((_fields: Fields) => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useFormSave(send, 'Upload failed'));
    await act(() => result.current.save('Title is required', { title: '' }));

    let sent: Promise<void> = Promise.resolve();
    act(() => {
      sent = result.current.save(undefined, { title: 'Gala' });
    });
    expect(result.current).toMatchObject({ saving: true, error: null });
    await act(async () => {
      finish();
      await sent;
    });

    expect(send).toHaveBeenCalledWith({ title: 'Gala' });
    expect(result.current).toMatchObject({ saving: false, error: null });
  });

  test("when the request fails, then the server's sentence is shown, or the fallback when it gave none", async () => {
    const send = jest
      .fn<(fields: Fields) => Promise<void>>()
      .mockRejectedValueOnce(new ApiError(413, 'File too large (max 5 MB)'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { result } = renderHook(() => useFormSave(send, 'Upload failed'));

    await act(() => result.current.save(null, { title: 'Gala' }));
    expect(result.current).toMatchObject({ saving: false, error: 'File too large (max 5 MB)' });

    await act(() => result.current.save(null, { title: 'Gala' }));
    expect(result.current.error).toBe('Upload failed');
  });
});
