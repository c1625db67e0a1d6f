import { useEffect, useState } from 'react';

/** Seconds until a new code may be asked for: the wait the server gave with the last code, counted down. */
export function useSecondsLeft(sentAt: number, waitSeconds: number): number {
  const left = () => Math.max(0, waitSeconds - Math.floor((Date.now() - sentAt) / 1000));
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` is derived from sentAt
  useEffect(() => {
    setSeconds(left());
    const timer = window.setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [sentAt, waitSeconds]);
  return seconds;
}
