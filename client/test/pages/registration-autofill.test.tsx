import { act, screen } from '@testing-library/react';
import RegistrationPage from '@/pages/registration/registration-page';
import { mockFetch } from '../fetch-stub';
import { renderRoutes } from '../render-routes';

/**
 * Issue #26 item 14: the registration form's autocomplete values must be ones the HTML standard allows
 * on their control (WHATWG HTML, "Autofill": each field name belongs to a control group, and each
 * group to certain input types). `tel-national` on a type=tel input is not: only `tel` is.
 */
const GROUP_OF: Readonly<Record<string, string>> = {
  name: 'text',
  'given-name': 'text',
  'additional-name': 'text',
  'family-name': 'text',
  nickname: 'text',
  organization: 'text',
  'address-line1': 'text',
  'address-line2': 'text',
  'address-level1': 'text',
  'address-level2': 'text',
  country: 'text',
  'country-name': 'text',
  'postal-code': 'text',
  sex: 'text',
  'tel-country-code': 'text',
  'tel-national': 'text',
  'tel-area-code': 'text',
  'tel-local': 'text',
  'tel-extension': 'text',
  'street-address': 'multiline',
  username: 'username',
  'new-password': 'password',
  'current-password': 'password',
  url: 'url',
  photo: 'url',
  email: 'email',
  tel: 'tel',
  bday: 'date',
  'bday-day': 'numeric',
  'bday-month': 'numeric',
  'bday-year': 'numeric',
};

/** The input types (besides hidden, and textarea and select, which take every group) each group may sit on. */
const TYPES_OF: Readonly<Record<string, readonly string[]>> = {
  text: ['text', 'search'],
  multiline: [],
  username: ['text', 'search', 'email'],
  password: ['text', 'search', 'password'],
  url: ['text', 'search', 'url'],
  email: ['text', 'search', 'email'],
  tel: ['text', 'search', 'tel'],
  numeric: ['text', 'search', 'number'],
  date: ['text', 'search', 'date'],
};

/** Why `control`'s autocomplete is not allowed, or null when it is. */
function autofillProblem(control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): string | null {
  const value = (control.getAttribute('autocomplete') ?? '').trim().toLowerCase();
  if (value === 'on' || value === 'off') return null;
  const tokens = value.split(/\s+/).filter((t) => !/^section-/.test(t) && !['shipping', 'billing', 'home', 'work', 'mobile'].includes(t));
  const [name, ...more] = tokens;
  if (name === undefined || more.length) return `"${value}" is not one autofill field name`;
  const group = GROUP_OF[name];
  if (!group) return `"${name}" is not an autofill field name this test knows`;
  if (!(control instanceof HTMLInputElement) || control.type === 'hidden') return null;
  return TYPES_OF[group]?.includes(control.type) ? null : `"${name}" is not allowed on an input of type ${control.type}`;
}

describe('the registration form and autofill', () => {
  it('gives every field that names its autofill a value the HTML standard allows on that field', async () => {
    mockFetch(() => undefined);
    const { container } = renderRoutes([{ path: '/registration', element: <RegistrationPage /> }], { initialEntries: ['/registration'] });
    await act(async () => {});
    const controls = [...container.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('[autocomplete]')];
    expect(controls.length).toBeGreaterThan(2);
    const problems = controls.flatMap((c) => {
      const problem = autofillProblem(c);
      return problem ? [`${c.getAttribute('aria-label') ?? c.id}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('asks autofill for the national number in the contact number, whose country code is chosen beside it', async () => {
    mockFetch(() => undefined);
    renderRoutes([{ path: '/registration', element: <RegistrationPage /> }], { initialEntries: ['/registration'] });
    await act(async () => {});
    const field = screen.getByLabelText('Contact number');
    expect(field).toHaveAttribute('autocomplete', 'tel-national');
    expect(autofillProblem(field as HTMLInputElement)).toBeNull();
    // A phone keypad on touch screens all the same.
    expect(field).toHaveAttribute('inputmode', 'tel');
  });
});
