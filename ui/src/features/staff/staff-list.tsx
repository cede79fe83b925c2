import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListIntro } from '../../components/list-intro';
import {
  type ListColumn,
  ListTable,
  type ListTableQuery,
} from '../../components/list-table/list-table';
import { NotFoundPage } from '../../components/not-found-page';
import { httpStatusOf } from '../../lib/problem';

/** The staff lists, by their locale sections in `staff`. */
type StaffTexts = 'roles' | 'users';

/**
 * A staff list (the roles, the users), worded from its locale section `texts`: what it is for
 * and "add" (`subtitle`, `add`), then the table of the whole list (`list.label`, `list.loading`,
 * `list.error`, `empty.*`), a row lit under the pointer, and its dialogs (`children`). A property
 * the user may not see is not found.
 */
export function StaffList<T extends { id: string }>({
  texts,
  query,
  columns,
  emptyIcon,
  onAdd,
  children,
}: {
  texts: StaffTexts;
  query: ListTableQuery<T> & { error?: unknown };
  columns: readonly ListColumn<T>[];
  emptyIcon: ReactNode;
  onAdd: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('staff');
  if (httpStatusOf(query.error) === 404) return <NotFoundPage />;
  return (
    <Stack gap="6">
      <ListIntro description={t(`${texts}.subtitle`)} addLabel={t(`${texts}.add`)} onAdd={onAdd} />
      <ListTable
        label={t(`${texts}.list.label`)}
        query={query}
        errorAboveList={false}
        columns={columns}
        rowProps={() => ({ _hover: { bg: 'bg.muted' } })}
        skeleton={{ label: t(`${texts}.list.loading`), columns: [2, 2, 1, 1] }}
        error={t(`${texts}.list.error`)}
        empty={{
          icon: emptyIcon,
          title: t(`${texts}.empty.title`),
          description: t(`${texts}.empty.description`),
        }}
      />
      {children}
    </Stack>
  );
}
