import {
  Button,
  Card,
  Grid,
  Heading,
  HStack,
  Skeleton,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxItem } from '../../components/checkbox-item';
import { QueryError } from '../../components/query-error';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useFormSubmit } from '../../components/use-form-submit';
import { toastDone } from '../../components/done-toast';
import {
  type FacilityCategory,
  useListFacilityCategoriesQuery,
  useListMyFacilitiesQuery,
  useSyncFacilitiesMutation,
} from './profile-api';
import { ProfileScreen } from './profile-ui';
import { HeaderRow } from '../../components/header-row';
import { PageIntro } from '../../components/page-intro';

/** Route `/p/{slug}/facilities` (manage-settings): what the property offers, by category. */
export function FacilitiesPage() {
  const { t, i18n } = useTranslation('profile');
  const { slug } = useCurrentHotel();
  const args = { slug: slug ?? '', language: i18n.resolvedLanguage ?? 'mn' };
  const categories = useListFacilityCategoriesQuery(args, { skip: !slug });
  const mine = useListMyFacilitiesQuery(args, { skip: !slug });
  const failed = !categories.isLoading && !categories.data ? categories : mine;

  return (
    <ProfileScreen tab="facilities">
      {categories.isLoading || mine.isLoading ? (
        <Grid
          templateColumns="repeat(auto-fill, minmax(16rem, 1fr))"
          gap="4"
          role="status"
          aria-label={t('facilities.loading')}
        >
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height="40" borderRadius="xl" />
          ))}
        </Grid>
      ) : !categories.data || !mine.data || !slug ? (
        <QueryError
          title={t('facilities.loadError')}
          error={failed.error}
          onRetry={() => {
            void categories.refetch();
            void mine.refetch();
          }}
          retrying={categories.isFetching || mine.isFetching}
        />
      ) : (
        <FacilitiesForm
          slug={slug}
          categories={categories.data.data}
          chosen={mine.data.data.map((f) => f.id)}
        />
      )}
    </ProfileScreen>
  );
}

function FacilitiesForm({
  slug,
  categories,
  chosen: saved,
}: {
  slug: string;
  categories: FacilityCategory[];
  chosen: string[];
}) {
  const { t } = useTranslation('profile');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(saved));
  const [sync, { isLoading }] = useSyncFacilitiesMutation();
  const { onSubmit, edited } = useFormSubmit({
    send: async (idempotencyKey) => {
      await sync({ slug, idempotencyKey, facilities: [...chosen] }).unwrap();
      toastDone(t('facilities.saved'));
    },
    // Nothing here has a field of its own: the error notification says what went wrong.
    onError: () => undefined,
  });
  const toggle = (id: string, on: boolean) => {
    edited();
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  return (
    <chakra.form onSubmit={onSubmit} noValidate>
      <Stack gap="5">
        <HeaderRow>
          <PageIntro>{t('facilities.description')}</PageIntro>
          <Text fontSize="sm" color="fg.muted" flexShrink="0" aria-live="polite">
            {t('facilities.chosen', { count: chosen.size })}
          </Text>
        </HeaderRow>
        <Grid templateColumns="repeat(auto-fill, minmax(16rem, 1fr))" gap="4" alignItems="start">
          {categories.map((category) => {
            const count = category.facilities.filter((f) => chosen.has(f.id)).length;
            return (
              <Card.Root
                key={category.id}
                as="fieldset"
                variant="outline"
                borderRadius="xl"
                bg="bg"
                size="sm"
              >
                <Card.Header pb="0">
                  <HStack justify="space-between">
                    <Heading as="legend" size="sm">
                      {category.name}
                    </Heading>
                    {count > 0 ? (
                      <Text fontSize="xs" color="brand.fg" fontWeight="semibold">
                        {count}/{category.facilities.length}
                      </Text>
                    ) : null}
                  </HStack>
                </Card.Header>
                <Card.Body>
                  <Stack gap="2.5">
                    {category.facilities.map((facility) => (
                      <CheckboxItem
                        key={facility.id}
                        checked={chosen.has(facility.id)}
                        onChange={(checked) => toggle(facility.id, checked)}
                        label={facility.name}
                        labelProps={{ fontWeight: 'normal' }}
                      />
                    ))}
                  </Stack>
                </Card.Body>
              </Card.Root>
            );
          })}
        </Grid>
        <HStack justify="flex-end" position="sticky" bottom="0" py="3" bg="bg.subtle">
          <Button type="submit" loading={isLoading} loadingText={t('common:actions.saving')}>
            {t('common:actions.save')}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
