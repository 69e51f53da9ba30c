import { createQueryClient } from '@chefs/api-client';
import { Toaster } from '@chefs/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { BrowserRouter } from 'react-router';

/** The minimal frame the shell normally provides, for running this remote on its own. */
export function StandaloneApp({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <div className="border-b border-line bg-brand-900 px-4 py-2 text-xs text-brand-100">
          mfe-public · standalone
        </div>
        <main>{children}</main>
        <Toaster />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
