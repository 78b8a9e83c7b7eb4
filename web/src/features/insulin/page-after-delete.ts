/** SPEC §4: deleting the only dose shown on a page above the first goes back one page. */
export function pageAfterDelete(page: number, dosesOnPage: number): number {
  return dosesOnPage <= 1 && page > 1 ? page - 1 : page;
}
