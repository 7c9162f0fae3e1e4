import { ChevronDown, MessagesSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { REPLY_TEXTS as T } from '../reply-texts';
import { LazyReplyThread as ReplyThread } from './lazy-parts';

/** The address parameter that opens one review's conversation (a reply notification's link names it). */
export const OPEN_REPLIES_PARAM = 'replies';

/**
 * Under a received review, a button that shows or hides its conversation with the reviewer. The thread is read
 * only once shown, so a long Received list does not read every thread; a link naming the review opens it.
 */
export function ReceivedConversation({ reviewId }: { reviewId: string }) {
  const [params] = useSearchParams();
  const linked = params.get(OPEN_REPLIES_PARAM) === reviewId;
  const [open, setOpen] = useState(linked);
  const panelId = useId();
  return (
    <div className="flex flex-col gap-3">
      <Button
        size="sm"
        variant="ghost"
        className="self-start"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        <MessagesSquare aria-hidden className="size-4" />
        {open ? T.hide : T.show}
        <ChevronDown aria-hidden className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </Button>
      <div id={panelId} hidden={!open}>
        {/* Opened by a link, the reply box takes focus (and comes into view). */}
        {open ? <ReplyThread reviewId={reviewId} focusReply={linked} /> : null}
      </div>
    </div>
  );
}
