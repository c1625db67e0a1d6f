import type { Catalog } from '../../messages.ts';
import type en from '../en/pages.ts';

export default {} satisfies Catalog<typeof en>;
