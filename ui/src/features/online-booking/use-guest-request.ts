import { onlineRequestSchema } from '@hotel/events/reservation-requests/commands';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommandForm } from '../../components/form/use-command-form';
import { errorMessageOf, fieldErrorsOf, httpStatusOf } from '../../lib/problem';
import { useSubmitOnlineRequestMutation } from './online-booking-api';
import { rememberRules, rulesRead } from './house-rules';
import { defaultCountry, internationalPhone } from './phone';
import type { OnlineBookingState } from './use-online-booking';

export const GUEST_FIELDS = [
  'name',
  'surname',
  'email',
  'nationality',
  'phoneCountry',
  'phoneNumber',
  'notes',
] as const;
export type GuestField = (typeof GUEST_FIELDS)[number];
export type GuestValues = Record<GuestField, string>;

/**
 * Step 2's form (POST /api/online/book/{slug}/requests, `onlineRequestSchema`): the guest's
 * fields, the house rules read (once per browser), and the request sent with one idempotency
 * key until a field changes. A 409 (the rooms went meanwhile) says so and sends the guest back
 * to the rooms; a sent request is the booking's `sent` (the success dialog).
 */
export function useGuestRequest(booking: OnlineBookingState) {
  const { slug, page, request } = booking;
  const { t, i18n } = useTranslation('online');
  const [submit, { isLoading }] = useSubmitOnlineRequestMutation();
  const [rulesOpen, setRulesOpen] = useState(() => page.rules.length > 0 && !rulesRead(slug));
  const [accepted, setAccepted] = useState(() => page.rules.length === 0 || rulesRead(slug));
  const [problem, setProblem] = useState<string | null>(null);

  const form = useCommandForm({
    schema: onlineRequestSchema,
    fields: GUEST_FIELDS,
    // The guest's own choice: in Mongolian the page starts at Mongolia (+976), in English with
    // no country at all (a UK guest is not made Mongolian by default).
    defaultValues: {
      name: '',
      surname: '',
      email: '',
      nationality: defaultCountry(i18n.language),
      phoneCountry: defaultCountry(i18n.language),
      phoneNumber: '',
      notes: '',
    } satisfies GuestValues,
    toRequest: (values: GuestValues) => ({
      ...request,
      guest: {
        name: values.name,
        surname: values.surname,
        email: values.email,
        phoneNumber: internationalPhone(values.phoneCountry, values.phoneNumber),
        nationality: values.nationality,
      },
      notes: values.notes,
    }),
    // The fields the request cannot go without (shown under them).
    check: (values) => {
      const missing: Partial<Record<GuestField, string>> = {};
      for (const field of ['name', 'email', 'nationality', 'phoneNumber'] as const) {
        if (!values[field].trim()) missing[field] = t('guest.required');
      }
      // A number with its own + carries its country; any other needs the country chosen.
      if (!values.phoneCountry && !values.phoneNumber.trim().startsWith('+')) {
        missing.phoneCountry = t('guest.phoneCountryRequired');
      }
      return missing;
    },
    send: async (body, idempotencyKey) => {
      try {
        booking.sent(await submit({ slug, idempotencyKey, request: body }).unwrap());
      } catch (error) {
        const status = httpStatusOf(error);
        // Field errors go under their fields (the rest above them); a refusal without any, or
        // a 409, is said above the form.
        if (status !== 409 && Object.keys(fieldErrorsOf(error)).length > 0) throw error;
        setProblem(errorMessageOf(error, t));
        if (status === 409) booking.unavailable();
      }
    },
  });

  const acceptRules = () => {
    rememberRules(slug);
    setAccepted(true);
    setRulesOpen(false);
  };

  const send = (event: FormEvent<HTMLFormElement>) => {
    setProblem(null);
    if (!accepted) {
      event.preventDefault();
      setRulesOpen(true);
      return;
    }
    form.onSubmit(event);
  };

  return {
    form,
    send,
    sending: isLoading,
    problem,
    rulesOpen,
    setRulesOpen,
    accepted,
    acceptRules,
  };
}

export type GuestRequest = ReturnType<typeof useGuestRequest>;
