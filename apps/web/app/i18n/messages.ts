import type en from './messages/en/index.ts';

/** A namespace's shape with every text widened to `string`: what each other language's version must satisfy. */
export type Catalog<T> = { [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };

/** Every namespace of one language; English is the shape each other language must have. */
export type Messages = Catalog<typeof en>;
