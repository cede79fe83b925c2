import { Badge, Button, HStack, Input, InputGroup, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TableSkeleton } from '../../components/data-table';
import { BuildingIcon, PhoneIcon, PlusIcon } from '../../components/icons';
import { ListIntro } from '../../components/list-intro';
import { EmptyList } from '../../components/list-states';
import { NotFoundPage } from '../../components/not-found-page';
import { QueryError } from '../../components/query-error';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { httpStatusOf } from '../../lib/problem';
import { formatPercent } from './format';
import { PartnerDialog } from './partner-dialog';
import { PartnersTable } from './partners-table';
import {
  PARTNER_TYPES,
  type Partner,
  type PartnerType,
  useDeletePartnerMutation,
  useListPartnersQuery,
} from './settings-api';
import { SearchIcon } from '../../components/icons';
import { CardSection, cardSectionTexts } from '../../components/card-section';
import { ItemCard } from '../../components/item-card';
import { type DialogControl, useDialog } from '../../components/use-dialog';
import { RemoveDialog } from './settings-ui';
import { HeaderRow } from '../../components/header-row';
import { useDebounced } from '../../components/use-debounced';

/** The spec's debounce of typed searches. */
const SEARCH_DELAY_MS = 500;

const isPartnerType = (value: string | null): value is PartnerType =>
  (PARTNER_TYPES as readonly (string | null)[]).includes(value);

/**
 * Route `/p/{slug}/s/partners` (manage-partners): partner organisations in three tabs by type
 * (the tab is kept in `?type=`), searchable, with name, contact person and phone; a new
 * partner takes the type of the active tab.
 */
export function PartnersPage() {
  const { t } = useTranslation('settings');
  const { slug } = useCurrentHotel();
  const [params, setParams] = useSearchParams();
  const typeParam = params.get('type');
  const type: PartnerType = isPartnerType(typeParam) ? typeParam : 'contracter';
  const [search, setSearch] = useState('');
  const searched = useDebounced(search.trim(), SEARCH_DELAY_MS);
  // All types at once: the tabs show their counts, and switching tabs asks nothing.
  const partners = useListPartnersQuery(
    { slug: slug ?? '', ...(searched ? { search: searched } : {}) },
    { skip: !slug },
  );
  const editor = useDialog<Partner>();
  const remover = useDialog<Partner>();

  if (httpStatusOf(partners.error) === 404) return <NotFoundPage />;
  if (!slug) return null;

  const all = partners.data?.data;
  const shown = all?.filter((partner) => partner.type === type) ?? [];
  const count = (tab: PartnerType) => all?.filter((partner) => partner.type === tab).length;

  const chooseTab = (tab: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (tab === 'contracter') next.delete('type');
        else next.set('type', tab);
        return next;
      },
      { replace: true },
    );
  };

  let list;
  if (partners.isLoading) {
    list = <TableSkeleton label={t('partners.list.loading')} columns={[3, 2, 2, 1, 1]} />;
  } else if (!all) {
    list = <QueryError title={t('partners.list.error')} query={partners} />;
  } else if (shown.length === 0) {
    list = searched ? (
      <EmptyList
        icon={<SearchIcon />}
        title={t('partners.empty.searchTitle')}
        description={t('partners.empty.searchDescription', { search: searched })}
      />
    ) : (
      <EmptyList
        icon={<BuildingIcon />}
        title={t(`partners.empty.${type}`)}
        description={t('partners.empty.description')}
        action={
          <Button variant="outline" onClick={() => editor.show(null)}>
            <PlusIcon />
            {t('partners.add')}
          </Button>
        }
      />
    );
  } else {
    list = (
      <PartnersTable
        type={type}
        partners={shown}
        onEdit={(partner) => editor.show(partner)}
        onRemove={(partner) => remover.show(partner)}
      />
    );
  }

  return (
    <Stack gap="6">
      <ListIntro
        description={t('partners.subtitle')}
        addLabel={t('partners.add')}
        onAdd={() => editor.show(null)}
      />
      <Tabs.Root value={type} onValueChange={(details) => chooseTab(details.value)} lazyMount>
        <HeaderRow at="md" align="flex-end" gap="3">
          <Tabs.List borderBottomWidth="0">
            {PARTNER_TYPES.map((tab) => (
              <Tabs.Trigger
                key={tab}
                value={tab}
                gap="2"
                aria-label={
                  count(tab) !== undefined
                    ? t('partners.tab', {
                        type: t(`partnerTypes.${tab}Plural`),
                        count: count(tab),
                      })
                    : undefined
                }
              >
                {t(`partnerTypes.${tab}Plural`)}
                {count(tab) !== undefined ? (
                  <Badge
                    variant={tab === type ? 'solid' : 'subtle'}
                    colorPalette={tab === type ? 'brand' : 'gray'}
                    borderRadius="full"
                    size="sm"
                  >
                    {count(tab)}
                  </Badge>
                ) : null}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <InputGroup
            startElement={<SearchIcon boxSize="4" />}
            maxW={{ md: '72' }}
            bg="bg"
            borderRadius="l2"
          >
            <Input
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={t('partners.search')}
              aria-label={t('partners.search')}
            />
          </InputGroup>
        </HeaderRow>
        <Tabs.Content value={type} pt="4">
          {list}
        </Tabs.Content>
      </Tabs.Root>
      <PartnerDialogs slug={slug} editor={editor} remover={remover} type={type} />
    </Stack>
  );
}

/**
 * Partner organisations as cards with an "add" tile and the 900px dialog: the setup wizard's
 * "companies" step (settings spec §2).
 */
export function PartnersSection({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('settings');
  const language = i18n.resolvedLanguage ?? 'mn';
  const partners = useListPartnersQuery({ slug });
  const editor = useDialog<Partner>();
  const remover = useDialog<Partner>();

  return (
    <>
      <CardSection
        variant="wizard"
        {...cardSectionTexts(t, 'partners', <BuildingIcon />, 'partners.empty.contracter')}
        onAdd={() => editor.show(null)}
        query={partners}
        keyOf={(partner) => partner.id}
        renderCard={(partner) => (
          <ItemCard
            name={partner.name}
            meta={t(`partnerTypes.${partner.type}`)}
            editLabel={t('partners.editFor', { name: partner.name })}
            onEdit={() => editor.show(partner)}
            deleteLabel={t('partners.delete.for', { name: partner.name })}
            onDelete={() => remover.show(partner)}
          >
            <Stack gap="1" fontSize="sm">
              {partner.contactPerson ? <Text>{partner.contactPerson}</Text> : null}
              {partner.phoneNumber ? (
                <HStack gap="1.5" color="fg.muted">
                  <PhoneIcon boxSize="3.5" />
                  <Text>{partner.phoneNumber}</Text>
                </HStack>
              ) : null}
              {partner.discount > 0 ? (
                <Text color="fg.muted">
                  {t('partners.discount', { discount: formatPercent(partner.discount, language) })}
                </Text>
              ) : null}
            </Stack>
          </ItemCard>
        )}
      />
      <PartnerDialogs slug={slug} editor={editor} remover={remover} />
    </>
  );
}

/**
 * The partner being added or changed (`editor`; a new one of `type`) and the one being deleted
 * (`remover`, after "Delete …?").
 */
function PartnerDialogs({
  slug,
  editor,
  remover,
  type,
}: {
  slug: string;
  editor: DialogControl<Partner>;
  remover: DialogControl<Partner>;
  type?: PartnerType;
}) {
  const deletePartner = useDeletePartnerMutation();
  return (
    <>
      <PartnerDialog slug={slug} type={type} dialog={editor} />
      <RemoveDialog dialog={remover} texts="partners" slug={slug} deletion={deletePartner} />
    </>
  );
}
