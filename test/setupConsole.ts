import '@testing-library/jest-dom';
import { StyleSheet } from '@emotion/sheet';

// jsdom's getComputedStyle (which Testing Library's role queries and toBeVisible call for every
// element they look at) matches the element against every style rule in the document, and its
// selector engine takes ~1 ms per :has() rule per element: MUI's inputs add a few, and they were
// a fifth of the console suites' CPU. They only style adornments and focus rings, which no test
// asserts, so they are not added to the document here.
const insertRule = StyleSheet.prototype.insert;
StyleSheet.prototype.insert = function insertWithoutHas(this: StyleSheet, rule: string) {
  if (!rule.includes(':has(')) insertRule.call(this, rule);
};

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
