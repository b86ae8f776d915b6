import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { PageTitle } from '@/components/page-title';

/** StaticPage is the frame of the company pages: breadcrumb, heading, lead, text. */
export function StaticPage({
  title,
  lead,
  children,
  lang,
  before,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  lang?: string;
  /** Shown above the heading (e.g. a note that the page is English only). */
  before?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 pb-24 pt-6 sm:pt-8 lg:pb-14">
      <PageTitle title={title} />
      <Breadcrumbs items={[{ label: title }]} />
      {before}
      <article lang={lang} className="mt-4">
        <h1 className="text-3xl font-semibold text-slate-900 sm:text-4xl">{title}</h1>
        {lead && <div className="mt-4 text-lg leading-relaxed text-slate-800">{lead}</div>}
        <div className="mt-6 space-y-8 leading-relaxed text-slate-700">{children}</div>
      </article>
    </div>
  );
}

export interface TextSection {
  heading: string;
  body?: string[];
  list?: string[];
}

/** Section is one headed block of a static page: paragraphs and/or a bullet list. */
export function Section({ heading, body, list, children }: TextSection & { children?: ReactNode }) {
  return (
    <section>
      <h2 className="text-xl font-semibold text-slate-900">{heading}</h2>
      {body?.map((p, i) => (
        <p key={i} className="mt-2">
          {p}
        </p>
      ))}
      {list && (
        <ul className="mt-3 list-disc space-y-1.5 pl-6 marker:text-emerald-700">
          {list.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
