import {
  Alert,
  Badge,
  Box,
  Button,
  Flex,
  Grid,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormField } from '../../components/form-field';
import { ImageUploader } from '../../components/image-uploader';
import { PlusIcon } from '../../components/icons';
import { QueryError } from '../../components/query-error';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { ItemCard } from '../../components/item-card';
import { SwitchField } from '../../components/switch-field';
import { useDialog } from '../../components/use-dialog';
import { newIdempotencyKey } from '../../lib/idempotency';
import { toaster } from '../../lib/toaster';
import {
  BANK_ACCOUNT_FIELDS,
  type HotelBankAccount,
  useDeleteBankAccountMutation,
  useListBankAccountsQuery,
  useListBanksQuery,
  useSaveBankAccountMutation,
} from './profile-api';
import { ProfileScreen } from './profile-ui';

/** An account number in groups of four digits, as banks print them. */
const grouped = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * Route `/p/{slug}/accounts` (manage-settings): the bank accounts guests pay into, printed on
 * confirmation letters when the property shows payment details.
 */
export function BankAccountsPage() {
  const { t, i18n } = useTranslation('profile');
  const { slug } = useCurrentHotel();
  const language = i18n.resolvedLanguage ?? 'mn';
  const accounts = useListBankAccountsQuery({ slug: slug ?? '', language }, { skip: !slug });
  const editor = useDialog<HotelBankAccount>();
  const remover = useDialog<HotelBankAccount>();
  const [deleteAccount, { isLoading: deleting }] = useDeleteBankAccountMutation();

  const confirmDelete = async () => {
    const account = remover.item;
    if (!account || !slug) return;
    try {
      await deleteAccount({ slug, id: account.id, idempotencyKey: newIdempotencyKey() }).unwrap();
      toaster.create({ type: 'success', title: t('banks.delete.success'), closable: true });
    } catch {
      // The error notification says why.
    }
    remover.onOpenChange(false);
  };

  const list = accounts.data?.data;
  return (
    <ProfileScreen tab="bankAccounts">
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', sm: 'center' }}
        gap="4"
      >
        <Text color="fg.muted" maxW="2xl">
          {t('banks.description')}
        </Text>
        <Button onClick={() => editor.show(null)} flexShrink="0">
          <PlusIcon />
          {t('banks.add')}
        </Button>
      </Flex>
      {accounts.isLoading ? (
        <SimpleGrid
          columns={{ base: 1, md: 2, xl: 3 }}
          gap="4"
          role="status"
          aria-label={t('banks.loading')}
        >
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height="32" borderRadius="xl" />
          ))}
        </SimpleGrid>
      ) : !list ? (
        <QueryError
          title={t('banks.loadError')}
          error={accounts.error}
          onRetry={() => void accounts.refetch()}
          retrying={accounts.isFetching}
        />
      ) : list.length === 0 ? (
        <Alert.Root status="warning" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('banks.empty.title')}</Alert.Title>
            <Alert.Description>{t('banks.empty.description')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Grid templateColumns="repeat(auto-fill, minmax(18rem, 1fr))" gap="4">
          {list.map((account) => (
            <ItemCard
              key={account.id}
              name={account.bank.name}
              leading={<BankMark name={account.bank.name} />}
              isDefault={account.isDefault}
              meta={account.accountName}
              editLabel={t('banks.editFor', { number: account.number })}
              onEdit={() => editor.show(account)}
              deleteLabel={t('banks.delete.for', { number: account.number })}
              onDelete={() => remover.show(account)}
            >
              <HStack justify="space-between" align="flex-end" gap="3">
                <Box>
                  <Text fontSize="xs" color="fg.muted">
                    {t('banks.number')}
                  </Text>
                  <Text fontFamily="mono" fontSize="md" fontWeight="medium" letterSpacing="wide">
                    {grouped(account.number)}
                  </Text>
                </Box>
                <HStack gap="1.5">
                  {account.qrImage ? (
                    <Badge variant="outline" colorPalette="gray">
                      {t('banks.hasQr')}
                    </Badge>
                  ) : null}
                  <Badge variant="surface" colorPalette="gray" fontFamily="mono">
                    {account.currency}
                  </Badge>
                </HStack>
              </HStack>
            </ItemCard>
          ))}
        </Grid>
      )}
      {slug ? (
        <BankAccountDialog
          slug={slug}
          account={editor.item}
          isFirst={(list?.length ?? 0) === 0}
          open={editor.open}
          onOpenChange={editor.onOpenChange}
        />
      ) : null}
      <ConfirmDialog
        open={remover.open}
        onOpenChange={remover.onOpenChange}
        title={t('banks.delete.title')}
        description={t('banks.delete.description', {
          bank: remover.item?.bank.name ?? '',
          number: remover.item?.number ?? '',
        })}
        confirmLabel={t('common:actions.delete')}
        loading={deleting}
        onConfirm={() => void confirmDelete()}
      />
    </ProfileScreen>
  );
}

/** The bank's initials in a square. */
function BankMark({ name }: { name: string }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toLocaleUpperCase();
  return (
    <Flex
      boxSize="10"
      flexShrink="0"
      borderRadius="lg"
      align="center"
      justify="center"
      bg="brand.solid"
      color="brand.contrast"
      fontWeight="bold"
      fontSize="sm"
      aria-hidden="true"
    >
      {initials}
    </Flex>
  );
}

interface BankAccountDialogProps {
  slug: string;
  account: HotelBankAccount | null;
  /** No account yet: this one becomes the default whatever the switch says. */
  isFirst: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function BankAccountDialog({ slug, account, isFirst, open, onOpenChange }: BankAccountDialogProps) {
  const first = useRef<HTMLSelectElement | null>(null);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={first}>
      <BankAccountForm
        key={account?.id ?? 'new'}
        slug={slug}
        account={account}
        isFirst={isFirst}
        first={first}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function BankAccountForm({
  slug,
  account,
  isFirst,
  first,
  onDone,
}: {
  slug: string;
  account: HotelBankAccount | null;
  isFirst: boolean;
  first: RefObject<HTMLSelectElement | null>;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('profile');
  const banks = useListBanksQuery({ slug, language: i18n.resolvedLanguage ?? 'mn' });
  const [values, setValues] = useState({
    bankId: account?.bank.id ?? '',
    accountName: account?.accountName ?? '',
    number: account?.number ?? '',
    currency: account?.currency ?? 'MNT',
    qrImage: account?.qrImage ?? null,
    isDefault: account?.isDefault ?? isFirst,
  });
  const [save, { isLoading }] = useSaveBankAccountMutation();
  const form = useFormErrors(BANK_ACCOUNT_FIELDS);
  const bank = banks.data?.data.find((b) => b.id === values.bankId);
  // The default account stays the default until another is chosen (one default always).
  const defaultLocked = account?.isDefault ?? isFirst;

  const { onSubmit, edited } = useFormSubmit({
    send: async (idempotencyKey) => {
      form.clear();
      await save({
        slug,
        idempotencyKey,
        account: {
          ...(account ? { id: account.id } : {}),
          bank: { id: values.bankId },
          accountName: values.accountName,
          number: values.number,
          currency: values.currency,
          qrImage: bank?.hasQr ? values.qrImage : null,
          isDefault: values.isDefault,
        },
      }).unwrap();
      toaster.create({
        type: 'success',
        title: account ? t('banks.form.updated') : t('banks.form.created'),
        closable: true,
      });
      onDone();
    },
    onError: form.showServerErrors,
  });

  const set = <K extends keyof typeof values>(field: K, value: (typeof values)[K]) => {
    edited();
    form.clearField(field === 'bankId' ? 'bank' : (field as (typeof BANK_ACCOUNT_FIELDS)[number]));
    setValues((current) => ({ ...current, [field]: value }));
  };

  return (
    <DialogForm
      title={account ? t('banks.form.editTitle') : t('banks.form.createTitle')}
      description={t('banks.form.description')}
      onSubmit={onSubmit}
      creating={!account}
      submitting={isLoading}
      otherErrors={form.other}
    >
      <FormField label={t('banks.form.bank')} errors={form.errors.bank} required>
        <NativeSelect.Root disabled={banks.isLoading}>
          <NativeSelect.Field
            // The field context would otherwise win over the root's `disabled`.
            {...{ disabled: banks.isLoading }}
            name="bank"
            value={values.bankId}
            placeholder={
              banks.isLoading ? t('banks.form.banksLoading') : t('banks.form.chooseBank')
            }
            onChange={(e) => set('bankId', e.target.value)}
            ref={(element) => {
              form.inputRef('bank')(element);
              first.current = element;
            }}
          >
            {banks.data?.data.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={t('banks.form.accountName')} errors={form.errors.accountName} required>
        <Input
          name="accountName"
          maxLength={120}
          value={values.accountName}
          onChange={(e) => set('accountName', e.target.value)}
          ref={form.inputRef('accountName')}
        />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <Box gridColumn={{ sm: 'span 2' }}>
          <FormField label={t('banks.form.number')} errors={form.errors.number} required>
            <Input
              name="number"
              inputMode="numeric"
              autoComplete="off"
              maxLength={40}
              fontFamily="mono"
              value={values.number}
              onChange={(e) => set('number', e.target.value)}
              ref={form.inputRef('number')}
            />
          </FormField>
        </Box>
        <FormField
          label={t('banks.form.currency')}
          errors={form.errors.currency}
          helperText={t('banks.form.currencyHint')}
        >
          <Input
            name="currency"
            maxLength={3}
            autoComplete="off"
            textTransform="uppercase"
            fontFamily="mono"
            value={values.currency}
            onChange={(e) => set('currency', e.target.value.toLocaleUpperCase())}
            ref={form.inputRef('currency')}
          />
        </FormField>
      </SimpleGrid>
      {bank?.hasQr ? (
        <ImageUploader
          slug={slug}
          label={t('banks.form.qrImage')}
          folder="banks"
          mode="fit"
          value={values.qrImage}
          onChange={(path) => set('qrImage', path)}
          errors={form.errors.qrImage}
        />
      ) : bank ? (
        <Text fontSize="sm" color="fg.muted">
          {t('banks.form.noQr', { bank: bank.name })}
        </Text>
      ) : null}
      <Stack gap="1">
        <SwitchField
          label={t('banks.form.isDefault')}
          description={
            defaultLocked ? t('banks.form.isDefaultLocked') : t('banks.form.isDefaultHelp')
          }
          checked={values.isDefault}
          disabled={defaultLocked}
          onChange={(on) => set('isDefault', on)}
          errors={form.errors.isDefault}
        />
      </Stack>
    </DialogForm>
  );
}
