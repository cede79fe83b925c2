import { Breadcrumb } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalizedPath } from '../../components/use-localized-path';
import { propertyPath } from '../../lib/property-pages';

/** The trail above an invoice page: the invoices list, then this page (`current`). */
export function InvoicesBreadcrumb({ slug, current }: { slug: string; current: string }) {
  const { t } = useTranslation('invoices');
  const localized = useLocalizedPath();
  return (
    <Breadcrumb.Root>
      <Breadcrumb.List>
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild>
            <RouterLink to={localized(propertyPath(slug, 'invoices'))}>{t('title')}</RouterLink>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        <Breadcrumb.Separator />
        <Breadcrumb.Item>
          <Breadcrumb.CurrentLink>{current}</Breadcrumb.CurrentLink>
        </Breadcrumb.Item>
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
