import { MessagesSquare } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
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
 * editor for mine. Live: each reply (from either side) refetches it. `focusReply` focuses the reply box once
 * the thread is read (a reply notice's link opened it).
 */
export function ReplyThread({ reviewId, focusReply = false }: { reviewId: string; focusReply?: boolean }) {
  const headingId = useId();
  const thread = useReplyThread(reviewId);
  const post = usePostReply(reviewId);
  const replyRef = useRef<HTMLTextAreaElement>(null);
  const loaded = thread.data !== undefined;
  // Opened from a reply notice: once the thread is read, the reply box takes focus, which brings it and the
  // newest reply above it into view. A frame later, so a panel's own opening focus does not take it back.
  useEffect(() => {
    if (!focusReply || !loaded) return;
    const frame = requestAnimationFrame(() => replyRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [focusReply, loaded]);

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
          textareaRef={replyRef}
        />
      ) : null}
    </section>
  );
}
