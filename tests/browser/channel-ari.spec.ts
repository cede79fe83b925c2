import { expect, test } from '@playwright/test';
import { apiAs, newOwner, propertyThroughApi, registerOwner, screenshot, signIn } from './support';

/**
 * The ARI push (issue 36 part 3; docs/channels.md "ARI push"): the owner sets a mapped
 * channel's address, sees the signing secret once, and the server's first message shows in the
 * delivery log. The browser server may not send to loopback addresses (ARI_ALLOW_PRIVATE is
 * off), so the first message is refused before it leaves: "No answer", with the reason.
 */

test('set a channel’s ARI address: the secret once, the first message in the log', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = newOwner('channel-ari');
  await registerOwner(request, owner);
  const propertyId = await propertyThroughApi(request, owner, {
    name: 'ARI Буудал',
    roomTypes: [{ name: 'Стандарт', defaultPrice: 100000, occupancy: 2, names: ['101', '102'] }],
  });
  const api = await apiAs(request, owner, propertyId);
  const types = (await api.get('/room/types')) as { data: { id: string }[] };
  const roomTypeId = types.data[0]!.id;
  const plan = await api.post('/rate/plans', {
    name: 'Үндсэн',
    roomType: { id: roomTypeId },
    type: 'daily',
    meals: [],
  });
  const channel = await api.post('/channels', { name: 'Booking.com' });
  const channelId = channel.id as string;
  await api.post(`/channels/${channelId}/mappings`, {
    rooms: [{ code: 'DBL', roomTypeId }],
    rates: [{ code: 'BAR', ratePlanId: plan.id as string }],
  });

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, owner, `/p/${propertyId}/s/channels/${channelId}`);
  await expect(page.getByText(/Хаяг тохируулаагүй/)).toBeVisible();
  await page.getByRole('button', { name: 'Хаяг тохируулах' }).click();
  const form = page.getByRole('dialog', { name: 'Сувгийн ARI хаяг' });
  await form.getByLabel(/^Хаяг \(URL\)/).fill('http://127.0.0.1:9/ari');
  await form.getByRole('button', { name: 'Нэмэх' }).click();

  const shown = page.getByRole('dialog', { name: 'Гарын үсгийн нууц түлхүүр' });
  const secret = (await shown.getByTestId('ari-secret').textContent()) ?? '';
  expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole('button', { name: 'Хаах' }).first().click();
  await expect(shown).toBeHidden();
  await expect(page.getByText(`Нууц түлхүүр …${secret.slice(-4)}`)).toBeVisible();

  // The dispatcher's first round (every 5 s) sends the whole year; the log shows its outcome.
  await expect(page.getByText('private address: 127.0.0.1')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Хариу ирээгүй')).toBeVisible();
  await screenshot(page, testInfo, 'channel-ari');

  // The same address as a booking site's OpenTravel endpoint, with its hotel code and login.
  await page.getByRole('button', { name: 'Хаяг өөрчлөх' }).click();
  await form.getByLabel(/^Хаягийн хүлээн авах хэлбэр/).selectOption('opentravel');
  await form.getByLabel(/^Сайтын өгсөн зочид буудлын код/).fill('UB-1001');
  await form.getByLabel(/^Хэрэглэгчийн нэр/).fill('pms-ub');
  await form.getByLabel(/^Нууц үг/).fill('s3cret');
  await screenshot(page, testInfo, 'channel-ari-opentravel');
  await form.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('OpenTravel · UB-1001')).toBeVisible();
  await expect(page.getByText('Нэвтрэх нэр: pms-ub')).toBeVisible();
  await expect(page.getByText('s3cret')).toHaveCount(0);
});
