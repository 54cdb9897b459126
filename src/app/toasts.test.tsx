import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from '@mui/material/Button';
import { useLogInAgainToast } from '../shared/api/useLogInAgainToast';
import { NOT_AUTHORIZED } from '../features/users/userListMessages';
import { Providers } from './providers';
import { makeStore } from './store';
import { CLOSE_TOAST_LABEL } from './ToastContent';

/** A screen whose button raises the 401 toast (Request Was Not Authorized ... with Log In Again). */
function RefusedSave() {
  const logInAgainToast = useLogInAgainToast();
  return <Button onClick={() => logInAgainToast(NOT_AUTHORIZED, 'error')}>Save</Button>;
}

function renderToasts() {
  render(
    <Providers store={makeStore()}>
      <RefusedSave />
    </Providers>,
  );
}

const raise = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  return screen.findByText(NOT_AUTHORIZED);
};
const gone = () => waitFor(() => expect(screen.queryByText(NOT_AUTHORIZED)).not.toBeInTheDocument(), { timeout: 10_000 });

describe('toasts (SPEC section 9: 5 seconds, closable)', () => {
  it('the 401 toast offers Log In Again and a close button that closes it', async () => {
    renderToasts();
    await raise();
    expect(screen.getByRole('button', { name: 'Log In Again' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: CLOSE_TOAST_LABEL }));
    await gone();
  });

  it('Esc closes it', async () => {
    renderToasts();
    await raise();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await gone();
  });

  it('it times out after 5 seconds like every toast', async () => {
    jest.useFakeTimers();
    try {
      renderToasts();
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(screen.getByText(NOT_AUTHORIZED)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(4900));
      expect(screen.getByText(NOT_AUTHORIZED)).toBeInTheDocument();
      // 5 s from its entrance, then its exit: transitions of about 0.2 s, each step a timer of its own.
      for (let step = 0; step < 10; step++) act(() => jest.advanceTimersByTime(100));
      expect(screen.queryByText(NOT_AUTHORIZED)).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
