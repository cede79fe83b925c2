import { Flex, Stack, Text } from '@chakra-ui/react';
import { saveHotelRuleSchema } from '@hotel/events/profile/commands';
import { useTranslation } from 'react-i18next';
import { ItemFormDialog } from '../../components/item-form-dialog';
import type { FieldSpec } from '../../components/form/form-fields';
import { useCommandForm } from '../../components/form/use-command-form';
import { ItemCard } from '../../components/item-card';
import { ListIntro } from '../../components/list-intro';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useDialog } from '../../components/use-dialog';
import {
  type HotelRule,
  RULE_FIELDS,
  type SaveRuleRequest,
  useDeleteRuleMutation,
  useListRulesQuery,
  useSaveRuleMutation,
} from './profile-api';
import {
  ItemDialogForm,
  type ItemFormProps,
  ListToFillStates,
  notifyItemSaved,
  RemoveDialog,
} from './profile-list';
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
        <ItemFormDialog
          item={editor.item}
          open={editor.open}
          onOpenChange={editor.onOpenChange}
          size="lg"
        >
          {(first, onDone) => (
            <RuleForm slug={slug} item={editor.item} first={first} onDone={onDone} />
          )}
        </ItemFormDialog>
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

type RuleValues = { title: string; description: string };

/** The rule's title and text. */
const RULE_FORM: readonly FieldSpec<RuleValues>[] = [
  {
    kind: 'text',
    name: 'title',
    label: 'rules.form.title',
    required: true,
    maxLength: 200,
    first: true,
  },
  {
    kind: 'textarea',
    name: 'description',
    label: 'rules.form.text',
    required: true,
    rows: 5,
    autoresize: true,
    maxLength: 5000,
  },
];

/** Add or change a house rule (POST /api/hotel/rules). */
function RuleForm({ slug, item: rule, first, onDone }: ItemFormProps<HotelRule>) {
  const { t } = useTranslation('profile');
  const [save, { isLoading }] = useSaveRuleMutation();
  const form = useCommandForm({
    schema: saveHotelRuleSchema,
    fields: RULE_FIELDS,
    defaultValues: { title: rule?.title ?? '', description: rule?.description ?? '' },
    toRequest: (values: RuleValues): SaveRuleRequest => ({
      ...(rule ? { id: rule.id } : {}),
      ...values,
    }),
    send: async (request, idempotencyKey) => {
      await save({ slug, idempotencyKey, rule: request }).unwrap();
      notifyItemSaved(t, 'rules', !rule, request.title.trim());
      onDone();
    },
  });
  return (
    <ItemDialogForm
      texts="rules"
      form={form}
      fields={RULE_FORM}
      first={first}
      creating={!rule}
      submitting={isLoading}
    />
  );
}
