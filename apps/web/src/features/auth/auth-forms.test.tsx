import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USERS_BY_KIND } from '@test/fixtures';
import { renderApp } from '@test/render-app';

const submit = (name: RegExp) => userEvent.click(screen.getByRole('button', { name }));

describe('register form (SPEC 5 messages)', () => {
  it('asks for every required field of a receiver', async () => {
    renderApp('/individualRegister');
    await screen.findByRole('heading', { name: /receiver account/i });
    await submit(/create account/i);
    for (const text of [
      'Please enter first name',
      'Please enter last name',
      'Please enter user name',
      'Please enter valid email',
      'Please enter valid phone number',
      'Please enter password',
      'Please select occupation',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
  });

  it('says "Password Not Matched" and explains a weak password', async () => {
    const user = userEvent.setup();
    renderApp('/signUp');
    const password = await screen.findByLabelText(/^password/i);
    await user.type(password, 'weak');
    await user.type(screen.getByLabelText(/confirm password/i), 'other');
    await user.click(screen.getByRole('button', { name: /create account/i }));
    expect(await screen.findByText('Password Not Matched')).toBeInTheDocument();
    expect(screen.getByLabelText(/^password/i)).toHaveAccessibleDescription(/at least 8 characters/);
    expect(screen.queryByText('Please select occupation')).not.toBeInTheDocument();
  });

  it('asks a team for its name and a business for its details', async () => {
    const { unmount } = renderApp('/createTeamAccount');
    await screen.findByRole('heading', { name: /create your team/i });
    await submit(/create account/i);
    expect(await screen.findByText('Please enter valid team name')).toBeInTheDocument();
    unmount();
    renderApp('/businessAccount');
    await screen.findByRole('heading', { name: /business account/i });
    await submit(/create account/i);
    for (const text of [
      'Please enter valid business name',
      'Please select business type',
      'Please select revenue type',
      'Please select an image',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    // An occupation is a person's: a business is not asked for one.
    expect(screen.queryByLabelText(/occupation/i)).not.toBeInTheDocument();
    expect(screen.queryByText('Please select occupation')).not.toBeInTheDocument();
  });

  it('marks required labels with an asterisk and optional ones without', async () => {
    renderApp('/businessAccount');
    const first = await screen.findByText('First name');
    expect(first.closest('label')).toHaveTextContent('First name *');
    expect(screen.getByText('Business address').closest('label')).not.toHaveTextContent('*');
  });
});

describe('login form', () => {
  it('asks for the email and the password', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { name: /welcome back/i });
    await submit(/^log in$/i);
    expect(await screen.findByText('Please enter valid email')).toBeInTheDocument();
    expect(screen.getByText('Please enter password')).toBeInTheDocument();
    expect(screen.getByLabelText(/email or user name/i)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('verification code', () => {
  it('says "Number should contain 5 numbers" for a short or non-numeric code', async () => {
    const user = userEvent.setup();
    renderApp('/verification');
    await user.type(await screen.findByLabelText(/^email/i), 'maria@example.com');
    await user.type(screen.getByLabelText(/verification code/i), '12a4');
    await user.click(screen.getByRole('button', { name: /^verify$/i }));
    expect(await screen.findByText('Number should contain 5 numbers')).toBeInTheDocument();
  });
});

describe('change password', () => {
  it('asks for the current password and matching new ones', async () => {
    const user = userEvent.setup();
    renderApp('/ChangePassword', { user: USERS_BY_KIND.tipGiver });
    await user.type(await screen.findByLabelText(/^new password/i), 'Str0ng!pass');
    await user.type(screen.getByLabelText(/confirm password/i), 'Str0ng!pasS');
    await user.click(screen.getByRole('button', { name: /update password/i }));
    expect(await screen.findByText('Please enter password')).toBeInTheDocument();
    expect(screen.getByText('Password Not Matched')).toBeInTheDocument();
  });
});
