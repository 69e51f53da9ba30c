import { StandaloneFrame } from '@chefs/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../query-client';

/** The minimal frame the shell normally provides (query client, router, toasts), for running a remote on its own. */
export function StandaloneApp({ remote, children }: { remote: string; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <StandaloneFrame remote={remote}>{children}</StandaloneFrame>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
