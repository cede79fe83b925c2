import { Button, Flex, Stack, chakra } from '@chakra-ui/react';
import { TitledCard } from '../../components/titled-card';
import { useTranslation } from 'react-i18next';
import { CountryField } from '../../components/form/country-field';
import { FormAlert } from '../../components/form-alert';
import { BoundPair } from '../../components/form/fields';
import { type FieldSpec, FormFields } from '../../components/form/form-fields';
import { BankAccounts } from './bank-accounts';
import { RulesDialog, RulesStatus } from './house-rules';
import { PhoneField } from './phone-field';
import { type GuestRequest, type GuestValues, useGuestRequest } from './use-guest-request';
import type { OnlineBookingState } from './use-online-booking';

/** Step 2: the guest, the house rules (once per browser), the bank accounts, and the request. */
export function GuestStep({ state }: { state: OnlineBookingState }) {
  const { t } = useTranslation('online');
  const { slug, page } = state;
  const guest = useGuestRequest(state);
  const { form, problem, sending } = guest;
  return (
    <Stack gap="5">
      <TitledCard title={t('guest.title')} titleSize="lg">
        <chakra.form onSubmit={guest.send} noValidate>
          <Stack gap="4">
            {problem || form.otherErrors.length > 0 ? (
              <FormAlert messages={[...(problem ? [problem] : []), ...form.otherErrors]} />
            ) : null}
            <GuestFields guest={guest} />
            {page.rules.length > 0 ? (
              <RulesStatus accepted={guest.accepted} onOpen={() => guest.setRulesOpen(true)} />
            ) : null}
            <Flex justify="space-between" gap="3" wrap="wrap">
              <Button
                variant="outline"
                colorPalette="gray"
                onClick={() => state.setStep(1)}
                disabled={sending}
              >
                {t('guest.back')}
              </Button>
              <Button type="submit" loading={sending}>
                {t('guest.submit')}
              </Button>
            </Flex>
          </Stack>
        </chakra.form>
      </TitledCard>
      <BankAccounts slug={slug} banks={page.banks} />
      <RulesDialog
        rules={page.rules}
        open={guest.rulesOpen}
        onOpenChange={guest.setRulesOpen}
        onAccept={guest.acceptRules}
      />
    </Stack>
  );
}

/** The guest's name, e-mail, nationality, phone (country and number) and notes. */
function GuestFields({ guest }: { guest: GuestRequest }) {
  const { t } = useTranslation('online');
  const { form } = guest;
  const fields: readonly FieldSpec<GuestValues>[] = [
    {
      kind: 'row',
      fields: [
        {
          kind: 'text',
          name: 'name',
          label: 'guest.name',
          required: true,
          autoComplete: 'given-name',
        },
        {
          kind: 'text',
          name: 'surname',
          label: 'guest.surname',
          optionalText: 'optional',
          autoComplete: 'family-name',
        },
        {
          kind: 'text',
          name: 'email',
          type: 'email',
          label: 'guest.email',
          required: true,
          autoComplete: 'email',
        },
        {
          kind: 'custom',
          key: 'nationality',
          render: () => (
            <CountryField
              form={form}
              name="nationality"
              label={t('guest.nationality')}
              required
              placeholder={t('guest.nationalityPlaceholder')}
            />
          ),
        },
      ],
    },
    { kind: 'custom', key: 'phone', render: () => <GuestPhoneField form={form} /> },
    {
      kind: 'textarea',
      name: 'notes',
      label: 'guest.notes',
      optionalText: 'optional',
      rows: 3,
      maxLength: 1000,
    },
  ];
  return <FormFields form={form} fields={fields} t={t} />;
}

/** The guest's phone: its country and number, each bound to its own field. */
function GuestPhoneField({ form }: { form: GuestRequest['form'] }) {
  return (
    <BoundPair
      form={form}
      names={['phoneCountry', 'phoneNumber']}
      render={(country, number) => <PhoneField country={country} number={number} />}
    />
  );
}
