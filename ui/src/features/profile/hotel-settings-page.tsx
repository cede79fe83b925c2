import {
  Button,
  Card,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  chakra,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';
import { QueryError } from '../../components/query-error';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { SwitchField } from '../../components/switch-field';
import { toaster } from '../../lib/toaster';
import { ContactsSection } from './contacts-section';
import {
  HOTEL_SETTING_FIELDS,
  type HotelSetting,
  useGetHotelSettingQuery,
  useSaveHotelSettingMutation,
} from './profile-api';
import { ProfileScreen } from './profile-ui';
import { OnlineBookingSection } from '../online-booking';

/** Route `/p/{slug}/settings` (manage-settings): payment rule, guest e-mails, contacts. */
export function HotelSettingsPage() {
  const { t } = useTranslation('profile');
  const { slug } = useCurrentHotel();
  const setting = useGetHotelSettingQuery({ slug: slug ?? '' }, { skip: !slug });
  return (
    <ProfileScreen tab="hotelSettings">
      {setting.isLoading ? (
        <Skeleton height="96" borderRadius="xl" role="status" aria-label={t('setting.loading')} />
      ) : !setting.data || !slug ? (
        <QueryError
          title={t('setting.loadError')}
          error={setting.error}
          onRetry={() => void setting.refetch()}
          retrying={setting.isFetching}
        />
      ) : (
        <>
          <OnlineBookingSection slug={slug} open={setting.data.hasOnlineBook ?? false} />
          <SettingForm slug={slug} setting={setting.data} />
        </>
      )}
      {slug ? <ContactsSection slug={slug} /> : null}
    </ProfileScreen>
  );
}

interface Values {
  isMustPay: boolean;
  bccEmails: string;
  emailHeader: string;
  emailBody: string;
  emailFooter: string;
  emailContact: string;
}

const valuesOf = (setting: HotelSetting): Values => ({
  isMustPay: setting.isMustPay,
  bccEmails: setting.bccEmails.join(', '),
  emailHeader: setting.emailHeader ?? '',
  emailBody: setting.emailBody ?? '',
  emailFooter: setting.emailFooter ?? '',
  emailContact: setting.emailContact ?? '',
});

function SettingForm({ slug, setting }: { slug: string; setting: HotelSetting }) {
  const { t } = useTranslation('profile');
  const [values, setValues] = useState(() => valuesOf(setting));
  const [save, { isLoading }] = useSaveHotelSettingMutation();
  const form = useFormErrors(HOTEL_SETTING_FIELDS);
  const { onSubmit, edited } = useFormSubmit({
    send: async (idempotencyKey) => {
      form.clear();
      await save({
        slug,
        idempotencyKey,
        setting: {
          ...values,
          bccEmails: values.bccEmails
            .split(/[,;\s]+/)
            .map((address) => address.trim())
            .filter(Boolean),
          emailHeader: values.emailHeader || null,
          emailBody: values.emailBody || null,
          emailFooter: values.emailFooter || null,
          emailContact: values.emailContact || null,
        },
      }).unwrap();
      toaster.create({ type: 'success', title: t('setting.saved'), closable: true });
    },
    onError: form.showServerErrors,
  });

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    edited();
    form.clearField(field);
    setValues((current) => ({ ...current, [field]: value }));
  };
  const text = (field: Exclude<keyof Values, 'isMustPay'>) => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
    ref: form.inputRef(field),
  });

  return (
    <Card.Root as="section" aria-label={t('setting.title')} variant="outline" borderRadius="xl">
      <Card.Header pb="0">
        <Heading as="h2" size="md">
          {t('setting.title')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('setting.description')}
        </Text>
      </Card.Header>
      <Card.Body>
        <chakra.form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            {form.other.length > 0 ? <FormAlert messages={form.other} /> : null}
            <SwitchField
              label={t('setting.isMustPay')}
              description={t('setting.isMustPayHelp')}
              checked={values.isMustPay}
              onChange={(on) => set('isMustPay', on)}
              errors={form.errors.isMustPay}
            />
            <FormField
              label={t('setting.bccEmails')}
              errors={form.errors.bccEmails}
              helperText={t('setting.bccEmailsHelp')}
            >
              <Input
                autoComplete="off"
                placeholder={t('setting.bccEmailsPlaceholder')}
                {...text('bccEmails')}
              />
            </FormField>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField
                label={t('setting.emailHeader')}
                errors={form.errors.emailHeader}
                helperText={t('setting.emailHeaderHelp')}
              >
                <Textarea rows={3} autoresize maxLength={2000} {...text('emailHeader')} />
              </FormField>
              <FormField
                label={t('setting.emailFooter')}
                errors={form.errors.emailFooter}
                helperText={t('setting.emailFooterHelp')}
              >
                <Textarea rows={3} autoresize maxLength={2000} {...text('emailFooter')} />
              </FormField>
            </SimpleGrid>
            <FormField
              label={t('setting.emailBody')}
              errors={form.errors.emailBody}
              helperText={t('setting.emailBodyHelp')}
            >
              <Textarea rows={5} autoresize maxLength={5000} {...text('emailBody')} />
            </FormField>
            <FormField
              label={t('setting.emailContact')}
              errors={form.errors.emailContact}
              helperText={t('setting.emailContactHelp')}
            >
              <Textarea rows={3} autoresize maxLength={2000} {...text('emailContact')} />
            </FormField>
            <HStack justify="flex-end">
              <Button type="submit" loading={isLoading} loadingText={t('common:actions.saving')}>
                {t('common:actions.save')}
              </Button>
            </HStack>
          </Stack>
        </chakra.form>
      </Card.Body>
    </Card.Root>
  );
}
