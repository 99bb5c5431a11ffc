import { describe, expect, it } from 'vitest';
import { chartGeometry, nearestIndex, niceStep } from '../../../src/flows/overview/value-chart-geometry';

describe('chart geometry', () => {
  const box = { width: 200, height: 120, padding: { top: 10, right: 10, bottom: 10, left: 10 } };
  it('nice steps', () => {
    expect(niceStep(1588)).toBe(500);
    expect(niceStep(95)).toBe(50);
    expect(niceStep(0)).toBe(1);
  });
  it('maps time to x and euro to y, with ticks from 0 to a rounded top', () => {
    const geometry = chartGeometry(
      [
        { date: '2025-01-01', value: 0, paid: 0 },
        { date: '2025-01-11', value: 1000, paid: 500 },
        { date: '2025-01-21', value: 2000, paid: 1000 },
      ],
      box,
    );
    expect(geometry.value.map((p) => p.x)).toEqual([10, 100, 190]);
    expect(geometry.value[0]?.y).toBe(110);
    expect(geometry.value[2]?.y).toBe(10);
    expect(geometry.paid[2]?.y).toBe(60);
    expect(geometry.yTicks.map((tick) => tick.value)).toEqual([0, 500, 1000, 1500, 2000]);
    expect(geometry.xTicks.map((tick) => tick.date)).toEqual(['2025-01-01', '2025-01-11', '2025-01-21']);
    expect(geometry.valuePath.startsWith('M10.0,110.0 L100.0,60.0')).toBe(true);
  });
  it('a single point sits in the middle', () => {
    const geometry = chartGeometry([{ date: '2025-01-01', value: 10, paid: 5 }], box);
    expect(geometry.value[0]?.x).toBe(100);
    expect(geometry.xTicks).toHaveLength(1);
  });
  it('the pointer picks the nearest point', () => {
    expect(nearestIndex([10, 100, 190], 0)).toBe(0);
    expect(nearestIndex([10, 100, 190], 140)).toBe(1);
    expect(nearestIndex([10, 100, 190], 150)).toBe(2);
  });
});
