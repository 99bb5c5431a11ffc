/**
 * The HTML part of an e-mail, from its plain text: paragraphs at blank lines, line breaks kept, every
 * link clickable. Everything else is escaped, so nothing a message carries can become markup.
 */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const LINK = /https?:\/\/[^\s<>"']+/g;

function linkify(line: string): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(LINK)) {
    const url = match[0];
    const at = match.index;
    html += escapeHtml(line.slice(last, at));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = at + url.length;
  }
  return html + escapeHtml(line.slice(last));
}

export function htmlFromText(text: string, language: 'lt' | 'en'): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${paragraph.split('\n').map(linkify).join('<br>')}</p>`);
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"></head><body>${paragraphs.join('')}</body></html>`;
}
