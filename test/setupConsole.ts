import '@testing-library/jest-dom';
import * as React from 'react';
import { StyleSheet } from '@emotion/sheet';

// React 19's development build captures an owner stack (a new Error, for dev tools and warnings)
// for each of the first 10,000 elements it creates in every second, and in jsdom that was a fifth
// of the console suites' CPU. No test reads owner stacks: React's counter of recently captured
// ones is pinned past its limit, so it makes none (warnings keep their component stacks).
type ReactInternals = { recentlyCreatedOwnerStacks: number };
const internals = (React as unknown as Record<string, ReactInternals>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => Infinity, set: () => undefined });

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
