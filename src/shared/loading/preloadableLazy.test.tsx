import { render, screen } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { preloadableLazy } from './preloadableLazy';

let mounts = 0;
function Greeting({ name }: { name: string }) {
  useEffect(() => {
    mounts += 1;
  }, []);
  return <p>Hello {name}</p>;
}
const loader = () => Promise.resolve({ default: Greeting });

beforeEach(() => {
  mounts = 0;
});

const inSuspense = (element: React.ReactElement) => <Suspense fallback={<p>Loading...</p>}>{element}</Suspense>;

it('shows the fallback while its code loads, then the component, which a re-render does not remount', async () => {
  const Lazy = preloadableLazy(loader);
  const { rerender } = render(inSuspense(<Lazy name="Ann" />));
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByText('Hello Ann')).toBeInTheDocument();
  rerender(inSuspense(<Lazy name="Bob" />));
  expect(screen.getByText('Hello Bob')).toBeInTheDocument();
  expect(mounts).toBe(1);
});

it('renders at once, with no fallback, when its code was preloaded', async () => {
  const Lazy = preloadableLazy(loader);
  await Lazy.preload();
  render(inSuspense(<Lazy name="Ann" />));
  expect(screen.getByText('Hello Ann')).toBeInTheDocument();
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
});
