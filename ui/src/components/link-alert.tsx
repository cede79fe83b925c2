import { Alert, Button, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useLocalizedPath } from './use-localized-path';

interface LinkAlertProps {
  status: 'info' | 'warning' | 'error';
  title: ReactNode;
  description: ReactNode;
  /** The page that fixes what the alert says (a path of the app, localized here). */
  to: string;
  /** The link's text (an icon may come first). */
  linkLabel: ReactNode;
  /** The link button's colour (default: the button's own). */
  linkPalette?: ButtonProps['colorPalette'];
  /** The link button's look: outline (the default), or solid for the one thing to do now. */
  linkVariant?: 'outline' | 'solid';
  'data-testid'?: string;
}

/**
 * What a screen cannot show yet and where to fix it: an alert with its title and description,
 * and a button linking to the page that does ("No room types yet" → room types).
 */
export function LinkAlert({
  status,
  title,
  description,
  to,
  linkLabel,
  linkPalette,
  linkVariant = 'outline',
  'data-testid': testId,
}: LinkAlertProps) {
  const localized = useLocalizedPath();
  return (
    <Alert.Root status={status} variant="surface" borderRadius="lg" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{description}</Alert.Description>
      </Alert.Content>
      <Button
        asChild
        size="sm"
        {...(linkPalette ? { colorPalette: linkPalette } : {})}
        variant={linkVariant}
        flexShrink="0"
      >
        <RouterLink to={localized(to)}>{linkLabel}</RouterLink>
      </Button>
    </Alert.Root>
  );
}
