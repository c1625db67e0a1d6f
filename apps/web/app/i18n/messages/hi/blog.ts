import type { Catalog } from '../../messages.ts';
import type en from '../en/blog.ts';

export default {} satisfies Catalog<typeof en>;
