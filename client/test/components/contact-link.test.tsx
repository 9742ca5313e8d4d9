import { describe, expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { ContactLink, ContactList } from '@/components/contact-link';
import { SITE } from '@/lib/site-info';

describe('ContactLink', () => {
  test('when it is the e-mail or the phone, then it links there, named by the address or number, in this tab', () => {
    render(
      <p>
        <ContactLink channel="email" className="mail" />
        <ContactLink channel="phone" className="call" iconClassName="size-4" />
      </p>,
    );

    const mail = screen.getByRole('link', { name: SITE.email.display });
    expect(mail).toHaveAttribute('href', SITE.email.href);
    expect(mail).toHaveClass('mail');
    expect(mail).not.toHaveAttribute('target');
    const call = screen.getByRole('link', { name: SITE.phone.display });
    expect(call).toHaveAttribute('href', SITE.phone.href);
    expect(call.querySelector('.figures')).toHaveTextContent(SITE.phone.display);
    expect(call.querySelector('svg[aria-hidden="true"]')).toHaveClass('size-4');
  });

  test('when it is the chat, then it opens in a new tab without handing over this page', () => {
    render(<ContactLink channel="chat" className="chat" />);

    const chat = screen.getByRole('link', { name: SITE.chat.display });
    expect(chat).toHaveAttribute('href', SITE.chat.href);
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    expect(chat.querySelector('svg')).toBeNull();
  });

  test('when listed, then the channels come in the order given, each an item, and only a long e-mail may break', () => {
    render(<ContactList channels={['chat', 'phone', 'email']} className="row" linkClassName="link" iconClassName="size-4" breakEmail />);

    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([SITE.chat.display, SITE.phone.display, SITE.email.display]);
    expect(screen.getByRole('list')).toHaveClass('row');
    expect(screen.getByRole('link', { name: SITE.email.display })).toHaveClass('link', 'break-all');
    expect(screen.getByRole('link', { name: SITE.phone.display })).not.toHaveClass('break-all');
  });
});
