import { expect } from 'vitest';
import { ApiError } from '@/api/errors';

/** The ApiError a call fails with; the test fails if the call succeeds or fails with anything else. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}
