/**
 * What a player wrote in a reply, without the original it quotes (docs/play-by-mail.md): the
 * plain-text part when there is one, else the HTML part as text; cut at the first line where mail
 * clients start the quote ("On … wrote:", "Le … a écrit :", Outlook's "-----Original Message-----"
 * and "From:/Sent:" header blocks, lines starting with ">"), a signature ("-- ") or a phone's
 * "Sent from my iPhone". In HTML, the quote's container is dropped first (Gmail's
 * `<div class="gmail_quote">`, Apple Mail's and Thunderbird's `<blockquote type="cite">`, Outlook's
 * `divRplyFwdMsg`), so a client that writes no attribution line is cut too.
 */

/** The text read of a reply: at most this much (a move is a line; the rest is not looked at). */
const MAX_TEXT = 2000;

/** Lines an attribution may span: clients wrap "On <date> <name> <address> wrote:" at 76-78 columns. */
const ATTRIBUTION_LINES = 3;

const ATTRIBUTION_START = /^(on|le|am|el|il|op)\s/i;
// German names the writer after the verb: "Am … schrieb Whitechapel <…>:".
const ATTRIBUTION_END = /((wrote|a écrit|escribió|ha scritto|schreef)\s*|\bschrieb\b.*):\s*$/i;
const ORIGINAL_MESSAGE = /^-{2,}\s*(original message|message d'origine|ursprüngliche nachricht|forwarded message)\s*-{2,}\s*$/i;
const HEADER_LINE = /^\*?(from|de|von|sent|envoyé|gesendet|date|to|à|an|subject|objet|betreff|cc)\s*:\*?\s/i;
const OUTLOOK_RULE = /^_{10,}\s*$/;
const SIGNATURE = /^-- ?$/;
const SENT_FROM = /^(sent from my |sent from (outlook|mail) for |get outlook for |envoyé de mon |von meinem .* gesendet)/i;

/** Whether the quote starts at line `i` of `lines`. */
function quoteStartsAt(lines: readonly string[], i: number): boolean {
  const line = lines[i]!.trim();
  if (line.startsWith('>') || SIGNATURE.test(lines[i]!)) return true;
  if (ORIGINAL_MESSAGE.test(line) || OUTLOOK_RULE.test(line) || SENT_FROM.test(line)) return true;
  if (ATTRIBUTION_START.test(line)) {
    // The attribution ends on one of its few lines, not somewhere further down the mail.
    for (let n = 1; n <= ATTRIBUTION_LINES; n++) {
      if (ATTRIBUTION_END.test(lines.slice(i, i + n).map((l) => l.trim()).join(' '))) return true;
    }
    return false;
  }
  // Outlook's header block: "From: …" followed by "Sent:"/"Date:"/"To:"/"Subject:" lines.
  if (/^\*?(from|de|von)\s*:/i.test(line)) return lines.slice(i + 1, i + 4).some((l) => HEADER_LINE.test(l.trim()));
  return false;
}

/** The lines of `text` above the quote, trimmed, at most MAX_TEXT characters. */
export function textAboveQuote(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (quoteStartsAt(lines, i)) break;
    kept.push(lines[i]!);
  }
  return kept.join('\n').trim().slice(0, MAX_TEXT);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Where an HTML reply's quoted original starts: the first of these opening tags. */
const QUOTE_CONTAINERS = [
  /<div[^>]*class\s*=\s*["']?[^"'>]*gmail_quote/i,
  /<blockquote[^>]*type\s*=\s*["']?cite/i,
  /<div[^>]*id\s*=\s*["']?(divRplyFwdMsg|appendonsend)/i,
  /<div[^>]*class\s*=\s*["']?[^"'>]*(moz-cite-prefix|yahoo_quoted)/i,
  /<hr[^>]*id\s*=\s*["']?stopSpelling/i,
];

/** An HTML part as the lines a reader sees, its quoted original dropped. */
export function htmlAsText(html: string): string {
  let body = html.slice(0, 200_000);
  const starts = QUOTE_CONTAINERS.map((re) => re.exec(body)?.index ?? -1).filter((i) => i >= 0);
  if (starts.length > 0) body = body.slice(0, Math.min(...starts));
  const text = body
    .replace(/<(head|style|script|title)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/?(p|div|li|tr|h[1-6]|blockquote|pre|table|ul|ol)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((l) => l.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n');
}

/** What the player wrote above the quote: the plain part preferred, else the HTML part as text. */
export function replyText(parts: { readonly text?: string | undefined; readonly html?: string | undefined }): string {
  if (parts.text !== undefined && parts.text.trim() !== '') return textAboveQuote(parts.text);
  if (parts.html !== undefined) return textAboveQuote(htmlAsText(parts.html));
  return '';
}
