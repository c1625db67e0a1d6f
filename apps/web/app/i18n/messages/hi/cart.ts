import type { Catalog } from '../../messages.ts';
import type en from '../en/cart.ts';

export default {} satisfies Catalog<typeof en>;
