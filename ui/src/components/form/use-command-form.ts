import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { toNestErrors } from '@hookform/resolvers';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { parseLanguage } from '@hotel/events/messages';
import { fieldErrorsOf, splitFieldErrors } from '../../lib/problem';
import { useFormSubmit } from '../use-form-submit';
import { issueMessage } from '@hotel/events/issue-message';
import { fieldOfPath } from './issue-message';

/** What a command form needs of its schema (a zod schema of `events/src/<area>/commands.ts`). */
export interface CommandSchema {
  safeParse: (data: unknown) => { success: true } | { success: false; error: z.core.$ZodError };
}

export interface CommandFormOptions<V extends FieldValues, F extends FieldPath<V>, R> {
  /** The command's own schema, imported from `@hotel/events/<area>/commands`. */
  schema: CommandSchema;
  /**
   * The form's fields in screen order, named as the command's body names them (so the
   * server's 422 `errors` land on them). The first field in error is focused; messages for
   * any other key go to the form's alert.
   */
  fields: readonly F[];
  /** The values the form starts with (the form mounts afresh for each item). */
  defaultValues: V;
  /** The command's body from the form's values: what the schema checks and what is sent. */
  toRequest: (values: V) => R;
  /**
   * The form's own rules in its own words, checked on every submit (e.g. "Choose at least one
   * income type"); a field they flag is not checked by the schema too.
   */
  check?: (values: V) => Partial<Record<F, string>>;
  /** Sends the body with the attempt's Idempotency-Key, then shows the outcome. */
  send: (request: R, idempotencyKey: string) => Promise<void>;
  /**
   * A refusal with no field errors, for a page that shows it itself (the sign-in pages: an
   * expired link, a message on the form); without it, it is notified globally.
   */
  refused?: (error: unknown) => void;
}

/** A react-hook-form form that sends a command (see `useCommandForm`). */
export type CommandForm<V extends FieldValues> = UseFormReturn<V> & {
  /** The form's submit handler (`<form onSubmit>`). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The user changed a field: its messages no longer apply, the next submit is a new attempt. */
  changed: (name: FieldPath<V>) => void;
  /** Messages that belong to no field (the form's alert). */
  otherErrors: readonly string[];
};

/** Where a field's messages are kept: all of them (a field may have several). */
const MESSAGES = 'messages';

const errorOf = (type: string, messages: string[]): FieldError => ({
  type,
  message: messages[0] ?? '',
  types: { [MESSAGES]: messages },
});

/** The messages of a field's error, as `FormField` lists them under the field. */
export const messagesOf = (error: FieldError | undefined): string[] | undefined => {
  if (!error) return undefined;
  const messages = error.types?.[MESSAGES];
  if (Array.isArray(messages)) return messages;
  return error.message ? [error.message] : undefined;
};

/**
 * A form of a command, on react-hook-form with the command's zod schema as its rules (one
 * source of truth: the server checks the same schema). On submit:
 * - the form's own `check` runs, and the schema checks the body (`toRequest`) — for the
 *   fields the user changed; a field left as it came (an id, a value from the server, an
 *   empty field never touched) is the server's to judge, as before;
 * - a schema message is the server's own text for the rule (`issueMessage`), in the
 *   interface's language;
 * - the first field in error (in `fields` order) is focused, and nothing is sent;
 * - else the body is sent through `useFormSubmit` (one submit at a time, one Idempotency-Key
 *   per attempt), and the server's 422 (or a 400 with `errors`) is mapped onto the same
 *   fields with `setError` (`pays.0.amount` under `pays`), the rest into the form's alert.
 *   A refusal without field errors is notified globally (app/error-toasts), or shown by the
 *   form's own `refused`.
 */
export function useCommandForm<V extends FieldValues, F extends FieldPath<V>, R>(
  options: CommandFormOptions<V, F, R>,
): CommandForm<V> {
  const { i18n } = useTranslation();
  const latest = useRef({ options, language: parseLanguage(i18n.resolvedLanguage) });
  useEffect(() => {
    latest.current = { options, language: parseLanguage(i18n.resolvedLanguage) };
  });
  const edited = useRef(new Set<string>());

  const [resolver] = useState(() => {
    const resolve: Resolver<V> = (values, _context, resolverOptions) => {
      const { options: current, language } = latest.current;
      const found = new Map<F, { type: string; messages: string[] }>();
      const own: Partial<Record<F, string>> = current.check?.(values) ?? {};
      for (const field of current.fields) {
        const message = own[field];
        if (message) found.set(field, { type: 'check', messages: [message] });
      }
      const result = current.schema.safeParse(current.toRequest(values));
      if (!result.success) {
        for (const issue of result.error.issues) {
          const field = fieldOfPath(issue.path.map(String).join('.'), current.fields);
          if (!field || !edited.current.has(field) || found.get(field)?.type === 'check') continue;
          const entry = found.get(field) ?? { type: issue.code, messages: [] };
          const message = issueMessage(issue, language);
          if (!entry.messages.includes(message)) entry.messages.push(message);
          found.set(field, entry);
        }
      }
      if (found.size === 0) return { values, errors: {} };
      const errors: Record<string, FieldError> = {};
      for (const [field, { type, messages }] of found) errors[field] = errorOf(type, messages);
      return { values: {}, errors: toNestErrors(errors, resolverOptions) as FieldErrors<V> };
    };
    return resolve;
  });

  const form = useForm<V>({
    defaultValues: options.defaultValues as DefaultValues<V>,
    resolver,
    mode: 'onSubmit',
    // A field's messages go when it is changed (`changed`), and come back only on submit.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  const focusFirst = (): void => {
    const first = options.fields.find((field) => form.getFieldState(field).error);
    if (first) form.setFocus(first);
  };

  const showServerErrors = (error: unknown): void => {
    const fieldErrors = fieldErrorsOf(error);
    if (options.refused && Object.keys(fieldErrors).length === 0) {
      options.refused(error);
      return;
    }
    const { known, other } = splitFieldErrors(fieldErrors, options.fields);
    for (const [field, messages] of Object.entries(known)) {
      form.setError(field as F, errorOf('server', messages));
    }
    if (other.length > 0) form.setError('root.server', errorOf('server', other));
    focusFirst();
  };

  const { onSubmit, edited: newAttempt } = useFormSubmit({
    validate: async () => {
      const valid = await form.trigger();
      if (!valid) focusFirst();
      return valid;
    },
    send: async (idempotencyKey) => {
      form.clearErrors();
      await options.send(options.toRequest(form.getValues()), idempotencyKey);
    },
    onError: showServerErrors,
  });

  const changed = (name: FieldPath<V>): void => {
    newAttempt();
    edited.current.add(name);
    if (form.getFieldState(name).error) form.clearErrors(name);
  };

  const otherErrors = messagesOf(form.formState.errors.root?.server as FieldError | undefined);
  return { ...form, onSubmit, changed, otherErrors: otherErrors ?? [] };
}
