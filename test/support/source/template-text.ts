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
    // Text outside tags, and the values put there; a value inside a tag (an attribute's) is no text.
    let inTag = false;
    let text = '';
    t.strings.forEach((s, i) => {
      for (const c of s) {
        if (c === '<') (inTag = true), (text += ' ');
        else if (c === '>') (inTag = false), (text += ' ');
        else if (!inTag) text += c;
      }
      if (i < t.values.length && !inTag) text += rawText(t.values[i]);
    });
    return text;
  }
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
