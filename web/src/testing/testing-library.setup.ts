/**
 * How long findBy* and waitFor wait for what a component shows. Testing Library's 1 s is short
 * for a large MUI form in jsdom on a busy 2-core machine: CI at e57f15d failed a registration
 * test whose code step took longer than that to appear. A test still fails when it never does.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 8_000 });
