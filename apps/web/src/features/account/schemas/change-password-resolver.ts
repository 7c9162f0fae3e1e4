// Change password's zod resolver, in a chunk of its own that /settings/account loads after its first paint
// (lib/lazy-resolver.ts), so zod is no part of the page's first load.
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema } from './change-password-schema';

export const changePasswordResolver = zodResolver(changePasswordSchema);
