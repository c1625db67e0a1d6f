import type { Catalog } from '../../messages.ts';
import type en from '../en/account.ts';

export default {} satisfies Catalog<typeof en>;
