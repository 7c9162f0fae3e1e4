import { CIRCLE_MESSAGES, CONTENT_REMOVAL_TEXTS, type CircleDetail } from '@teachloop/shared';
import { Inbox, LogOut, Trophy, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { LoadFailure } from '../../../components/common/load-failure';
import { PageHeading } from '../../../components/common/page-heading';
import { RemovedContent } from '../../../components/common/removed-content';
import { ReportButton } from '../../../components/common/report/report-button';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/page';
import { SectionCard, type SectionCardProps } from '../../../components/ui/section-card';
import { Tag } from '../../../components/ui/tag';
import { ApiError } from '../../../lib/api-client';
import { loadErrorText } from '../../../lib/error-text';
import { mutateThen } from '../../../lib/mutate-then';
import { useNow } from '../../../lib/use-now';
import { circleErrorText, useCircleAction } from '../api/circle-actions';
import { useCircle } from '../api/get-circle';
import { CIRCLE_TEXTS } from '../circle-texts';
import { RankedList } from '../../../components/common/ranked-list';
import { CircleNoticeRegion } from './circle-notice';
import { CircleRating } from './circle-rating';
import { currentNotice, JoinButton, type CircleNotice } from './join-button';
import { MemberList, type MemberAction } from './member-list';
import { CloseCircle, TransferOwnership } from './owner-actions';
import { PrivacyBadge } from './privacy-badge';
import { RequestQueue } from './request-queue';

const back = { to: '/circles', label: CIRCLE_TEXTS.backToCircles };

/** /circles/{id}: the circle, its members and their week, the owner's requests and the circle leaderboard. */
export function CircleScreen({ id, memberAction }: { id: string; memberAction?: MemberAction }) {
  const circle = useCircle(id);
  const [notice, setNotice] = useState<CircleNotice | null>(null);
  const now = useNow(circle.dataUpdatedAt);

  if (circle.isPending) {
    return (
      <>
        <PageHeading back={back} title="Study circle" />
        <Spinner label="Loading circle…" />
      </>
    );
  }
  if (circle.isError) {
    if (circle.error instanceof ApiError && circle.error.code === 'not_found') {
      return (
        <>
          <PageHeading back={back} title={CIRCLE_MESSAGES.notFound} lead={CIRCLE_TEXTS.notFoundLead} />
          <ButtonLink to="/circles">{CIRCLE_TEXTS.findCircle}</ButtonLink>
        </>
      );
    }
    return (
      <>
        <PageHeading back={back} title="Study circle" />
        <LoadFailure
          message={loadErrorText(circle.error, CIRCLE_MESSAGES.loadOneFailed)}
          onRetry={() => void circle.refetch()}
        />
      </>
    );
  }
  return (
    <CircleView
      detail={circle.data}
      notice={currentNotice(notice, (circleId) =>
        circleId === circle.data.circle.id ? circle.data.circle.membership : undefined,
      )}
      onNotice={setNotice}
      now={now}
      memberAction={memberAction}
    />
  );
}

function CircleView({
  detail,
  notice,
  onNotice,
  now,
  memberAction,
}: {
  detail: CircleDetail;
  notice: CircleNotice | null;
  onNotice: (notice: CircleNotice) => void;
  now: number;
  memberAction?: MemberAction;
}) {
  const { circle } = detail;
  const owner = circle.membership === 'owner';
  return (
    <>
      <PageHeading
        back={back}
        eyebrow="Study circle"
        title={circle.removed && !owner ? CONTENT_REMOVAL_TEXTS.removed : circle.name}
        lead={circle.removed && !owner ? undefined : circle.focus}
        actions={
          <>
            {circle.membership === 'member' ? <LeaveCircle detail={detail} onNotice={onNotice} /> : null}
            {owner ? (
              <TransferOwnership circle={circle} members={detail.members} onNotice={onNotice} />
            ) : null}
            {owner ? <CloseCircle circle={circle} /> : null}
            {owner || circle.removed ? null : <ReportButton itemKind="circle" itemId={circle.id} />}
          </>
        }
      />
      <CircleNoticeRegion notice={notice} className="mb-6" />
      {/* Its owner sees why a moderator hid the circle; members see the removed title above. */}
      {owner ? <RemovedContent removed={circle.removed} mine className="mb-6" /> : null}
      <Card className="mb-6 flex flex-col gap-4 p-5 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <div className="flex flex-wrap items-center gap-2">
          <PrivacyBadge privacy={circle.privacy} />
          <Tag tone="neutral" className="whitespace-nowrap">
            {circle.level}
          </Tag>
          <Tag tone="neutral" className="whitespace-nowrap">
            {CIRCLE_TEXTS.members(circle.members, circle.capacity)} members
          </Tag>
          <Tag tone={circle.openings === 0 ? 'warn' : 'neutral'} className="whitespace-nowrap">
            {circle.openings === 0 ? CIRCLE_TEXTS.full : CIRCLE_TEXTS.openings(circle.openings)}
          </Tag>
          <CircleRating rating={circle.rating} count={circle.ratingCount} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-sm text-muted">Owner: {circle.ownerName}</span>
          <JoinButton circle={circle} onNotice={onNotice} size="md" />
        </div>
      </Card>
      {detail.visible ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
          <div className="flex flex-col gap-6">
            <Section title={CIRCLE_TEXTS.membersTitle} icon={UsersRound}>
              <MemberList members={detail.members} action={memberAction} />
            </Section>
            {owner ? (
              <Section title={CIRCLE_TEXTS.requestsTitle} icon={Inbox}>
                <RequestQueue circleId={circle.id} requests={detail.requests} now={now} onNotice={onNotice} />
              </Section>
            ) : null}
          </div>
          <Section title={CIRCLE_TEXTS.leaderboardTitle} icon={Trophy}>
            <RankedList entries={detail.leaderboard} empty={CIRCLE_MESSAGES.leaderboardEmpty} />
          </Section>
        </div>
      ) : (
        <Alert>{CIRCLE_MESSAGES.membersOnly}</Alert>
      )}
    </>
  );
}

function Section(props: Pick<SectionCardProps, 'title' | 'icon' | 'children'>) {
  return <SectionCard {...props} cardClassName="gap-3 p-5" />;
}

function LeaveCircle({
  detail,
  onNotice,
}: {
  detail: CircleDetail;
  onNotice: (notice: CircleNotice) => void;
}) {
  const action = useCircleAction(detail.circle.id);
  return (
    <Button
      variant="secondary"
      disabled={action.isPending}
      onClick={() =>
        void mutateThen(
          action,
          { kind: 'leave' },
          {
            onSuccess: () => onNotice({ tone: 'success', text: CIRCLE_TEXTS.left(detail.circle.name) }),
            onError: (error) => onNotice({ tone: 'error', text: circleErrorText(error) }),
          },
        )
      }
    >
      <LogOut aria-hidden className="size-4" />
      {CIRCLE_TEXTS.leave}
    </Button>
  );
}
