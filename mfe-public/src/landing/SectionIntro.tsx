import { type ReactNode } from 'react';

export interface SectionIntroProps {
  eyebrow: string;
  title: string;
  titleId: string;
  description?: string;
  /** A link on the right on wide screens (e.g. "All recipes"). */
  action?: ReactNode;
  /** `dark` on a dark band. */
  tone?: 'light' | 'dark';
}

/** The eyebrow, heading and lede that open a landing section. */
export function SectionIntro({ eyebrow, title, titleId, description, action, tone = 'light' }: SectionIntroProps) {
  const dark = tone === 'dark';
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div className="max-w-2xl">
        <p className={`text-sm font-semibold tracking-wide uppercase ${dark ? 'text-copper-200' : 'text-copper-700'}`}>
          {eyebrow}
        </p>
        <h2
          id={titleId}
          className={`mt-2 text-3xl font-semibold sm:text-4xl ${dark ? 'text-white' : 'text-brand-900'}`}
        >
          {title}
        </h2>
        {description ? <p className={`mt-3 ${dark ? 'text-brand-100' : 'text-muted'}`}>{description}</p> : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}
