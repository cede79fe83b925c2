import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { NotFoundPage } from './not-found-page';
import { useCurrentHotel } from './use-current-hotel';

/**
 * A page of one item of a property (`/p/{slug}/…/{id}`: a group, an invoice, …) drawn by its
 * screen: the screen is given the slug and the route's id, and without either the page is "not
 * found" (as `propertyPage` does for a property's page).
 */
export function propertyItemPage(Screen: ComponentType<{ slug: string; id: string }>) {
  function PropertyItemPage() {
    const { slug } = useCurrentHotel();
    const { id } = useParams();
    return slug && id ? <Screen slug={slug} id={id} /> : <NotFoundPage />;
  }
  PropertyItemPage.displayName = `propertyItemPage(${Screen.displayName ?? Screen.name})`;
  return PropertyItemPage;
}
