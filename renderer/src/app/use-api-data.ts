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

/** Loads GET /api/admin{path}; loads again when the path changes. A null path loads nothing. */
export function useApiData<T>(path: string | null): ApiData<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<ApiError | undefined>(undefined);
  const [loading, setLoading] = useState(path !== null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    setLoading(true);
    setError(undefined);
    api
      .get<T>(path, { signal: controller.signal })
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
  }, [path, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { data, error, loading, reload, setData };
}
