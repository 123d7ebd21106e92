/**
 * Escapes text for HTML or XML (element content and quoted attributes alike): the docs page, the
 * local runtime's mail page and its SNS stand-in's XML answers all use this one.
 */
export function escapeMarkup(text: unknown): string {
  return String(text ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
