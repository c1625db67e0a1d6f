import dayjs from 'dayjs';

// NOTE: dates are shown in Indian time whatever the server's or the visitor's zone, so the server's HTML and
// the hydrated page always agree (an article saved at 01:00 IST must not show the previous day in London).
const IST_OFFSET_MS = 330 * 60 * 1000;

function inIndia(iso: string) {
  return dayjs(new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 19));
}

/** SPEC §9: the article's updated date, DD-MMM-YYYY. */
export const articleDate = (iso: string) => inIndia(iso).format('DD-MMM-YYYY');

/** SPEC §9: a recent post's date in the sidebar, DD MMM, YYYY. */
export const sidebarDate = (iso: string) => inIndia(iso).format('DD MMM, YYYY');

/** Machine-readable date for `<time dateTime>`. */
export const isoDate = (iso: string) => inIndia(iso).format('YYYY-MM-DD');
