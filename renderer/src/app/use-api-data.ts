import { adminPath, type AdminCallInput, type AdminResult, type AnyAdminCall } from '@shared/api/admin-call';
import { useCallback, useEffect, useState } from 'react';
import { api, ApiError } from './api';

export interface ApiData<T> {
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
  /** Fetches again (after a change made on the screen). */
  reload: () => void;
  /** Replaces the shown data with an answer the screen already has (a save's answer). */
  setData: (data: T) => void;
}

export type ReadCall = AnyAdminCall & { method: 'get' };

/** The call's input; null loads nothing (yet). Optional when the call needs none. */
type ReadArgs<Call extends ReadCall> =
  Record<never, never> extends AdminCallInput<Call>
    ? [input?: AdminCallInput<Call> | null]
    : [input: AdminCallInput<Call> | null];

/**
 * Loads a GET call's answer; loads again when its path or query changes (keyed by the built path,
 * so a new input object with the same values loads nothing).
 */
export function useApiData<Call extends ReadCall>(
  call: Call,
  ...[input]: ReadArgs<Call>
): ApiData<AdminResult<Call>> {
  const path = input === null ? null : adminPath(call, input);
  const [data, setData] = useState<AdminResult<Call> | undefined>(undefined);
  const [error, setError] = useState<ApiError | undefined>(undefined);
  const [loading, setLoading] = useState(path !== null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    setLoading(true);
    setError(undefined);
    api
      .readPath(call, path, { signal: controller.signal })
      .then((answer) => {
        setData(answer);
        setLoading(false);
      })
      .catch((reason: unknown) => {
        if (controller.signal.aborted) return;
        setError(reason instanceof ApiError ? reason : new ApiError(0, 'ServerError', String(reason)));
        setLoading(false);
      });
    return () => controller.abort();
  }, [call, path, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { data, error, loading, reload, setData };
}
