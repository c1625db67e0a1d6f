import type { Catalog } from '../../messages.ts';
import type en from '../en/listing.ts';

export default {} satisfies Catalog<typeof en>;
