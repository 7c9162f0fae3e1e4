// The contact form's validation, the server's own schema, in a chunk that loads after the page (lazy-resolver.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessageSchema } from '@teachloop/shared';

export const contactResolver = zodResolver(contactMessageSchema);
