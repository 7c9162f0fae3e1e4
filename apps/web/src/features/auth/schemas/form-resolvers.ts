// The zod resolvers of the sign-in pages' forms, in a chunk of their own that those
// pages load after their first paint (lib/lazy-resolver.ts), so zod is no part of their first load.
import { zodResolver } from '@hookform/resolvers/zod';
import { resetRequestSchema } from './email-schema';
import { loginSchema } from './login-schema';
import { newPasswordSchema } from '../../../lib/new-password-schema';
import { signupSchema } from './signup-schema';

export const loginResolver = zodResolver(loginSchema);
export const signupResolver = zodResolver(signupSchema);
export const resetRequestResolver = zodResolver(resetRequestSchema);
export const newPasswordResolver = zodResolver(newPasswordSchema);
