/**
 * A view the web has no drawing for, as a reader can follow it: an object as a definition list (its
 * keys in words), a list as a numbered list, anything else as its text.
 */
import { html, type TemplateResult } from 'lit-html';
import { keyWords } from '../../words/format.js';

export function viewList(value: unknown): TemplateResult | string {
  if (Array.isArray(value)) return value.length ? html`<ol class="view-list">${value.map((item) => html`<li>${viewList(item)}</li>`)}</ol>` : 'none';
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length ? html`<dl class="view-list">${entries.map(([k, v]) => html`<dt>${keyWords(k)}</dt><dd>${viewList(v)}</dd>`)}</dl>` : 'none';
  }
  return value === null || value === undefined ? '—' : String(value);
}
