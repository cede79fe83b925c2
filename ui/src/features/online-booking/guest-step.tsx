import { Button, Card, Flex, Heading, SimpleGrid, Stack, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../components/country-select';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';
import { BoundField, TextAreaField, TextField } from '../../components/form/fields';
import { BankAccounts } from './bank-accounts';
import { RulesDialog, RulesStatus } from './house-rules';
import type { OnlinePage, OnlineRequestAnswer } from './online-booking-api';
import { PhoneField } from './phone-field';
import { type GuestRequest, useGuestRequest } from './use-guest-request';
import type { StayRequest } from './use-online-booking';

interface GuestStepProps {
  slug: string;
  page: OnlinePage;
  request: StayRequest;
  onBack: () => void;
  onDone: (answer: OnlineRequestAnswer) => void;
  onUnavailable: () => void;
}

/** Step 2: the guest, the house rules (once per browser), the bank accounts, and the request. */
export function GuestStep({ slug, page, request, onBack, onDone, onUnavailable }: GuestStepProps) {
  const { t } = useTranslation('online');
  const guest = useGuestRequest({ slug, page, request, onDone, onUnavailable });
  const { form, problem, sending } = guest;
  return (
    <Stack gap="5">
      <Card.Root borderRadius="xl">
        <Card.Header>
          <Heading as="h2" size="lg">
            {t('guest.title')}
          </Heading>
        </Card.Header>
        <Card.Body>
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
                <Button variant="outline" colorPalette="gray" onClick={onBack} disabled={sending}>
                  {t('guest.back')}
                </Button>
                <Button type="submit" loading={sending}>
                  {t('guest.submit')}
                </Button>
              </Flex>
            </Stack>
          </chakra.form>
        </Card.Body>
      </Card.Root>
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
  return (
    <>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField
          form={form}
          name="name"
          label={t('guest.name')}
          required
          autoComplete="given-name"
        />
        <TextField
          form={form}
          name="surname"
          label={t('guest.surname')}
          optionalText={t('optional')}
          autoComplete="family-name"
        />
        <TextField
          form={form}
          name="email"
          type="email"
          label={t('guest.email')}
          required
          autoComplete="email"
        />
        <BoundField
          form={form}
          name="nationality"
          render={(nationality) => (
            <FormField label={t('guest.nationality')} errors={nationality.errors} required>
              <CountrySelect
                inputRef={nationality.ref}
                name="nationality"
                placeholder={t('guest.nationalityPlaceholder')}
                value={nationality.value}
                onChange={nationality.onChange}
              />
            </FormField>
          )}
        />
      </SimpleGrid>
      <BoundField
        form={form}
        name="phoneCountry"
        render={(country) => (
          <BoundField
            form={form}
            name="phoneNumber"
            render={(number) => (
              <PhoneField
                country={country.value}
                number={number.value}
                onCountry={country.onChange}
                onNumber={number.onChange}
                {...(country.errors ? { countryErrors: country.errors } : {})}
                {...(number.errors ? { numberErrors: number.errors } : {})}
                countryRef={country.ref}
                numberRef={number.ref}
              />
            )}
          />
        )}
      />
      <TextAreaField
        form={form}
        name="notes"
        label={t('guest.notes')}
        optionalText={t('optional')}
        rows={3}
        maxLength={1000}
      />
    </>
  );
}
