import {
  Button,
  Card,
  Flex,
  Heading,
  Input,
  SimpleGrid,
  Stack,
  Textarea,
  chakra,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../components/country-select';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';
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
          <chakra.form onSubmit={(e) => void guest.send(e)} noValidate>
            <Stack gap="4">
              {problem || form.other.length > 0 ? (
                <FormAlert messages={[...(problem ? [problem] : []), ...form.other]} />
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
  const { values, change, form } = guest;
  return (
    <>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label={t('guest.name')} errors={form.errors.name} required>
          <Input
            ref={form.inputRef('name')}
            name="name"
            autoComplete="given-name"
            value={values.name}
            onChange={(e) => change('name', e.target.value)}
          />
        </FormField>
        <FormField
          label={t('guest.surname')}
          errors={form.errors.surname}
          optionalText={t('optional')}
        >
          <Input
            ref={form.inputRef('surname')}
            name="surname"
            autoComplete="family-name"
            value={values.surname}
            onChange={(e) => change('surname', e.target.value)}
          />
        </FormField>
        <FormField label={t('guest.email')} errors={form.errors.email} required>
          <Input
            ref={form.inputRef('email')}
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => change('email', e.target.value)}
          />
        </FormField>
        <FormField label={t('guest.nationality')} errors={form.errors.nationality} required>
          <CountrySelect
            inputRef={form.inputRef('nationality')}
            name="nationality"
            placeholder={t('guest.nationalityPlaceholder')}
            value={values.nationality}
            onChange={(value) => change('nationality', value)}
          />
        </FormField>
      </SimpleGrid>
      <PhoneField
        country={values.phoneCountry}
        number={values.phoneNumber}
        onCountry={(code) => change('phoneCountry', code)}
        onNumber={(number) => change('phoneNumber', number)}
        countryErrors={form.errors.phoneCountry}
        numberErrors={form.errors.phoneNumber}
        countryRef={form.inputRef('phoneCountry')}
        numberRef={form.inputRef('phoneNumber')}
      />
      <FormField label={t('guest.notes')} errors={form.errors.notes} optionalText={t('optional')}>
        <Textarea
          ref={form.inputRef('notes')}
          name="notes"
          rows={3}
          maxLength={1000}
          value={values.notes}
          onChange={(e) => change('notes', e.target.value)}
        />
      </FormField>
    </>
  );
}
