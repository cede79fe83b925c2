import { Card, Input, InputGroup, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MONGOLIA } from '@hotel/events/countries';
import { CountrySelect } from '../../components/country-select';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useDebounced } from '../../components/use-debounced';
import { TitledAlert } from '../../components/titled-alert';
import { useMatchGuestQuery } from '../guests';
import { FormField } from '../../components/form-field';
import { ChoiceButtons } from '../../components/choice-buttons';
import type { GuestField } from './server-errors';
import { type StepFields, inputOf } from './step-fields';

/** Staff type Mongolian numbers without the country code; it is shown before the field. */
export const PHONE_PREFIX = '+976';

/** Guests are Mongolian unless staff say otherwise (the server's default as well). */
/** A guest booked at the desk is from Mongolia unless said (a country is kept as its code). */
export const DEFAULT_NATIONALITY = MONGOLIA;

export interface GuestValues {
  name: string;
  surname: string;
  /** As typed: without the +976 prefix, or a whole international number starting with +. */
  phoneNumber: string;
  email: string;
  nationality: string;
  notes: string;
  status: 'pending' | 'confirmed';
}

export const EMPTY_GUEST: GuestValues = {
  name: '',
  surname: '',
  phoneNumber: '',
  email: '',
  nationality: DEFAULT_NATIONALITY,
  notes: '',
  status: 'pending',
};

/** The number as the server stores it: +976 before a local number, an international one as is. */
export const phoneOf = (typed: string): string | null => {
  const phone = typed.trim();
  if (!phone) return null;
  return phone.startsWith('+') ? phone : `${PHONE_PREFIX} ${phone}`;
};

/** A stored number in the field: a Mongolian one without its prefix. */
export const typedPhoneOf = (stored: string | null | undefined): string => {
  const phone = (stored ?? '').trim();
  return phone.startsWith(PHONE_PREFIX) ? phone.slice(PHONE_PREFIX.length).trim() : phone;
};

/** A text field of the guest: its value's name (the server's `guest.{name}`) and its input. */
interface GuestTextSpec {
  name: 'name' | 'surname' | 'phoneNumber' | 'email';
  label: string;
  maxLength: number;
  required?: boolean;
  type?: 'tel' | 'email';
  helperText?: string;
  /** Shown before the input (the country code of a local number). */
  startAddon?: string;
}

/** The guest's name, surname, phone and e-mail; only the name is required. */
const GUEST_TEXT_FIELDS: readonly GuestTextSpec[] = [
  { name: 'name', label: 'guest.name', maxLength: 100, required: true },
  { name: 'surname', label: 'guest.surname', maxLength: 100 },
  {
    name: 'phoneNumber',
    label: 'guest.phone',
    maxLength: 20,
    type: 'tel',
    startAddon: PHONE_PREFIX,
  },
  {
    name: 'email',
    label: 'guest.email',
    maxLength: 254,
    type: 'email',
    helperText: 'guest.emailHelp',
  },
];

function GuestTextField({
  spec,
  value,
  errors,
  inputRef,
  onChange,
}: {
  spec: GuestTextSpec;
  value: string;
  errors: string[] | undefined;
  inputRef: (element: HTMLElement | null) => void;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('booking');
  const input = (
    <Input
      name={spec.name}
      {...(spec.type ? { type: spec.type, inputMode: spec.type } : {})}
      autoComplete="off"
      maxLength={spec.maxLength}
      value={value}
      ref={inputRef}
      onChange={(e) => onChange(e.target.value)}
    />
  );
  return (
    <FormField
      label={t(spec.label)}
      errors={errors}
      {...(spec.required ? { required: true } : { optionalText: t('general.optional') })}
      {...(spec.helperText ? { helperText: t(spec.helperText) } : {})}
    >
      {spec.startAddon ? <InputGroup startAddon={spec.startAddon}>{input}</InputGroup> : input}
    </FormField>
  );
}

/** The guest step's values with their messages, change and inputs. */
export type GuestFields = StepFields<GuestValues, GuestField>;

interface GuestStepProps {
  fields: GuestFields;
  /**
   * The default source's name when the spec's default-source rule holds (a walk-in: arriving
   * on the working date with a room chosen): the booking is saved pending, so only pending
   * is offered, with the reason.
   */
  walkInSource?: string | null;
}

/** Step 3: who the booking is for, notes, and whether it is confirmed already. */
export function GuestStep({ fields, walkInSource = null }: GuestStepProps) {
  const { t } = useTranslation('booking');
  const { values: guest, errors, onChange, inputRef } = fields;
  const set =
    <K extends keyof GuestValues>(name: K, field: GuestField) =>
    (value: GuestValues[K]) =>
      onChange({ ...guest, [name]: value }, field);

  return (
    <Card.Root variant="outline" borderRadius="xl">
      <Card.Body>
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            {GUEST_TEXT_FIELDS.map((spec) => (
              <GuestTextField
                key={spec.name}
                spec={spec}
                value={guest[spec.name]}
                errors={errors[`guest.${spec.name}`]}
                inputRef={inputRef(`guest.${spec.name}`)}
                onChange={set(spec.name, `guest.${spec.name}`)}
              />
            ))}
            <FormField label={t('guest.nationality')} errors={errors['guest.nationality']}>
              <CountrySelect
                name="nationality"
                value={guest.nationality}
                inputRef={inputRef('guest.nationality')}
                onChange={(value) => set('nationality', 'guest.nationality')(value)}
              />
            </FormField>
            <FormField
              label={t('guest.status')}
              errors={errors.status}
              helperText={
                walkInSource !== null
                  ? t('guest.walkInPending', { source: walkInSource })
                  : undefined
              }
            >
              <ChoiceButtons<GuestValues['status']>
                wrap
                label={t('guest.status')}
                value={walkInSource !== null ? 'pending' : guest.status}
                onChange={set('status', 'status')}
                options={[
                  { value: 'pending', label: t('common:reservationStatus.pending') },
                  ...(walkInSource !== null
                    ? []
                    : [
                        {
                          value: 'confirmed' as const,
                          label: t('common:reservationStatus.confirmed'),
                        },
                      ]),
                ]}
              />
            </FormField>
          </SimpleGrid>
          <BlacklistWarning guest={guest} />
          <FormField
            label={t('guest.notes')}
            errors={errors.notes}
            optionalText={t('general.optional')}
          >
            <Textarea
              rows={3}
              maxLength={2000}
              {...inputOf(fields, 'notes', guest.notes, (notes) => ({ notes }))}
            />
          </FormField>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

const MATCH_DELAY_MS = 400;

/**
 * A warning when the guest typed matches a blacklisted profile of the register (by e-mail or
 * phone, as the server matches bookings). It only warns: staff decide whether to book.
 */
function BlacklistWarning({ guest }: { guest: GuestValues }) {
  const { t } = useTranslation('booking');
  const { slug } = useCurrentHotel();
  const keys = {
    email: useDebounced(guest.email.trim(), MATCH_DELAY_MS),
    phoneNumber: useDebounced(phoneOf(guest.phoneNumber) ?? '', MATCH_DELAY_MS),
  };
  const match = useMatchGuestQuery(
    { slug: slug ?? '', ...keys },
    { skip: !slug || (!keys.email && !keys.phoneNumber) },
  );
  const found = match.data?.guest;
  if (!found?.isBlacklist || (!keys.email && !keys.phoneNumber)) return null;
  return (
    <TitledAlert
      status="warning"
      title={t('guest.blacklistTitle')}
      description={t('guest.blacklistWarning', {
        name: [found.name, found.surname].filter(Boolean).join(' '),
        reason: found.blacklistReason ?? '',
      })}
      testId="blacklist-warning"
    />
  );
}
