import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deleteAfterOneRefusal, mockAdminApi, openDashboardTab, cleanUploadTabTests } from './admin-harness';

const leader = (id: string, name: string, knowMore: string | null = `/k/${id}.jpg`) => ({
  _id: id,
  name,
  designation: 'Founder',
  type: 'leaders',
  images: { main: { url: `/m/${id}.jpg` }, knowMore: { url: knowMore } },
});

cleanUploadTabTests();

async function openTeamTab() {
  openDashboardTab('Team Manage');
  return screen.findByRole('tablist', { name: 'Team groups' });
}

const png = () => new File(['x'], 'a.png', { type: 'image/png' });

describe('team manage tab', () => {
  it('lists the members of the active group and switches groups', async () => {
    const { calls } = mockAdminApi((c) => {
      if (c.path === '/api/team/leaders') return { body: { success: true, members: [leader('1', 'Asha Rao')] } };
      if (c.path === '/api/team/directors') return { body: { success: true, members: [] } };
    });
    const user = userEvent.setup();
    await openTeamTab();
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByLabelText('Know more image')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Directors' }));

    expect(await screen.findByText('No directors yet. Add the first one above.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Know more image')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/team/directors')).toBe(true);
  });

  it('shows SPEC messages without calling the API when the form is incomplete', async () => {
    const { calls } = mockAdminApi((c) => (c.path === '/api/team/leaders' ? { body: { success: true, members: [] } } : undefined));
    const user = userEvent.setup();
    await openTeamTab();
    await screen.findByText(/No leaders yet/);

    await user.click(screen.getByRole('button', { name: 'Add member' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('⚠️ Please fill name and designation!');

    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.type(screen.getByLabelText('Designation'), 'Founder');
    await user.upload(screen.getByLabelText('Main image'), png());
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    expect(screen.getByRole('alert')).toHaveTextContent('⚠️ Leaders require both main and knowMore images!');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('adds a member with multipart fields and says so', async () => {
    const { calls } = mockAdminApi((c) => {
      if (c.method === 'GET' && c.path === '/api/team/directors') return { body: { success: true, members: [] } };
      if (c.method === 'POST' && c.path === '/api/team/directors') {
        return { status: 201, body: { success: true, message: '✅ Member added!', member: { ...leader('9', 'Ravi'), type: 'directors' } } };
      }
      if (c.path === '/api/team/leaders') return { body: { success: true, members: [] } };
    });
    const user = userEvent.setup();
    await openTeamTab();
    await user.click(screen.getByRole('tab', { name: 'Directors' }));
    await screen.findByText(/No directors yet/);

    await user.type(screen.getByLabelText('Name'), 'Ravi');
    await user.type(screen.getByLabelText('Designation'), 'Director');
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    expect(screen.getByRole('alert')).toHaveTextContent('⚠️ Main image is required!');
    const file = png();
    await user.upload(screen.getByLabelText('Main image'), file);
    expect(screen.getByAltText('Main image preview')).toHaveAttribute('src', 'blob:preview');
    await user.click(screen.getByRole('button', { name: 'Add member' }));

    expect(await within(screen.getByRole('tabpanel', { name: 'Directors' })).findByText('✅ Member added!')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    const body = post.body as FormData;
    expect(body.get('name')).toBe('Ravi');
    expect(body.get('designation')).toBe('Director');
    expect(body.get('main')).toBe(file);
    expect(screen.getByText('Ravi')).toBeInTheDocument();
  });

  it('edits a member: saved images count, and it PUTs to the type and id', async () => {
    const { calls } = mockAdminApi((c) => {
      if (c.method === 'GET' && c.path === '/api/team/leaders') return { body: { success: true, members: [leader('1', 'Asha Rao')] } };
      if (c.method === 'PUT' && c.path === '/api/team/leaders/1') {
        return { body: { success: true, message: '✅ Member updated!', member: { ...leader('1', 'Asha R.') } } };
      }
    });
    const user = userEvent.setup();
    await openTeamTab();
    await user.click(await screen.findByRole('button', { name: 'Edit Asha Rao' }));
    const name = screen.getByLabelText('Name');
    expect(name).toHaveValue('Asha Rao');
    await user.clear(name);
    await user.type(name, 'Asha R.');
    await user.click(screen.getByRole('button', { name: 'Update member' }));

    expect(await within(screen.getByRole('tabpanel', { name: 'Leaders' })).findByText('✅ Member updated!')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect((put.body as FormData).get('name')).toBe('Asha R.');
    expect((put.body as FormData).get('main')).toBeNull();
    expect(screen.getByText('Asha R.')).toBeInTheDocument();
  });

  it('shows the server message when saving fails', async () => {
    mockAdminApi((c) => {
      if (c.method === 'GET') return { body: { success: true, members: [] } };
      if (c.method === 'POST') return { status: 413, body: { success: false, message: 'File too large.' } };
    });
    const user = userEvent.setup();
    await openTeamTab();
    await user.click(screen.getByRole('tab', { name: 'Core Team' }));
    await screen.findByText(/No core team yet/);
    await user.type(screen.getByLabelText('Name'), 'Mia');
    await user.type(screen.getByLabelText('Designation'), 'Coordinator');
    await user.upload(screen.getByLabelText('Main image'), png());
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('File too large.'));
  });

  it('deletes after confirmation and shows the remaining members', async () => {
    const { calls } = mockAdminApi((c) => {
      if (c.method === 'GET') return { body: { success: true, members: [leader('1', 'Asha Rao'), leader('2', 'Bina Das')] } };
      if (c.method === 'DELETE' && c.path === '/api/team/1') {
        return { body: { success: true, message: '🗑️ Member deleted!', members: [leader('2', 'Bina Das')] } };
      }
    });
    const user = userEvent.setup();
    await openTeamTab();
    const del = await screen.findByRole('button', { name: 'Delete Asha Rao' });
    await deleteAfterOneRefusal(user, () => del, calls);
    expect(await within(screen.getByRole('tabpanel', { name: 'Leaders' })).findByText('🗑️ Member deleted!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('🗑️ Member deleted!')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/team/1']);
    expect(screen.queryByText('Asha Rao')).not.toBeInTheDocument();
    expect(screen.getByText('Bina Das')).toBeInTheDocument();
  });

  it('shows the fallback when delete fails', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    mockAdminApi((c) => {
      if (c.method === 'GET') return { body: { success: true, members: [leader('1', 'Asha Rao')] } };
      if (c.method === 'DELETE') return { status: 500, body: null };
    });
    const user = userEvent.setup();
    await openTeamTab();
    await user.click(await screen.findByRole('button', { name: 'Delete Asha Rao' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('❌ Delete failed');
  });
});
