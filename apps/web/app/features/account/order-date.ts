import dayjs from 'dayjs';

// NOTE: shown in Indian time whatever the visitor's zone, matching the order e-mails and the shop's records.
const IST_OFFSET_MS = 330 * 60 * 1000;

const inIndia = (iso: string) => dayjs(new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 19));

/** SPEC §9: an order's date, DD-MM-YYYY, hh:mm A. */
export const orderDate = (iso: string) => inIndia(iso).format('DD-MM-YYYY, hh:mm A');
