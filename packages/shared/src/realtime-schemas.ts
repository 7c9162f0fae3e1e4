import { z } from 'zod';
import { REALTIME_TYPES, type RealtimeEvent } from './realtime';

export const realtimeEventSchema: z.ZodType<RealtimeEvent> = z.object({
  type: z.enum(REALTIME_TYPES),
  ids: z.array(z.string()),
});
