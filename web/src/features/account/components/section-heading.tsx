import type { ReactNode } from 'react';
import { PageTitle } from '@/components/page-title';

/** SectionHeading is the title (also the document title) and intro of an account section. */
export function SectionHeading({ title, intro, action }: { title: string; intro?: string; action?: ReactNode }) {
  return (
    <div className="mb-5">
      <PageTitle title={title} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        {action}
      </div>
      {intro && <p className="mt-1 text-slate-600">{intro}</p>}
    </div>
  );
}
