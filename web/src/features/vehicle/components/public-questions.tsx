import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PublicQuestion } from '@/lib/api-types';


/**
 * PublicQuestions lists the questions buyers asked about this vehicle that staff published with their answers
 * (issue 48 item 7), each as written (no asker named), with a way to ask one more. Nothing without any.
 */
export function PublicQuestions({ questions, slug }: { questions: PublicQuestion[] | undefined; slug: string }) {
  const { t } = useTranslation();
  if (!questions || questions.length === 0) return null;
  return (
    <section
      aria-labelledby="vehicle-questions"
      data-testid="public-questions"
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="vehicle-questions" className="mb-2 text-lg font-semibold">
        {t('vehicle.questions')}
      </h2>
      <dl className="divide-y divide-slate-100">
        {questions.map((q) => (
          <div key={q.id} className="py-3 first:pt-0 last:pb-0">
            <dt className="whitespace-pre-line font-medium text-slate-900">{q.question}</dt>
            <dd className="mt-1 whitespace-pre-line border-l-2 border-emerald-600 pl-3 text-slate-700">{q.answer}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm">
        <Link to={`/ask/${slug}`} className="font-medium text-emerald-800 underline-offset-2 hover:underline">
          {t('vehicle.askAnother')}
        </Link>
      </p>
    </section>
  );
}
