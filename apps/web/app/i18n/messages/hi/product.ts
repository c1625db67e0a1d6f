import type { Catalog } from '../../messages.ts';
import type en from '../en/product.ts';

export default {} satisfies Catalog<typeof en>;
