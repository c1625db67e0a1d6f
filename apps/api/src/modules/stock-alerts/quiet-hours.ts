/** India keeps one offset all year: 05:30 ahead of UTC. */
const INDIA_OFFSET_MINUTES = 330;
const QUIET_FROM = 21 * 60;
const QUIET_UNTIL = 9 * 60;
const DAY = 24 * 60;

/**
 * Seconds until marketing may be sent again (09:00 India time) when `now` falls in the quiet hours,
 * 21:00-09:00 India time; 0 outside them. The brand sends no marketing message at night.
 */
export function quietSecondsLeft(now: Date): number {
  const utcSeconds = now.getUTCHours() * 3600 + now.getUTCMinutes() * 60 + now.getUTCSeconds();
  const indiaSeconds = (utcSeconds + INDIA_OFFSET_MINUTES * 60) % (DAY * 60);
  const minutes = Math.floor(indiaSeconds / 60);
  if (minutes >= QUIET_UNTIL && minutes < QUIET_FROM) return 0;
  return (QUIET_UNTIL * 60 - indiaSeconds + DAY * 60) % (DAY * 60);
}
