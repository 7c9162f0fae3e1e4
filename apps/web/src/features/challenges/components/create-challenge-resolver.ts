// The create form's validation, the server's own schema, in a chunk that loads after the page (lazy-resolver.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { createChallengeSchema } from '@teachloop/shared';

export const createChallengeResolver = zodResolver(createChallengeSchema);
