/**
 * The `pagination` block of every paged answer (`ZPaginationMetaSchema`): `last_page` is at
 * least 1, so an empty list still has its first page to show.
 */
export function pagination(page: number, perPage: number, total: number) {
  return { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

/** A paged answer: the page's rows, and in `meta` where the page sits in the whole list. */
export function pagedAnswer<T>(rows: T[], q: { page: number; per_page: number }, total: number) {
  return { success: true as const, data: rows, meta: { pagination: pagination(q.page, q.per_page, total) } };
}
