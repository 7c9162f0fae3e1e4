import { MessagesSquare } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/page';
import { actionErrorText, loadErrorText } from '../../../lib/error-text';
import { usePostReply } from '../api/post-reply';
import { useReplyThread } from '../api/reply-thread';
import { REPLY_TEXTS as T } from '../reply-texts';
import { ReplyEditor } from './reply-editor';
import { ReplyItem } from './reply-item';

/**
 * The conversation under a review, between its learner and its reviewer: the replies oldest first, then the
 * editor for mine. Live: each reply (from either side) refetches it.
 */
export function ReplyThread({ reviewId }: { reviewId: string }) {
  const headingId = useId();
  const thread = useReplyThread(reviewId);
  const post = usePostReply(reviewId);

  let replies;
  if (thread.data) {
    replies = thread.data.length ? (
      <ol className="flex flex-col gap-2">
        {thread.data.map((reply) => (
          <ReplyItem key={reply.id} reply={reply} />
        ))}
      </ol>
    ) : (
      <EmptyState icon={MessagesSquare}>{T.empty}</EmptyState>
    );
  } else if (thread.isError) {
    replies = <Alert tone="error">{loadErrorText(thread.error, T.loadFailed)}</Alert>;
  } else {
    replies = <Spinner label={T.loading} />;
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h4 id={headingId} className="text-sm font-semibold text-fg">
        {T.heading}
      </h4>
      {replies}
      {thread.data ? (
        <ReplyEditor
          label={T.replyLabel}
          submitLabel={T.reply}
          pendingLabel={T.sending}
          failedText={(error) => actionErrorText(error, T.postFailed, ['conflict', 'invalid_argument'])}
          send={(body) => post.mutateAsync(body)}
        />
      ) : null}
    </section>
  );
}
