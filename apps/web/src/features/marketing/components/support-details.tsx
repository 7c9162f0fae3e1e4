import { Inbox, Lightbulb, Mail, type LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { IconBadge } from '../../../components/ui/icon-badge';

const DETAILS: readonly { icon: LucideIcon; title: string; body: string }[] = [
  {
    icon: Inbox,
    title: 'Who reads it',
    body: 'Your message is kept safe and sent to our support inbox, where a person reads it.',
  },
  {
    icon: Mail,
    title: 'Where we answer',
    body: 'We reply to the email address you enter, so please double-check it.',
  },
  {
    icon: Lightbulb,
    title: 'Help us help you',
    body: 'Asking about a challenge or a teach-back? Include its title so we can find it quickly.',
  },
];

/**
 * The support details beside the contact form: what happens after sending (the message is stored and mailed to
 * SUPPORT_EMAIL, with the sender as Reply-To), with no invented phone lines or reply times.
 */
export function SupportDetails() {
  return (
    <section aria-labelledby="support-details-title">
      <Card className="flex flex-col gap-6">
        <h2 id="support-details-title" className="text-xl font-bold tracking-tight text-fg">
          Support
        </h2>
        <ul className="flex flex-col gap-5">
          {DETAILS.map((detail) => (
            <li key={detail.title} className="flex gap-4">
              <IconBadge icon={detail.icon} />
              <div>
                <h3 className="font-semibold text-fg">{detail.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted">{detail.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
