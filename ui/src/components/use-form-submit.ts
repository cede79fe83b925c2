import { type FormEvent, useRef } from 'react';
import { newIdempotencyKey } from '../lib/idempotency';

interface FormSubmitOptions {
  /**
   * The form's own checks before anything is sent; false stops the submit (they show why).
   * May be asynchronous (a react-hook-form `trigger`).
   */
  validate?: () => boolean | Promise<boolean>;
  /** Sends the command with the attempt's Idempotency-Key, then shows the outcome. */
  send: (idempotencyKey: string) => Promise<void>;
  /** The command failed: show its field errors (other failures are notified globally). */
  onError: (error: unknown) => void;
}

/**
 * The submit of a command form: one submit at a time, and one Idempotency-Key per attempt —
 * repeated submits of the same data reuse it, `edited()` (the user changed the form) starts a
 * new attempt.
 */
export function useFormSubmit({ validate, send, onError }: FormSubmitOptions) {
  const submitting = useRef(false);
  const idempotencyKey = useRef<string | null>(null);

  const edited = () => {
    idempotencyKey.current = null;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current) return;
    // A synchronous check decides at once, as it always did; an asynchronous one is awaited.
    const checked = validate ? validate() : true;
    if (checked === false) return;
    submitting.current = true;
    try {
      if (checked !== true && !(await checked)) return;
      idempotencyKey.current ??= newIdempotencyKey();
      await send(idempotencyKey.current);
    } catch (error) {
      onError(error);
    } finally {
      submitting.current = false;
    }
  };

  return { onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event), edited };
}
