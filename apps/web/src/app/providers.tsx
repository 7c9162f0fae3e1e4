import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { SessionProvider } from '../lib/session';
import { createQueryClient } from '../lib/query-client';

/** App-wide context. Tests pass their own client so no cached data leaks between them. */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  // Created once per mount, not per render, and not at module load so each test tree gets a fresh one.
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SessionProvider>{children}</SessionProvider>
    </QueryClientProvider>
  );
}
