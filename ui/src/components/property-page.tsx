import type { ComponentType } from 'react';
import { NotFoundPage } from './not-found-page';
import { useCurrentHotel } from './use-current-hotel';

/**
 * A property's page drawn by its screen: the screen is given the slug of the route
 * (`/p/{slug}/…`), and outside a property the page is "not found". The screen can then read
 * the property's data from its first line, without a check of its own.
 */
export function propertyPage(Screen: ComponentType<{ slug: string }>) {
  function PropertyPage() {
    const { slug } = useCurrentHotel();
    return slug ? <Screen slug={slug} /> : <NotFoundPage />;
  }
  PropertyPage.displayName = `propertyPage(${Screen.displayName ?? Screen.name})`;
  return PropertyPage;
}
