import { CONTACT_LIMITS, CONTACT_MESSAGES, type ContactMessageInput } from '@teachloop/shared';
import { Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmailField, TextAreaField, TextField } from '../../../components/ui/field';
import { contactErrorMessage, useSendContactMessage } from '../api/send-contact-message';
import { formatNumber } from '../../../lib/format-number';
import { mutateThen } from '../../../lib/mutate-then';
import { useOnce } from '../../../lib/use-once';

const contact = lazyResolver<ContactMessageInput>(() =>
  import('./contact-form-resolver').then((module) => module.contactResolver),
);

const EMPTY: ContactMessageInput = { name: '', email: '', message: '' };

type Outcome = { tone: 'success' | 'error'; text: string } | null;

export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactMessageInput>({
    resolver: contact.resolver,
    mode: 'all',
    defaultValues: EMPTY,
  });
  useEffect(() => contact.preload(), []);
  const honeypot = useRef<HTMLInputElement>(null);
  const honeypotId = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const send = useSendContactMessage();
  const once = useOnce();

  // Sent once however often it is clicked while sending.
  const submitValid = handleSubmit((values) =>
    once(() => {
      setOutcome(null);
      return mutateThen(
        send,
        { ...values, website: '' },
        {
          onSuccess: () => {
            reset(EMPTY);
            setOutcome({ tone: 'success', text: CONTACT_MESSAGES.success });
          },
          onError: (error) => setOutcome({ tone: 'error', text: contactErrorMessage(error) }),
        },
      );
    }),
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // A filled honeypot means a bot: it is told its message arrived (so it moves on) and nothing is sent.
    if (honeypot.current?.value) {
      event.preventDefault();
      honeypot.current.value = '';
      reset(EMPTY);
      setOutcome({ tone: 'success', text: CONTACT_MESSAGES.success });
      return;
    }
    void submitValid(event);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="relative flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          error={errors.name?.message}
          {...register('name')}
        />
        <EmailField maxLength={CONTACT_LIMITS.email} error={errors.email?.message} {...register('email')} />
      </div>
      <TextAreaField
        label="Message"
        rows={6}
        maxLength={CONTACT_LIMITS.message}
        hint={`Up to ${formatNumber(CONTACT_LIMITS.message)} characters.`}
        error={errors.message?.message}
        {...register('message')}
      />
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor={honeypotId}>Leave this field empty</label>
        <input ref={honeypot} id={honeypotId} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <div>
        <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto">
          <Send aria-hidden="true" className="size-4" />
          {send.isPending ? 'Sending…' : 'Send message'}
        </Button>
      </div>
    </form>
  );
}
