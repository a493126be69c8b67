/**
 * The signed-in session of the back office: loaded from GET /api/admin/session on start, replaced on
 * sign-in, dropped on sign-out or when any call answers 401.
 */
import type { AdminSession, CompanyRef } from '@shared/api/admin';
import { sessionAdminCalls } from '@shared/api/core-calls';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { api, ApiError, setCsrfToken, setUnauthorizedHandler } from './api';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'unreachable'; error: ApiError }
  | { status: 'signed-in'; session: AdminSession };

interface SessionContextValue {
  state: SessionState;
  /**
   * Resolves 'signed-in', or 'code-needed' when the account has two-factor sign-in (then call
   * signInWithCode); rejects with the server's ApiError (wrong password, portal user, rate limit).
   */
  signIn(email: string, password: string): Promise<'signed-in' | 'code-needed'>;
  /** The second step: the authenticator or recovery code. */
  signInWithCode(code: string): Promise<void>;
  signOut(): Promise<void>;
  /** Reloads the session (after the company switch, a profile change, a new company). */
  refresh(): Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });

  const accept = useCallback((session: AdminSession) => {
    setCsrfToken(session.csrfToken);
    setState({ status: 'signed-in', session });
  }, []);

  const load = useCallback(async () => {
    try {
      accept(await api.call(sessionAdminCalls.get, {}, { expectUnauthorized: true }));
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        setState({ status: 'signed-out' });
      } else if (error instanceof ApiError) {
        setState({ status: 'unreachable', error });
      } else {
        throw error;
      }
    }
  }, [accept]);

  useEffect(() => {
    setUnauthorizedHandler(() => setState({ status: 'signed-out' }));
    void load();
    return () => setUnauthorizedHandler(null);
  }, [load]);

  const value = useMemo<SessionContextValue>(
    () => ({
      state,
      signIn: async (email, password) => {
        const answer = await api.call(
          sessionAdminCalls.signIn,
          { body: { email, password } },
          { expectUnauthorized: true },
        );
        if ('twoFactorRequired' in answer) return 'code-needed';
        accept(answer);
        return 'signed-in';
      },
      signInWithCode: async (code) => {
        accept(
          await api.call(sessionAdminCalls.signInWithCode, { body: { code } }, { expectUnauthorized: true }),
        );
      },
      signOut: async () => {
        try {
          await api.call(sessionAdminCalls.signOut, {}, { expectUnauthorized: true });
        } finally {
          setCsrfToken('');
          setState({ status: 'signed-out' });
        }
      },
      refresh: load,
    }),
    [state, accept, load],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useAuth(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useAuth() is used outside <SessionProvider>.');
  return value;
}

/** The session of a signed-in screen (the router only renders those screens with a session). */
export function useAdminSession(): AdminSession {
  const { state } = useAuth();
  if (state.status !== 'signed-in')
    throw new Error('useAdminSession() is used on a screen shown without a session.');
  return state.session;
}

export function useCurrentCompany(): CompanyRef | undefined {
  const session = useAdminSession();
  return session.companies.find((company) => company.id === session.user.companyId);
}

export function useIsAdmin(): boolean {
  return useAdminSession().user.role === 'admin';
}
