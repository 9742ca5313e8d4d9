import './env';
import './computed-style-cache';
import '@testing-library/jest-dom/jest-globals';
import { configure } from '@testing-library/react';

// A fresh clone's first run transforms every module as a test first imports it, on a CI machine
// running four workers: a screen's first render there has taken over Testing Library's 1 s default
// (admin dashboard, session 10). Waits that succeed return as soon as they do; this only lengthens
// how long a failing wait takes to say so.
configure({ asyncUtilTimeout: 5000 });
