import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import { TitledCard } from '../../components/titled-card';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '../../components/icons';
import { SwitchField } from '../../components/switch-field';
import { newIdempotencyKey } from '../../lib/idempotency';
import { localizePath } from '../../lib/locale';
import { toaster } from '../../lib/toaster';
import { useSetOnlineBookingMutation } from './online-booking-api';

/**
 * The online booking page's switch (hotel settings): open or close the public page, and its
 * address to share with guests, in both languages.
 */
export function OnlineBookingSection({ slug, open }: { slug: string; open: boolean }) {
  const { t } = useTranslation('profile');
  const [setOnline, { isLoading }] = useSetOnlineBookingMutation();
  const path = `/online/book/${encodeURIComponent(slug)}`;
  const links = (['mn', 'en'] as const).map((language) => ({
    language,
    url: `${window.location.origin}${localizePath(path, language)}`,
  }));
  const change = async (hasOnlineBook: boolean) => {
    try {
      await setOnline({ slug, idempotencyKey: newIdempotencyKey(), hasOnlineBook }).unwrap();
      toaster.create({
        type: 'success',
        title: hasOnlineBook ? t('online.opened') : t('online.closed'),
      });
    } catch {
      // The failure is notified globally; the switch shows the stored state.
    }
  };
  return (
    <TitledCard
      as="section"
      aria-label={t('online.title')}
      variant="outline"
      title={t('online.title')}
      headerPb="0"
    >
      <Stack gap="3">
        <SwitchField
          label={t('online.switch')}
          description={t('online.description')}
          checked={open}
          disabled={isLoading}
          onChange={(checked) => void change(checked)}
        />
        {open ? (
          <Stack gap="1" fontSize="sm">
            <Text color="fg.muted">{t('online.share')}</Text>
            {links.map((link) => (
              <HStack key={link.language} gap="2">
                <GlobeIcon boxSize="4" />
                <Link href={link.url} target="_blank" rel="noopener" color="brand.fg">
                  {link.url}
                </Link>
              </HStack>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </TitledCard>
  );
}
