import { Flex, Stack, Text } from '@chakra-ui/react';
import { saveHotelRuleSchema } from '@hotel/events/profile/commands';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../components/form-dialog';
import { ItemFormDialog } from '../../components/item-form-dialog';
import { TextAreaField, TextField } from '../../components/form/fields';
import { useCommandForm } from '../../components/form/use-command-form';
import { ItemCard } from '../../components/item-card';
import { ListIntro } from '../../components/list-intro';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useDialog } from '../../components/use-dialog';
import { toaster } from '../../lib/toaster';
import {
  type HotelRule,
  RULE_FIELDS,
  type SaveRuleRequest,
  useDeleteRuleMutation,
  useListRulesQuery,
  useSaveRuleMutation,
} from './profile-api';
import { ListToFillStates, RemoveDialog } from './profile-list';
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

  return (
    <ProfileScreen tab="rules">
      <ListIntro
        description={t('rules.description')}
        addLabel={t('rules.add')}
        onAdd={() => editor.show(null)}
      />
      <ListToFillStates texts="rules" query={rules} layout="rows">
        {(list) => (
          <Stack as="ol" gap="3" listStyleType="none">
            {list.map((rule, index) => (
              <li key={rule.id}>
                <ItemCard
                  name={rule.title}
                  leading={<RuleNumber number={index + 1} />}
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
      </ListToFillStates>
      {slug ? (
        <RuleDialog
          slug={slug}
          rule={editor.item}
          open={editor.open}
          onOpenChange={editor.onOpenChange}
        />
      ) : null}
      <RemoveDialog
        slug={slug}
        dialog={remover}
        remove={deleteRule}
        loading={deleting}
        title={t('rules.delete.title')}
        description={(rule) => t('rules.delete.description', { title: rule?.title ?? '' })}
        success={(rule) => t('rules.delete.success', { title: rule.title })}
      />
    </ProfileScreen>
  );
}

/** The rule's number in a circle. */
function RuleNumber({ number }: { number: number }) {
  return (
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
      {number}
    </Flex>
  );
}

interface RuleDialogProps {
  slug: string;
  rule: HotelRule | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add or change a house rule (POST /api/hotel/rules). */
function RuleDialog({ slug, rule, open, onOpenChange }: RuleDialogProps) {
  return (
    <ItemFormDialog item={rule} open={open} onOpenChange={onOpenChange} size="lg">
      {(first, onDone) => <RuleForm slug={slug} rule={rule} first={first} onDone={onDone} />}
    </ItemFormDialog>
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
  first: RefObject<HTMLElement | null>;
  onDone: () => void;
}) {
  const { t } = useTranslation('profile');
  const [save, { isLoading }] = useSaveRuleMutation();
  const form = useCommandForm({
    schema: saveHotelRuleSchema,
    fields: RULE_FIELDS,
    defaultValues: { title: rule?.title ?? '', description: rule?.description ?? '' },
    toRequest: (values: { title: string; description: string }): SaveRuleRequest => ({
      ...(rule ? { id: rule.id } : {}),
      ...values,
    }),
    send: async (request, idempotencyKey) => {
      await save({ slug, idempotencyKey, rule: request }).unwrap();
      toaster.create({
        type: 'success',
        title: rule ? t('rules.form.updated') : t('rules.form.created'),
        description: request.title.trim(),
        closable: true,
      });
      onDone();
    },
  });
  return (
    <DialogForm
      title={rule ? t('rules.form.editTitle') : t('rules.form.createTitle')}
      description={t('rules.form.description')}
      onSubmit={form.onSubmit}
      creating={!rule}
      submitting={isLoading}
      otherErrors={form.otherErrors}
    >
      <TextField
        form={form}
        name="title"
        label={t('rules.form.title')}
        required
        maxLength={200}
        inputRef={first}
      />
      <TextAreaField
        form={form}
        name="description"
        label={t('rules.form.text')}
        required
        rows={5}
        autoresize
        maxLength={5000}
      />
    </DialogForm>
  );
}
