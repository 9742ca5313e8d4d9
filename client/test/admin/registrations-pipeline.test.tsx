import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PIPELINE_MSG, STAGE_LABELS, type RegistrationStage } from '@pageant/common/content/pipeline';
import type { AdminRegistration } from '@/api/admin-registrations';
import RegistrationsPage from '@/admin/registrations/registrations-page';
import { mockFetch, type Call, type Reply } from '../fetch-stub';

/** Issue #29: the pipeline on the Registrations screen (stage tabs and counts, the moves, the voting-page step). */

const PHOTOS = ['/uploads/images/p1.webp', '/uploads/images/p2.webp', '/uploads/images/p3.webp'];

const registration = (id: string, fullName: string, stage: RegistrationStage | null, over: Partial<AdminRegistration> = {}) =>
  ({
    _id: id,
    fullName,
    age: 24,
    email: `${id}@example.com`,
    education: 'B.A',
    category: 'Miss',
    contactNumber: '9876543210',
    whatsappNumber: '',
    amount: '2000.00',
    currency: 'INR',
    paymentStatus: stage ? 'success' : 'initiated',
    paidAt: stage ? '2026-11-02T09:30:00.000Z' : null,
    address: null,
    height: null,
    weight: null,
    hairColor: null,
    skinColor: null,
    eyeColor: null,
    pictures: stage && stage !== 'paid' ? PHOTOS : [],
    detailsSubmittedAt: stage && stage !== 'paid' ? '2026-11-03T10:00:00.000Z' : null,
    createdAt: '2026-11-01T08:00:00.000Z',
    stage,
    reviewReason: null,
    candidateId: null,
    ...over,
  }) satisfies AdminRegistration;

function pipelineApi(rows: AdminRegistration[], write: (call: Call) => Reply | undefined = () => undefined) {
  return mockFetch((call) => {
    if (call.path !== '/api/details/all') return write(call);
    const stage = call.query.get('stage');
    const hits = rows.filter((r) => !stage || r.stage === stage);
    const stageCounts = Object.fromEntries(
      (['paid', 'details_submitted', 'shortlisted', 'declined', 'on_voting_page'] as const).map((s) => [
        s,
        rows.filter((r) => r.stage === s).length,
      ]),
    );
    return { body: { registrations: hits, totalPages: 1, totalCount: hits.length, stageCounts } };
  });
}

const ROWS = [
  registration('r1', 'Asha Rao', 'details_submitted'),
  registration('r2', 'Bina Das', 'shortlisted'),
  registration('r3', 'Chitra Iyer', 'declined', { reviewReason: 'Photos were not of her.' }),
  registration('r4', 'Divya Nair', 'paid'),
  registration('r5', 'Esha Sen', 'on_voting_page', { candidateId: 'c5' }),
  registration('r6', 'Farah Khan', null),
];

const table = () => screen.findByRole('table', { name: 'Registrations' });
const rowFor = async (name: string) =>
  within(await table())
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('rowheader')?.textContent?.startsWith(name))!;

async function openDetail(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(within(await rowFor(name)).getByRole('button', { name: `View ${name}` }));
  return screen.getByRole('dialog', { name });
}

afterEach(() => {
  jest.restoreAllMocks();
  cleanup();
});

describe('Registrations pipeline', () => {
  it('shows a tab per stage with its count, a stage chip per row, and asks for one stage from page 1 when its tab is chosen', async () => {
    const { calls } = pipelineApi(ROWS);
    const user = userEvent.setup();
    render(<RegistrationsPage />);

    const tabs = screen.getByRole('tablist', { name: 'Pipeline stage' });
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: 'Shortlisted (1)' })).toBeInTheDocument());
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['All', `${STAGE_LABELS.paid} (1)`, 'Details submitted (1)', 'Shortlisted (1)', 'Declined (1)', 'On the voting page (1)']);
    expect(within(tabs).getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(await rowFor('Bina Das')).toHaveTextContent('Shortlisted');
    expect(await rowFor('Esha Sen')).toHaveTextContent('On the voting page');
    expect(await rowFor('Farah Khan')).toHaveTextContent('Not paid');

    await user.click(within(tabs).getByRole('tab', { name: 'Declined (1)' }));
    await waitFor(() => expect(calls.at(-1)!.query.toString()).toBe('stage=declined&page=1&limit=10'));
    await waitFor(async () => expect(within(await table()).getAllByRole('row')).toHaveLength(2));
    expect(await rowFor('Chitra Iyer')).toBeInTheDocument();

    // The arrow keys move along the tabs, as in every admin tab list.
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(calls.at(-1)!.query.get('stage')).toBe('on_voting_page'));
    expect(within(tabs).getByRole('tab', { name: 'On the voting page (1)' })).toHaveFocus();
  });

  it('says so when a stage is empty', async () => {
    pipelineApi([registration('r1', 'Asha Rao', 'details_submitted')]);
    const user = userEvent.setup();
    render(<RegistrationsPage />);
    await user.click(await screen.findByRole('tab', { name: 'Shortlisted (0)' }));
    expect(await screen.findByText('No registrations in "Shortlisted".')).toBeInTheDocument();
  });

  it.each([
    ['Asha Rao', ['Shortlist', 'Decline']],
    ['Bina Das', ['Put on the voting page', 'Decline']],
    ['Chitra Iyer', ['Shortlist']],
    ['Divya Nair', []],
    ['Esha Sen', []],
  ])('offers %s only the moves her stage allows: %j', async (name, moves) => {
    pipelineApi(ROWS);
    const user = userEvent.setup();
    render(<RegistrationsPage />);
    const pipeline = within(await openDetail(user, name)).getByRole('region', { name: 'Pipeline' });
    expect(
      within(pipeline)
        .queryAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(moves);
  });

  it('shows why she was declined, and her vote page once she is on it', async () => {
    pipelineApi(ROWS);
    const user = userEvent.setup();
    render(<RegistrationsPage />);
    expect(await openDetail(user, 'Chitra Iyer')).toHaveTextContent('Reason: Photos were not of her.');
    await user.keyboard('{Escape}');
    const detail = await openDetail(user, 'Esha Sen');
    expect(within(detail).getByRole('link', { name: 'Her vote page' })).toHaveAttribute('href', '/contestants/vote/c5');
    expect(
      within(detail)
        .getAllByRole('img', { name: /^Esha Sen photo \d$/ })
        .map((i) => i.getAttribute('src')),
    ).toEqual(PHOTOS);
  });

  it('shortlists her: PATCH with the stage, the server message, her new stage in the detail, and the list read again', async () => {
    const rows = [registration('r1', 'Asha Rao', 'details_submitted')];
    const { calls } = pipelineApi(rows, (call) => {
      if (call.method !== 'PATCH' || call.path !== '/api/admin/registrations/r1/stage') return undefined;
      rows[0] = { ...rows[0]!, stage: 'shortlisted' };
      return {
        body: {
          success: true,
          message: PIPELINE_MSG.moved('shortlisted'),
          registration: { id: 'r1', stage: 'shortlisted', reviewReason: null },
        },
      };
    });
    const user = userEvent.setup();
    render(<RegistrationsPage />);
    const detail = await openDetail(user, 'Asha Rao');

    await user.click(within(detail).getByRole('button', { name: 'Shortlist' }));

    expect(await within(detail).findByRole('status')).toHaveTextContent('Moved to "Shortlisted".');
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ stage: 'shortlisted' });
    const pipeline = within(detail).getByRole('region', { name: 'Pipeline' });
    expect(pipeline).toHaveTextContent('Shortlisted');
    expect(
      within(pipeline)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Put on the voting page', 'Decline']);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Shortlisted (1)' })).toBeInTheDocument());
  });

  it("declines her only with a reason, shows the server's refusal, and comes back to her detail declined", async () => {
    let refuse = true;
    const { calls } = pipelineApi([registration('r1', 'Asha Rao', 'details_submitted')], (call) => {
      if (call.method !== 'PATCH') return undefined;
      if (refuse)
        return {
          status: 409,
          body: { success: false, code: 'STAGE_CONFLICT', message: PIPELINE_MSG.moveNotAllowed('on_voting_page', 'declined') },
        };
      return {
        body: {
          success: true,
          message: PIPELINE_MSG.moved('declined'),
          registration: { id: 'r1', stage: 'declined', reviewReason: 'Under 18.' },
        },
      };
    });
    const user = userEvent.setup();
    render(<RegistrationsPage />);
    await user.click(within(await openDetail(user, 'Asha Rao')).getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline Asha Rao' });

    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(dialog).toHaveTextContent(PIPELINE_MSG.reasonRequired);
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '  Under 18.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('cannot move from "On the voting page" to "Declined"');

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    const detail = await screen.findByRole('dialog', { name: 'Asha Rao' });
    expect(calls.filter((c) => c.method === 'PATCH').at(-1)!.body).toEqual({ stage: 'declined', reason: 'Under 18.' });
    expect(within(detail).getByRole('region', { name: 'Pipeline' })).toHaveTextContent('DeclinedReason: Under 18.');
  });

  it('puts her on the voting page with her second photo, the focus point set by a click and the arrow keys, city and bio; then links her vote page', async () => {
    jest
      .spyOn(Element.prototype, 'getBoundingClientRect')
      .mockReturnValue({ left: 0, top: 0, width: 200, height: 300, right: 200, bottom: 300, x: 0, y: 0, toJSON: () => ({}) });
    let reply: Reply = {
      status: 409,
      body: { success: false, code: 'CANDIDATE_EXISTS', message: PIPELINE_MSG.candidateExists('Bina Das') },
    };
    const { calls } = pipelineApi([registration('r2', 'Bina Das', 'shortlisted')], (call) =>
      call.method === 'POST' && call.path === '/api/admin/registrations/r2/candidate' ? reply : undefined,
    );
    const user = userEvent.setup();
    render(<RegistrationsPage />);
    await user.click(within(await openDetail(user, 'Bina Das')).getByRole('button', { name: 'Put on the voting page' }));
    const dialog = screen.getByRole('dialog', { name: 'Put Bina Das on the voting page' });

    await user.click(within(dialog).getByRole('radio', { name: 'Photo 2' }));
    const photo = within(dialog).getByRole('img', { name: 'Bina Das, photo 2' });
    expect(photo).toHaveAttribute('src', PHOTOS[1]);
    Object.defineProperty(photo, 'naturalWidth', { value: 1200 });
    Object.defineProperty(photo, 'naturalHeight', { value: 1800 });
    fireEvent.load(photo);
    const preview = within(dialog).getByRole('img', { name: "Preview of Bina Das's card photo" });
    expect(preview.querySelector('img')).toHaveAttribute('src', PHOTOS[1]);

    const picker = within(dialog).getByRole('group', { name: /^Focus point/ });
    fireEvent.click(picker, { clientX: 50, clientY: 60 });
    expect(picker).toHaveAccessibleName('Focus point, 25% across and 20% down');
    expect(within(dialog).getByTestId('focus-marker')).toHaveStyle({ left: '25%', top: '20%' });
    picker.focus();
    await user.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}');
    expect(picker).toHaveAccessibleName('Focus point, 30% across and 30% down');
    // The 4:5 window of a 1200×1800 photo is the full width and 1500 high, its top clamped at 0 near the top.
    expect(within(dialog).getByTestId('card-window')).toHaveStyle({ left: '0%', top: '0%', width: '100%' });
    const previewImg = preview.querySelector('img')!;
    expect(previewImg).toHaveStyle({ left: '0px', top: '0px' });

    await user.type(within(dialog).getByRole('textbox', { name: 'City (optional)' }), 'Pune');
    await user.type(within(dialog).getByRole('textbox', { name: 'Bio (optional)' }), 'Dancer.');
    expect(dialog).toHaveTextContent('7/280');

    await user.click(within(dialog).getByRole('button', { name: 'Put on the voting page' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('She is already on the voting page as "Bina Das".');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      photoIndex: 1,
      focus: { x: 0.3, y: 0.3 },
      city: 'Pune',
      bio: 'Dancer.',
    });

    const candidate = {
      _id: 'c9',
      name: 'Bina Das',
      imageUrl: '/uploads/images/c9.jpg',
      voteCount: 0,
      category: 'Miss',
      city: 'Pune',
      bio: 'Dancer.',
    };
    reply = { status: 201, body: { success: true, message: PIPELINE_MSG.candidateCreated, candidate } };
    await user.click(within(dialog).getByRole('button', { name: 'Put on the voting page' }));
    const done = await screen.findByRole('dialog', { name: 'Put Bina Das on the voting page' });
    expect(await within(done).findByRole('status')).toHaveTextContent(PIPELINE_MSG.candidateCreated);
    expect(within(done).getByRole('link', { name: 'Open her vote page' })).toHaveAttribute('href', '/contestants/vote/c9');

    await user.keyboard('{Escape}');
    const detail = await screen.findByRole('dialog', { name: 'Bina Das' });
    expect(within(detail).getByRole('region', { name: 'Pipeline' })).toHaveTextContent('On the voting page');
    expect(within(detail).getByRole('link', { name: 'Her vote page' })).toHaveAttribute('href', '/contestants/vote/c9');
  });

  it('keeps the focus point inside the photo at its edges', async () => {
    pipelineApi([registration('r2', 'Bina Das', 'shortlisted')]);
    const user = userEvent.setup();
    render(<RegistrationsPage />);
    await user.click(within(await openDetail(user, 'Bina Das')).getByRole('button', { name: 'Put on the voting page' }));
    const picker = screen.getByRole('group', { name: /^Focus point/ });
    picker.focus();
    await user.keyboard('{ArrowLeft>12/}{ArrowUp>12/}');
    expect(picker).toHaveAccessibleName('Focus point, 0% across and 0% down');
  });
});
