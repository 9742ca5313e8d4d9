import { fireEvent, screen } from '@testing-library/react';

/** Fills every field of the registration form validly and ticks the terms; `contact` is what a test varies. */
export function fillRegistrationForm(contact = '9876543210', fullName = '  Asha Rao ') {
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: fullName } });
  fireEvent.change(screen.getByLabelText('Age'), { target: { value: '24' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@example.com' } });
  fireEvent.change(screen.getByLabelText('Education'), { target: { value: 'B.Com' } });
  fireEvent.click(screen.getByLabelText('Miss'));
  fireEvent.change(screen.getByLabelText('Contact number'), { target: { value: contact } });
  fireEvent.change(screen.getByLabelText('WhatsApp number'), { target: { value: '9876543210' } });
  fireEvent.click(screen.getByRole('checkbox'));
}
