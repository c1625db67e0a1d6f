import type { Catalog } from '../../messages.ts';
import type en from '../en/bundle.ts';

export default {} satisfies Catalog<typeof en>;
