import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support';

// The public portal's sign-in pages, the customer signup wizard and the chef application
// wizard, in the built product behind the gateway (docs/product.md §2, §5, §8).

const FOOD_SAFETY = { pass: [2, 1, 3, 1, 2], fail: [2, 1, 0, 0, 0] };
const PROFESSIONALISM = { pass: [1, 1, 1, 1, 1], fail: [1, 1, 1, 0, 0] };
const DESCRIPTION = 'Twelve years on the line in Atlanta kitchens, the last four as sous chef in Midtown.';

/** docs/product.md §8: the quiz's result toast, "You scored N%." then its verdict. */
async function expectScoreToast(page: Page, score: number, verdict: string): Promise<void> {
  const toast = page.getByRole('region', { name: /Notifications \(F8\)/ }).getByRole('listitem');
  await expect(toast.getByText(`You scored ${score}%.`, { exact: true })).toBeVisible();
  await expect(toast.getByText(verdict, { exact: true })).toBeVisible();
}

/** The texts tied to a control through aria-describedby (its hint and its error). */
async function describedBy(control: Locator): Promise<string> {
  return control.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' | '),
  );
}

/** Fills the identity provider's form (we arrive there from one of our sign-in buttons). */
async function signInAtProvider(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/api/'));
}

async function takeQuiz(page: Page, title: string, answers: readonly number[]): Promise<void> {
  const quiz = page.getByRole('region', { name: title });
  await quiz.getByRole('button', { name: new RegExp(`^(Take|Retake) ${title}$`) }).click();
  for (const [i, answer] of answers.entries()) {
    await expect(quiz.getByText(`Question ${i + 1} of ${answers.length}`)).toBeVisible();
    const onward = quiz.getByRole('button', { name: i === answers.length - 1 ? 'Finish Quiz' : 'Next Question' });
    await expect(onward).toBeDisabled();
    await quiz.getByRole('radio').nth(answer).check();
    await onward.click();
  }
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

/** Walks the whole application with valid answers, up to the last step. */
async function fillValidApplication(page: Page): Promise<void> {
  await expect(stepHeading(page, 'Personal Info')).toBeVisible();
  await page.getByLabel('Full name').fill('Casey Morgan');
  await page.getByLabel('Email').fill('customer@demo.test');
  await page.getByLabel('Phone').fill('(404) 555-0142');
  await next(page).click();
  await page.getByLabel('Years of professional experience').fill('12');
  await page.getByLabel('Specialty').selectOption('southern');
  await page.getByLabel('Tell us about your cooking').fill(DESCRIPTION);
  await next(page).click();
  await takeQuiz(page, 'Food Safety Quiz', FOOD_SAFETY.pass);
  await takeQuiz(page, 'Professionalism Quiz', PROFESSIONALISM.pass);
  await next(page).click();
  await expect(stepHeading(page, 'References')).toBeVisible();
  await next(page).click();
  await page.getByRole('checkbox', { name: 'Private Dinner' }).check();
  await page.getByLabel('Service area').fill('Decatur and East Atlanta');
  await page.getByLabel('ZIP code').fill('30030');
  await page.getByRole('checkbox', { name: /I consent to a background check/ }).check();
}

test.describe('sign-in pages', () => {
  test('/signin offers sign-in, signup and the application, and explains a failed sign-in', async ({ page }) => {
    await page.goto('/signin');
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Create a customer account' })).toHaveAttribute(
      'href',
      '/customer-signup',
    );
    await expect(main.getByRole('link', { name: 'Apply to cook with us' })).toHaveAttribute(
      'href',
      '/chef-application',
    );
    await expect(main.getByRole('alert')).toHaveCount(0);
    await page.goto('/signin?error=1');
    await expect(main.getByRole('alert')).toHaveText('There was an issue signing in. Please try again.');
  });

  test('/chef-signin leads a chef to the chef portal after sign-in', async ({ page }) => {
    await page.goto('/chef-signin');
    await page.getByRole('button', { name: 'Sign In as Chef' }).click();
    await signInAtProvider(page, 'chef@demo.test');
    await expect(page).toHaveURL(/\/chef-portal$/);
    expect(await page.evaluate(() => localStorage.getItem('chefs.chefSignInIntent'))).toBe('1');
    await expect(page.getByText('Marcus').first()).toBeVisible();
    // Signed in, the chef sign-in page sends the chef straight to the portal, and /signin home
    // ("/"), which for a chef is the portal too: "/" is passed through, not stayed on, so the
    // pages the tab went through are what shows it (polling the URL for "/" raced the redirect).
    await page.goto('/chef-signin');
    await expect(page).toHaveURL(/\/chef-portal$/);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      const path = new URL(frame.url()).pathname;
      // The document's load and the app's start may each report /signin: once is enough.
      if (frame === page.mainFrame() && visited.at(-1) !== path) visited.push(path);
    });
    await page.goto('/signin');
    await expect(page).toHaveURL(/\/chef-portal$/);
    expect(visited).toEqual(['/signin', '/', '/chef-portal']);
  });
});

test.describe('customer signup wizard', () => {
  test('names every missing answer, then keeps the preferences and goes to /schedule', async ({ page }) => {
    await page.goto('/customer-signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Join as a Customer' })).toBeVisible();
    await next(page).click();
    await expect(stepHeading(page, 'Personal Info')).toBeVisible();
    expect(await describedBy(page.getByLabel('First name'))).toBe('First name must be at least 2 characters');
    expect(await describedBy(page.getByLabel('Last name'))).toBe('Last name must be at least 2 characters');
    expect(await describedBy(page.getByLabel('Email'))).toBe('Please enter a valid email address');
    expect(await describedBy(page.getByLabel('Phone'))).toBe('Please enter a valid phone number');
    await expect(page.getByLabel('First name')).toBeFocused();

    await page.getByLabel('First name').fill('Riley');
    await page.getByLabel('Last name').fill('Brooks');
    await page.getByLabel('Email').fill('riley@example.com');
    await page.getByLabel('Phone').fill('404-555-0175');
    await expect(page.getByText(/must be at least 2 characters|valid email|valid phone/)).toHaveCount(0);
    await next(page).click();

    await expect(stepHeading(page, 'Service Preferences')).toBeFocused();
    await next(page).click();
    await expect(page.getByText('Please select a service type')).toBeVisible();
    await page.getByRole('radio', { name: /^Fine Dining/ }).check();
    await next(page).click();

    await expect(stepHeading(page, 'Food Preferences')).toBeVisible();
    await next(page).click();
    await expect(page.getByText('Please select at least one cuisine preference')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Italian' }).check();
    await page.getByRole('checkbox', { name: 'Southern' }).check();
    await page.getByRole('checkbox', { name: 'Vegetarian' }).check();
    await page.getByLabel(/Other restrictions/).fill('no shellfish');
    await next(page).click();

    await expect(stepHeading(page, 'Planning & Payment')).toBeVisible();
    // A reload loses nothing: the signup comes back at this step, with every answer so far.
    await page.reload();
    await expect(stepHeading(page, 'Planning & Payment')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('checkbox', { name: 'Southern' })).toBeChecked();
    await expect(page.getByLabel(/Other restrictions/)).toHaveValue('no shellfish');
    await next(page).click();
    await page.getByRole('button', { name: 'Complete Signup' }).click();
    await expect(page.getByText('Please select a planning option')).toBeVisible();
    await expect(page.getByText('Please select your one-time fee tier')).toBeVisible();
    await page.getByRole('radio', { name: /^Custom Design/ }).check();
    await page.getByRole('radio', { name: /^Premium Package/ }).check();
    await page.getByLabel(/Anything else/).fill('A birthday dinner for eight.');
    await page.getByRole('button', { name: 'Complete Signup' }).click();

    await page.waitForURL((url) => url.pathname === '/schedule');
    expect(await page.evaluate(() => sessionStorage.getItem('customerSignupDraft'))).toBeNull();
    const stored = await page.evaluate(() => localStorage.getItem('customerPreferences'));
    expect(JSON.parse(stored ?? 'null')).toEqual({
      email: 'riley@example.com',
      firstName: 'Riley',
      lastName: 'Brooks',
      phone: '404-555-0175',
      serviceType: 'fine_dining',
      cuisinePreferences: ['Italian', 'Southern'],
      dietaryRestrictions: ['Vegetarian', 'no shellfish'],
      planningOption: 'custom_design',
      oneTimeFee: 99,
      customRequest: 'A birthday dinner for eight.',
    });

    // Signed out, /schedule sends them to sign in; once signed in they are back on it, and the
    // signup they finished is saved to their account.
    await page.waitForURL((url) => url.pathname === '/signin');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/me/preferences') && r.request().method() === 'PUT',
    );
    await signIn(page, 'customer@demo.test', '/schedule');
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({
      firstName: 'Riley',
      planningOption: 'custom_design',
      oneTimeFee: 99,
    });
    await expect(page.getByRole('region', { name: /Notifications \(F8\)/ }).getByRole('listitem')).toContainText(
      'Preferences savedYour signup preferences are saved to your account.',
    );
    expect(new URL(page.url()).pathname).toBe('/schedule');
    expect(await page.evaluate(() => sessionStorage.getItem('chefs.signupToSave'))).toBeNull();
  });

  test('a signed-in customer starts from their account and saves the preferences to it', async ({ page }) => {
    await signIn(page, 'customer@demo.test', '/customer-signup');
    await expect(page.getByLabel('First name')).toHaveValue('Casey');
    await expect(page.getByLabel('Email')).toHaveValue('customer@demo.test');
    await page.getByLabel('Phone').fill('(404) 555-0142');
    await next(page).click();
    await page.getByRole('radio', { name: /^Meal Prep/ }).check();
    await next(page).click();
    await page.getByRole('checkbox', { name: 'Mediterranean' }).check();
    await next(page).click();
    await page
      .getByRole('group', { name: 'Planning option' })
      .getByRole('radio', { name: /^Full Service/ })
      .check();
    await page.getByRole('radio', { name: /^Basic Package/ }).check();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/me/preferences') && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Complete Signup' }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({
      serviceType: 'meal_prep',
      planningOption: 'full_service',
      oneTimeFee: 49,
    });
    await page.waitForURL((url) => url.pathname === '/schedule');
  });
});

test.describe.serial('chef application wizard', () => {
  test('shows every message for bad input, and both quizzes fail, may be retaken and pass', async ({ page }) => {
    await page.goto('/chef-application');
    await expect(page.getByText('You will need to sign in to submit.')).toBeVisible();

    // Step 1: Personal Info
    await expect(stepHeading(page, 'Personal Info')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(next(page)).toBeDisabled();
    await page.getByLabel('Full name').fill('C');
    await page.getByLabel('Email').fill('casey@');
    await page.getByLabel('Phone').fill('555-01');
    await page.getByLabel('Phone').blur();
    expect(await describedBy(page.getByLabel('Full name'))).toBe('Full name is required');
    expect(await describedBy(page.getByLabel('Email'))).toBe('Valid email is required');
    expect(await describedBy(page.getByLabel('Phone'))).toBe('Valid phone number is required');
    await page.getByLabel('Full name').fill('Casey Morgan');
    await page.getByLabel('Email').fill('customer@demo.test');
    await page.getByLabel('Phone').fill('(404) 555-0142');
    await next(page).click();

    // Step 2: Experience
    await expect(stepHeading(page, 'Experience')).toBeFocused();
    const years = page.getByLabel('Years of professional experience');
    await years.fill('60');
    await expect(years).toHaveValue('0');
    expect(await describedBy(years)).toBe('Years of experience cannot exceed 50');
    await years.fill('-3');
    await expect(years).toHaveValue('0');
    expect(await describedBy(years)).toBe('Years of experience must be 0 or greater');
    await years.fill('12');
    await page.getByLabel('Specialty').focus();
    await page.getByLabel('Specialty').blur();
    expect(await describedBy(page.getByLabel('Specialty'))).toBe('Specialty is required');
    await page.getByLabel('Specialty').selectOption('southern');
    await page.getByLabel('Tell us about your cooking').fill('I love to cook.');
    await page.getByLabel('Tell us about your cooking').blur();
    expect(await describedBy(page.getByLabel('Tell us about your cooking'))).toContain(
      'Please provide at least 50 characters about your cooking experience',
    );
    await expect(next(page)).toBeDisabled();
    await page.getByLabel('Tell us about your cooking').fill(DESCRIPTION);
    await next(page).click();

    // Step 3: Video & Quiz
    await expect(stepHeading(page, 'Video & Quiz')).toBeVisible();
    await page.getByLabel(/Cooking video link/).fill('my cooking video');
    await page.getByLabel(/Cooking video link/).blur();
    expect(await describedBy(page.getByLabel(/Cooking video link/))).toContain(
      'Please provide a valid video URL (YouTube, Vimeo, etc.)',
    );
    await page.getByLabel(/Cooking video link/).fill('https://vimeo.com/123456');
    await expect(next(page)).toBeDisabled();

    await takeQuiz(page, 'Food Safety Quiz', FOOD_SAFETY.fail);
    await expectScoreToast(page, 40, 'You need at least 80% to pass. Please retake the quiz.');
    await expect(page.getByText('Minimum 80% score required on food safety quiz')).toBeVisible();
    await takeQuiz(page, 'Food Safety Quiz', FOOD_SAFETY.pass);
    await expectScoreToast(page, 100, 'Excellent!');
    const foodSafety = page.getByRole('region', { name: 'Food Safety Quiz' });
    await expect(foodSafety.getByRole('button', { name: 'Passed!' })).toBeDisabled();

    await takeQuiz(page, 'Professionalism Quiz', PROFESSIONALISM.fail);
    await expectScoreToast(page, 60, 'You need at least 80% to pass. Please retake the quiz.');
    await expect(page.getByText('Minimum 80% score required on professionalism quiz')).toBeVisible();
    await expect(next(page)).toBeDisabled();
    await takeQuiz(page, 'Professionalism Quiz', PROFESSIONALISM.pass);
    await expectScoreToast(page, 100, 'Excellent!');
    await expect(
      page.getByRole('region', { name: 'Professionalism Quiz' }).getByRole('button', { name: 'Passed!' }),
    ).toBeDisabled();
    await next(page).click();

    // Step 4: References (optional)
    await expect(stepHeading(page, 'References')).toBeVisible();
    await page.getByLabel('Reference 1 Name').fill('Sam Hart');
    await page.getByLabel('Reference 1 Relationship').fill('Former head chef');
    await next(page).click();

    // Step 5: Final Details
    await expect(stepHeading(page, 'Final Details')).toBeVisible();
    await expect(page.getByLabel('Starting price per person')).toHaveValue('25');
    await page.getByRole('checkbox', { name: 'Catering' }).check();
    await page.getByRole('checkbox', { name: 'Catering' }).uncheck();
    await expect(page.getByText('Select at least one service type')).toBeVisible();
    await page.getByLabel('Service area').focus();
    await page.getByLabel('Service area').blur();
    expect(await describedBy(page.getByLabel('Service area'))).toContain('Location is required');
    await page.getByLabel('ZIP code').fill('303');
    await page.getByLabel('ZIP code').blur();
    expect(await describedBy(page.getByLabel('ZIP code'))).toContain('Valid zip code required');
    await page.getByLabel('Starting price per person').fill('20');
    await page.getByLabel('Starting price per person').blur();
    expect(await describedBy(page.getByLabel('Starting price per person'))).toContain('Minimum $25 per person');
    const consent = page.getByRole('checkbox', { name: /I consent to a background check/ });
    await consent.check();
    await consent.uncheck();
    expect(await describedBy(consent)).toBe('Background check consent is required');
    await expect(page.getByRole('button', { name: 'Sign In to Submit' })).toBeVisible();
  });

  test('a signed-in customer submits an application and reaches "Application Submitted!"', async ({ page }) => {
    // Signed out, the answers wait in the tab while the applicant signs in.
    await page.goto('/chef-application');
    await fillValidApplication(page);
    await page.getByRole('button', { name: 'Sign In to Submit' }).click();
    await signInAtProvider(page, 'customer@demo.test');
    await expect(page).toHaveURL(/\/chef-application$/);
    await expect(stepHeading(page, 'Final Details')).toBeVisible();
    await expect(page.getByLabel('ZIP code')).toHaveValue('30030');
    await expect(page.getByRole('checkbox', { name: 'Private Dinner' })).toBeChecked();

    // Hold the answer a moment so the pending state can be seen; the real server answers it.
    await page.route('**/api/chef-application', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/chef-application'));
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const response = await answered;
    expect(response.status()).toBe(201);
    expect(await response.json()).toMatchObject({ status: 'pending', foodSafetyScore: 100, professionalismScore: 100 });
    await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
    await expect(
      page.getByText("Chef application submitted successfully! We'll review your application within 48 hours.", {
        exact: true,
      }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a second application from the same customer is refused in plain words', async ({ page }) => {
    await signIn(page, 'customer@demo.test', '/chef-application');
    await fillValidApplication(page);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/chef-application'));
    await page.getByRole('button', { name: 'Submit Application' }).click();
    expect((await answered).status()).toBe(409);
    await expect(page.getByRole('alert').filter({ hasText: 'This application was not sent.' })).toContainText(
      'You already have an application under review.',
    );
    await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toHaveCount(0);
  });
});
