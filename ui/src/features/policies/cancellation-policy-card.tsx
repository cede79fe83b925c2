import { Badge, Box, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/query-error';
import { CancellationPolicyDialog } from './cancellation-policy-dialog';
import { useGetCancellationPolicyQuery } from './policies-api';
import { Fact, PanelSkeleton, PolicyPanel } from './policies-ui';
import { CalendarXIcon, SettingsIcon } from '../../components/icons';

/**
 * The cancellation policy panel (settings spec §2): what a guest pays for cancelling, in the
 * words printed on their documents, and the settings dialog.
 */
export function CancellationPolicyCard({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('policies');
  const language = i18n.resolvedLanguage ?? 'mn';
  const query = useGetCancellationPolicyQuery({ slug, language });
  const [open, setOpen] = useState(false);
  const policy = query.data ?? null;

  const content = () => {
    if (query.isLoading) return <PanelSkeleton label={t('cancellation.loading')} rows={2} />;
    if (query.data === undefined) {
      return <QueryError title={t('cancellation.error')} query={query} />;
    }
    if (!policy) {
      return (
        <Box borderWidth="1px" borderStyle="dashed" borderRadius="lg" p="5" textAlign="center">
          <Text fontWeight="semibold">{t('cancellation.empty.title')}</Text>
          <Text color="fg.muted" fontSize="sm" mt="1">
            {t('cancellation.empty.description')}
          </Text>
        </Box>
      );
    }
    return (
      <SimpleGrid columns={{ base: 1, md: policy.isFree ? 1 : 2 }} gap={{ base: '4', md: '8' }}>
        <Stack gap="3">
          <Badge
            alignSelf="flex-start"
            colorPalette={policy.isFree ? 'green' : 'orange'}
            variant="subtle"
            borderRadius="full"
            px="2.5"
          >
            {policy.isFree ? t('cancellation.free') : t('cancellation.charged')}
          </Badge>
          <Text fontSize="md" data-testid="cancellation-summary">
            {policy.policySummary}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {policy.prepaymentSummary}
          </Text>
        </Stack>
        {policy.isFree ? null : (
          <Stack gap="0" aria-label={t('cancellation.details')}>
            <Fact label={t('cancellation.form.time')}>
              {policy.cancellationTime?.name ?? t('cancellation.form.noTime')}
            </Fact>
            <Fact label={t('cancellation.form.percent')}>
              {policy.cancellationPercent?.name ?? t('price.free')}
            </Fact>
            <Fact label={t('cancellation.form.addition')}>
              {policy.cancellationAdditionPercent?.name ?? t('cancellation.form.noAddition')}
            </Fact>
            <Fact label={t('cancellation.prepayment')}>
              {policy.hasPrepayment
                ? t('cancellation.prepaymentYes')
                : t('cancellation.prepaymentNo')}
            </Fact>
          </Stack>
        )}
      </SimpleGrid>
    );
  };

  return (
    <PolicyPanel
      id="cancellation-policy-title"
      icon={<CalendarXIcon boxSize="5" />}
      title={t('cancellation.title')}
      description={t('cancellation.description')}
      action={
        <Button
          size="sm"
          variant="outline"
          onClick={() => setOpen(true)}
          disabled={query.isLoading}
        >
          <SettingsIcon />
          {policy ? t('cancellation.edit') : t('cancellation.set')}
        </Button>
      }
    >
      {content()}
      <CancellationPolicyDialog slug={slug} policy={policy} open={open} onOpenChange={setOpen} />
    </PolicyPanel>
  );
}
