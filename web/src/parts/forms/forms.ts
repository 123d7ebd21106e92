/** A submitted form's values, by field name; the browser's own submission (a page load) is stopped. */
export function formValues(e: Event): Record<string, string> {
  e.preventDefault();
  return Object.fromEntries([...new FormData(e.target as HTMLFormElement)].map(([k, v]) => [k, String(v)]));
}
