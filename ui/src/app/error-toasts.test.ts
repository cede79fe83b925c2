import { configureStore } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorsShownByScreen } from '../lib/api';
import { onForbidden } from '../lib/forbidden';
import { toaster } from '../lib/toaster';
import { FORBIDDEN_TOAST_ID, errorToastMiddleware } from './error-toasts';

const setup = (error: unknown) => {
  const api = createApi({
    baseQuery: fakeBaseQuery<unknown>(),
    endpoints: (build) => ({
      read: build.query<unknown, void>({ queryFn: () => ({ error }) }),
      write: build.mutation<unknown, void>({ queryFn: () => ({ error }) }),
    }),
  });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (m) => m().concat(api.middleware, errorToastMiddleware),
  });
  return { api, store };
};

describe('error notifications', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    [400, 'Ажлын өдөр хаагдсан байна.'],
    [409, 'Энэ регистрийн дугаартай байгууллага бүртгэлтэй байна.'],
    [500, 'Уучлаарай, алдаа гарлаа!'],
  ])('announces a failed command (%i) with the server message', async (status, detail) => {
    const create = vi.spyOn(toaster, 'create').mockReturnValue('id');
    const { api, store } = setup({ status, data: { title: 'x', status, detail } });
    await store.dispatch(api.endpoints.write.initiate());
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: detail }));
  });

  it('leaves 422 to the form and failed reads to their screen', async () => {
    const create = vi.spyOn(toaster, 'create').mockReturnValue('id');
    const invalid = setup({ status: 422, data: { title: 'Invalid', errors: { name: ['x'] } } });
    await invalid.store.dispatch(invalid.api.endpoints.write.initiate());
    const failedRead = setup({ status: 500, data: { title: 'Down' } });
    await failedRead.store.dispatch(failedRead.api.endpoints.read.initiate());
    expect(create).not.toHaveBeenCalled();
  });

  it('leaves field errors of any status to the form', async () => {
    const create = vi.spyOn(toaster, 'create').mockReturnValue('id');
    const taken = setup({
      status: 400,
      data: { title: 'Invalid', status: 400, errors: { email: ['Бүртгэлтэй имэйл байна.'] } },
    });
    await taken.store.dispatch(taken.api.endpoints.write.initiate());
    expect(create).not.toHaveBeenCalled();
  });

  it('leaves the failures a screen declared to that screen, and only those', async () => {
    const create = vi.spyOn(toaster, 'create').mockReturnValue('id');
    errorsShownByScreen('write', [401]);
    const wrong = setup({ status: 401, data: { title: 'Имэйл эсвэл нууц үг буруу байна.' } });
    await wrong.store.dispatch(wrong.api.endpoints.write.initiate());
    expect(create).not.toHaveBeenCalled();
    const down = setup({ status: 503, data: { title: 'Down' } });
    await down.store.dispatch(down.api.endpoints.write.initiate());
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ title: 'Down' }));
  });
});

describe('403 answers', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(['read', 'write'] as const)('show the message once and report it (%s)', async (kind) => {
    const create = vi.spyOn(toaster, 'create').mockReturnValue('id');
    const reported: string[] = [];
    const stop = onForbidden((message) => reported.push(message));
    const detail = 'Танд энэ үйлдлийг хийх эрх алга.';
    const { api, store } = setup({
      status: 403,
      data: { title: 'Forbidden', status: 403, detail },
    });
    if (kind === 'read') await store.dispatch(api.endpoints.read.initiate());
    else await store.dispatch(api.endpoints.write.initiate());
    stop();
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ id: FORBIDDEN_TOAST_ID, type: 'error', title: detail }),
    );
    expect(reported).toEqual([detail]);
  });
});
