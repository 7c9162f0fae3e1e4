import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/page';
import { LogoMark } from './logo';

/** The frame of the account pages: one centred card on a soft band, the logo mark above the page's h1. */
export function AuthShell({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="bg-linear-to-b from-primary-soft to-bg">
      <Container className="flex justify-center py-10 sm:py-16">
        <Card className="w-full max-w-[420px] p-6 shadow-md sm:p-8">
          <div className="mb-6 flex flex-col items-center gap-3 text-center">
            <LogoMark className="size-10" />
            <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{title}</h1>
            {lead ? <p className="text-sm text-muted">{lead}</p> : null}
          </div>
          {children}
        </Card>
      </Container>
    </div>
  );
}
