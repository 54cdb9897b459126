import { createElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

/** renderHook's wrapper for a list hook: the lists keep their state in the URL. */
export const inRouter = ({ children }: { children: ReactNode }) => createElement(MemoryRouter, null, children);
