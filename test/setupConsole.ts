import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  // Unmounted first: a screen's work scheduled after paint (a typed filter going into the URL)
  // would otherwise store the last test's state after the clear, for the next test to start from.
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
