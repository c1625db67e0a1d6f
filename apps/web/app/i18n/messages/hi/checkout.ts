import type { Catalog } from '../../messages.ts';
import type en from '../en/checkout.ts';

export default {} satisfies Catalog<typeof en>;
