import { useState } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useLanguage } from '@/lib/use-language';
import { downloadExport, useImportVehicles } from '../api/csv';
import type { ImportReport } from '../api/types';
import { errorText } from '@/lib/api-errors';
import { useAdminT } from '../lib/use-admin-t';

/**
 * ImportPage imports vehicles from a CSV file: a dry run first shows each
 * row's errors; the file is written whole or not at all.
 */
export default function ImportPage() {
  const { t } = useAdminT();
  const lang = useLanguage();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [message, setMessage] = useState('');
  const imp = useImportVehicles();
  const run = (dryRun: boolean) => {
    if (!file) return;
    imp.mutate(
      { file, dryRun },
      {
        onSuccess: (res) => {
          setReport(res.report ?? null);
          setMessage(res.message);
          notify(res.status ? 'success' : 'error', res.message);
        },
        onError: (err) => notify('error', errorText(err, t('common.networkError'))),
      },
    );
  };
  return (
    <div className="max-w-5xl space-y-4">
      <h1 className="text-xl font-semibold">{t('import.heading')}</h1>
      <p className="text-sm text-slate-700">{t('import.intro')}</p>
      <div className="flex flex-wrap items-center gap-2 rounded-lg bg-white p-3 shadow-sm">
        <label htmlFor="csv-file" className="text-sm font-medium">{t('import.file')}</label>
        <input id="csv-file" type="file" accept=".csv,text/csv" onChange={(e) => { setFile(e.target.files?.[0] ?? null); setReport(null); }} className="text-sm" />
        <button type="button" disabled={!file || imp.isPending} onClick={() => run(true)} className="rounded border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50 disabled:opacity-50">
          {t('import.check')}
        </button>
        <button type="button" disabled={!file || imp.isPending || !report || report.invalid > 0 || !report.dry_run} onClick={() => run(false)}
          className="rounded bg-emerald-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-emerald-900 disabled:opacity-50">
          {t('import.import')}
        </button>
        <button type="button" onClick={() => void downloadExport().catch((err) => notify('error', errorText(err, t('common.networkError'))))}
          className="ml-auto rounded border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50">
          {t('import.export')}
        </button>
      </div>
      {report && (
        <section aria-labelledby="import-report" className="rounded-lg bg-white p-3 shadow-sm">
          <h2 id="import-report" className="font-semibold">{t('import.report')}</h2>
          <p className="text-sm" role="status">{message} {t('import.counts', { valid: formatNumber(report.valid, lang), invalid: formatNumber(report.invalid, lang) })}</p>
          <table className="mt-2 w-full text-sm">
            <thead className="text-left text-xs text-slate-600">
              <tr><th className="py-1">{t('import.line')}</th><th>{t('import.action')}</th><th>{t('vehicles.title')}</th><th>{t('import.errors')}</th></tr>
            </thead>
            <tbody>
              {report.rows.map((r) => (
                <tr key={r.line} className={`border-t border-slate-100 ${r.errors ? 'bg-rose-50' : ''}`}>
                  <td className="py-1 tabular-nums">{formatNumber(r.line, lang)}</td>
                  <td>{t(`import.actions.${r.action}`)}</td>
                  <td>{r.id && report.written ? <Link className="text-emerald-800 underline" to={`/admin/vehicles/${r.id}`}>{r.title}</Link> : r.title}</td>
                  <td className="text-rose-800">
                    {r.errors && Object.entries(r.errors).map(([f, m]) => <div key={f}><strong>{f}</strong>: {m.join(' ')}</div>)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
