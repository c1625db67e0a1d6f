import { type OrderRisk, RISK_REASON_LABELS, type RiskLevel } from '@shop/shared';

const RISK_TONES: Record<RiskLevel, string> = {
  low: 'bg-brand-100 text-brand-900',
  medium: 'bg-amber-100 text-amber-900',
  high: 'bg-red-100 text-red-800 ring-1 ring-red-300',
};

const RISK_WORDS: Record<RiskLevel, string> = { low: 'Low risk', medium: 'Medium risk', high: 'High risk' };

/** The reasons in the team's words, one a line (a badge's tooltip, the order page's list). */
export function riskReasons(risk: OrderRisk): string[] {
  return risk.reasons.map((reason) => RISK_REASON_LABELS[reason] ?? reason);
}

/** A COD order's risk level, coloured; its reasons in the tooltip and for screen readers. */
export function RiskBadge({ risk }: { risk: OrderRisk }) {
  const reasons = riskReasons(risk);
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${RISK_TONES[risk.level]}`}
      title={reasons.join('\n') || 'No risk reasons'}
      data-risk={risk.level}
    >
      {RISK_WORDS[risk.level]}
      {reasons.length > 0 ? <span className="sr-only">: {reasons.join('; ')}</span> : null}
    </span>
  );
}

/** "COD" beside an order paid in cash on delivery. */
export function CodMarker() {
  return (
    <abbr
      title="Cash on delivery"
      className="inline-flex items-center rounded bg-sky-100 px-1.5 py-0.5 text-[11px] font-bold tracking-wide text-sky-900 no-underline"
      data-cod-marker
    >
      COD
    </abbr>
  );
}
