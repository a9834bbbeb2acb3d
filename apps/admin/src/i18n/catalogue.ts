import type { vi } from './vi';

/** The shape every catalogue has: the Vietnamese one's keys, with any text as values. */
export type Shape<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Shape<U>[]
    : { readonly [K in keyof T]: Shape<T[K]> };

export type Catalogue = Shape<typeof vi>;
