import { act, render, screen } from '@testing-library/react';
import { startLoading, startLoadingWithText, changeLoadingText, stopLoading } from '../../shared/loading/loadingSlice';
import { Providers } from '../providers';
import { makeStore } from '../store';
import { LoadingOverlay } from './LoadingOverlay';

describe('loading overlay', () => {
  it("shows 'Loading...' by default, a custom text when given, and nothing when stopped", () => {
    const store = makeStore();
    render(
      <Providers store={store}>
        <LoadingOverlay />
      </Providers>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => {
      store.dispatch(startLoading());
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    act(() => {
      store.dispatch(startLoadingWithText('Saving user'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saving user');

    act(() => {
      store.dispatch(changeLoadingText('Almost done'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Almost done');

    act(() => {
      store.dispatch(stopLoading());
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
