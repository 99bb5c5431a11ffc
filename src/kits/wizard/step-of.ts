/** The step a snapshot's `step:` tag names (the route segment), or null while loading. */
export function stepOf(tags: ReadonlySet<string>): string | null {
  const tag = [...tags].find((t) => t.startsWith('step:'));
  return tag === undefined ? null : tag.slice('step:'.length);
}
