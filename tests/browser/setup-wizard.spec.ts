import {
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
  expect,
  test,
} from '@playwright/test';
import {
  fieldLabel,
  navigateInApp,
  newOwner,
  type Owner,
  registerOwner,
  screenshot,
  SCREENSHOTS,
  signIn,
} from './support';

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'X-Language': 'mn' };

// The other specs turn the welcome dialog off; this one is about it: an empty browser.
test.use({ storageState: { cookies: [], origins: [] } });

/** A new property of `owner`, made through the API (as the registration dialog would). */
const propertyOf = async (request: APIRequestContext, owner: Owner): Promise<string> => {
  const login = await request.post('/api/login', {
    data: { email: owner.email, password: owner.password },
    headers: HEADERS,
  });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const created = await request.post('/api/hotels', {
    data: {
      name: 'Тэрэлж Резорт',
      registerNo: String(1_000_000 + Math.floor(Math.random() * 8_999_999)),
      companyName: 'Тэрэлж Резорт ХХК',
    },
    headers: { ...HEADERS, Authorization: `Bearer ${accessToken}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
};

/** A notice (toast): shown for a few seconds, so watched for from the click on. */
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).last();

const title = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** The steps of the indicator marked done. */
const done = (steps: Locator) => steps.getByRole('tab', { name: /\(хийгдсэн\)$/ });

/** What the screen shows (the full-page picture stretches the sticky bars): top or bottom. */
const view = async (page: Page, testInfo: TestInfo, name: string, at: 'top' | 'bottom' = 'top') => {
  if (!SCREENSHOTS) return;
  await page.mouse.move(0, 0);
  await page.evaluate(
    at === 'bottom' ? 'window.scrollTo(0, document.body.scrollHeight)' : 'window.scrollTo(0, 0)',
  );
  await page.evaluate('document.fonts.ready');
  await page.waitForTimeout(400);
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
};

test('a new property goes through the setup wizard; the settings pages show what was entered', async ({
  page,
  request,
}, testInfo) => {
  // Seven steps, a dozen dialogs, then eighteen settings pages: long on a busy machine.
  test.setTimeout(300_000);
  const owner = newOwner('wizard-owner');
  await registerOwner(request, owner);
  const propertyId = await propertyOf(request, owner);
  const home = new RegExp(`/p/${propertyId}$`);
  const step = (name: string) => new RegExp(`/p/${propertyId}/r/${name}$`);
  // The address changes a moment before the new step is drawn: wait for the step's own
  // description (drawn with its screen), so no click lands on the previous step's buttons.
  const descriptions: Record<string, string> = {
    base: 'Буудлын нэр, хаяг, холбоо барих мэдээлэл, ирэх ба гарах цагийг оруулна. Эдгээр нь захиалгын баримт, онлайн захиалгын хуудсанд харагдана.',
    policies: 'Цуцлалтын нөхцөл, хүүхдийн болон нэмэлт орны үнийн бодлогыг тохируулна.',
    regs: 'Ажилтны эрх, төлбөрийн хэрэгсэл, захиалгын сувгуудыг бүртгэнэ.',
    companies:
      'Гэрээт аялал жуулчлалын компани, хамтрагч байгууллагуудаа хөнгөлөлтийн хамт бүртгэнэ.',
    services: 'Зочдод санал болгох нэмэлт үйлчилгээ, бараагаа ангиллаар нь бүртгэнэ.',
    rooms: 'Өрөөний төрлүүд, тэдгээрийн өрөөний дугаарыг оруулна.',
    rates: 'Өрөөний төрөл бүрийн үнийн төрлийг үүсгэж, өдрийн үнийг тохируулна.',
  };
  const atStep = async (name: string) => {
    await expect(page).toHaveURL(step(name));
    await expect(page.getByText(descriptions[name]!, { exact: true })).toBeVisible();
  };
  await page.setViewportSize({ width: 1366, height: 900 });
  // No network here: map tiles are refused at once.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await signIn(page, owner, '/');

  // The property's home offers the setup.
  await page.getByRole('link', { name: 'Тэрэлж Резорт буудлыг нээх' }).click();
  await expect(page).toHaveURL(home);
  const welcome = page.getByRole('dialog', { name: 'Тэрэлж Резорт-д тавтай морил!' });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByRole('listitem')).toHaveCount(7);
  await screenshot(page, testInfo, '00-welcome');
  await welcome.getByRole('button', { name: 'Тохиргоог эхлэх' }).click();
  await expect(welcome).toBeHidden();

  // 1. General information: the required fields, then "save and continue".
  await atStep('base');
  const steps = page.getByRole('tablist', { name: 'Тохиргооны алхмууд' });
  await expect(steps).toBeVisible();
  await expect(page.getByLabel(fieldLabel('Буудлын нэр'))).toHaveValue('Тэрэлж Резорт');
  await page.getByLabel(fieldLabel('Буудлын төрөл')).selectOption({ label: 'Амралтын газар' });
  await page.getByLabel(fieldLabel('Аймаг, нийслэл')).selectOption({ label: 'Төв' });
  await page.getByLabel(fieldLabel('Ирэх цаг')).fill('14:00');
  await page.getByLabel(fieldLabel('Гарах цаг')).fill('11:00');
  await page.getByLabel('Утас', { exact: true }).fill('+976 7011 2233');
  await view(page, testInfo, '01-base');
  await view(page, testInfo, '01-base-bottom', 'bottom');
  await page.getByRole('button', { name: 'Хадгалаад үргэлжлүүлэх' }).click();

  // 2. Policies. Back first: the previous step, with what was saved.
  await atStep('policies');
  await page.getByRole('button', { name: 'Буцах', exact: true }).click();
  await atStep('base');
  await expect(page.getByLabel(fieldLabel('Буудлын төрөл'))).toHaveValue('resort');
  await expect(page.getByLabel(fieldLabel('Ирэх цаг'))).toHaveValue('14:00');
  await page.getByRole('button', { name: 'Хадгалаад үргэлжлүүлэх' }).click();
  await atStep('policies');

  const cancellation = page.getByRole('region', { name: 'Цуцлалтын бодлого' });
  await cancellation.getByRole('button', { name: 'Тохируулах' }).click();
  const cancelDialog = page.getByRole('dialog', { name: 'Цуцлалтын бодлогын тохиргоо' });
  await cancelDialog.getByLabel('Суутгах хувь').selectOption({ label: '10%' });
  await cancelDialog
    .getByLabel('Цуцлах хугацаа')
    .selectOption({ label: 'Ирэхээс 3 хоногийн өмнө' });
  await cancelDialog.getByLabel('Нэмэлт хувь').selectOption({ label: '50%' });
  await cancelDialog.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(cancelDialog).toBeHidden();
  await expect(cancellation.getByText('Төлбөртэй цуцлалт')).toBeVisible();

  const children = page.getByRole('region', { name: 'Хүүхдийн бодлого' });
  await children.getByRole('button', { name: 'Бодлого нэмэх' }).click();
  const childDialog = page.getByRole('dialog', { name: 'Хүүхдийн бодлого нэмэх' });
  await childDialog.getByLabel(fieldLabel('Доод нас')).selectOption('0');
  await childDialog.getByLabel(fieldLabel('Дээд нас')).selectOption('6');
  await childDialog.getByLabel(fieldLabel('Үнийн төрөл')).selectOption({ label: 'Төгрөг (₮)' });
  await childDialog.getByLabel(fieldLabel('Нэг шөнийн үнэ')).fill('15000');
  await childDialog.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(childDialog).toBeHidden();
  await expect(children.getByRole('listitem').filter({ hasText: '0–6 нас' })).toContainText(
    '15,000₮',
  );

  const extraBeds = page.getByRole('region', { name: 'Нэмэлт орны бодлого' });
  await extraBeds.getByRole('button', { name: 'Бодлого нэмэх' }).click();
  const bedDialog = page.getByRole('dialog', { name: 'Нэмэлт орны бодлого нэмэх' });
  await bedDialog.getByLabel(fieldLabel('Нэг шөнийн үнэ')).fill('40000');
  await bedDialog.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(bedDialog).toBeHidden();
  await expect(extraBeds.getByRole('listitem').filter({ hasText: 'Том хүн (18+)' })).toContainText(
    '40,000₮',
  );
  await expect(done(steps)).toHaveCount(1);
  await view(page, testInfo, '02-policies');
  await page.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();

  // 3. Roles, payment methods, channels: three card groups with "add" tiles.
  await atStep('regs');
  await expect(done(steps)).toHaveCount(2);
  await page.getByRole('button', { name: 'Эрх нэмэх' }).click();
  const roleDialog = page.getByRole('dialog', { name: 'Шинэ эрх нэмэх' });
  await roleDialog.getByLabel(fieldLabel('Эрхийн нэр')).fill('Хүлээн авах');
  await roleDialog.getByText('Бүгдийг сонгох').click();
  await roleDialog.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(roleDialog).toBeHidden();
  await expect(page.getByRole('article', { name: 'Хүлээн авах' })).toBeVisible();

  await page.getByRole('button', { name: 'Төлбөрийн хэрэгсэл нэмэх' }).click();
  const methodDialog = page.getByRole('dialog', { name: 'Шинэ төлбөрийн хэрэгсэл' });
  await methodDialog.getByLabel(fieldLabel('Нэр')).fill('Банкны карт');
  await methodDialog.getByText('Урьдчилгаа', { exact: true }).click();
  await methodDialog.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(methodDialog).toBeHidden();
  await expect(page.getByRole('article', { name: 'Банкны карт' })).toContainText('Урьдчилгаа');

  await page.getByRole('button', { name: 'Суваг нэмэх' }).click();
  const sourceDialog = page.getByRole('dialog', { name: 'Шинэ суваг нэмэх' });
  await sourceDialog.getByLabel(fieldLabel('Сувгийн нэр')).fill('Booking.com');
  await expect(sourceDialog.getByLabel('Товч нэр')).toHaveValue('BO');
  await sourceDialog.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(sourceDialog).toBeHidden();
  await expect(page.getByRole('article', { name: 'Booking.com' })).toContainText('BO');
  await view(page, testInfo, '03-regs');
  await page.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();

  // 4. Partners.
  await atStep('companies');
  await page.getByRole('button', { name: 'Байгууллага нэмэх' }).click();
  const partnerDialog = page.getByRole('dialog', { name: 'Шинэ байгууллага нэмэх' });
  await partnerDialog.getByLabel(fieldLabel('Байгууллагын нэр')).fill('Жуулчин Тур ХХК');
  await partnerDialog.getByLabel('Хөнгөлөлт').fill('15');
  await partnerDialog.getByLabel('Нэр', { exact: true }).first().fill('Оюунаа');
  await partnerDialog.getByLabel('Утас', { exact: true }).first().fill('+976 9900 1122');
  await partnerDialog.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(partnerDialog).toBeHidden();
  const partnerCard = page.getByRole('article', { name: 'Жуулчин Тур ХХК' });
  await expect(partnerCard).toContainText('Оюунаа');
  await expect(partnerCard).toContainText('15%');
  await view(page, testInfo, '04-companies');
  await page.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();
  await atStep('services');
  await expect(done(steps)).toHaveCount(4);

  // A reload keeps the place; the home offers to resume there.
  await page.reload();
  await atStep('services');
  await expect(done(steps)).toHaveCount(4);
  await page.goto(`/p/${propertyId}`);
  const resume = page.getByRole('dialog', { name: 'Тэрэлж Резорт-д тавтай морил!' });
  await expect(resume.getByText('Та 7 алхмаас 4-г хийсэн байна.', { exact: false })).toBeVisible();
  await screenshot(page, testInfo, '05-welcome-resume');
  await resume.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();
  await atStep('services');

  // 5. Services: a category and a service in it.
  await page.getByRole('button', { name: 'Ангилал нэмэх' }).click();
  const categoryDialog = page.getByRole('dialog', { name: 'Шинэ ангилал нэмэх' });
  await categoryDialog.getByLabel(fieldLabel('Ангиллын нэр')).fill('Спа');
  await categoryDialog.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(categoryDialog).toBeHidden();
  const spa = page.getByRole('article', { name: 'Спа' });
  await spa.getByRole('button', { name: 'Спа ангилалд үйлчилгээ нэмэх' }).click();
  const serviceDialog = page.getByRole('dialog', { name: 'Шинэ үйлчилгээ нэмэх' });
  await serviceDialog.getByLabel(fieldLabel('Үйлчилгээний нэр')).fill('Саун 1 цаг');
  await serviceDialog.getByLabel(fieldLabel('Үнэ')).fill('45000');
  await serviceDialog.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(serviceDialog).toBeHidden();
  await expect(spa.getByRole('listitem', { name: 'Саун 1 цаг' })).toContainText('45,000₮');
  await view(page, testInfo, '06-services');
  await page.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();

  // 6. Rooms: a room type with three rooms as chips.
  await atStep('rooms');
  await page.getByRole('button', { name: 'Өрөөний төрөл нэмэх' }).first().click();
  const typeDialog = page.getByRole('dialog', { name: 'Өрөөний төрөл нэмэх' });
  await typeDialog.getByLabel(fieldLabel('Нэр')).fill('Стандарт хоёр ортой');
  await typeDialog.getByLabel('Нэр (англи)').fill('Standard twin');
  await typeDialog.getByLabel(fieldLabel('Үндсэн үнэ')).fill('180000');
  await typeDialog.getByLabel(fieldLabel('Том хүний багтаамж')).fill('2');
  const numbers = typeDialog.getByRole('textbox', { name: 'Өрөөний дугаарууд' });
  for (const number of ['101', '102', '103']) {
    await numbers.pressSequentially(number);
    await numbers.press('Enter');
  }
  await expect(typeDialog.getByRole('button', { name: '103 дугаарыг хасах' })).toBeVisible();
  await typeDialog.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(typeDialog).toBeHidden();
  const typeCard = page.getByRole('article', { name: 'Стандарт хоёр ортой' });
  await expect(
    typeCard
      .getByRole('list', { name: 'Стандарт хоёр ортой төрлийн өрөөнүүд' })
      .getByRole('listitem'),
  ).toHaveText(['101', '102', '103']);
  await view(page, testInfo, '07-rooms');
  await page.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();

  // 7. Rates: the room type with a new rate plan.
  await atStep('rates');
  const rates = page.getByRole('listitem', { name: 'Стандарт хоёр ортой' });
  await expect(rates).toContainText('180,000₮');
  await rates.getByRole('button', { name: 'Үнийн төрөл нэмэх' }).click();
  const planDialog = page.getByRole('dialog', { name: 'Шинэ үнийн төрөл' });
  await planDialog.getByLabel(fieldLabel('Нэр')).fill('Өглөөний цайтай');
  await planDialog.getByText('Өглөөний цай').click();
  await planDialog.getByRole('button', { name: 'Үнийн төрөл нэмэх' }).click();
  await expect(planDialog).toBeHidden();
  await expect(rates.getByText('Өглөөний цайтай')).toBeVisible();
  await expect(done(steps)).toHaveCount(6);
  await view(page, testInfo, '08-rates');

  // Finish: the home with a notice, the progress cleared, no more offers.
  await Promise.all([
    expect(toast(page, 'Анхны тохиргоо дууслаа. Амжилт хүсье!')).toBeVisible(),
    page.getByRole('button', { name: 'Дуусгах' }).click(),
  ]);
  await expect(page).toHaveURL(home);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await screenshot(page, testInfo, '09-finished');
  expect(await page.evaluate(`localStorage.getItem('pms.setup.${propertyId}')`)).toBe(null);
  await page.reload();
  await expect(title(page, 'Нүүр')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The settings pages show what the wizard entered: in Mongolian, then in English.
  const pages = [
    {
      path: 'edit',
      mn: 'Буудлын мэдээлэл',
      en: 'Property information',
      check: async (lang: 'mn' | 'en') => {
        await expect(
          page.getByLabel(fieldLabel(lang === 'mn' ? 'Буудлын нэр' : 'Property name')),
        ).toHaveValue('Тэрэлж Резорт');
        await expect(
          page.getByLabel(fieldLabel(lang === 'mn' ? 'Буудлын төрөл' : 'Kind of property')),
        ).toHaveValue('resort');
        await expect(
          page.getByLabel(
            fieldLabel(lang === 'mn' ? 'Аймаг, нийслэл' : 'Province (aimag) or capital'),
          ),
        ).toHaveValue('MN-047');
        await expect(
          page.getByLabel(fieldLabel(lang === 'mn' ? 'Ирэх цаг' : 'Check-in from')),
        ).toHaveValue('14:00');
        await expect(
          page.getByLabel(fieldLabel(lang === 'mn' ? 'Гарах цаг' : 'Check-out until')),
        ).toHaveValue('11:00');
      },
    },
    {
      path: 's/policies',
      mn: 'Бодлого, журам',
      en: 'Policies',
      check: async (lang: 'mn' | 'en') => {
        await expect(
          page.getByText(
            lang === 'mn'
              ? 'Ирэхээс 3 хоногийн өмнө хүртэл цуцалбал нийт төлбөрийн 10 хувийг, түүнээс хойш цуцлах эсвэл зочин ирээгүй тохиолдолд 50 хувийг суутгана.'
              : 'Cancellations until 3 days before arrival are charged 10% of the reservation total; later cancellations and no-shows 50%.',
          ),
        ).toBeVisible();
        await expect(page.getByText(lang === 'mn' ? '0–6 нас' : 'Ages 0 to under 6')).toBeVisible();
        await expect(
          page.getByText(lang === 'mn' ? 'Том хүн (18+)' : 'Adults (18+)'),
        ).toBeVisible();
      },
    },
    {
      path: 's/roles',
      mn: 'Хэрэглэгчийн эрх',
      en: 'User roles',
      check: async () => {
        await expect(page.getByRole('row', { name: /Хүлээн авах/ })).toBeVisible();
      },
    },
    {
      path: 's/payment/methods',
      mn: 'Төлбөрийн хэрэгсэл',
      en: 'Payment methods',
      check: async () => {
        await expect(page.getByRole('article', { name: 'Банкны карт' })).toBeVisible();
      },
    },
    {
      path: 's/sources',
      mn: 'Захиалгын суваг',
      en: 'Reservation channels',
      check: async () => {
        await expect(page.getByRole('article', { name: 'Booking.com' })).toContainText('BO');
      },
    },
    {
      path: 's/partners',
      mn: 'Хамтрагч байгууллага',
      en: 'Partners',
      check: async () => {
        const row = page.getByRole('row', { name: /Жуулчин Тур ХХК/ });
        await expect(row).toContainText('Оюунаа');
        await expect(row).toContainText('15%');
      },
    },
    {
      path: 's/services',
      mn: 'Нэмэлт үйлчилгээ',
      en: 'Services',
      check: async () => {
        await expect(
          page.getByRole('article', { name: 'Спа' }).getByRole('listitem', { name: 'Саун 1 цаг' }),
        ).toContainText('45,000₮');
      },
    },
    {
      path: 's/room/types',
      mn: 'Өрөөний төрөл',
      en: 'Room types',
      check: async () => {
        await expect(
          page.getByRole('list', { name: /Стандарт хоёр ортой/ }).getByRole('listitem'),
        ).toHaveText(['101', '102', '103']);
      },
    },
    {
      path: 's/rate/plans',
      mn: 'Үнийн төрөл',
      en: 'Rate plans',
      check: async (lang: 'mn' | 'en') => {
        // In English the room type's English name.
        const roomType = lang === 'mn' ? 'Стандарт хоёр ортой' : 'Standard twin';
        await expect(
          page.getByRole('region', { name: roomType }).getByRole('row', {
            name: /Өглөөний цайтай/,
          }),
        ).toContainText('BB');
      },
    },
  ] as const;
  for (const lang of ['mn', 'en'] as const) {
    for (const [i, settings] of pages.entries()) {
      // The language's first page loaded in full, the others as the app's links go.
      const to = `${lang === 'en' ? '/en' : ''}/p/${propertyId}/${settings.path}`;
      await (i === 0 ? page.goto(to) : navigateInApp(page, to));
      await expect(title(page, settings[lang])).toBeVisible();
      await settings.check(lang);
      await page.mouse.move(0, 0);
      await screenshot(
        page,
        testInfo,
        `${lang === 'mn' ? 10 : 20}-${String(i).padStart(2, '0')}-${settings.path.replace(/\//g, '-')}-${lang}`,
      );
    }
  }
  // The wizard's frame at other widths: the seven steps fit without scrolling sideways.
  for (const [width, height] of [
    [390, 844],
    [1024, 768],
    [1600, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`/p/${propertyId}/r/regs`);
    const indicator = page.getByRole('tablist', { name: 'Тохиргооны алхмууд' });
    await expect(indicator.getByRole('tab', { name: '3. Эрх, төлбөр, суваг' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('article', { name: 'Booking.com' })).toBeVisible();
    expect(await indicator.evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
    await view(page, testInfo, `30-regs-${width}`);
  }
});
