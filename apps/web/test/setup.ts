import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// A route renders once its loader has read (and the first test of a file also pays for the
// lazily loaded parts); two test workers share two cores with the browser suite's servers.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lays nothing out, so it has no scrollIntoView; pages call it after a frame, sometimes after
// a test has ended. A test that asserts the scroll replaces this with its own spy.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
