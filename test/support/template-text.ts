/**
 * A lit-html template's text as a reader sees it, for the web's unit tests: nested templates and
 * lists included, markup and attribute values left out, white space as one space.
 */
import type { TemplateResult } from 'lit-html';

export function textOf(value: unknown): string {
  return rawText(value).replace(/\s+/g, ' ').replace(/ ([,.:])/g, '$1').trim();
}

function rawText(value: unknown): string {
  if (Array.isArray(value)) return value.map(rawText).join('');
  if (value && typeof value === 'object' && 'strings' in value && 'values' in value) {
    const t = value as TemplateResult;
    const inAttribute = (s: string) => /=\s*"?$/.test(s);
    return t.strings.map((s, i) => s.replace(/<[^>]*>/g, ' ').replace(/<[^>]*$|^[^<]*>/g, ' ') + (i < t.values.length && !inAttribute(s) ? rawText(t.values[i]) : '')).join('');
  }
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
