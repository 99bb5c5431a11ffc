/**
 * POST /api/dev/clock {"advanceDays": n} (demo only, DEV_CLOCK; the route does not exist elsewhere: 404):
 * moves the demo's business clock n days forward (server/jobs/clock.ts), then runs what fell due on the
 * job queue (fund changes, terminations, transfers on their dates) and answers when that work has run:
 * { today, offsetDays, queued, settled }.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/db';
import { validationError } from '../http/register-endpoints';
import { advanceDemoClock, businessToday, DAY_MS, type MovableClock } from '../jobs/clock';
import type { BackgroundWork } from '../jobs/background-work';

export const DEV_CLOCK_PATH = '/api/dev/clock';

const AdvanceRequest = z.object({ advanceDays: z.number().int().min(1).max(366) }).strict();

export function registerDevClock(
  app: FastifyInstance,
  input: { db: Db; clock: MovableClock; work: BackgroundWork | null },
): void {
  const { db, clock, work } = input;
  app.get(DEV_CLOCK_PATH, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { today: businessToday(clock), offsetDays: Math.round(clock.offsetMs() / DAY_MS) };
  });
  app.post(DEV_CLOCK_PATH, async (request, reply) => {
    const parsed = AdvanceRequest.safeParse(request.body ?? {});
    if (!parsed.success) throw validationError('body', parsed.error);
    await advanceDemoClock(db, clock, parsed.data.advanceDays);
    const ran = work ? await work.runDue() : null;
    reply.header('Cache-Control', 'no-store');
    return {
      today: businessToday(clock),
      offsetDays: Math.round(clock.offsetMs() / DAY_MS),
      queued: ran?.queued ?? 0,
      settled: ran?.settled ?? true,
    };
  });
}
