import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Language } from '@/lib/i18n';
import { formatNumber, toLocalDigits } from '@/lib/format';

/**
 * InsightChart draws one figure a day with uPlot (only in the back
 * office's insights chunk): the period as a solid line and the period
 * before as a faint one, day i over day i. Its width follows its box, so
 * it reads at 375 px. The table under it carries the same figures.
 */
export function InsightChart(props: { label: string; days: string[]; current: number[]; previous: number[]; previousLabel: string; lang: Language }) {
  const box = useRef<HTMLDivElement>(null);
  const { label, days, current, previous, previousLabel, lang } = props;
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = days.map((_, i) => i);
    const plot = new uPlot(
      {
        width: Math.max(el.clientWidth, 280),
        height: 180,
        legend: { show: true },
        scales: { x: { time: false } },
        axes: [
          { values: (_u, ticks) => ticks.map((i) => (days[i] ? toLocalDigits(days[i].slice(5), lang) : '')) },
          { values: (_u, ticks) => ticks.map((n) => formatNumber(n, lang)), size: 48 },
        ],
        series: [
          { label: '' , value: (_u, i) => (i == null || !days[i] ? '' : toLocalDigits(days[i], lang)) },
          { label, stroke: '#047857', width: 2, value: (_u, v) => (v == null ? '' : formatNumber(v, lang)) },
          { label: previousLabel, stroke: 'rgba(100,116,139,0.35)', width: 1, dash: [4, 4], value: (_u, v) => (v == null ? '' : formatNumber(v, lang)) },
        ],
      },
      [xs, current, previous],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(el.clientWidth, 280), height: 180 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, current, previous, label, previousLabel, lang]);
  return <div ref={box} className="w-full overflow-hidden" aria-hidden="true" />;
}
