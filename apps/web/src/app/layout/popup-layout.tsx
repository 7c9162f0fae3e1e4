import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/page';
import { LogoMark } from './logo';

/** The sign-in popup's frame: no header or footer, just a small centred card. */
export function PopupLayout() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-bg p-4">
      <Card className="flex w-full max-w-sm flex-col items-center gap-4 p-6">
        <LogoMark className="size-10" />
        <h1 className="text-lg font-semibold text-fg">Sign in with Google</h1>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </Card>
    </main>
  );
}
