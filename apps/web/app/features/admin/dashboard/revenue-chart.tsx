import { formatINR } from '@shop/shared';
import { useEffect, useId, useRef, useState } from 'react';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const compactINR = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** `2026-11-24` as `24 Nov`, read from the text: the day is already an Indian date. */
function dayLabel(day: string): string {
  const [, month, date] = day.split('-');
  return `${Number(date)} ${MONTHS[Number(month) - 1] ?? ''}`;
}

/** Round steps for the revenue axis: 1, 2 or 5 times a power of ten, in rupees. */
function niceStep(range: number, ticks: number): number {
  const raw = range / ticks;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw);
  return step ?? 10 * power;
}

const HEIGHT = 240;
const MARGIN = { top: 12, right: 8, bottom: 44, left: 64 };

/**
 * docs/admin.md#the-dashboard: revenue by day as bars, drawn at the width it is given so its text stays readable on
 * a phone. Each bar names its day and amount as a tooltip; screen readers get the same figures as a table.
 */
export function RevenueChart({ days }: { days: { day: string; orders: number; revenuePaise: number }[] }) {
  const titleId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(720);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(280, Math.floor(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const values = days.map((day) => day.revenuePaise / 100);
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const step = niceStep(Math.max(top - bottom, 1), 4);
  const yMax = Math.max(step, Math.ceil(top / step) * step);
  const yMin = Math.floor(bottom / step) * step;
  const ticks: number[] = [];
  for (let value = yMin; value <= yMax + step / 2; value += step) ticks.push(value);

  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const y = (rupees: number) => MARGIN.top + ((yMax - rupees) / (yMax - yMin)) * plotHeight;
  const slot = plotWidth / Math.max(days.length, 1);
  const barWidth = Math.max(2, slot * 0.7);
  // A label every week on a phone, every few days on a wide screen; always the last day.
  const labelEvery = width < 520 ? 7 : 5;
  const total = days.reduce((sum, day) => sum + day.revenuePaise, 0);
  const first = days[0];
  const last = days.at(-1);

  return (
    <figure aria-labelledby={titleId} className="rounded-xl border border-brand-100 bg-white p-4 sm:p-5">
      <figcaption>
        <h2 id={titleId} className="text-lg font-semibold text-brand-900">
          Revenue by day, last {days.length} days
        </h2>
      </figcaption>
      <p className="mt-1 text-sm text-stone-600">
        {formatINR(total)} in all{first && last ? `, ${dayLabel(first.day)} to ${dayLabel(last.day)}` : ''}.
        Point at a bar for its day.
      </p>
      <div ref={frame} className="mt-3 w-full">
        <svg
          width={width}
          height={HEIGHT}
          aria-hidden="true"
          className="block max-w-full"
          role="presentation"
        >
          <text
            x={12}
            y={MARGIN.top + plotHeight / 2}
            transform={`rotate(-90 12 ${MARGIN.top + plotHeight / 2})`}
            textAnchor="middle"
            className="fill-stone-600 text-[11px]"
          >
            Revenue (₹)
          </text>
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={MARGIN.left}
                x2={width - MARGIN.right}
                y1={y(tick)}
                y2={y(tick)}
                className={tick === 0 ? 'stroke-stone-400' : 'stroke-brand-100'}
              />
              <text
                x={MARGIN.left - 6}
                y={y(tick)}
                dy="0.32em"
                textAnchor="end"
                className="fill-stone-600 text-[11px]"
              >
                {compactINR.format(tick)}
              </text>
            </g>
          ))}
          {days.map((day, index) => {
            const rupees = day.revenuePaise / 100;
            const x = MARGIN.left + index * slot + (slot - barWidth) / 2;
            const barTop = y(Math.max(rupees, 0));
            const barHeight = Math.abs(y(rupees) - y(0));
            const labelled = (days.length - 1 - index) % labelEvery === 0;
            return (
              <g key={day.day}>
                <rect
                  x={x}
                  y={barTop}
                  width={barWidth}
                  height={Math.max(barHeight, rupees === 0 ? 0 : 1)}
                  rx={1.5}
                  className={rupees < 0 ? 'fill-clay-500' : 'fill-brand-500 hover:fill-brand-700'}
                >
                  <title>{`${dayLabel(day.day)}: ${formatINR(day.revenuePaise)} from ${day.orders} ${day.orders === 1 ? 'order' : 'orders'}`}</title>
                </rect>
                {labelled ? (
                  <text
                    x={index === days.length - 1 ? x + barWidth : x + barWidth / 2}
                    y={HEIGHT - MARGIN.bottom + 16}
                    textAnchor={index === days.length - 1 ? 'end' : 'middle'}
                    className="fill-stone-600 text-[11px]"
                  >
                    {dayLabel(day.day)}
                  </text>
                ) : null}
              </g>
            );
          })}
          <text
            x={MARGIN.left + plotWidth / 2}
            y={HEIGHT - 6}
            textAnchor="middle"
            className="fill-stone-600 text-[11px]"
          >
            Day (Indian time)
          </text>
        </svg>
      </div>
      <table className="sr-only">
        <caption>Revenue by day, last {days.length} days</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Orders</th>
            <th scope="col">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{dayLabel(day.day)}</th>
              <td>{day.orders}</td>
              <td>{formatINR(day.revenuePaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
