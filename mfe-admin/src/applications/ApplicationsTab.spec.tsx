import { browserNavigation } from '@chefs/api-client';
import { UNAUTHORIZED } from '@chefs/api-client/testing';
import {
  APPLICATION_DECISION_MESSAGES,
  type AdminApplicationDto,
  type AdminApplicationPageDto,
} from '@chefs/contracts';
import { dismissToast } from '@chefs/ui';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  doubleClick,
  press,
  renderAdminTab,
  renderDashboard,
  sent,
  type FakeNetwork,
} from '../testing/render-admin-tab';

const application = (id: number, overrides: Partial<AdminApplicationDto> = {}): AdminApplicationDto => ({
  id,
  userId: `u-${id}`,
  fullName: `Applicant ${id}`,
  email: `applicant${id}@example.com`,
  phone: '4045550199',
  specialty: 'southern',
  yearsOfExperience: 9,
  location: 'Decatur, GA',
  zipCode: '30030',
  pricePerPerson: 95,
  serviceTypes: ['Private Dinner'],
  description: 'Low-country cooking.',
  businessName: null,
  cookingVideoUrl: null,
  foodSafetyScore: 90,
  professionalismScore: 90,
  references: [],
  backgroundCheckConsent: true,
  status: 'pending',
  rejectionReason: null,
  backgroundCheckStatus: 'pending',
  applicationDate: '2031-02-11T10:00:00.000Z',
  reviewedAt: null,
  ...overrides,
});

/** An application given in full: a business, a video and two references. */
const vetted = (id: number) =>
  application(id, {
    fullName: 'Jordan Ellis',
    phone: '(404) 555-0148',
    yearsOfExperience: 6,
    zipCode: '30030',
    serviceTypes: ['Meal Prep', 'Private Dinner', 'Catering'],
    description: 'Regional Mexican food for six years.\n\nOaxacan moles  and Baja-style seafood.',
    businessName: 'Ellis Cocina',
    cookingVideoUrl: 'https://vimeo.com/76979871',
    foodSafetyScore: 100,
    professionalismScore: 80,
    references: [
      { name: 'Maria Delgado', phone: '(404) 555-0190', relationship: 'Former employer' },
      { name: 'Kevin Park', phone: '+1 678 555 0112', relationship: 'Catering client' },
    ],
    backgroundCheckConsent: true,
    backgroundCheckStatus: 'in_progress',
  });

/** The part an application's details button opens (aria-controls). */
function detailsPanel(button: HTMLElement): HTMLElement {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('The details button controls nothing');
  return panel;
}

/** The value shown for `term` in the details. */
function detail(panel: HTMLElement, term: string): HTMLElement {
  const value = within(panel).getByText(term, { selector: 'dt' }).nextElementSibling;
  if (!(value instanceof HTMLElement) || value.tagName !== 'DD') throw new Error(`No value for ${term}`);
  return value;
}

/**
 * What a browser does with Enter or Space on the focused element, which jsdom leaves out: a
 * native button turns the key into a click unless a handler cancelled the key (Enter on key
 * down, Space on key up); anything else (a div with onClick) does nothing.
 */
function pressKey(key: 'Enter' | ' ') {
  const target = document.activeElement;
  if (!(target instanceof HTMLElement)) throw new Error('Nothing has focus');
  const down = fireEvent.keyDown(target, { key });
  const up = fireEvent.keyUp(target, { key });
  if (target instanceof HTMLButtonElement && !target.disabled && (key === 'Enter' ? down : down && up))
    fireEvent.click(target);
}

const page = (items: AdminApplicationDto[]): AdminApplicationPageDto => ({
  items,
  page: 1,
  pageSize: 10,
  total: items.length,
});

describe('Applications tab', () => {
  let fake: FakeNetwork;
  afterEach(() => {
    fake.restore();
    act(() => dismissToast());
  });

  it('approves an application with the toast', async () => {
    fake = renderAdminTab('applications', {
      'GET /api/admin/applications': {
        body: page([application(1), application(2, { status: 'rejected', rejectionReason: 'Too new' })]),
      },
      'PATCH /api/admin/applications/1': { body: application(1, { status: 'approved' }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Applicant 1' }));
    expect(await screen.findByText('Chef approved successfully')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'approved' });
    expect(screen.getByText('Reason: Too new')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve Applicant 2' })).not.toBeInTheDocument();
  });

  it.each([
    ['approves', 'Approve', 'Approving', 'Approving...', 'approved', 'Chef approved successfully'],
    [
      'marks under review',
      'Mark under review:',
      'Marking under review:',
      'Marking...',
      'under_review',
      'Application marked under review',
    ],
  ] as const)(
    '%s once on a double click, its buttons waiting until it settles while other applications stay live',
    async (_what, name, busyName, busyText, status, success) => {
      let decided: AdminApplicationDto['status'] = 'pending';
      fake = renderAdminTab('applications', {
        'GET /api/admin/applications': () => ({ body: page([application(1, { status: decided }), application(2)]) }),
        // As the server does: the first decision is taken, a second one refused.
        'PATCH /api/admin/applications/1': () => {
          if (decided !== 'pending')
            return {
              status: 409,
              body: { statusCode: 409, error: 'Conflict', message: APPLICATION_DECISION_MESSAGES.same },
            };
          decided = status;
          return { body: application(1, { status }) };
        },
      });
      doubleClick(await screen.findByRole('button', { name: `${name} Applicant 1` }));
      const waiting = screen.getByRole('button', { name: `${busyName} Applicant 1` });
      expect(waiting).toHaveAttribute('aria-disabled', 'true'); // busy, not disabled: it keeps the focus
      expect(waiting).toHaveFocus();
      expect(waiting).toHaveAttribute('aria-busy', 'true');
      expect(waiting).toHaveTextContent(busyText);
      expect(screen.getByRole('button', { name: 'Reject Applicant 1' })).toBeDisabled();
      expect(screen.getByRole('button', { name: `${name} Applicant 2` })).toBeEnabled();
      expect(await screen.findByText(success)).toBeInTheDocument();
      expect(screen.queryByText(APPLICATION_DECISION_MESSAGES.same)).not.toBeInTheDocument();
      expect(sent(fake, 'PATCH', '/api/admin/applications/1')).toEqual([expect.objectContaining({ body: { status } })]);
    },
  );

  it('rejects once on a double click of Reject application', async () => {
    let decided = false;
    fake = renderAdminTab('applications', {
      'GET /api/admin/applications': () => ({
        body: page([application(1, { status: decided ? 'rejected' : 'pending', rejectionReason: 'Too new' })]),
      }),
      'PATCH /api/admin/applications/1': () => {
        if (decided)
          return {
            status: 409,
            body: { statusCode: 409, error: 'Conflict', message: APPLICATION_DECISION_MESSAGES.same },
          };
        decided = true;
        return { body: application(1, { status: 'rejected' }) };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject Applicant 1' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Rejection reason'), { target: { value: 'Too new' } });
    doubleClick(dialog.getByRole('button', { name: 'Reject application' }));
    const waiting = dialog.getByRole('button', { name: 'Rejecting...' });
    expect(waiting).toHaveAttribute('aria-disabled', 'true'); // busy, not disabled: it keeps the focus
    expect(waiting).toHaveFocus();
    expect(waiting).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Application rejected')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(APPLICATION_DECISION_MESSAGES.same)).not.toBeInTheDocument();
    expect(sent(fake, 'PATCH', '/api/admin/applications/1')).toHaveLength(1);
  });

  it('rejects only with a reason, from the dialog', async () => {
    fake = renderAdminTab('applications', {
      'GET /api/admin/applications': { body: page([application(1)]) },
      'PATCH /api/admin/applications/1': { body: application(1, { status: 'rejected' }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject Applicant 1' }));
    const dialog = await screen.findByRole('dialog');
    press(within(dialog).getByRole('button', { name: 'Reject application' }));
    expect(within(dialog).getByText('A rejection reason is required')).toBeInTheDocument();
    // The reason takes focus, and is read with its message.
    await waitFor(() => expect(within(dialog).getByLabelText('Rejection reason')).toHaveFocus());
    expect(within(dialog).getByLabelText('Rejection reason')).toHaveAccessibleDescription(
      'A rejection reason is required',
    );
    expect(fake.calls.some((c) => c.method === 'PATCH')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Rejection reason'), {
      target: { value: 'Not enough experience.' },
    });
    // A reload (or a lapsed session's sign-in) brings the dialog back as it was, for this application.
    cleanup();
    expect(Object.keys(sessionStorage)).toEqual(['adminDraft:u-1:reject:1']);
    renderDashboard('applications');
    const again = within(await screen.findByRole('dialog', { name: 'Reject Applicant 1?' }));
    expect(again.getByLabelText('Rejection reason')).toHaveValue('Not enough experience.');
    fireEvent.click(again.getByRole('button', { name: 'Reject application' }));
    expect(await screen.findByText('Application rejected')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      status: 'rejected',
      rejectionReason: 'Not enough experience.',
    });
    await waitFor(() => expect(sessionStorage.getItem('adminDraft:u-1:reject:1')).toBeNull());
  });

  it('says when approving failed', async () => {
    fake = renderAdminTab('applications', {
      'GET /api/admin/applications': { body: page([application(1)]) },
      'PATCH /api/admin/applications/1': { status: 500, body: { statusCode: 500, message: 'boom' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Applicant 1' }));
    expect(await screen.findByText('Failed to approve chef')).toBeInTheDocument();
  });

  it('wraps an applicant’s own words inside the card, one long unbroken word too', async () => {
    const long = 'Supercalifragilisticexpialidociousstew';
    fake = renderAdminTab('applications', {
      'GET /api/admin/applications': {
        body: page([
          application(1, {
            fullName: `${long} Ellis`,
            location: `${long}ville`,
            status: 'rejected',
            rejectionReason: `${long}!`,
          }),
        ]),
      },
    });
    expect(await screen.findByRole('heading', { name: `${long} Ellis` })).toHaveClass('break-words');
    expect(screen.getByText(`${long}ville`)).toHaveClass('break-words');
    expect(screen.getByText('Southern')).toHaveClass('break-words');
    expect(screen.getByText(`Reason: ${long}!`)).toHaveClass('break-words');
  });

  it('names each row’s buttons after the applicant, keeping their visible text', async () => {
    fake = renderAdminTab('applications', {
      'GET /api/admin/applications': { body: page([application(1), application(2)]) },
    });
    for (const name of ['Applicant 1', 'Applicant 2']) {
      expect(await screen.findByRole('button', { name: `Approve ${name}` })).toHaveTextContent('Approve');
      expect(screen.getByRole('button', { name: `Mark under review: ${name}` })).toHaveTextContent('Mark under review');
      expect(screen.getByRole('button', { name: `Reject ${name}` })).toHaveTextContent('Reject');
    }
    expect(screen.queryByRole('button', { name: 'Mark under review' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('shows the server’s message when it refuses a decision (409), and reads the list again', async () => {
    let status: AdminApplicationDto['status'] = 'pending';
    fake = renderAdminTab('applications', {
      'GET /api/admin/applications': () => ({ body: page([application(1, { status })]) }),
      'PATCH /api/admin/applications/1': () => {
        status = 'approved';
        return {
          status: 409,
          body: { statusCode: 409, error: 'Conflict', message: APPLICATION_DECISION_MESSAGES.alreadyApproved },
        };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark under review: Applicant 1' }));
    expect(await screen.findByText('This application is already approved.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.queryByText('Failed to update application')).not.toBeInTheDocument();
    // Another admin approved it meanwhile: the row says so now, without its decisions (its details stay).
    const list = screen.getByRole('list', { name: 'Applications' });
    expect(await within(list).findByText('Approved')).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Application details for Applicant 1']);
  });

  it('shows the server’s message when a rejection is refused, keeping the dialog', async () => {
    fake = renderAdminTab('applications', {
      'GET /api/admin/applications': { body: page([application(1)]) },
      'PATCH /api/admin/applications/1': {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: APPLICATION_DECISION_MESSAGES.hasProfile },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject Applicant 1' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Rejection reason'), { target: { value: 'Duplicate.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    expect(await screen.findByText('The applicant already has a chef profile.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to update application')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Reject Applicant 1?' })).toBeInTheDocument();
  });

  it.each([
    ['approving', 'Approve Applicant 1'],
    ['marking under review', 'Mark under review: Applicant 1'],
  ])('signs in again when the session ended while %s (401)', async (_what, button) => {
    const go = jest.spyOn(browserNavigation, 'go').mockImplementation(() => undefined);
    try {
      fake = renderAdminTab('applications', {
        'GET /api/admin/applications': { body: page([application(1)]) },
        'PATCH /api/admin/applications/1': UNAUTHORIZED,
      });
      fireEvent.click(await screen.findByRole('button', { name: button }));
      expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
      expect(screen.getByText('Unauthorized')).toBeInTheDocument();
      expect(screen.queryByText('Error')).not.toBeInTheDocument();
      await waitFor(() => expect(go).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/login/)));
    } finally {
      go.mockRestore();
    }
  });

  it('signs in again when the session ended while rejecting, keeping the reason for after sign-in', async () => {
    const go = jest.spyOn(browserNavigation, 'go').mockImplementation(() => undefined);
    try {
      fake = renderAdminTab('applications', {
        'GET /api/admin/applications': { body: page([application(1)]) },
        'PATCH /api/admin/applications/1': UNAUTHORIZED,
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Reject Applicant 1' }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.change(within(dialog).getByLabelText('Rejection reason'), { target: { value: 'Too new.' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reject application' }));
      expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
      await waitFor(() => expect(go).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/login/)));
      expect(sessionStorage.getItem('adminDraft:u-1:reject:1')).toContain('Too new.');
    } finally {
      go.mockRestore();
    }
  });

  describe('application details', () => {
    it('opens the whole application, each field the admin vets it by', async () => {
      fake = renderAdminTab('applications', {
        'GET /api/admin/applications': { body: page([vetted(1), application(2)]) },
      });
      const button = await screen.findByRole('button', { name: 'Application details for Jordan Ellis' });
      expect(button).toHaveTextContent('Application details');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = detailsPanel(button);
      expect(panel).not.toBeVisible();

      fireEvent.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(panel).toBeVisible();
      const about = detail(panel, 'About');
      // The applicant's paragraphs and spacing as typed, wrapping inside the card.
      expect(about.textContent).toBe('Regional Mexican food for six years.\n\nOaxacan moles  and Baja-style seafood.');
      expect(about.firstElementChild).toHaveClass('whitespace-pre-wrap', 'break-words');
      expect(within(detail(panel, 'Phone')).getByRole('link', { name: '(404) 555-0148' })).toHaveAttribute(
        'href',
        'tel:4045550148',
      );
      expect(detail(panel, 'Experience')).toHaveTextContent(/^6 years$/);
      expect(detail(panel, 'Services')).toHaveTextContent(/^Meal Prep, Private Dinner, Catering$/);
      expect(detail(panel, 'Service area ZIP')).toHaveTextContent(/^30030$/);
      expect(detail(panel, 'Business name')).toHaveTextContent(/^Ellis Cocina$/);
      const scores = detail(panel, 'Quiz scores');
      expect(within(scores).getByText('Food safety 100%')).toBeInTheDocument();
      expect(within(scores).getByText('Professionalism 80%')).toBeInTheDocument();
      const references = within(detail(panel, 'References')).getAllByRole('listitem');
      expect(references.map((r) => r.textContent)).toEqual([
        'Maria Delgado · Former employer · (404) 555-0190',
        'Kevin Park · Catering client · +1 678 555 0112',
      ]);
      expect(within(references[0]).getByRole('link')).toHaveAttribute('href', 'tel:4045550190');
      expect(within(references[1]).getByRole('link')).toHaveAttribute('href', 'tel:+16785550112');
      expect(detail(panel, 'Background check consent')).toHaveTextContent(/^Given$/);
      expect(detail(panel, 'Background check status')).toHaveTextContent(/^In Progress$/);

      // The other application stays closed; this one closes again.
      expect(
        detailsPanel(screen.getByRole('button', { name: 'Application details for Applicant 2' })),
      ).not.toBeVisible();
      fireEvent.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(panel).not.toBeVisible();
    });

    it('opens the cooking video in a new tab, away from the dashboard', async () => {
      fake = renderAdminTab('applications', { 'GET /api/admin/applications': { body: page([vetted(1)]) } });
      const button = await screen.findByRole('button', { name: 'Application details for Jordan Ellis' });
      fireEvent.click(button);
      const video = within(detail(detailsPanel(button), 'Cooking video')).getByRole('link', {
        name: 'https://vimeo.com/76979871 (opens in a new tab)',
      });
      expect(video).toHaveAttribute('href', 'https://vimeo.com/76979871');
      expect(video).toHaveAttribute('target', '_blank');
      expect(video).toHaveAttribute('rel', 'noopener noreferrer');
    });

    it('says "None" and "None given" for what an applicant left out', async () => {
      fake = renderAdminTab('applications', {
        'GET /api/admin/applications': {
          body: page([application(1, { yearsOfExperience: 1, backgroundCheckConsent: false })]),
        },
      });
      const button = await screen.findByRole('button', { name: 'Application details for Applicant 1' });
      fireEvent.click(button);
      const panel = detailsPanel(button);
      expect(detail(panel, 'Cooking video')).toHaveTextContent(/^None$/);
      expect(within(detail(panel, 'Cooking video')).queryByRole('link')).not.toBeInTheDocument();
      expect(detail(panel, 'References')).toHaveTextContent(/^None given$/);
      expect(detail(panel, 'Business name')).toHaveTextContent(/^None$/);
      expect(detail(panel, 'Experience')).toHaveTextContent(/^1 year$/);
      expect(detail(panel, 'Quiz scores')).toHaveTextContent('Food safety 90%Professionalism 90%');
      expect(detail(panel, 'Background check consent')).toHaveTextContent(/^Not given$/);
      expect(detail(panel, 'Background check status')).toHaveTextContent(/^Pending$/);
    });

    it('never links a video address that is not a web page', async () => {
      fake = renderAdminTab('applications', {
        'GET /api/admin/applications': { body: page([application(1, { cookingVideoUrl: 'javascript:alert(1)' })]) },
      });
      const button = await screen.findByRole('button', { name: 'Application details for Applicant 1' });
      fireEvent.click(button);
      const video = detail(detailsPanel(button), 'Cooking video');
      expect(video).toHaveTextContent('javascript:alert(1)');
      expect(within(video).queryByRole('link')).not.toBeInTheDocument();
    });

    it('opens and closes from the keyboard, Enter and Space alike', async () => {
      fake = renderAdminTab('applications', { 'GET /api/admin/applications': { body: page([vetted(1)]) } });
      const button = await screen.findByRole('button', { name: 'Application details for Jordan Ellis' });
      const panel = detailsPanel(button);
      act(() => button.focus());
      expect(button).toHaveFocus();
      pressKey('Enter');
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(panel).toBeVisible();
      pressKey(' ');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(panel).not.toBeVisible();
      pressKey(' ');
      expect(panel).toBeVisible();
      expect(button).toHaveFocus();
    });

    it('keeps the decisions beside the details, named after the applicant', async () => {
      fake = renderAdminTab('applications', { 'GET /api/admin/applications': { body: page([vetted(1)]) } });
      fireEvent.click(await screen.findByRole('button', { name: 'Application details for Jordan Ellis' }));
      expect(screen.getByRole('button', { name: 'Approve Jordan Ellis' })).toHaveTextContent(/^Approve$/);
      expect(screen.getByRole('button', { name: 'Mark under review: Jordan Ellis' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reject Jordan Ellis' })).toHaveTextContent(/^Reject$/);
    });
  });

  it('says when there are none', async () => {
    fake = renderAdminTab('applications', { 'GET /api/admin/applications': { body: page([]) } });
    expect(await screen.findByRole('heading', { name: 'No applications yet' })).toBeInTheDocument();
  });

  it('filters by status on the server, and says when none has it', async () => {
    fake = renderAdminTab('applications', {
      'GET /api/admin/applications': ({ url }) => ({
        body: url.includes('status=rejected') ? page([]) : page([application(1)]),
      }),
    });
    await screen.findByRole('list', { name: 'Applications' });
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All applications', 'Pending Review', 'Under Review', 'Approved', 'Rejected']);
    fireEvent.change(status, { target: { value: 'rejected' } });
    expect(fake.calls.map((c) => c.url)).toContain('/api/admin/applications?page=1&pageSize=10&status=rejected');
    expect(fake.search().get('status')).toBe('rejected');
    expect(await screen.findByRole('heading', { name: 'No applications match these filters' })).toBeInTheDocument();
  });

  it('asks for the next page after the cursor the server names, and back to page 1 on a new filter', async () => {
    fake = renderAdminTab('applications', {
      'GET /api/admin/applications': ({ url }) => ({
        body: {
          ...page([application(url.includes('after=') ? 11 : 1)]),
          total: 11,
          nextCursor: url.includes('after=') ? null : 'a10',
        },
      }),
    });
    await screen.findByRole('list', { name: 'Applications' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(fake.search().get('after')).toBe('a10'));
    expect(fake.calls.map((c) => c.url)).toContain('/api/admin/applications?page=2&pageSize=10&after=a10');
    expect(await screen.findByText('Applicant 11')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'approved' } });
    await waitFor(() => expect(fake.search().get('status')).toBe('approved'));
    expect(fake.search().has('after') || fake.search().has('page')).toBe(false);
  });
});
