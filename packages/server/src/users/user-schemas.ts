import { z } from 'zod';
import { boundedString, trimmedString } from '../common/schemas';

/** Body of `POST /users` (contract §6). */
export const userCreateSchema = z.object({
  username: boundedString(1),
  password: boundedString(8, 100),
  first_name: trimmedString(1),
  last_name: trimmedString(1).nullish(),
  role: z.enum(['owner', 'admin', 'annotator']).default('annotator'),
});

export type UserCreateInput = z.output<typeof userCreateSchema>;
