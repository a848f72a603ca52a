/** A window of a list: at most `limit` rows after the first `offset`. */
export interface ListWindow {
  limit: number;
  offset: number;
}

/**
 * A page of rows and how many rows the list has in all. The count query runs only when the page
 * cannot tell: a page that is not full, and not empty past the end, ends the list, so the total is
 * `offset` plus its rows. A customer's pets, deliveries or addresses mostly fit in one page, so
 * most list reads are one query instead of two.
 */
export async function pageWithCount<Row>(
  window: ListWindow,
  readRows: () => Promise<Row[]>,
  countRows: () => Promise<number>,
): Promise<{ count: number; rows: Row[] }> {
  const rows = await readRows();
  const endsTheList = rows.length < window.limit && (rows.length > 0 || window.offset === 0);
  return { count: endsTheList ? window.offset + rows.length : await countRows(), rows };
}
