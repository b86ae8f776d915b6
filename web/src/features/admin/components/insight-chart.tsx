import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import './insight-chart.css';
import type { Language } from '@/lib/i18n';
import { formatNumber, toLocalDigits } from '@/lib/format';

/**
 * InsightChart draws one figure a day with uPlot (only in the back
 * office's insights chunk): the period as a solid line and the period
 * before as a faint one, day i over day i. Its width follows its box, so
 * it reads at 375 px. The table under it carries the same figures.
 */
export function InsightChart(props: {
  label: string;
  dayLabel: string;
  days: string[];
  current: number[];
  previous: number[];
  previousLabel: string;
  lang: Language;
}) {
  const box = useRef<HTMLDivElement>(null);
  const { label, dayLabel, days, current, previous, previousLabel, lang } = props;
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = days.map((_, i) => i);
    // Canvas text needs the font named: the page's Bengali font, else the
    // axes' Bengali digits would be boxes.
    const font = `12px ${getComputedStyle(el).fontFamily}`;
    const plot = new uPlot(
      {
        width: Math.max(el.clientWidth, 280),
        height: 180,
        legend: { show: true },
        scales: { x: { time: false } },
        axes: [
          { font, values: (_u, ticks) => ticks.map((i) => (days[i] ? toLocalDigits(days[i].slice(5), lang) : '')) },
          // Whole numbers only: counts have no halves.
          { font, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000], values: (_u, ticks) => ticks.map((n) => formatNumber(n, lang)), size: 48 },
        ],
        series: [
          { label: dayLabel, value: (_u, i) => (i == null || !days[i] ? '' : toLocalDigits(days[i], lang)) },
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
  }, [days, current, previous, label, dayLabel, previousLabel, lang]);
  return <div ref={box} className="w-full overflow-hidden" aria-hidden="true" />;
}
