/** True when `now` is inside [from, to). Used by the maintenance bar and dated banners. */
export function isWithin(now: Date, from: Date, to: Date): boolean {
  const t = now.getTime();
  return t >= from.getTime() && t < to.getTime();
}
