/**
 * Where `/new/:id?` leads: `/{encoded id}` (the hub import preview), or home without an id (spec 2 §2).
 *
 * @example
 * newDatasetRedirect('stanfordnlp/imdb'); // '/stanfordnlp%2Fimdb'
 * newDatasetRedirect(undefined); // '/'
 */
export function newDatasetRedirect(id: string | null | undefined): string {
  return id ? `/${encodeURIComponent(id)}` : '/';
}
