import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormErrors } from '../../components/use-form-errors';
import { newIdempotencyKey } from '../../lib/idempotency';
import { errorMessageOf, httpStatusOf } from '../../lib/problem';
import {
  type OnlinePage,
  type OnlineRequestAnswer,
  useSubmitOnlineRequestMutation,
} from './online-booking-api';
import { rememberRules, rulesRead } from './house-rules';
import { defaultCountry, internationalPhone } from './phone';
import type { StayRequest } from './use-online-booking';

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

interface GuestRequestOptions {
  slug: string;
  page: OnlinePage;
  request: StayRequest;
  onDone: (answer: OnlineRequestAnswer) => void;
  onUnavailable: () => void;
}

/**
 * Step 2's form: the guest's fields, the house rules read (once per browser), and the request
 * sent with one idempotency key until a field changes. A 409 (the rooms went meanwhile) says so
 * and sends the guest back to the rooms.
 */
export function useGuestRequest({
  slug,
  page,
  request,
  onDone,
  onUnavailable,
}: GuestRequestOptions) {
  const { t, i18n } = useTranslation('online');
  // The guest's own choice: in Mongolian the page starts at Mongolia (+976), in English with
  // no country at all (a UK guest is not made Mongolian by default).
  const [values, setValues] = useState<Record<GuestField, string>>(() => ({
    name: '',
    surname: '',
    email: '',
    nationality: defaultCountry(i18n.language),
    phoneCountry: defaultCountry(i18n.language),
    phoneNumber: '',
    notes: '',
  }));
  const form = useFormErrors(GUEST_FIELDS);
  const [submit, { isLoading }] = useSubmitOnlineRequestMutation();
  const [rulesOpen, setRulesOpen] = useState(() => page.rules.length > 0 && !rulesRead(slug));
  const [accepted, setAccepted] = useState(() => page.rules.length === 0 || rulesRead(slug));
  const [problem, setProblem] = useState<string | null>(null);
  const key = useRef<string | null>(null);

  const change = (field: GuestField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    form.clearField(field);
    key.current = null;
  };

  const acceptRules = () => {
    rememberRules(slug);
    setAccepted(true);
    setRulesOpen(false);
  };

  /** The fields the request cannot go without (shown under them), or none. */
  const missingFields = (): Partial<Record<GuestField, string[]>> => {
    const missing: Partial<Record<GuestField, string[]>> = {};
    for (const field of ['name', 'email', 'nationality', 'phoneNumber'] as const) {
      if (!values[field].trim()) missing[field] = [t('guest.required')];
    }
    // A number with its own + carries its country; any other needs the country chosen.
    if (!values.phoneCountry && !values.phoneNumber.trim().startsWith('+')) {
      missing.phoneCountry = [t('guest.phoneCountryRequired')];
    }
    return missing;
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    if (!accepted) {
      setRulesOpen(true);
      return;
    }
    const missing = missingFields();
    if (Object.keys(missing).length > 0) {
      form.showFieldErrors(missing);
      return;
    }
    key.current ??= newIdempotencyKey();
    try {
      const answer = await submit({
        slug,
        idempotencyKey: key.current,
        request: {
          ...request,
          guest: {
            name: values.name,
            surname: values.surname,
            email: values.email,
            phoneNumber: internationalPhone(values.phoneCountry, values.phoneNumber),
            nationality: values.nationality,
          },
          notes: values.notes,
        },
      }).unwrap();
      key.current = null;
      onDone(answer);
    } catch (error) {
      const status = httpStatusOf(error);
      const hasFields = form.showServerErrors(error);
      if (!hasFields || status === 409) {
        setProblem(errorMessageOf(error, t));
        if (status === 409) onUnavailable();
      }
    }
  };

  return {
    values,
    change,
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
