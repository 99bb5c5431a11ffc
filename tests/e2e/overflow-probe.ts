/**
 * What sticks out sideways on the current page: the document's own horizontal scroll, and every
 * rendered element reaching past the viewport's left or right edge that is not clipped by a scrolling
 * (or clipping) container inside the viewport, nor visually hidden. Returns readable descriptions.
 *
 * Runs in the page (Playwright's evaluate here, WebDriver's in tests/engines): it uses nothing from
 * outside its own body.
 */
export function findHorizontalOverflow(): string[] {
  const root = document.documentElement;
  const width = root.clientWidth;
  const found: string[] = [];
  if (root.scrollWidth > width) found.push(`document is ${root.scrollWidth} px wide in ${width} px`);
  const describe = (element: Element) => {
    const classes =
      typeof element.className === 'string' && element.className
        ? `.${element.className.trim().split(/\s+/).join('.')}`
        : '';
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${element.tagName.toLowerCase()}${classes}> "${text}"`;
  };
  const clipped = (element: Element): boolean => {
    for (let parent = element.parentElement; parent && parent !== root; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX !== 'visible' || style.clip !== 'auto' || style.clipPath !== 'none') {
        const box = parent.getBoundingClientRect();
        if (box.left >= -1 && box.right <= width + 1) return true;
      }
    }
    return false;
  };
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.right <= width + 1 && box.left >= -1) continue;
    if (getComputedStyle(element).visibility === 'hidden' || clipped(element)) continue;
    found.push(`${describe(element)} spans ${Math.round(box.left)}…${Math.round(box.right)} px`);
    if (found.length > 8) break;
  }
  return found;
}
