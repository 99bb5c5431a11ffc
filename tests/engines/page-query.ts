/**
 * Finding what a person sees, run inside the page (both engines' drivers send it as a script, so it uses
 * nothing from outside its own body): an element by its role and accessible name, a form field by its
 * label, or any text. A simplified accessible name: aria-label, else the element's text (visually hidden
 * parts included, as a screen reader reads them); a field's name is its label's text.
 */

/** A name to match: the exact text (whitespace collapsed), or a pattern given by its source. */
export type NameMatch = string | { pattern: string };

export interface Query {
  role?: 'button' | 'link' | 'radio' | 'checkbox' | 'heading';
  /** For fields (role omitted, or radio/checkbox): the text of the field's label. */
  label?: NameMatch;
  name?: NameMatch;
  /** Any visible element whose own text matches (the innermost one). */
  text?: NameMatch;
  /** Only inside the first element matching this CSS selector. */
  within?: string;
}

export function findElement(query: Query): Element | null {
  const collapse = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
  const matches = (value: string, wanted: NameMatch) =>
    typeof wanted === 'string'
      ? collapse(value) === wanted
      : new RegExp(wanted.pattern).test(collapse(value));
  const visible = (element: Element) => {
    if (element.getClientRects().length === 0) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  const scope = query.within ? document.querySelector(query.within) : document;
  if (!scope) return null;
  const nameOf = (element: Element) => element.getAttribute('aria-label') ?? element.textContent ?? '';
  const labelOf = (element: Element) => {
    const labelled = element.getAttribute('aria-labelledby');
    if (labelled)
      return labelled
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return [...labels].map((label) => label.textContent ?? '').join(' ');
    return element.getAttribute('aria-label') ?? '';
  };
  const first = (selector: string, accept: (element: Element) => boolean) =>
    [...scope.querySelectorAll(selector)].find((element) => accept(element)) ?? null;
  const wanted = query.name ?? query.label;

  switch (query.role) {
    case 'button':
      return first(
        'button, [role="button"], input[type="submit"]',
        (element) => visible(element) && (!wanted || matches(nameOf(element), wanted)),
      );
    case 'link':
      return first('a[href]', (element) => visible(element) && (!wanted || matches(nameOf(element), wanted)));
    case 'heading':
      return first(
        'h1, h2, h3, h4, [role="heading"]',
        (element) => visible(element) && (!wanted || matches(element.textContent ?? '', wanted)),
      );
    case 'radio':
    case 'checkbox':
      // Custom-styled choices hide the input itself: its label is what is visible.
      return first(`input[type="${query.role}"]`, (element) => {
        const labels = (element as HTMLInputElement).labels;
        const shown = visible(element) || [...(labels ?? [])].some(visible);
        return shown && (!wanted || matches(labelOf(element), wanted));
      });
    default:
      break;
  }
  if (query.label) {
    const label = query.label;
    return first(
      'input:not([type="radio"]):not([type="checkbox"]), select, textarea',
      (element) => matches(labelOf(element), label) && (visible(element) || element.matches('[type="file"]')),
    );
  }
  if (query.text) {
    const text = query.text;
    const candidates = [...scope.querySelectorAll('body *')].filter(
      (element) => visible(element) && matches(element.textContent ?? '', text),
    );
    // The innermost: no other candidate inside it.
    return (
      candidates.find(
        (element) => !candidates.some((other) => other !== element && element.contains(other)),
      ) ?? null
    );
  }
  return null;
}
