import { Alert, Button, Flex, Input, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormField } from '../../components/form-field';
import { PlusIcon } from '../../components/icons';
import { QueryError } from '../../components/query-error';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { ItemCard } from '../../components/item-card';
import { useDialog } from '../../components/use-dialog';
import { newIdempotencyKey } from '../../lib/idempotency';
import { toaster } from '../../lib/toaster';
import {
  type HotelRule,
  RULE_FIELDS,
  useDeleteRuleMutation,
  useListRulesQuery,
  useSaveRuleMutation,
} from './profile-api';
import { ProfileScreen } from './profile-ui';

/**
 * Route `/p/{slug}/rules` (manage-settings): the house rules, printed on registration cards
 * and confirmation letters when the property shows them.
 */
export function RulesPage() {
  const { t } = useTranslation('profile');
  const { slug } = useCurrentHotel();
  const rules = useListRulesQuery({ slug: slug ?? '' }, { skip: !slug });
  const editor = useDialog<HotelRule>();
  const remover = useDialog<HotelRule>();
  const [deleteRule, { isLoading: deleting }] = useDeleteRuleMutation();

  const confirmDelete = async () => {
    const rule = remover.item;
    if (!rule || !slug) return;
    try {
      await deleteRule({ slug, id: rule.id, idempotencyKey: newIdempotencyKey() }).unwrap();
      toaster.create({
        type: 'success',
        title: t('rules.delete.success', { title: rule.title }),
        closable: true,
      });
    } catch {
      // The error notification says why.
    }
    remover.onOpenChange(false);
  };

  const list = rules.data?.data;
  return (
    <ProfileScreen tab="rules">
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', sm: 'center' }}
        gap="4"
      >
        <Text color="fg.muted" maxW="2xl">
          {t('rules.description')}
        </Text>
        <Button onClick={() => editor.show(null)} flexShrink="0">
          <PlusIcon />
          {t('rules.add')}
        </Button>
      </Flex>
      {rules.isLoading ? (
        <Stack gap="3" role="status" aria-label={t('rules.loading')}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height="20" borderRadius="xl" />
          ))}
        </Stack>
      ) : !list ? (
        <QueryError
          title={t('rules.loadError')}
          error={rules.error}
          onRetry={() => void rules.refetch()}
          retrying={rules.isFetching}
        />
      ) : list.length === 0 ? (
        <Alert.Root status="warning" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('rules.empty.title')}</Alert.Title>
            <Alert.Description>{t('rules.empty.description')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Stack as="ol" gap="3" listStyleType="none">
          {list.map((rule, index) => (
            <li key={rule.id}>
              <ItemCard
                name={rule.title}
                leading={
                  <Flex
                    boxSize="8"
                    flexShrink="0"
                    borderRadius="full"
                    align="center"
                    justify="center"
                    bg="bg.muted"
                    color="fg.muted"
                    fontWeight="semibold"
                    fontSize="sm"
                    aria-hidden="true"
                  >
                    {index + 1}
                  </Flex>
                }
                editLabel={t('rules.editFor', { title: rule.title })}
                onEdit={() => editor.show(rule)}
                deleteLabel={t('rules.delete.for', { title: rule.title })}
                onDelete={() => remover.show(rule)}
              >
                <Text color="fg.muted" whiteSpace="pre-line" ps="11">
                  {rule.description}
                </Text>
              </ItemCard>
            </li>
          ))}
        </Stack>
      )}
      {slug ? (
        <RuleDialog
          slug={slug}
          rule={editor.item}
          open={editor.open}
          onOpenChange={editor.onOpenChange}
        />
      ) : null}
      <ConfirmDialog
        open={remover.open}
        onOpenChange={remover.onOpenChange}
        title={t('rules.delete.title')}
        description={t('rules.delete.description', { title: remover.item?.title ?? '' })}
        confirmLabel={t('common:actions.delete')}
        loading={deleting}
        onConfirm={() => void confirmDelete()}
      />
    </ProfileScreen>
  );
}

interface RuleDialogProps {
  slug: string;
  rule: HotelRule | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function RuleDialog({ slug, rule, open, onOpenChange }: RuleDialogProps) {
  const first = useRef<HTMLInputElement | null>(null);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={first} size="lg">
      <RuleForm
        key={rule?.id ?? 'new'}
        slug={slug}
        rule={rule}
        first={first}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function RuleForm({
  slug,
  rule,
  first,
  onDone,
}: {
  slug: string;
  rule: HotelRule | null;
  first: RefObject<HTMLInputElement | null>;
  onDone: () => void;
}) {
  const { t } = useTranslation('profile');
  const [title, setTitle] = useState(rule?.title ?? '');
  const [description, setDescription] = useState(rule?.description ?? '');
  const [save, { isLoading }] = useSaveRuleMutation();
  const form = useFormErrors(RULE_FIELDS);
  const { onSubmit, edited } = useFormSubmit({
    send: async (idempotencyKey) => {
      form.clear();
      await save({
        slug,
        idempotencyKey,
        rule: { ...(rule ? { id: rule.id } : {}), title, description },
      }).unwrap();
      toaster.create({
        type: 'success',
        title: rule ? t('rules.form.updated') : t('rules.form.created'),
        description: title.trim(),
        closable: true,
      });
      onDone();
    },
    onError: form.showServerErrors,
  });
  return (
    <DialogForm
      title={rule ? t('rules.form.editTitle') : t('rules.form.createTitle')}
      description={t('rules.form.description')}
      onSubmit={onSubmit}
      creating={!rule}
      submitting={isLoading}
      otherErrors={form.other}
    >
      <FormField label={t('rules.form.title')} errors={form.errors.title} required>
        <Input
          name="title"
          maxLength={200}
          value={title}
          onChange={(e) => {
            edited();
            form.clearField('title');
            setTitle(e.target.value);
          }}
          ref={(element) => {
            form.inputRef('title')(element);
            first.current = element;
          }}
        />
      </FormField>
      <FormField label={t('rules.form.text')} errors={form.errors.description} required>
        <Textarea
          name="description"
          rows={5}
          autoresize
          maxLength={5000}
          value={description}
          onChange={(e) => {
            edited();
            form.clearField('description');
            setDescription(e.target.value);
          }}
          ref={form.inputRef('description')}
        />
      </FormField>
    </DialogForm>
  );
}
