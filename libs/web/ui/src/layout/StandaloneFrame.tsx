import { type ReactNode } from 'react';
import { Toaster } from '../toast/Toaster';

export interface StandaloneFrameProps {
  /** The remote's federation name ("public", "customer", …). */
  remote: string;
  children: ReactNode;
}

/** What a remote run on its own shows around its pages in place of the shell: a banner naming it, and the toasts. */
export function StandaloneFrame({ remote, children }: StandaloneFrameProps) {
  return (
    <>
      <div className="border-b border-line bg-brand-900 px-4 py-2 text-xs text-brand-100">
        {`mfe-${remote} · standalone`}
      </div>
      <main>{children}</main>
      <Toaster />
    </>
  );
}
