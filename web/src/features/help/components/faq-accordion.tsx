import { useId, useState } from 'react';
import { ChevronDownIcon } from '@/components/icons';
import type { FAQ } from '@/lib/api-types';
import { pick } from '@/lib/localized';
import { useLanguage } from '@/lib/use-language';

/** FaqAccordion shows one answer at a time; the first is open. */
export function FaqAccordion({ faqs }: { faqs: FAQ[] }) {
  const lang = useLanguage();
  const base = useId();
  const [open, setOpen] = useState<number | null>(faqs[0]?.id ?? null);
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" data-testid="faq-list">
      {faqs.map((f) => {
        const expanded = open === f.id;
        const panelId = `${base}-${f.id}`;
        return (
          <li key={f.id}>
            <h3>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : f.id)}
                className="flex w-full items-center justify-between gap-4 px-4 py-4 text-left font-medium text-slate-900 hover:bg-slate-50"
              >
                {pick(f.question, f.bn_translation?.question, lang)}
                <ChevronDownIcon className={`shrink-0 transition ${expanded ? 'rotate-180' : ''}`} />
              </button>
            </h3>
            <div id={panelId} hidden={!expanded} className="px-4 pb-4 text-slate-700">
              {pick(f.answer, f.bn_translation?.answer, lang)}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
