import { useEffect, useState } from 'react';
import { useLanguage } from '#app/i18n/i18n.ts';
import { type EstimateOutcome, fetchEstimate } from './estimate-api.ts';

// The product page and the drawer may show the same PIN code at once: one question per PIN code and language.
// Only exact answers are kept for the page's life; an approximate or failed one is asked again next time.
const answers = new Map<string, Promise<EstimateOutcome>>();

function estimateOnce(pincode: string, language: string): Promise<EstimateOutcome> {
  const key = `${language} ${pincode}`;
  let asked = answers.get(key);
  if (!asked) {
    asked = fetchEstimate(pincode).then((outcome) => {
      if (outcome.kind !== 'estimate' || outcome.estimate.approximate) answers.delete(key);
      return outcome;
    });
    answers.set(key, asked);
  }
  return asked;
}

/** The estimate for a PIN code: undefined while asking (and with no PIN code). */
export function useEstimate(pincode: string | null): EstimateOutcome | undefined {
  const language = useLanguage();
  const [answer, setAnswer] = useState<{ for: string; outcome: EstimateOutcome }>();
  const key = pincode ? `${language} ${pincode}` : null;
  useEffect(() => {
    if (!pincode || !key) return;
    let current = true;
    void estimateOnce(pincode, language).then((outcome) => {
      if (current) setAnswer({ for: key, outcome });
    });
    return () => {
      current = false;
    };
  }, [pincode, language, key]);
  return answer && answer.for === key ? answer.outcome : undefined;
}
